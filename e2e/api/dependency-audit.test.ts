// The CI audit step (.ci/audit.mjs) on saved npm audit answers: a new high advisory fails, a
// listed exception with a reason does not, lower severities pass, and an unreachable registry is
// reported as "could not audit" (its own exit code), never as "no advisories".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'centre-audit-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

function advisory(id: string, severity: string) {
  return { source: 1, name: 'some-lib', dependency: 'some-lib', title: `${severity} problem`, url: `https://github.com/advisories/${id}`, severity, range: '<1.2.3' };
}
function report(...vias: object[]) {
  return { auditReportVersion: 2, vulnerabilities: { 'some-lib': { name: 'some-lib', severity: 'high', via: vias }, 'uses-it': { name: 'uses-it', via: ['some-lib'] } }, metadata: {} };
}

function audit(answer: object, exceptions: object[] = []) {
  const answerFile = path.join(dir, `answer-${Math.random()}.json`);
  const exceptionsFile = path.join(dir, `exceptions-${Math.random()}.json`);
  writeFileSync(answerFile, JSON.stringify(answer));
  writeFileSync(exceptionsFile, JSON.stringify(exceptions));
  const run = spawnSync(process.execPath, [path.join(ROOT, '.ci/audit.mjs')], {
    encoding: 'utf8',
    env: { ...process.env, AUDIT_JSON_FILE: answerFile, AUDIT_EXCEPTIONS_FILE: exceptionsFile },
  });
  return { code: run.status, output: run.stdout + run.stderr };
}

t.test('a new high advisory fails and is named', async (t) => {
  const result = audit(report(advisory('GHSA-aaaa-bbbb-cccc', 'high')));
  t.equal(result.code, 1);
  t.match(result.output, /GHSA-aaaa-bbbb-cccc high: some-lib/);
});

t.test('critical fails too; moderate and low pass', async (t) => {
  t.equal(audit(report(advisory('GHSA-crit-crit-crit', 'critical'))).code, 1);
  t.equal(audit(report(advisory('GHSA-mode-rate-xxxx', 'moderate'), advisory('GHSA-lowl-lowl-lowl', 'low'))).code, 0);
  t.equal(audit({ auditReportVersion: 2, vulnerabilities: {}, metadata: {} }).code, 0, 'no advisories at all');
});

t.test('a listed exception with a reason passes; one without a reason does not', async (t) => {
  const answer = report(advisory('GHSA-aaaa-bbbb-cccc', 'high'));
  t.equal(audit(answer, [{ id: 'GHSA-aaaa-bbbb-cccc', reason: 'only reachable through a CLI we never run in production' }]).code, 0);
  t.equal(audit(answer, [{ id: 'GHSA-aaaa-bbbb-cccc' }]).code, 1);
  t.equal(audit(report(advisory('GHSA-aaaa-bbbb-cccc', 'high'), advisory('GHSA-dddd-eeee-ffff', 'high')), [{ id: 'GHSA-aaaa-bbbb-cccc', reason: 'explained elsewhere at length' }]).code, 1, 'another advisory still fails');
});

t.test('an unreachable audit endpoint is "could not audit", not a pass', async (t) => {
  const result = audit({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405, error: { summary: '' } });
  t.equal(result.code, 2);
  t.match(result.output, /could not audit/);
});

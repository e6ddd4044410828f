// Dependency audit for CI: `npm audit --omit=dev` (the code that runs in production), failing on
// any high or critical advisory that is not a listed, explained exception
// (.ci/audit-exceptions.json). Three outcomes, told apart by the exit code:
//   0  audited, nothing new at or above the threshold
//   1  audited, new advisories found (listed)
//   2  could not audit (registry unreachable or refusing the audit endpoint)
// AUDIT_JSON_FILE replays a saved `npm audit --json` answer instead of asking the registry (tests).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEVERITY_RANK = { info: 0, low: 1, moderate: 2, high: 3, critical: 4 };
const threshold = process.env.AUDIT_LEVEL ?? 'high';
const exceptionsFile = process.env.AUDIT_EXCEPTIONS_FILE ?? path.join(ROOT, '.ci', 'audit-exceptions.json');

function couldNotAudit(why) {
  console.log(`dependency audit: could not audit (${why})`);
  process.exit(2);
}

let raw;
if (process.env.AUDIT_JSON_FILE) {
  raw = readFileSync(process.env.AUDIT_JSON_FILE, 'utf8');
} else {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  if (run.error) couldNotAudit(run.error.message);
  raw = run.stdout;
}

let report;
try {
  report = JSON.parse(raw);
} catch {
  couldNotAudit('npm audit gave no JSON answer');
}
// npm reports a failed request to the audit endpoint as JSON with an error and no report.
if (report.error || report.statusCode || typeof report.vulnerabilities !== 'object') {
  couldNotAudit(String(report.message ?? report.error?.summary ?? 'no report in the answer').slice(0, 200));
}

/** [{ id: 'GHSA-…', reason: '…' }]: each exception says why it does not apply to us. */
const exceptions = JSON.parse(readFileSync(exceptionsFile, 'utf8'));
for (const exception of exceptions) {
  if (typeof exception.id !== 'string' || typeof exception.reason !== 'string' || exception.reason.trim().length < 10) {
    console.log(`dependency audit: every exception needs an id and a reason: ${JSON.stringify(exception)}`);
    process.exit(1);
  }
}
const excepted = new Set(exceptions.map((exception) => exception.id));

const found = new Map();
for (const vulnerability of Object.values(report.vulnerabilities)) {
  for (const via of vulnerability.via ?? []) {
    // A string names another package whose own entry carries the advisory.
    if (typeof via !== 'object' || via === null) continue;
    if ((SEVERITY_RANK[via.severity] ?? 0) < SEVERITY_RANK[threshold]) continue;
    const id = String(via.url ?? '').split('/').pop() || String(via.source);
    if (excepted.has(id)) continue;
    found.set(id, `${id} ${via.severity}: ${via.name} ${via.range ?? ''} — ${via.title ?? ''}`);
  }
}

if (found.size > 0) {
  console.log(`dependency audit: ${found.size} advisories at or above "${threshold}" not in .ci/audit-exceptions.json:`);
  for (const line of found.values()) console.log(`  ${line}`);
  process.exit(1);
}
console.log(`dependency audit: no new advisories at or above "${threshold}" (${excepted.size} listed exceptions)`);

// Metrics of the running stack (the launcher's processes, as `npm start` runs them): every process
// answers /metrics to the bearer of METRICS_TOKEN and to nobody else, nothing from outside gets a
// metrics answer through the gateway, and every metric the Grafana dashboard queries is one the
// processes really export.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { SERVICE_NAMES } from '@centre/server-kit';
import { ALL_SERVICES, startTestStack } from './stack.ts';

const TOKEN = 'e2e-metrics-token-0123456789abcdef';
const DASHBOARD = path.join(import.meta.dirname, '../../docs/grafana/centre-dashboard.json');

interface Panel {
  title: string;
  targets?: Array<{ expr: string }>;
}

/** The metric names a PromQL expression reads (ours and prom-client's process and Node.js ones). */
function metricNamesIn(expr: string): string[] {
  return [...expr.matchAll(/\b(?:centre|process|nodejs)_[a-z0-9_]+\b/g)].map((match) => match[0]);
}

/** The families an answer declares (# TYPE), so a counter nothing has incremented yet still counts. */
function familiesOf(text: string): Map<string, string> {
  return new Map([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((match) => [match[1]!, match[2]!]));
}

function exported(name: string, families: Map<string, string>): boolean {
  if (families.has(name)) return true;
  const base = name.replace(/_(bucket|sum|count)$/, '');
  return base !== name && ['histogram', 'summary'].includes(families.get(base) ?? '');
}

t.test('every process answers /metrics to METRICS_TOKEN only; the dashboard queries only what they export', async (t) => {
  const stack = await startTestStack(t, 'metrics', { METRICS_TOKEN: TOKEN }, ALL_SERVICES);
  const scraper = { authorization: `Bearer ${TOKEN}` };
  // Some traffic first, so request metrics have samples.
  t.equal((await fetch(`${stack.url}/api/v1/center/notifications?limit=1`)).status, 200);

  const families = new Map<string, string>();
  for (const name of ['gateway', ...SERVICE_NAMES] as const) {
    const url = `http://127.0.0.1:${stack.ports[name]}/metrics`;
    const refused = await fetch(url);
    t.equal(refused.status, 401, `${name}: no token, no metrics (even on this machine)`);
    await refused.body?.cancel();
    const answer = await fetch(url, { headers: scraper });
    t.equal(answer.status, 200, `${name}: the scraper is answered`);
    const text = await answer.text();
    t.match(text, new RegExp(`centre_http_requests_total\\{[^}]*service="${name}"`), `${name} labels its metrics with its name`);
    for (const [family, type] of familiesOf(text)) families.set(family, type);
  }
  t.equal(families.get('centre_outbox_messages'), 'gauge', 'the admin service reports its outbox');
  t.equal(families.get('centre_applications_in_flight'), 'gauge', 'the applications service its applications in flight');

  const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: Panel[]; templating: { list: Array<{ definition?: string }> } };
  const queried = new Set<string>();
  for (const panel of dashboard.panels) {
    t.ok(panel.targets?.length, `${panel.title} queries something`);
    for (const target of panel.targets ?? []) for (const name of metricNamesIn(target.expr)) queried.add(name);
  }
  for (const variable of dashboard.templating.list) for (const name of metricNamesIn(variable.definition ?? '')) queried.add(name);
  t.ok(queried.size >= 10, `the dashboard queries ${queried.size} metrics`);
  for (const name of queried) t.ok(exported(name, families), `${name} is exported`);
  t.notOk(exported('centre_no_such_metric', families), 'the check can fail');

  // Through the gateway, from outside: the gateway's own /metrics refuses without the token, and
  // no /api/ or /internal/ path leads to a service's.
  const throughGateway = await fetch(`${stack.url}/metrics`, { headers: { 'x-forwarded-for': '198.51.100.7' } });
  t.equal(throughGateway.status, 401);
  for (const probe of ['/api/v1/center/metrics', '/api/console/audit/metrics', '/internal/metrics', '/api/v1/center/..%2f..%2fmetrics']) {
    const answer = await fetch(`${stack.url}${probe}`, { headers: scraper });
    const body = await answer.text();
    t.notMatch(body, /centre_http_requests_total/, `${probe} (${answer.status}) is no metrics answer, even with the token`);
  }
});

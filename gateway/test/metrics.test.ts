// The gateway's own /metrics: proxied requests are counted by their prefix's route pattern, and
// no path from outside reaches a metrics answer — the gateway's own refuses callers that are not
// local (or lack METRICS_TOKEN), and no /api/ path leads to a service's /metrics.
import t from 'tap';
import { metricValue, parsePrometheusText } from '@centre/server-kit/testing';
import { startTestGateway } from './helpers/gateway.ts';
import { startEchoUpstream } from './helpers/upstream.ts';

const TOKEN = 'gateway-metrics-token-0123456789abcdef';

t.test('proxied and own requests are counted by route pattern; a random path is one label', async (t) => {
  const content = await startEchoUpstream(t);
  const app = await startTestGateway(t, { services: { content: content.url } });
  for (const slug of ['a', 'b', 'c']) t.equal((await app.inject(`/api/v1/boards/${slug}?x=${slug}`)).statusCode, 200);
  for (let i = 0; i < 50; i++) await app.inject(`/api/nothing-${Math.random().toString(36).slice(2)}`);
  const samples = parsePrometheusText((await app.inject('/metrics')).body);
  t.equal(metricValue(samples, 'centre_http_requests_total', { service: 'gateway', method: 'GET', route: '/api/v1/boards/*', status_class: '2xx' }), 3);
  const routes = new Set(samples.filter((sample) => sample.name === 'centre_http_requests_total').map((sample) => sample.labels.route));
  t.ok(routes.size <= 3, `route labels: ${[...routes].join(', ')}`);
  t.ok(samples.some((sample) => sample.name === 'centre_db_pool_connections' && sample.labels.state === 'used'), 'the gateway database pool');
  t.ok(samples.some((sample) => sample.name === 'process_resident_memory_bytes'), 'process memory');
});

t.test('from outside, no path through the gateway answers metrics', async (t) => {
  const content = await startEchoUpstream(t);
  const app = await startTestGateway(t, { services: { content: content.url } });
  const outside = { remoteAddress: '198.51.100.20' };
  const own = await app.inject({ url: '/metrics', ...outside });
  t.equal(own.statusCode, 403, "the gateway's own metrics: not for an outside caller");
  t.notMatch(own.body, /centre_/);
  const behindBalancer = await app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '198.51.100.20' } });
  t.equal(behindBalancer.statusCode, 403, 'nor for one a load balancer on this machine forwards');
  for (const url of ['/api/v1/boards/../../metrics', '/api/v1/boards/%2e%2e/%2e%2e/metrics', '/api/v1/boards/..%2f..%2fmetrics', '/internal/metrics', '/api/internal/metrics']) {
    const answer = await app.inject({ url, ...outside });
    t.not(answer.statusCode, 200, `${url} is refused (${answer.statusCode})`);
  }
  // A path under a proxied prefix reaches the service at that same path, never its /metrics.
  const proxied = await app.inject({ url: '/api/v1/boards/metrics', ...outside });
  t.equal(content.received.at(-1)?.url, '/api/v1/boards/metrics');
  t.notMatch(proxied.body, /centre_http_requests_total/);
  t.notOk(content.received.some((request) => request.url === '/metrics'), 'the service never saw /metrics');
});

t.test('METRICS_TOKEN at the gateway: its bearer is answered, from anywhere; nobody else', async (t) => {
  const app = await startTestGateway(t, { env: { METRICS_TOKEN: TOKEN } });
  t.equal((await app.inject('/metrics')).statusCode, 401, 'loopback without the token');
  t.equal((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } })).statusCode, 401);
  const scraped = await app.inject({ url: '/metrics', remoteAddress: '10.0.3.4', headers: { authorization: `Bearer ${TOKEN}` } });
  t.equal(scraped.statusCode, 200);
  t.match(scraped.body, /centre_http_requests_total\{/);
});

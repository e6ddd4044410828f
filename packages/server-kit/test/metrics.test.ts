// /metrics on a service built by createServiceApp: requests are counted by route pattern and
// status class (never by raw URL), errors, the database pool and the process are reported, and
// only a caller with METRICS_TOKEN, or else a direct caller on this machine, may read it.
import t from 'tap';
import type { Test } from 'tap';
import { createServiceApp, DomainError, metricsTokenFrom, METRICS_TOKEN_MIN_LENGTH, Type, UNMATCHED_ROUTE, type DatabaseConfig } from '../src/index.ts';
import { forEachDatabase, metricValue, parsePrometheusText, testSigningKeys, TEST_INTERNAL_TOKEN } from '../src/testing.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

async function serviceWithRoutes(t: Test, database: DatabaseConfig, metricsToken?: string) {
  const app = await createServiceApp({
    service: 'content',
    migrations: [],
    database,
    jwtPublicKey: testSigningKeys().publicKey,
    internalToken: TEST_INTERNAL_TOKEN,
    metricsToken,
  });
  app.get('/api/v1/things/:id', { schema: { params: Type.Object({ id: Type.String({ maxLength: 36 }) }) } }, async (request) => ({ id: request.params.id }));
  app.post('/api/v1/things', async () => {
    throw new DomainError(409, 'THING_TAKEN', 'Taken.');
  });
  app.get('/api/v1/broken', async () => {
    throw new Error('a bug');
  });
  t.teardown(() => app.close());
  await app.ready();
  return app;
}

async function scrape(app: Awaited<ReturnType<typeof serviceWithRoutes>>, headers: Record<string, string> = {}) {
  const answer = await app.inject({ url: '/metrics', headers });
  if (answer.statusCode !== 200) throw new Error(`/metrics answered ${answer.statusCode}`);
  return parsePrometheusText(answer.body);
}

await forEachDatabase(t, 'metrics', async (t, database) => {
  t.test('requests are counted and timed by route pattern, method and status class; errors apart', async (t) => {
    const app = await serviceWithRoutes(t, database);
    const before = await scrape(app);
    const route = { service: 'content', method: 'GET', route: '/api/v1/things/:id', status_class: '2xx' };
    t.equal(metricValue(before, 'centre_http_requests_total', route), 0);
    for (const id of ['a', 'b', 'c']) t.equal((await app.inject(`/api/v1/things/${id}`)).statusCode, 200);
    t.equal((await app.inject({ method: 'POST', url: '/api/v1/things', payload: {} })).statusCode, 409);
    t.equal((await app.inject('/api/v1/broken')).statusCode, 500);

    const after = await scrape(app);
    t.equal(metricValue(after, 'centre_http_requests_total', route), 3, 'three answers on one label set');
    t.equal(metricValue(after, 'centre_http_request_duration_seconds_count', route), 3, 'and three timings');
    t.ok(metricValue(after, 'centre_http_request_duration_seconds_bucket', { ...route, le: '+Inf' }) === 3);
    t.notOk(after.some((sample) => /\/things\/[abc]$/.test(sample.labels.route ?? '')), 'no raw URL is a label');
    t.equal(metricValue(after, 'centre_http_requests_total', { route: '/api/v1/things', status_class: '4xx' }), 1);
    t.equal(metricValue(after, 'centre_http_errors_total', { route: '/api/v1/things', status_class: '4xx' }), 1, 'a refusal is an error of the 4xx class');
    t.equal(metricValue(after, 'centre_http_requests_total', { route: '/api/v1/broken', status_class: '5xx' }), 1);
    t.equal(metricValue(after, 'centre_http_errors_total', { route: '/api/v1/broken', status_class: '5xx' }), 1, 'a failure is an error of the 5xx class');
    t.equal(metricValue(after, 'centre_http_requests_in_progress'), 1, 'the scrape itself is in progress');
  });

  t.test('random URLs stay one label: the label sets are bounded', async (t) => {
    const app = await serviceWithRoutes(t, database);
    for (let i = 0; i < 200; i++) {
      const random = Math.random().toString(36).slice(2);
      await app.inject({ method: i % 2 ? 'GET' : 'POST', url: `/${random}/${i}?q=${random}` });
    }
    await app.inject({ method: 'PROPFIND' as 'GET', url: '/x' });
    const samples = await scrape(app);
    const requests = samples.filter((sample) => sample.name === 'centre_http_requests_total');
    const routes = new Set(requests.map((sample) => sample.labels.route));
    t.same([...routes].sort(), [UNMATCHED_ROUTE], 'every 404 is the one unmatched route');
    t.equal(metricValue(samples, 'centre_http_requests_total', { route: UNMATCHED_ROUTE, status_class: '4xx' }), 201);
    t.ok(requests.length <= 3, `label sets: ${requests.length} (GET, POST, other methods)`);
    t.ok(samples.length < 400, `the whole answer stays small: ${samples.length} samples`);
  });

  t.test('the database pool, the event loop and memory are reported', async (t) => {
    const app = await serviceWithRoutes(t, database);
    const samples = await scrape(app);
    for (const state of ['used', 'free', 'pending', 'max']) {
      t.ok(samples.some((sample) => sample.name === 'centre_db_pool_connections' && sample.labels.state === state), `pool ${state}`);
    }
    t.ok(metricValue(samples, 'centre_db_pool_connections', { state: 'max' }) >= 1);
    for (const name of ['nodejs_eventloop_lag_p99_seconds', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'process_cpu_seconds_total']) {
      t.ok(samples.some((sample) => sample.name === name), name);
    }
  });
});

t.test('without METRICS_TOKEN only a direct caller on this machine is answered', async (t) => {
  const database = { client: 'sqlite', filename: ':memory:' } as const;
  const app = await serviceWithRoutes(t, database);
  t.equal((await app.inject({ url: '/metrics' })).statusCode, 200, 'loopback');
  t.equal((await app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode, 200, 'IPv6 loopback');
  const outside = await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
  t.equal(outside.statusCode, 403);
  t.equal(outside.json().code, 'METRICS_LOCAL_ONLY');
  t.notMatch(outside.body, /centre_http/, 'no metric in the refusal');
  const proxied = await app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
  t.equal(proxied.statusCode, 403, 'a proxy on this machine does not make its callers local');
  t.equal((await app.inject({ url: '/metrics', headers: { forwarded: 'for=203.0.113.9' } })).statusCode, 403);
  t.equal((await app.inject({ url: '/metrics', remoteAddress: '10.0.0.7', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode, 403, 'a forged forwarding header does not help');
  t.equal((await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode, 403, 'a token is no use when none is set');
});

t.test('with METRICS_TOKEN only its bearer is answered, from anywhere', async (t) => {
  const app = await serviceWithRoutes(t, { client: 'sqlite', filename: ':memory:' }, TOKEN);
  const none = await app.inject({ url: '/metrics' });
  t.equal(none.statusCode, 401, 'not even loopback without it');
  t.equal(none.json().code, 'METRICS_TOKEN_REQUIRED');
  t.match(none.headers['www-authenticate'], /^Bearer/);
  t.equal((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode, 401, 'a wrong token');
  t.equal((await app.inject({ url: '/metrics', headers: { authorization: TOKEN } })).statusCode, 401, 'not a bearer');
  const answered = await app.inject({ url: '/metrics', remoteAddress: '10.1.2.3', headers: { authorization: `Bearer ${TOKEN}` } });
  t.equal(answered.statusCode, 200);
  t.match(answered.headers['content-type'], /^text\/plain; version=0\.0\.4/);
  t.equal(answered.headers['cache-control'], 'no-store');
  t.match(answered.body, /centre_http_requests_total\{/);
});

t.test('METRICS_TOKEN: unset is none, a short one is refused at start', async (t) => {
  t.equal(metricsTokenFrom({}), null);
  t.equal(metricsTokenFrom({ METRICS_TOKEN: ' ' }), null);
  t.equal(metricsTokenFrom({ METRICS_TOKEN: TOKEN }), TOKEN);
  t.throws(() => metricsTokenFrom({ METRICS_TOKEN: 'x'.repeat(METRICS_TOKEN_MIN_LENGTH - 1) }), /at least/);
});

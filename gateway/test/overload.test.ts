import t from 'tap';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricValue, parsePrometheusText, slowLoris, testRedisPrefix } from '@centre/server-kit/testing';
import { countsTowardsApiLimit } from '../src/overload.ts';
import { startTestGateway } from './helpers/gateway.ts';
import { startEchoUpstream } from './helpers/upstream.ts';

t.test('the gateway cuts off a client that never finishes its headers, and answers others meanwhile', async (t) => {
  const app = await startTestGateway(t, { env: { HEADERS_TIMEOUT_SECONDS: '1' } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const held = slowLoris(port, 8000, '/healthz');
  await new Promise((r) => setTimeout(r, 300));
  t.equal((await fetch(`http://127.0.0.1:${port}/healthz`)).status, 200, 'another client is answered');
  const openMs = await held;
  t.ok(openMs < 3500, `slow client closed after ${openMs} ms (bound 1000 ms)`);
  t.equal(app.server.headersTimeout, 1000);
  t.equal(app.server.keepAliveTimeout, 5000, 'keep-alive default');
  t.equal(app.server.requestTimeout, 120_000, 'request timeout default');
});

t.test('the gateway turns requests away with a fast 503 and Retry-After past its heap limit; /readyz reports it', async (t) => {
  const app = await startTestGateway(t, { env: { MAX_HEAP_USED_MB: '1', OVERLOAD_SAMPLE_MS: '20', OVERLOAD_RETRY_AFTER_SECONDS: '5' } });
  await new Promise((r) => setTimeout(r, 100));
  const response = await app.inject('/api/v1/space');
  t.equal(response.statusCode, 503);
  t.equal(response.headers['retry-after'], '5');
  t.same(response.json(), { statusCode: 503, error: 'Service Unavailable', message: 'The server is busy. Please try again shortly.' });
  // Every request while memory is over, whatever the event-loop delay reads meanwhile: a first
  // delay sample that under-pressure reads as over its limit once let requests through here.
  const messages = new Set<string>();
  for (let i = 0; i < 60; i++) {
    messages.add((await app.inject('/api/v1/space')).json().message);
    await new Promise((r) => setTimeout(r, 15));
  }
  t.same([...messages], ['The server is busy. Please try again shortly.'], 'sixty more requests, all turned away');
  const ready = await app.inject('/readyz');
  t.equal(ready.statusCode, 503);
  t.same(ready.json(), { status: 'overloaded' });
  t.equal((await app.inject('/healthz')).statusCode, 200);
});

t.test('which requests count towards the API limit', async (t) => {
  t.ok(countsTowardsApiLimit('/api/v1/space?limit=8'));
  t.ok(countsTowardsApiLimit('/api/console/users'));
  t.ok(countsTowardsApiLimit('/api/auth/accessToken'));
  t.notOk(countsTowardsApiLimit('/api/auth/refreshToken'), 'sign-in has its own throttle');
  t.notOk(countsTowardsApiLimit('/'));
  t.notOk(countsTowardsApiLimit('/mf/public/remoteEntry.js'));
  t.notOk(countsTowardsApiLimit('/healthz'));
});

const kinds: Array<'memory' | 'redis'> = process.env.REDIS_URL ? ['memory', 'redis'] : ['memory'];
for (const kind of kinds) {
  t.test(`per-address API limit (${kind}): 429 with Retry-After past API_RATE_LIMIT, pages and health untouched`, async (t) => {
    const content = await startEchoUpstream(t);
    const env: Record<string, string> = { API_RATE_LIMIT: '5', API_RATE_LIMIT_WINDOW_SECONDS: '60' };
    if (kind === 'redis') Object.assign(env, { REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: testRedisPrefix('api-rate', t) });
    const first = await startTestGateway(t, { services: { content: content.url }, env });
    for (let i = 0; i < 3; i++) t.equal((await first.inject('/api/v1/space')).statusCode, 200);
    // With Redis a second instance counts on the same budget; in memory it has its own.
    const second = kind === 'redis' ? await startTestGateway(t, { services: { content: content.url }, env }) : first;
    for (let i = 0; i < 2; i++) t.equal((await second.inject('/api/v1/space')).statusCode, 200);
    const refused = await second.inject('/api/v1/space');
    t.equal(refused.statusCode, 429);
    t.ok(Number(refused.headers['retry-after']) > 0, 'Retry-After in seconds');
    t.match(refused.json(), { statusCode: 429, error: 'Too Many Requests', message: /Too many requests/ });
    t.equal(content.received.length, 5, 'the refused request never reached the service');
    t.equal((await second.inject('/healthz')).statusCode, 200, 'health is not counted');
    t.equal((await second.inject('/readyz')).statusCode, 200, 'readiness is not counted');
    t.not((await second.inject({ url: '/api/auth/refreshToken' })).statusCode, 429, 'sign-in keeps its own throttle');
    const otherClient = await second.inject({ url: '/api/v1/space', remoteAddress: '127.0.0.2' });
    t.equal(otherClient.statusCode, 200, 'another address has its own budget');
  });
}

t.test('API_RATE_LIMIT=0 turns the limit off', async (t) => {
  const content = await startEchoUpstream(t);
  const app = await startTestGateway(t, { services: { content: content.url }, env: { API_RATE_LIMIT: '0' } });
  for (let i = 0; i < 20; i++) t.equal((await app.inject('/api/v1/space')).statusCode, 200);
});

t.test('the opening-hour rush: past GATEWAY_APPLY_MAX_IN_FLIGHT applications, one more is answered 503 + Retry-After at once', async (t) => {
  // An applications service that holds every application until released (no timing involved).
  const held: Array<() => void> = [];
  let received = 0;
  const upstream = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      held.push(() => response.writeHead(201, { 'content-type': 'application/json' }).end('{"applications":[]}'));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const app = await startTestGateway(t, { services: { applications: url }, env: { GATEWAY_APPLY_MAX_IN_FLIGHT: '2', APPLY_RETRY_AFTER_SECONDS: '3' } });
  const apply = (locale = 'ko') => app.inject({ method: 'POST', url: '/api/v1/apply/applications', headers: { 'content-type': 'application/json', 'accept-language': locale }, payload: { unitIds: [] } });

  const [first, second] = [apply(), apply()];
  while (received < 2) await new Promise((resolve) => setTimeout(resolve, 10));
  const busy = await apply('en');
  t.equal(busy.statusCode, 503);
  t.equal(busy.headers['retry-after'], '3');
  t.match(busy.json(), { statusCode: 503, code: 'APPLY_BUSY', message: /try again in a moment/ });
  t.equal(received, 2, 'the turned-away application never reached the service');
  t.equal((await app.inject('/healthz')).statusCode, 200, 'other routes are not bounded');
  const during = parsePrometheusText((await app.inject('/metrics')).body);
  t.equal(metricValue(during, 'centre_gateway_applications_in_flight'), 2, '/metrics: two in flight');
  t.equal(metricValue(during, 'centre_gateway_applications_in_flight_max'), 2, '/metrics: the bound');
  t.equal(metricValue(during, 'centre_gateway_applications_turned_away_total'), 1, '/metrics: one turned away');

  for (const release of held.splice(0)) release();
  t.same([(await first).statusCode, (await second).statusCode], [201, 201], 'the two passed on complete');
  const again = apply();
  while (received < 3) await new Promise((resolve) => setTimeout(resolve, 10));
  for (const release of held.splice(0)) release();
  t.equal((await again).statusCode, 201, 'the slots are given back');
  t.equal(metricValue(parsePrometheusText((await app.inject('/metrics')).body), 'centre_gateway_applications_in_flight'), 0, '/metrics: none in flight after');
});

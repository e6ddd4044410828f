import t from 'tap';
import { createServiceApp, overloadConfigFrom, platformPortsFrom, serviceUrlFrom, type OverloadConfig } from '../src/index.ts';
import { freshDatabase, slowLoris, testSigningKeys, TEST_INTERNAL_TOKEN } from '../src/testing.ts';
import type { Test } from 'tap';

async function startService(t: Test, overload: Partial<OverloadConfig>) {
  const database = await freshDatabase('sqlite', 'overload');
  t.teardown(() => database.dispose());
  const app = await createServiceApp({
    service: 'content',
    migrations: [],
    database: database.config,
    jwtPublicKey: testSigningKeys().publicKey,
    internalToken: TEST_INTERNAL_TOKEN,
    overload: { ...overloadConfigFrom({}), ...overload },
  });
  app.get('/api/v1/ping', async () => ({ pong: true }));
  t.teardown(() => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, port, url: `http://127.0.0.1:${port}` };
}

t.test('a client that never finishes its headers is cut off within the headers timeout, others are served meanwhile', async (t) => {
  const { port, url } = await startService(t, { headersTimeoutMs: 1000 });
  const held = slowLoris(port, 8000);
  await new Promise((r) => setTimeout(r, 300));
  const meanwhile = await fetch(`${url}/api/v1/ping`);
  t.equal(meanwhile.status, 200, 'another client is answered while the slow one trickles');
  const openMs = await held;
  t.ok(openMs < 3500, `slow client closed after ${openMs} ms (bound 1000 ms, checked every 250 ms)`);
});

t.test('the Node server carries the configured bounds', async (t) => {
  const { app } = await startService(t, { headersTimeoutMs: 7000, requestTimeoutMs: 20_000, keepAliveTimeoutMs: 4000, idleTimeoutMs: 30_000 });
  t.equal(app.server.headersTimeout, 7000);
  t.equal(app.server.requestTimeout, 20_000);
  t.equal(app.server.keepAliveTimeout, 4000);
  t.equal(app.server.timeout, 30_000);
});

t.test('the defaults bound slow clients (10 s headers, 120 s request, 5 s keep-alive)', async (t) => {
  const config = overloadConfigFrom({});
  t.equal(config.headersTimeoutMs, 10_000);
  t.equal(config.requestTimeoutMs, 120_000);
  t.equal(config.keepAliveTimeoutMs, 5000);
  t.ok(config.maxEventLoopDelayMs > 0 && config.maxHeapUsedBytes > 0);
  t.equal(overloadConfigFrom({ HEADERS_TIMEOUT_SECONDS: '3' }).headersTimeoutMs, 3000);
});

t.test('past the event-loop delay limit: a fast 503 with Retry-After in the one error shape; health says so; then it recovers', async (t) => {
  const { app } = await startService(t, { maxEventLoopDelayMs: 200, sampleIntervalMs: 50, retryAfterSeconds: 7 });
  // One long pause is not overload: answered.
  const block = (ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until);
  };
  await new Promise((r) => setTimeout(r, 120));
  block(600);
  await new Promise((r) => setTimeout(r, 20));
  t.equal((await app.inject('/api/v1/ping')).statusCode, 200, 'a single pause does not turn requests away');
  // A loop blocked again and again (as a runaway computation would): turned away.
  for (let i = 0; i < 4; i++) {
    block(600);
    await new Promise((r) => setTimeout(r, 5));
  }
  const turnedAway = await app.inject('/api/v1/ping');
  t.equal(turnedAway.statusCode, 503);
  t.equal(turnedAway.headers['retry-after'], '7');
  t.same(turnedAway.json(), { statusCode: 503, error: 'Service Unavailable', message: 'The server is busy. Please try again shortly.' });
  const ready = await app.inject({ url: '/readyz', headers: { 'x-internal-token': TEST_INTERNAL_TOKEN } });
  t.equal(ready.statusCode, 503);
  t.match(ready.json(), { status: 'overloaded', overloaded: true });
  t.equal((await app.inject('/healthz')).statusCode, 200, 'liveness is not failed by load');
  // Samples without blocking bring it back.
  let recovered = false;
  for (let i = 0; i < 40 && !recovered; i++) {
    await new Promise((r) => setTimeout(r, 100));
    recovered = (await app.inject('/api/v1/ping')).statusCode === 200;
  }
  t.ok(recovered, 'answers again once the loop is free');
});

t.test('past the heap limit: 503 with Retry-After', async (t) => {
  const { app } = await startService(t, { maxHeapUsedBytes: 1024 * 1024, sampleIntervalMs: 20 });
  // The heap is read by a timer: on a busy machine its first sample may come late, so ask until it
  // has (every heap is over 1 MiB: the answer must turn to 503 once a sample exists).
  let response = await app.inject('/api/v1/ping');
  for (let i = 0; i < 100 && response.statusCode !== 503; i++) {
    await new Promise((r) => setTimeout(r, 50));
    response = await app.inject('/api/v1/ping');
  }
  t.equal(response.statusCode, 503);
  t.ok(response.headers['retry-after']);
  t.equal(response.json().statusCode, 503);
});

t.test('/readyz tells only internal callers which parts are up; the public answer is a status', async (t) => {
  const { app } = await startService(t, {});
  const anyone = await app.inject('/readyz');
  t.equal(anyone.statusCode, 200);
  t.same(anyone.json(), { status: 'ok' });
  const forged = await app.inject({ url: '/readyz', headers: { 'x-internal-token': 'not-the-token' } });
  t.same(forged.json(), { status: 'ok' });
  const internal = await app.inject({ url: '/readyz', headers: { 'x-internal-token': TEST_INTERNAL_TOKEN } });
  t.same(internal.json(), { status: 'ok', service: 'content', database: 'up', overloaded: false });
  await app.db.destroy();
  const down = await app.inject('/readyz');
  t.equal(down.statusCode, 503);
  t.same(down.json(), { status: 'unavailable' });
  const downInternal = await app.inject({ url: '/readyz', headers: { 'x-internal-token': TEST_INTERNAL_TOKEN } });
  t.match(downInternal.json(), { status: 'unavailable', database: 'down' });
});

t.test('one PORT_BASE moves the gateway and all seven services; each stays settable alone', async (t) => {
  t.same(platformPortsFrom({}), { gateway: 8080, content: 8101, applications: 8102, users: 8103, admin: 8104, shop: 8105, fairs: 8106, auction: 8107 });
  t.same(platformPortsFrom({ PORT_BASE: '9080' }), { gateway: 9080, content: 9101, applications: 9102, users: 9103, admin: 9104, shop: 9105, fairs: 9106, auction: 9107 });
  t.same(platformPortsFrom({ PORT_BASE: '9080', USERS_PORT: '7000', PORT: '9000' }), { gateway: 9000, content: 9101, applications: 9102, users: 7000, admin: 9104, shop: 9105, fairs: 9106, auction: 9107 });
  t.equal(serviceUrlFrom({ PORT_BASE: '9080' }, 'admin'), 'http://127.0.0.1:9104');
  t.equal(serviceUrlFrom({ PORT_BASE: '9080', ADMIN_URL: 'http://admin.internal:1/' }, 'admin'), 'http://admin.internal:1');
  t.throws(() => platformPortsFrom({ PORT_BASE: '65530' }), /PORT_BASE/);
});

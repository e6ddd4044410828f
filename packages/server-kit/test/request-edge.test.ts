// Every service guards itself, whatever stands in front of it: a path with an escaped letter is
// refused before any rule reads it, the staff rules judge the route that will run, the audit
// records every console write by its route, and the client's address comes from X-Forwarded-For
// only when SERVICE_TRUST_PROXY names the proxy.
import t, { type Test } from 'tap';
import type { AuditEntryInput } from '@centre/contracts';
import {
  clientAddressKey,
  createServiceApp,
  hasEncodedUnreserved,
  readServiceConfig,
  requestPathOf,
  type TrustProxy,
} from '../src/index.ts';
import { bearer, freshDatabase, serviceOptionsForTest, signAccessToken, testInternalCallers, testSigningKeys, TEST_INTERNAL_TOKEN } from '../src/testing.ts';

const MEMBER_ID = '0190a5a0-0000-7000-8000-00000000abcd';
type Role = 'FACILITY_STAFF' | 'CONTENT_EDITOR' | 'ADMINISTRATOR';
const staff = (role: Role) => bearer(signAccessToken({ scope: ['member', 'console'], role }));

/** A service with a few console routes of the users and content families, counting what ran. */
async function consoleService(t: Test, trustProxy?: TrustProxy) {
  const database = await freshDatabase('sqlite', 'edge');
  t.teardown(() => database.dispose());
  const audited: AuditEntryInput[] = [];
  const ran: string[] = [];
  const app = await createServiceApp({
    ...serviceOptionsForTest(database.config),
    service: 'edge',
    migrations: [],
    recordAudit: async (entry) => void audited.push(entry),
    ...(trustProxy === undefined ? {} : { trustProxy }),
  });
  t.teardown(() => app.close());
  for (const [method, url] of [
    ['PUT', '/api/console/users/:id'],
    ['POST', '/api/console/users/:id/suspend'],
    ['GET', '/api/console/staff/:id'],
    ['DELETE', '/api/console/staff/:id'],
    ['PUT', '/api/console/boards/:code'],
  ] as const) {
    app.route({ method, url, handler: async (request) => (ran.push(`${method} ${request.url}`), { ok: true }) });
  }
  app.get('/api/v1/address', async (request) => ({ ip: request.ip }));
  await app.ready();
  return { app, audited, ran };
}

t.test('hasEncodedUnreserved: letters, digits and -._~ escaped are caught; reserved and non-ASCII escapes are not', async (t) => {
  for (const url of ['/api/console/users/x/%73uspend', '/api/c%6Fnsole', '/%61pi/v1', '/x%30', '/x%2D', '/x%2e', '/x%5F', '/x%7e', '/x%5a', '/x%41']) t.ok(hasEncodedUnreserved(url), url);
  for (const url of ['/api/v1/boards/%EC%95%88', '/a%20b', '/a%2Fb', '/a%40b', '/a%60', '/a%7B', '/x?q=%73', '/plain']) t.notOk(hasEncodedUnreserved(url), url);
});

t.test('requestPathOf: the path as the router reads it', async (t) => {
  t.equal(requestPathOf('/api/console/?a=1'), '/api/console');
  t.equal(requestPathOf('/api/v1/boards/%EC%95%88'), '/api/v1/boards/안');
  t.equal(requestPathOf('/a%2Fb'), '/a%2Fb', 'an encoded slash stays one, as in the router');
  t.equal(requestPathOf('/a%E0%A4%A'), '/a%E0%A4%A', 'a malformed escape is left as sent');
  t.equal(requestPathOf('/'), '/');
});

t.test('directly at a service: an escaped letter in a console path is refused for every role, and nothing runs or is audited', async (t) => {
  const { app, audited, ran } = await consoleService(t);
  const cases: Array<[Role, 'GET' | 'POST' | 'DELETE', string]> = [
    ['FACILITY_STAFF', 'POST', `/api/console/users/${MEMBER_ID}/%73uspend`],
    ['FACILITY_STAFF', 'GET', `/api/c%6fnsole/staff/${MEMBER_ID}`],
    ['CONTENT_EDITOR', 'POST', `/api/console/users/${MEMBER_ID}/suspen%64`],
    ['CONTENT_EDITOR', 'DELETE', `/api/c%6fnsole/staff/${MEMBER_ID}`],
    ['ADMINISTRATOR', 'DELETE', `/api/c%6fnsole/staff/${MEMBER_ID}`],
  ];
  for (const [role, method, url] of cases) {
    const response = await app.inject({ method, url, headers: staff(role) });
    t.equal(response.statusCode, 400, `${role} ${method} ${url}`);
    t.match(response.json(), { statusCode: 400, error: 'Bad Request', code: 'PATH_REFUSED', message: /escaped letter/ });
  }
  t.same(ran, [], 'no route ran');
  t.same(audited, [], 'so there was nothing to audit');

  // The same requests written plainly: the roles' own rules answer.
  t.equal((await app.inject({ method: 'POST', url: `/api/console/users/${MEMBER_ID}/suspend`, headers: staff('FACILITY_STAFF') })).statusCode, 403);
  t.equal((await app.inject({ method: 'PUT', url: `/api/console/users/${MEMBER_ID}`, headers: staff('FACILITY_STAFF') })).statusCode, 200, 'desk work on members stays allowed');
  t.equal((await app.inject({ url: `/api/console/staff/${MEMBER_ID}`, headers: staff('CONTENT_EDITOR') })).statusCode, 403);
});

t.test('a console write with a meaningful escape runs, and is audited under its decoded path', async (t) => {
  const { app, audited, ran } = await consoleService(t);
  const response = await app.inject({ method: 'PUT', url: '/api/console/boards/%EA%B3%B5%EC%A7%80?note=a%2Fb', headers: staff('CONTENT_EDITOR') });
  t.equal(response.statusCode, 200);
  t.equal(response.headers['cache-control'], 'no-store');
  t.equal(ran.length, 1);
  await new Promise((resolve) => setImmediate(resolve));
  t.match(audited, [{ action: 'update', resource: '/api/console/boards/공지' }]);
});

t.test('SERVICE_TRUST_PROXY: off by default; a hop count or the proxies\' addresses; never "everyone"', async (t) => {
  const keys = testSigningKeys();
  const env = { JWT_PUBLIC_KEY: keys.publicKey, INTERNAL_TOKEN: TEST_INTERNAL_TOKEN, INTERNAL_CALLERS: Object.entries(testInternalCallers()).map(([name, hash]) => `${name}=${hash}`).join(',') };
  t.equal(readServiceConfig('content', env).trustProxy, false);
  t.equal(readServiceConfig('content', { ...env, SERVICE_TRUST_PROXY: '1' }).trustProxy, 1);
  t.same(readServiceConfig('content', { ...env, SERVICE_TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy, ['loopback', '10.0.0.0/8']);
  t.throws(() => readServiceConfig('content', { ...env, SERVICE_TRUST_PROXY: 'true' }), /SERVICE_TRUST_PROXY=true would let any client choose its own address/);
  t.throws(() => readServiceConfig('content', { ...env, SERVICE_TRUST_PROXY: 'gateway.internal' }), /SERVICE_TRUST_PROXY: "gateway.internal" is neither/);
});

t.test('a service believes X-Forwarded-For from a trusted proxy only', async (t) => {
  const forwarded = { url: '/api/v1/address', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '203.0.113.9' } };
  const untrusting = await consoleService(t);
  t.equal((await untrusting.app.inject(forwarded)).json().ip, '10.0.0.5', 'by default the peer is the client');
  const fromThisMachine = { ...forwarded, remoteAddress: '127.0.0.1' };
  t.equal((await untrusting.app.inject(fromThisMachine)).json().ip, '127.0.0.1', 'even a peer on this machine, unless named');
  const fromLoopback = await consoleService(t, ['loopback']);
  t.equal((await fromLoopback.app.inject(forwarded)).json().ip, '10.0.0.5', 'a peer that is not the trusted proxy is the client');
  const trusting = await consoleService(t, ['10.0.0.5']);
  t.equal((await trusting.app.inject(forwarded)).json().ip, '203.0.113.9', 'the trusted proxy tells the client\'s address');
});

t.test('clientAddressKey: IPv4 as is, IPv6 by its /64, IPv4-mapped IPv6 as IPv4', async (t) => {
  t.equal(clientAddressKey('203.0.113.7'), '203.0.113.7');
  t.equal(clientAddressKey('2001:db8:1:2::a'), '2001:db8:1:2::/64');
  t.equal(clientAddressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:1'), '2001:db8:1:2::/64', 'any address of the /64, in any spelling');
  t.not(clientAddressKey('2001:db8:1:3::a'), clientAddressKey('2001:db8:1:2::a'), 'the next /64 is another client');
  t.equal(clientAddressKey('::1'), '0:0:0:0::/64');
  t.equal(clientAddressKey('fe80::1%eth0'), 'fe80:0:0:0::/64', 'a zone is not part of the key');
  t.equal(clientAddressKey('::ffff:203.0.113.7'), '203.0.113.7');
  t.equal(clientAddressKey('::ffff:cb00:7107'), '203.0.113.7', 'written in hex too');
  t.equal(clientAddressKey('not an address'), 'not an address', 'anything else is its own key');
});

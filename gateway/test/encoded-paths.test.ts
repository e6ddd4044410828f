// Percent-escapes of letters, digits and `-._~` are refused at the door (400, before any rule or
// proxy reads the path), while escapes that mean something (Korean, a space, `/` in a query)
// pass as they always did; the rules that read a path prefix read it as the router does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { createSigner } from 'fast-jwt';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@centre/contracts';
import { bearer, signAccessToken, testSigningKeys } from '@centre/server-kit/testing';
import { startTestGateway } from './helpers/gateway.ts';
import { startEchoUpstream } from './helpers/upstream.ts';

const MEMBER_ID = '0190a5a0-0000-7000-8000-00000000abcd';
const staff = (role: 'FACILITY_STAFF' | 'CONTENT_EDITOR' | 'ADMINISTRATOR') => bearer(signAccessToken({ scope: ['member', 'console'], role }));

t.test('escaped letters in a console path are refused for every role, and never reach a service', async (t) => {
  const upstream = await startEchoUpstream(t);
  const app = await startTestGateway(t, { services: { content: upstream.url, users: upstream.url, applications: upstream.url, admin: upstream.url } });
  const cases: Array<[Parameters<typeof staff>[0], 'GET' | 'POST' | 'DELETE', string]> = [
    ['FACILITY_STAFF', 'POST', `/api/console/users/${MEMBER_ID}/%73uspend`],
    ['FACILITY_STAFF', 'POST', `/api/console/users/${MEMBER_ID}/susp%65nd`],
    ['FACILITY_STAFF', 'GET', `/api/c%6fnsole/staff/${MEMBER_ID}`],
    ['CONTENT_EDITOR', 'POST', `/api/console/users/${MEMBER_ID}/%73uspend`],
    ['CONTENT_EDITOR', 'GET', `/api/c%6Fnsole/staff/${MEMBER_ID}`],
    ['CONTENT_EDITOR', 'DELETE', `/api/console/st%61ff/${MEMBER_ID}`],
    ['ADMINISTRATOR', 'DELETE', `/api/c%6fnsole/staff/${MEMBER_ID}`],
    ['ADMINISTRATOR', 'GET', '/api/console/audit%2Dlog'],
    ['ADMINISTRATOR', 'GET', '/api/console/audit%7e'],
  ];
  for (const [role, method, url] of cases) {
    const response = await app.inject({ method, url, headers: staff(role) });
    t.equal(response.statusCode, 400, `${role} ${method} ${url}`);
    t.match(response.json(), { statusCode: 400, error: 'Bad Request', code: 'PATH_REFUSED', message: /escaped letter/ });
    t.equal(response.headers['cache-control'], 'no-store', 'a refusal on a console path is not kept either');
  }
  t.equal(upstream.received.length, 0, 'no refused request was passed on');
});

t.test('escapes that carry meaning pass as before: Korean and a space in the path, a slash in the query', async (t) => {
  const upstream = await startEchoUpstream(t);
  const app = await startTestGateway(t, { services: { content: upstream.url } });
  for (const url of ['/api/v1/boards/%EC%95%88%EB%82%B4', '/api/v1/boards/two%20words', '/api/v1/boards/notice?keyword=a%2Fb']) {
    const response = await app.inject(url);
    t.equal(response.statusCode, 200, url);
    t.equal(response.json().url, url, `${url}: passed on as written`);
  }
});

t.test('/%61pi/ neither skips the API limit nor reaches a service; a trailing slash is counted too', async (t) => {
  const upstream = await startEchoUpstream(t);
  const app = await startTestGateway(t, { services: { content: upstream.url }, env: { API_RATE_LIMIT: '2', API_RATE_LIMIT_WINDOW_SECONDS: '60' } });
  t.equal((await app.inject('/api/v1/space')).statusCode, 200);
  t.equal((await app.inject('/api/v1/space/')).statusCode, 200);
  for (const url of ['/%61pi/v1/space', '/%41pi/v1/space', '/a%70i/v1/space']) t.equal((await app.inject(url)).statusCode, 400, url);
  t.equal((await app.inject('/api/v1/space/')).statusCode, 429, 'the budget is spent, however the path ends');
  t.equal(upstream.received.length, 2);
});

t.test('IPv6 clients are counted per /64, IPv4-mapped ones as their IPv4 address', async (t) => {
  const upstream = await startEchoUpstream(t);
  const app = await startTestGateway(t, { services: { content: upstream.url }, env: { API_RATE_LIMIT: '2', API_RATE_LIMIT_WINDOW_SECONDS: '60' } });
  const from = (remoteAddress: string) => app.inject({ url: '/api/v1/space', remoteAddress }).then((response) => response.statusCode);
  t.equal(await from('2001:db8:1:2::a'), 200);
  t.equal(await from('2001:db8:1:2::b'), 200);
  t.equal(await from('2001:db8:1:2:ffff:ffff:ffff:1'), 429, 'another address of the same /64 shares its budget');
  t.equal(await from('2001:db8:1:3::a'), 200, 'the next /64 is another client');
  t.equal(await from('::ffff:203.0.113.7'), 200);
  t.equal(await from('::ffff:203.0.113.7'), 200);
  t.equal(await from('203.0.113.7'), 429, 'an IPv4-mapped address is that IPv4 client');
});

t.test('the apply bound holds however the apply path ends', async (t) => {
  // Holds the first application until the test ends; answers any other at once.
  let held: (() => void) | null = null;
  let received = 0;
  const upstream = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      const answer = () => response.writeHead(201, { 'content-type': 'application/json' }).end('{"applications":[]}');
      if (held) answer();
      else held = answer;
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const app = await startTestGateway(t, { services: { applications: url }, env: { GATEWAY_APPLY_MAX_IN_FLIGHT: '1' } });
  const apply = (path: string) => app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: { unitIds: [] } });
  const first = apply('/api/v1/apply/applications');
  while (received < 1) await new Promise((resolve) => setTimeout(resolve, 10));
  for (const path of ['/api/v1/apply/applications/', '/api/v1/apply/applications?again=1']) {
    t.equal((await apply(path)).statusCode, 503, path);
  }
  t.equal((await apply('/api/v1/apply/%61pplications')).statusCode, 400);
  t.equal(received, 1, 'nothing past the bound reached the service');
  (held as (() => void) | null)?.();
  t.equal((await first).statusCode, 201);
});

t.test('behind the proxy\'s wildcard routes the gateway judges the path asked for, not the family pattern', async (t) => {
  const upstream = await startEchoUpstream(t);
  const app = await startTestGateway(t, { services: { content: upstream.url, users: upstream.url, applications: upstream.url, admin: upstream.url } });
  const suspend = await app.inject({ method: 'POST', url: `/api/console/users/${MEMBER_ID}/suspend/`, headers: staff('FACILITY_STAFF') });
  t.equal(suspend.statusCode, 403, 'suspending stays with administrators, at the door too');
  t.equal((await app.inject({ method: 'PUT', url: `/api/console/users/${MEMBER_ID}`, headers: staff('FACILITY_STAFF') })).statusCode, 200, 'desk work is passed on');
  // A member on a temporary password may still change it (and nothing else).
  const sign = createSigner({ key: testSigningKeys().privateKey, algorithm: 'ES256', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, expiresIn: 60_000 });
  const temporary = bearer(sign({ sub: MEMBER_ID, username: 'maker01', name: 'Maker', scope: ['member'], passwordChange: true }));
  t.equal((await app.inject({ method: 'PUT', url: '/api/v1/me/password', headers: temporary, payload: {} })).statusCode, 200, 'the password change is passed on');
  const other = await app.inject({ method: 'PUT', url: '/api/v1/me/profile', headers: temporary, payload: {} });
  t.equal(other.statusCode, 403);
  t.equal(other.json().code, 'PASSWORD_CHANGE_REQUIRED');
  t.equal(upstream.received.length, 2, 'only the two allowed requests reached a service');
});

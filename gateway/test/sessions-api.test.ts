import t from 'tap';
import { createVerifier } from 'fast-jwt';
import { ACCESS_ERROR_TEXTS, sealedBasicHeader, SESSIONS_PATHS } from '@centre/contracts';
import { ACCESS_TOKEN_VERIFY_OPTIONS, controllableClock } from '@centre/server-kit';
import { bearer, forEachDatabase, signAccessToken, testSigningKeys } from '@centre/server-kit/testing';
import type { Gateway } from '../src/app.ts';
import { startTestGateway } from './helpers/gateway.ts';
import { MEMBER, startUsersService } from './helpers/users-service.ts';

const verifyAccessToken = createVerifier({
  key: testSigningKeys().publicKey,
  ...ACCESS_TOKEN_VERIFY_OPTIONS,
  algorithms: ['ES256'],
  requiredClaims: [...ACCESS_TOKEN_VERIFY_OPTIONS.requiredClaims],
});

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36';
const SAFARI_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const users = await startUsersService(t);
const OTHER = { username: 'pattern22', password: MEMBER.password };

/** A signed-in device: its refresh token and an access token of the same session. */
async function signInOn(app: Gateway, account: { username: string; password: string }, userAgent: string) {
  const signIn = await app.inject({
    method: 'GET',
    url: '/api/auth/refreshToken',
    headers: { authorization: await sealedBasicHeader(account.username, account.password), 'user-agent': userAgent },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  const exchange = await app.inject({ method: 'GET', url: '/api/auth/accessToken', headers: bearer(signIn.json().data.refreshToken) });
  const { accessToken, refreshToken } = exchange.json().data;
  return { accessToken, refreshToken, sid: verifyAccessToken(accessToken).sid as string, sub: verifyAccessToken(accessToken).sub as string };
}

function listSessions(app: Gateway, accessToken: string) {
  return app.inject({ method: 'GET', url: SESSIONS_PATHS.list, headers: bearer(accessToken) });
}

await forEachDatabase(t, 'gateway_sessions', async (t, database) => {
  const clock = controllableClock();
  const app = await startTestGateway(t, {
    database,
    services: { users: users.url },
    env: { SESSION_MAX_AGE: String(6 * 3600), REFRESH_TOKEN_TTL: String(3600) },
    overrides: { clock },
  });

  t.test('the list shows my sessions with device, times and which one is current; never another member\'s', async (t) => {
    const phone = await signInOn(app, MEMBER, CHROME_ANDROID);
    clock.advance(60_000);
    const laptop = await signInOn(app, MEMBER, SAFARI_MAC);
    const theirs = await signInOn(app, OTHER, CHROME_WINDOWS);

    const response = await listSessions(app, laptop.accessToken);
    t.equal(response.statusCode, 200);
    t.equal(response.headers['cache-control'], 'no-store');
    const list = response.json().data as Array<{ _id: string; device: string; createdAt: string; lastUsedAt: string; current: boolean }>;
    const mine = list.filter((session) => [phone.sid, laptop.sid].includes(session._id));
    t.equal(mine.length, 2);
    t.match(list.find((session) => session._id === laptop.sid), { device: 'Safari on macOS', current: true, createdAt: clock.now().toISOString() });
    t.match(list.find((session) => session._id === phone.sid), { device: 'Samsung Internet on Android', current: false });
    t.notOk(list.some((session) => session._id === theirs.sid), "another member's session is never listed");
    t.same(Object.keys(list[0]!).sort(), ['_id', 'createdAt', 'current', 'device', 'lastUsedAt']);

    // Using the phone's refresh token moves its last use.
    clock.advance(60_000);
    const used = await app.inject({ method: 'GET', url: '/api/auth/accessToken', headers: bearer(phone.refreshToken) });
    t.equal(used.statusCode, 200);
    const after = (await listSessions(app, laptop.accessToken)).json().data;
    t.equal(after[0]._id, phone.sid, 'most recently used first');
    t.equal(after[0].lastUsedAt, clock.now().toISOString());
  });

  t.test('ending one session: mine only; another member\'s or an unknown id is a 404 and changes nothing', async (t) => {
    const phone = await signInOn(app, MEMBER, CHROME_ANDROID);
    const laptop = await signInOn(app, MEMBER, SAFARI_MAC);
    const theirs = await signInOn(app, OTHER, CHROME_WINDOWS);
    const end = (accessToken: string, id: string) => app.inject({ method: 'DELETE', url: SESSIONS_PATHS.one(id), headers: bearer(accessToken) });

    const foreign = await end(laptop.accessToken, theirs.sid);
    t.equal(foreign.statusCode, 404);
    t.equal(foreign.headers['cache-control'], 'no-store');
    t.match(foreign.json(), { statusCode: 404, code: 'SESSION_NOT_FOUND', message: ACCESS_ERROR_TEXTS.SESSION_NOT_FOUND.ko });
    t.equal((await app.inject({ method: 'GET', url: '/api/auth/accessToken', headers: bearer(theirs.refreshToken) })).statusCode, 200, 'their session still works');
    t.equal((await end(laptop.accessToken, '0190a5a0-0000-7000-8000-00000000ffff')).statusCode, 404);
    t.equal((await end(laptop.accessToken, 'not-an-id')).statusCode, 400);

    const ended = await end(laptop.accessToken, phone.sid);
    t.equal(ended.statusCode, 204);
    t.equal((await app.inject({ method: 'GET', url: '/api/auth/accessToken', headers: bearer(phone.refreshToken) })).statusCode, 401, 'the phone must sign in again');
    t.notOk((await listSessions(app, laptop.accessToken)).json().data.some((s: { _id: string }) => s._id === phone.sid));
    t.equal((await end(laptop.accessToken, phone.sid)).statusCode, 404, 'an ended session is gone');
    t.equal((await listSessions(app, phone.accessToken)).statusCode, 401, "the ended session's access token no longer reaches the sessions API");
  });

  t.test('"sign out elsewhere" ends every other session of mine, and only mine', async (t) => {
    const phone = await signInOn(app, MEMBER, CHROME_ANDROID);
    const laptop = await signInOn(app, MEMBER, SAFARI_MAC);
    const theirs = await signInOn(app, OTHER, CHROME_WINDOWS);
    const response = await app.inject({ method: 'POST', url: SESSIONS_PATHS.endOthers, headers: bearer(laptop.accessToken) });
    t.equal(response.statusCode, 200);
    t.equal(response.headers['cache-control'], 'no-store');
    t.ok(response.json().data.ended >= 1);
    const left = (await listSessions(app, laptop.accessToken)).json().data;
    t.same(left.map((s: { _id: string; current: boolean }) => [s._id, s.current]), [[laptop.sid, true]]);
    t.equal((await app.inject({ method: 'GET', url: '/api/auth/accessToken', headers: bearer(phone.refreshToken) })).statusCode, 401);
    t.equal((await app.inject({ method: 'GET', url: '/api/auth/accessToken', headers: bearer(laptop.refreshToken) })).statusCode, 200, 'this session goes on');
    t.equal((await listSessions(app, theirs.accessToken)).statusCode, 200);
    t.ok((await listSessions(app, theirs.accessToken)).json().data.some((s: { _id: string }) => s._id === theirs.sid), "the other member's session is untouched");
    const again = await app.inject({ method: 'POST', url: SESSIONS_PATHS.endOthers, headers: bearer(laptop.accessToken) });
    t.same(again.json(), { data: { ended: 0 } });
  });

  t.test('the sessions API refuses anonymous callers and tokens that name no session', async (t) => {
    for (const request of [
      { method: 'GET' as const, url: SESSIONS_PATHS.list },
      { method: 'POST' as const, url: SESSIONS_PATHS.endOthers },
      { method: 'DELETE' as const, url: SESSIONS_PATHS.one('0190a5a0-0000-7000-8000-00000000ffff') },
    ]) {
      const anonymous = await app.inject(request);
      t.equal(anonymous.statusCode, 401, `${request.method} ${request.url}`);
      t.equal(anonymous.headers['cache-control'], 'no-store');
      t.equal((await app.inject({ ...request, headers: bearer('not.a.token') })).statusCode, 401);
    }
    const member = await signInOn(app, MEMBER, CHROME_ANDROID);
    const noSid = signAccessToken({ sub: member.sub, username: MEMBER.username });
    const response = await app.inject({ method: 'POST', url: SESSIONS_PATHS.endOthers, headers: bearer(noSid) });
    t.equal(response.statusCode, 400, 'without sid there is no "this session" to keep');
    t.equal((await listSessions(app, member.accessToken)).json().data.filter((s: { current: boolean }) => s.current).length, 1, 'nothing was ended');
    const unknownAccount = signAccessToken({ sub: '0190a5a0-0000-7000-8000-00000000eeee' });
    t.equal((await listSessions(app, unknownAccount)).statusCode, 401, 'an account that is gone has no sessions to show');
  });

  t.test('a session ends at its absolute lifetime even when refreshed all along', async (t) => {
    const device = await signInOn(app, MEMBER, CHROME_WINDOWS);
    let refreshToken = device.refreshToken;
    // Every 50 minutes (inside the hour of REFRESH_TOKEN_TTL) for 6 hours (SESSION_MAX_AGE).
    for (let elapsed = 50; elapsed < 360; elapsed += 50) {
      clock.advance(50 * 60_000);
      const response = await app.inject({ method: 'GET', url: '/api/auth/accessToken', headers: bearer(refreshToken) });
      t.equal(response.statusCode, 200, `${elapsed} min after sign-in`);
      refreshToken = response.json().data.refreshToken;
    }
    clock.advance(11 * 60_000); // 361 min: the last token (issued at 350) is still inside its hour
    const late = await app.inject({ method: 'GET', url: '/api/auth/accessToken', headers: bearer(refreshToken) });
    t.equal(late.statusCode, 401, '6 h after sign-in the session is over');
    t.match(late.json(), { code: 'SESSION_ENDED', message: ACCESS_ERROR_TEXTS.SESSION_ENDED.ko });
    const fresh = await signInOn(app, MEMBER, CHROME_WINDOWS);
    t.notOk((await listSessions(app, fresh.accessToken)).json().data.some((s: { _id: string }) => s._id === device.sid), 'and it is not listed');
  });

  t.test('a refresh token never outlives the session: the sign-in answer says so', async (t) => {
    const short = await startTestGateway(t, {
      database,
      services: { users: users.url },
      env: { SESSION_MAX_AGE: '600', REFRESH_TOKEN_TTL: '3600' },
      overrides: { clock },
    });
    const response = await short.inject({ method: 'GET', url: '/api/auth/refreshToken', headers: { authorization: await sealedBasicHeader(MEMBER.username, MEMBER.password) } });
    t.equal(response.json().data.expiresIn, 600);
  });

  t.test('every /api/auth answer is no-store, unknown routes and errors included', async (t) => {
    for (const url of ['/api/auth/nothing-here', '/api/auth/refreshToken', '/api/auth/sessions/end-others']) {
      const response = await app.inject({ method: 'GET', url });
      t.equal(response.headers['cache-control'], 'no-store', url);
    }
  });
});

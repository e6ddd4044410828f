import t from 'tap';
import { createVerifier } from 'fast-jwt';
import { ACCESS_ERROR_TEXTS, basicToken, sealedBasicHeader, TOKEN_AUDIENCE, TOKEN_ISSUER } from '@centre/contracts';
import { ACCESS_TOKEN_VERIFY_OPTIONS, loggerOptions } from '@centre/server-kit';
import { forEachDatabase, freshDatabase, testSigningKeys, bearer } from '@centre/server-kit/testing';
import type { Gateway } from '../src/app.ts';
import { startBrokenUsersService } from './helpers/fake-users.ts';
import { startTestGateway } from './helpers/gateway.ts';
import { closedPort } from './helpers/ports.ts';
import { MEMBER, STAFF, startUsersService } from './helpers/users-service.ts';

const verifyAccessToken = createVerifier({
  key: testSigningKeys().publicKey,
  ...ACCESS_TOKEN_VERIFY_OPTIONS,
  algorithms: ['ES256'],
  requiredClaims: [...ACCESS_TOKEN_VERIFY_OPTIONS.requiredClaims],
});

function signIn(app: Gateway, authorization?: string) {
  return app.inject({ method: 'GET', url: '/api/auth/refreshToken', headers: authorization === undefined ? {} : { authorization } });
}
function exchange(app: Gateway, refreshToken: string) {
  return app.inject({ method: 'GET', url: '/api/auth/accessToken', headers: bearer(refreshToken) });
}
async function refreshTokenFor(app: Gateway, account: { username: string; password: string }): Promise<string> {
  const response = await signIn(app, await sealedBasicHeader(account.username, account.password));
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json().data.refreshToken;
}

const users = await startUsersService(t);

await forEachDatabase(t, 'gateway_auth', async (t, database) => {
  const app = await startTestGateway(t, { database, services: { users: users.url } });

  t.test('the web client sealed Basic header signs in', async (t) => {
    const response = await signIn(app, await sealedBasicHeader(STAFF.username, STAFF.password));
    t.equal(response.statusCode, 200);
    const { data } = response.json();
    t.match(data.refreshToken, /^[A-Za-z0-9_-]{43,}$/);
    t.equal(data.expiresIn, 14 * 24 * 3600);
    t.equal(response.headers['cache-control'], 'no-store');
  });

  t.test('plain RFC 7617 Basic signs in too', async (t) => {
    const response = await signIn(app, `Basic ${basicToken(MEMBER.username, MEMBER.password)}`);
    t.equal(response.statusCode, 200);
    t.ok(response.json().data.refreshToken);
  });

  t.test('a wrong password and an unknown user get the same 401', async (t) => {
    const wrong = await signIn(app, await sealedBasicHeader(STAFF.username, 'Wrong-pass-999!'));
    const unknown = await signIn(app, await sealedBasicHeader('nobody77', 'Wrong-pass-999!'));
    t.equal(wrong.statusCode, 401);
    t.same(wrong.json(), unknown.json());
    t.match(wrong.json(), { statusCode: 401, error: 'Unauthorized', code: 'SIGN_IN_WRONG', message: ACCESS_ERROR_TEXTS.SIGN_IN_WRONG.ko }, 'in Korean, the language of a caller who names none');
    t.notOk(wrong.headers['www-authenticate'], 'no browser login dialog');
  });

  t.test('malformed sign-in headers get a 4xx with a message, never a 500', async (t) => {
    // Flip a character inside the ciphertext (the last one may only carry padding bits).
    const sealed = await sealedBasicHeader(STAFF.username, STAFF.password);
    const at = sealed.length - 10;
    const tampered = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    const cases = [
      undefined,
      '',
      'Basic',
      'Basic !!!',
      `Basic ${Buffer.from('no-colon').toString('base64')}`,
      `Basic ${Buffer.from(':password-only').toString('base64')}`,
      'Basic v1.',
      'Basic v1.AAAA',
      tampered,
      `Bearer ${basicToken('a', 'b')}`,
      `Basic ${'A'.repeat(5000)}`,
      `Basic ${Buffer.from([0xff, 0xfe, 0x3a, 0x41]).toString('base64')}`,
    ];
    for (const header of cases) {
      const response = await signIn(app, header);
      t.ok(response.statusCode >= 400 && response.statusCode < 500, `${String(header).slice(0, 40)} → ${response.statusCode}`);
      t.type(response.json().message, 'string');
    }
  });

  t.test('a refresh token buys an access token with the principal claims, signed ES256', async (t) => {
    const refreshToken = await refreshTokenFor(app, STAFF);
    const response = await exchange(app, refreshToken);
    t.equal(response.statusCode, 200);
    const { data } = response.json();
    t.equal(data.expiresIn, 900);
    t.not(data.refreshToken, refreshToken, 'the refresh token is rotated');
    const claims = verifyAccessToken(data.accessToken);
    t.match(claims, { username: STAFF.username, scope: ['member', 'console'], iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });
    t.type(claims.sub, 'string');
    t.match(claims.sid, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, 'sid names the session');
    const next = verifyAccessToken((await exchange(app, data.refreshToken)).json().data.accessToken);
    t.equal(next.sid, claims.sid, 'the same session through rotations');
    const other = verifyAccessToken((await exchange(app, await refreshTokenFor(app, STAFF))).json().data.accessToken);
    t.not(other.sid, claims.sid, 'another sign-in is another session');
    t.equal(claims.exp - claims.iat, 900);
    t.equal(JSON.parse(Buffer.from(data.accessToken.split('.')[0], 'base64url').toString()).alg, 'ES256');
  });

  t.test('rotation: each refresh token works once, its successor works next', async (t) => {
    let refreshToken = await refreshTokenFor(app, MEMBER);
    for (let round = 0; round < 3; round++) {
      const response = await exchange(app, refreshToken);
      t.equal(response.statusCode, 200, `round ${round}`);
      refreshToken = response.json().data.refreshToken;
    }
  });

  t.test('reusing an old refresh token revokes the family: the newest one stops working too', async (t) => {
    const first = await refreshTokenFor(app, MEMBER);
    const second = (await exchange(app, first)).json().data.refreshToken;
    const replay = await exchange(app, first);
    t.equal(replay.statusCode, 401);
    t.match(replay.json(), { statusCode: 401, code: 'SESSION_ENDED', message: ACCESS_ERROR_TEXTS.SESSION_ENDED.ko });
    t.equal((await exchange(app, second)).statusCode, 401, 'the legitimate holder must sign in again');
  });

  t.test('logout revokes the session; logging out again is still 204', async (t) => {
    const refreshToken = await refreshTokenFor(app, MEMBER);
    const logout = () => app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(refreshToken) });
    t.equal((await logout()).statusCode, 204);
    t.equal((await exchange(app, refreshToken)).statusCode, 401);
    t.equal((await logout()).statusCode, 204);
    t.equal((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer('A'.repeat(43)) })).statusCode, 204);
    t.equal((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode, 401, 'no token at all is a 401');
  });

  t.test('bad refresh tokens are 401', async (t) => {
    for (const header of [undefined, 'Bearer', 'Bearer not-a-token', `Bearer ${'A'.repeat(43)}`, `Basic ${basicToken('a', 'b')}`]) {
      const response = await app.inject({ method: 'GET', url: '/api/auth/accessToken', headers: header ? { authorization: header } : {} });
      t.equal(response.statusCode, 401, String(header));
    }
  });

  t.test('a scope change at the users service shows in the next access token', async (t) => {
    const refreshToken = await refreshTokenFor(app, { username: 'pattern22', password: MEMBER.password });
    await users.setScopes('pattern22', ['member', 'console']);
    t.teardown(() => users.setScopes('pattern22', ['member']));
    const { data } = (await exchange(app, refreshToken)).json();
    t.same(verifyAccessToken(data.accessToken).scope, ['member', 'console']);
  });

  t.test('a withdrawn account cannot refresh, and its session is revoked', async (t) => {
    const refreshToken = await refreshTokenFor(app, { username: 'tokyo2024', password: MEMBER.password });
    const withdrawnId = (await users.app.db('users').where({ username: 'tokyo2024' }).first()).id;
    await users.withdraw('tokyo2024');
    t.teardown(() => users.reinstate('tokyo2024'));
    t.equal((await exchange(app, refreshToken)).statusCode, 401);
    const stillLive = await app.db('refresh_tokens').whereNull('revoked_at').whereNull('used_at');
    t.notOk(stillLive.some((row: { user_id: string }) => row.user_id === withdrawnId), 'no live token of the withdrawn account remains');
  });
});

t.test('an unreachable users service is a 503; the refresh token survives for a retry', async (t) => {
  // Two gateway instances over one database, as in production: one of them has lost the users service.
  const shared = await freshDatabase('sqlite', 'gateway');
  t.teardown(() => shared.dispose());
  const up = await startTestGateway(t, { database: shared.config, services: { users: users.url } });
  const down = await startTestGateway(t, { database: shared.config, services: { users: `http://127.0.0.1:${await closedPort()}` } });

  const signInDown = await signIn(down, await sealedBasicHeader(STAFF.username, STAFF.password));
  t.equal(signInDown.statusCode, 503);
  t.match(signInDown.json(), { statusCode: 503, error: 'Service Unavailable', code: 'SIGN_IN_UNAVAILABLE', message: ACCESS_ERROR_TEXTS.SIGN_IN_UNAVAILABLE.ko });

  const refreshToken = await refreshTokenFor(up, STAFF);
  t.equal((await exchange(down, refreshToken)).statusCode, 503);
  t.equal((await exchange(up, refreshToken)).statusCode, 200, 'the token was not spent by the failed exchange');
});

t.test('a users service answering 500 or nonsense is a 503, never a 500 or a token', async (t) => {
  for (const failure of ['error', 'malformed'] as const) {
    const broken = await startBrokenUsersService(t, failure);
    const app = await startTestGateway(t, { services: { users: broken.url } });
    const response = await signIn(app, await sealedBasicHeader(STAFF.username, STAFF.password));
    t.equal(response.statusCode, 503, failure);
  }
});

t.test('no credential or token ever reaches the log', async (t) => {
  const lines: string[] = [];
  const stream = { write: (line: string) => void lines.push(line) };
  const app = await startTestGateway(t, {
    services: { users: users.url },
    overrides: { logger: { ...(loggerOptions('debug') as { level: string; redact: string[] }), stream } },
  });
  const signInHeader = await sealedBasicHeader(STAFF.username, STAFF.password);
  const refreshToken = await refreshTokenFor(app, STAFF);
  const { data } = (await exchange(app, refreshToken)).json();
  await exchange(app, refreshToken); // a reuse, logged as a warning
  await signIn(app, await sealedBasicHeader('tokyo2024', 'Wrong-pass-999!')); // a failure
  const log = lines.join('');
  const events = lines.map((line) => JSON.parse(line)).filter((entry) => entry.securityEvent);
  t.match(events.find((entry) => entry.securityEvent === 'refresh-token-reused'), { level: 40, reason: 'reused', sessionId: String });
  t.match(events.find((entry) => entry.securityEvent === 'sign-in-succeeded'), { level: 30, user: /^ad…[0-9a-f]{10}$/, userId: String, ip: String });
  t.match(events.find((entry) => entry.securityEvent === 'sign-in-failed'), { level: 30, user: /^to…[0-9a-f]{10}$/ });
  for (const secret of [STAFF.password, MEMBER.password, signInHeader.slice(6), refreshToken, data.refreshToken, data.accessToken, 'tokyo2024', 'Wrong-pass-999!']) {
    t.notOk(log.includes(secret), `${secret.slice(0, 12)}… is not logged`);
  }
});

import t from 'tap';
import { setTimeout as sleep } from 'node:timers/promises';
import { createVerifier } from 'fast-jwt';
import { ACCESS_ERROR_TEXTS, sealedBasicHeader, SESSIONS_PATHS } from '@centre/contracts';
import { ACCESS_TOKEN_VERIFY_OPTIONS } from '@centre/server-kit';
import { bearer, forEachDatabase, testSigningKeys } from '@centre/server-kit/testing';
import type { Gateway } from '../src/app.ts';
import { startTestGateway } from './helpers/gateway.ts';
import { MEMBER, startUsersService } from './helpers/users-service.ts';

const verifyAccessToken = createVerifier({
  key: testSigningKeys().publicKey,
  ...ACCESS_TOKEN_VERIFY_OPTIONS,
  algorithms: ['ES256'],
  requiredClaims: [...ACCESS_TOKEN_VERIFY_OPTIONS.requiredClaims],
});

const users = await startUsersService(t);
// The users service records sessionsValidFrom from issue 12 on (h/users); until that is merged
// this file has nothing to test against. token-store.test.ts covers the gateway's side alone.
const recorded = await users.app.db.schema.hasColumn('users', 'sessions_valid_from');

async function signInOn(app: Gateway) {
  const signIn = await app.inject({ method: 'GET', url: '/api/auth/refreshToken', headers: { authorization: await sealedBasicHeader(MEMBER.username, MEMBER.password) } });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  const exchange = await app.inject({ method: 'GET', url: '/api/auth/accessToken', headers: bearer(signIn.json().data.refreshToken) });
  const { accessToken, refreshToken } = exchange.json().data;
  return { accessToken, refreshToken, sid: verifyAccessToken(accessToken).sid as string };
}

await forEachDatabase(t, 'gateway_valid_from', async (t, database) => {
  const app = await startTestGateway(t, { database, services: { users: users.url } });

  t.test('a password change (sessionsValidFrom) ends every session signed in before it', { skip: !recorded && 'the users service does not record sessionsValidFrom yet' }, async (t) => {
    const phone = await signInOn(app);
    const laptop = await signInOn(app);
    await sleep(5);
    // What the users service writes on a password change, reset or withdrawal.
    await users.app.db('users').where({ username: MEMBER.username }).update({ sessions_valid_from: new Date().toISOString() });
    t.teardown(() => users.app.db('users').where({ username: MEMBER.username }).update({ sessions_valid_from: null }));

    const refused = await app.inject({ method: 'GET', url: '/api/auth/accessToken', headers: bearer(phone.refreshToken) });
    t.equal(refused.statusCode, 401);
    t.match(refused.json(), { code: 'SESSION_ENDED', message: ACCESS_ERROR_TEXTS.SESSION_ENDED.ko });
    t.ok((await app.db('sessions').where({ id: phone.sid }).first()).ended_at, 'the session is ended, not only refused');
    t.equal((await app.inject({ method: 'GET', url: SESSIONS_PATHS.list, headers: bearer(laptop.accessToken) })).statusCode, 401, "an old session's access token cannot read the list");
    t.equal((await app.inject({ method: 'GET', url: '/api/auth/accessToken', headers: bearer(laptop.refreshToken) })).statusCode, 401);

    const fresh = await signInOn(app);
    const list = (await app.inject({ method: 'GET', url: SESSIONS_PATHS.list, headers: bearer(fresh.accessToken) })).json().data;
    t.same(list.map((session: { _id: string; current: boolean }) => [session._id, session.current]), [[fresh.sid, true]], 'only the new sign-in is live');
    t.equal((await app.inject({ method: 'GET', url: '/api/auth/accessToken', headers: bearer(fresh.refreshToken) })).statusCode, 200);
  });
});

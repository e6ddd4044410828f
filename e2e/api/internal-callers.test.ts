// Each process has its own internal token, and a service holds only the hashes of the tokens it
// accepts: one compromised service cannot use another's internal routes, nor replay a token.
import t from 'tap';
import { INTERNAL_AUDIT_PATH, INTERNAL_PATHS, INTERNAL_TOKEN_HEADER } from '@centre/contracts';
import { internalTokenHash } from '@centre/server-kit';
import { freshDatabase, serviceOptionsForTest, testInternalToken } from '@centre/server-kit/testing';
import { buildApp as buildUsers } from '../../services/users/src/app.ts';
import { buildApp as buildAdmin } from '../../services/admin/src/app.ts';

const as = (token: string) => ({ [INTERNAL_TOKEN_HEADER]: token });

t.test('the credential check accepts the gateway alone', async (t) => {
  const database = await freshDatabase('sqlite', 'users');
  t.teardown(() => database.dispose());
  const app = await buildUsers(serviceOptionsForTest(database.config, 'users'));
  t.teardown(() => app.close());
  const check = (token: string) =>
    app.inject({ method: 'POST', url: INTERNAL_PATHS.verifyCredentials, headers: as(token), payload: { username: 'nobody', password: 'Wrong-pass-1!' } });

  t.equal((await check(testInternalToken('gateway'))).statusCode, 401, "the gateway's token reaches the check (wrong credentials)");
  for (const caller of ['content', 'applications', 'admin', 'users'] as const) {
    t.equal((await check(testInternalToken(caller))).statusCode, 404, `the ${caller} service's own token is refused`);
  }
  t.equal((await check(internalTokenHash(testInternalToken('gateway')))).statusCode, 404, 'the hash a service holds is not a token');
  t.equal((await check('guess')).statusCode, 404, 'an unknown token is refused');
  const principal = await app.inject({ url: INTERNAL_PATHS.principal('0190a5a0-0000-7000-8000-000000000abc'), headers: as(testInternalToken('content')) });
  t.equal(principal.statusCode, 404);
  t.equal((await app.inject({ url: INTERNAL_PATHS.principal('0190a5a0-0000-7000-8000-000000000abc'), headers: as(testInternalToken('gateway')) })).json().message, 'No active account with this id.', 'the gateway reads principals');
});

t.test("the admin's audit route accepts every process, each by its own token", async (t) => {
  const database = await freshDatabase('sqlite', 'admin');
  t.teardown(() => database.dispose());
  const app = await buildAdmin(serviceOptionsForTest(database.config, 'admin'));
  t.teardown(() => app.close());
  const entry = { actorId: 'a', actorName: 'Staff', service: 'content', action: 'create', resource: '/api/console/banners', requestId: 'r1' };
  for (const caller of ['gateway', 'content', 'applications', 'users'] as const) {
    const recorded = await app.inject({ method: 'POST', url: INTERNAL_AUDIT_PATH, headers: as(testInternalToken(caller)), payload: entry });
    t.equal(recorded.statusCode, 201, caller);
  }
  t.equal((await app.inject({ method: 'POST', url: INTERNAL_AUDIT_PATH, headers: as('guess'), payload: entry })).statusCode, 404);
});

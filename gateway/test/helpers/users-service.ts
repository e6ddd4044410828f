import type { Test } from 'tap';
import { freshDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../../../services/users/src/app.ts';
import { ensureStaffAccount } from '../../../services/users/src/seeds/staff.ts';
import { seedDemoMembers, DEMO_MEMBER_PASSWORD } from '../../../services/users/src/seeds/demo-members.ts';
import { INTERNAL_PATHS } from '@centre/contracts';
import { baseUrlOf } from './ports.ts';

export const STAFF = { username: 'admin', password: 'Staff-pass-123!' } as const;
export const MEMBER = { username: 'sewing01', password: DEMO_MEMBER_PASSWORD } as const;

/** The real users service, listening on a free port, with one staff account and the demo makers. */
export async function startUsersService(t: Test) {
  const database = await freshDatabase('sqlite', 'users');
  t.teardown(() => database.dispose());
  const app = await buildApp(serviceOptionsForTest(database.config));
  t.teardown(() => app.close());
  await ensureStaffAccount(app.db, STAFF);
  await seedDemoMembers(app.db);
  // Counts the password checks the gateway asks for: a throttled sign-in must not reach them.
  let credentialChecks = 0;
  app.addHook('onRequest', async (request) => {
    if (request.method === 'POST' && request.url === INTERNAL_PATHS.verifyCredentials) credentialChecks += 1;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url: baseUrlOf(app.server.address()),
    /** How many password checks the service has been asked for so far. */
    credentialChecks: () => credentialChecks,
    /** Test-only shortcuts into the service's own table: what staff or the member would do via its API. */
    async setScopes(username: string, scopes: string[]) {
      await app.db('users').where({ username }).update({ scopes: scopes.join(',') });
    },
    async withdraw(username: string) {
      await app.db('users').where({ username }).update({ status: 'WITHDRAWN' });
    },
    async reinstate(username: string) {
      await app.db('users').where({ username }).update({ status: 'ACTIVE' });
    },
  };
}

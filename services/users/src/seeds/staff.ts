import type { Knex } from '@centre/server-kit';
import { hashPassword } from '../passwords.ts';
import { createUsersRepository } from '../repositories/users.ts';

export const STAFF_USERNAME = 'admin';

/** Creates the first staff account unless it exists; never changes an existing password. */
export async function ensureStaffAccount(db: Knex, account: { username: string; password: string }): Promise<{ created: boolean }> {
  const users = createUsersRepository(db);
  if (await users.usernameExists(account.username)) return { created: false };
  await users.create({
    username: account.username,
    passwordHash: await hashPassword(account.password),
    name: '센터 관리자',
    email: 'admin@example.org',
    memberType: 'PERSON',
    memberKind: 'DOMESTIC_PRIVATE',
    scopes: ['member', 'console'],
  });
  return { created: true };
}

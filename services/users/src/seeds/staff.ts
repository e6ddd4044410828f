import type { StaffRole } from '@centre/contracts';
import type { Knex } from '@centre/server-kit';
import { hashPassword } from '../passwords.ts';
import { createUsersRepository } from '../repositories/users.ts';

export const STAFF_USERNAME = 'admin';

/** Demo staff of each other role (SEED_DEMO only), sharing a documented demo password. */
export const DEMO_STAFF_PASSWORD = 'Staff-demo-2026!';
export const DEMO_STAFF: ReadonlyArray<{ username: string; name: string; email: string; role: StaffRole }> = [
  { username: 'editor01', name: '콘텐츠 담당', email: 'editor01@example.org', role: 'CONTENT_EDITOR' },
  { username: 'facility01', name: '시설 담당', email: 'facility01@example.org', role: 'FACILITY_STAFF' },
  { username: 'shop01', name: '쇼핑몰 담당', email: 'shop01@example.org', role: 'SHOP_STAFF' },
  { username: 'program01', name: '사업 프로그램 담당', email: 'program01@example.org', role: 'PROGRAM_STAFF' },
];

/** Creates a staff account unless the username exists; never changes an existing password. */
export async function ensureStaffAccount(
  db: Knex,
  account: { username: string; password: string; name?: string; email?: string; role?: StaffRole },
): Promise<{ created: boolean }> {
  const users = createUsersRepository(db);
  if (await users.usernameExists(account.username)) return { created: false };
  await users.create({
    username: account.username,
    passwordHash: await hashPassword(account.password),
    name: account.name ?? '센터 관리자',
    email: account.email ?? 'admin@example.org',
    memberType: 'PERSON',
    memberKind: 'DOMESTIC_PRIVATE',
    scopes: ['member', 'console'],
    // The first account runs everything, staff accounts included.
    staffRole: account.role ?? 'ADMINISTRATOR',
  });
  return { created: true };
}

/** One content editor and one facility staff member, so each role can be tried in demo mode. */
export async function seedDemoStaff(db: Knex): Promise<void> {
  for (const staff of DEMO_STAFF) await ensureStaffAccount(db, { ...staff, password: DEMO_STAFF_PASSWORD });
}

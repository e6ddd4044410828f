import type { Knex } from '@centre/server-kit';
import { hashPassword } from '../passwords.ts';
import { createUsersRepository, type NewUser } from '../repositories/users.ts';

/** Demo makers of the district; all share a documented demo password. */
export const DEMO_MEMBER_PASSWORD = 'maker-demo-2026!';

const DEMO_MEMBERS: Array<Omit<NewUser, 'passwordHash' | 'scopes'>> = [
  { username: 'sewing01', name: '김봉제', email: 'sewing01@example.com', phone: '01012345678', memberType: 'PERSON', memberKind: 'DOMESTIC_PRIVATE' },
  { username: 'dongdaemun7', name: '답십리패션(주)', email: 'office@dapsimni-fashion.example', phone: '0222125581', memberType: 'COMPANY', memberKind: 'DOMESTIC_INSTITUTION' },
  { username: 'pattern22', name: '이패턴', email: 'pattern22@example.com', phone: '01098765432', memberType: 'PERSON', memberKind: 'DOMESTIC_PRIVATE' },
  { username: 'tokyo2024', name: '佐藤 花子', email: 'hanako@example.jp', phone: '01055554444', memberType: 'PERSON', memberKind: 'OVERSEAS', country: 'JP' },
];

export async function seedDemoMembers(db: Knex): Promise<{ created: number }> {
  const users = createUsersRepository(db);
  const passwordHash = await hashPassword(DEMO_MEMBER_PASSWORD);
  let created = 0;
  for (const member of DEMO_MEMBERS) {
    if (await users.usernameExists(member.username)) continue;
    await users.create({ ...member, passwordHash, scopes: ['member'] });
    created++;
  }
  return { created };
}

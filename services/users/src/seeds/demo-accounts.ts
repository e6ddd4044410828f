// Demo accounts sign in with passwords the README publishes. A site that once ran in demo mode and
// now runs without it must not keep them open: at each start without demo mode, the demo accounts
// that still exist and still open with the published password are switched off.
//
// Switched off rather than refusing to start: a real site that tried the demo first would
// otherwise not start at all for a condition the launcher can put right itself, and switching off
// is reversible by an administrator (staff screens for staff, the member screens for members).
// An account whose password its holder changed is left alone: the password that made it a demo
// account is no longer the one that opens it, so it is now somebody's own account.
import type { StaffRole } from '@centre/contracts';
import { now, type Knex } from '@centre/server-kit';
import { passwordMatches } from '../passwords.ts';
import { createStaffRepository } from '../repositories/staff.ts';
import { createUsersRepository } from '../repositories/users.ts';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBER_USERNAMES } from './demo-members.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './staff.ts';

/** Kept with a suspended demo member, so staff see why the account stopped. */
export const DEMO_SUSPENSION_REASON = 'Demo account switched off: demo mode is off and its password is published.';

export interface RetiredDemoAccounts {
  /** Demo accounts found open with the published password, now switched off. */
  disabled: string[];
  /** Demo usernames that exist with a password of their own: left as they are. */
  kept: string[];
}

export async function retireDemoAccounts(db: Knex, at: string = now()): Promise<RetiredDemoAccounts> {
  const users = createUsersRepository(db);
  const staff = createStaffRepository(db);
  const retired: RetiredDemoAccounts = { disabled: [], kept: [] };
  const known = [
    ...DEMO_STAFF.map((account) => ({ username: account.username, password: DEMO_STAFF_PASSWORD })),
    ...DEMO_MEMBER_USERNAMES.map((username) => ({ username, password: DEMO_MEMBER_PASSWORD })),
  ];
  for (const { username, password } of known) {
    const account = await users.findActiveByUsername(username);
    if (!account) continue;
    if (!(await passwordMatches(account.passwordHash, password))) {
      retired.kept.push(username);
      continue;
    }
    const member = await users.findMemberById(account.id);
    if (member) {
      await users.suspend(account.id, DEMO_SUSPENSION_REASON, at);
    } else {
      const current = await staff.find(account.id);
      // The role is written back as it is (a demo staff account always has one).
      if (current) await staff.update(account.id, { name: current.name, email: current.email, role: current.role as StaffRole, status: 'DISABLED' }, at);
    }
    retired.disabled.push(username);
  }
  return retired;
}

import { connectDatabase, defaultFilesDir, localFileStore, runMigrations, type DatabaseConfig } from '@centre/server-kit';
import { migrations } from '../migrations/index.ts';
import { retireDemoAccounts } from './demo-accounts.ts';
import { seedDemoMembers } from './demo-members.ts';
import { ensureStaffAccount, seedDemoStaff, STAFF_USERNAME } from './staff.ts';

export { ensureStaffAccount, DEMO_STAFF, DEMO_STAFF_PASSWORD, STAFF_USERNAME } from './staff.ts';
export { DEMO_MEMBER_PASSWORD } from './demo-members.ts';

/**
 * Run by the launcher before the service starts: migrate, make the staff account, add demo makers
 * in demo mode, and out of it switch off the demo accounts still open with their published password.
 * `filesDir`: where member files live (the service must read the same folder); DATA_DIR/member-files by default.
 * `warn`: where the start says which demo accounts it found (the launcher's console by default).
 */
export async function prepareUsersDatabase(
  database: DatabaseConfig,
  options: { staffPassword: string; demo: boolean; filesDir?: string; warn?: (message: string) => void },
) {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const db = await connectDatabase(database);
  try {
    await runMigrations(db, migrations);
    const staff = await ensureStaffAccount(db, { username: STAFF_USERNAME, password: options.staffPassword });
    if (options.demo) await seedDemoStaff(db);
    const members = options.demo ? await seedDemoMembers(db, localFileStore(options.filesDir ?? defaultFilesDir('member-files'))) : { created: 0 };
    const demoAccounts = options.demo ? { disabled: [], kept: [] } : await retireDemoAccounts(db);
    if (demoAccounts.disabled.length > 0) {
      warn(`WARNING: demo accounts existed with their published password and are now switched off: ${demoAccounts.disabled.join(', ')}. Each start without demo mode switches off any demo account that still opens with the published password.`);
    }
    if (demoAccounts.kept.length > 0) {
      warn(`NOTE: accounts with demo usernames exist with passwords of their own and stay open: ${demoAccounts.kept.join(', ')}.`);
    }
    return { staffCreated: staff.created, membersCreated: members.created, demoAccounts };
  } finally {
    await db.destroy();
  }
}

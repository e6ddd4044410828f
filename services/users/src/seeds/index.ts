import { connectDatabase, defaultFilesDir, localFileStore, runMigrations, type DatabaseConfig } from '@centre/server-kit';
import { migrations } from '../migrations/index.ts';
import { seedDemoMembers } from './demo-members.ts';
import { ensureStaffAccount, seedDemoStaff, STAFF_USERNAME } from './staff.ts';

export { ensureStaffAccount, DEMO_STAFF, DEMO_STAFF_PASSWORD, STAFF_USERNAME } from './staff.ts';
export { DEMO_MEMBER_PASSWORD } from './demo-members.ts';

/**
 * Run by the launcher before the service starts: migrate, make the staff account, add demo makers.
 * `filesDir`: where member files live (the service must read the same folder); DATA_DIR/member-files by default.
 */
export async function prepareUsersDatabase(database: DatabaseConfig, options: { staffPassword: string; demo: boolean; filesDir?: string }) {
  const db = await connectDatabase(database);
  try {
    await runMigrations(db, migrations);
    const staff = await ensureStaffAccount(db, { username: STAFF_USERNAME, password: options.staffPassword });
    if (options.demo) await seedDemoStaff(db);
    const members = options.demo ? await seedDemoMembers(db, localFileStore(options.filesDir ?? defaultFilesDir('member-files'))) : { created: 0 };
    return { staffCreated: staff.created, membersCreated: members.created };
  } finally {
    await db.destroy();
  }
}

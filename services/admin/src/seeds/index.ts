import { connectDatabase, runMigrations, type DatabaseConfig } from '@centre/server-kit';
import { migrations } from '../migrations/index.ts';

/** Run by the launcher: the admin service starts with an empty audit log, so only migrations. */
export async function prepareAdminDatabase(database: DatabaseConfig) {
  const db = await connectDatabase(database);
  try {
    await runMigrations(db, migrations);
  } finally {
    await db.destroy();
  }
}

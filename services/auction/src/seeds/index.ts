import { connectDatabase, runMigrations, type DatabaseConfig } from '@centre/server-kit';
import { migrations } from '../migrations/index.ts';

/** Run once by the launcher before the service starts: migrations, then (in demo mode) demo content. */
export async function prepareAuctionDatabase(database: DatabaseConfig, _options: { demo: boolean }) {
  const db = await connectDatabase(database);
  try {
    await runMigrations(db, migrations);
  } finally {
    await db.destroy();
  }
}

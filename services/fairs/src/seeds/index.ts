import { connectDatabase, runMigrations, type DatabaseConfig } from '@centre/server-kit';
import { migrations } from '../migrations/index.ts';
import { seedDemoContent } from './demo-content.ts';

/** Run once by the launcher before the service starts: migrations, then (in demo mode) demo content. */
export async function prepareFairsDatabase(database: DatabaseConfig, options: { demo: boolean }) {
  const db = await connectDatabase(database);
  try {
    await runMigrations(db, migrations);
    return options.demo ? await seedDemoContent(db, new Date().toISOString()) : { profiles: 0, fairs: 0 };
  } finally {
    await db.destroy();
  }
}

// The migration job: two runs started at once on one database both succeed, and every migration
// and the staff account exist once (the second run waited on the lock, then had nothing to do).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import knex from 'knex';
import { SERVICE_NAMES, connectDatabase, databaseConfigFrom, dropMysqlDatabase } from '@centre/server-kit';
import { databaseKindsUnderTest } from '@centre/server-kit/testing';
import { ROOT } from '../stack.ts';

type Env = Record<string, string | undefined>;

function runMigrate(env: Env): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/migrate.ts'], { cwd: ROOT, env: { ...process.env, ...env } as NodeJS.ProcessEnv });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

for (const kind of databaseKindsUnderTest()) {
  t.test(`two migration runs at once (${kind})`, async (t) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-migrate-'));
    const prefix = `t_mig_${randomBytes(4).toString('hex')}_`;
    const env: Env = {
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'Migrate-test-2026!',
      ...(kind === 'mysql' ? { DB_CLIENT: 'mysql', MYSQL_URL: process.env.MYSQL_URL, MYSQL_DATABASE_PREFIX: prefix } : { DB_CLIENT: 'sqlite' }),
    };
    t.teardown(async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (kind === 'mysql') for (const name of [...SERVICE_NAMES, 'gateway']) await dropMysqlDatabase(process.env.MYSQL_URL as string, `${prefix}${name}`);
    });

    const runs = await Promise.all([runMigrate(env), runMigrate(env)]);
    for (const run of runs) {
      t.equal(run.code, 0, run.output);
      t.match(run.output, /Migrations are up to date/);
    }
    t.notMatch(runs.map((run) => run.output).join('\n'), /Staff account created/, 'a given ADMIN_PASSWORD is never printed');

    for (const name of [...SERVICE_NAMES, 'gateway']) {
      const db = await connectDatabase(databaseConfigFrom(env, name, dataDir));
      try {
        const applied = (await db('knex_migrations').select('name', 'batch')) as Array<{ name: string; batch: number }>;
        const folder = name === 'gateway' ? 'gateway' : `services/${name}`;
        const { migrations } = (await import(`../../${folder}/src/migrations/index.ts`)) as { migrations: Array<{ name: string }> };
        t.same(applied.map((row) => row.name).sort(), migrations.map((migration) => migration.name).sort(), `${name}: every migration recorded, once`);
        if (applied.length > 0) t.same([...new Set(applied.map((row) => row.batch))], [1], `${name}: one batch (the second run found nothing to do)`);
        if (name === 'users') t.equal(Number(((await db('users').where({ username: 'admin' }).count({ n: '*' })) as Array<{ n: number | string }>)[0]?.n), 1, 'one staff account');
      } finally {
        await db.destroy();
      }
    }
  });
}

t.test('a run that finds the MySQL lock held waits, then migrates', { skip: databaseKindsUnderTest().includes('mysql') ? false : 'MYSQL_URL is not set' }, async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-migrate-'));
  const prefix = `t_mig_${randomBytes(4).toString('hex')}_`;
  const url = new URL(process.env.MYSQL_URL as string);
  const holder = knex({ client: 'mysql2', connection: { host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username || 'root'), password: decodeURIComponent(url.password) }, pool: { min: 1, max: 1 } });
  t.teardown(async () => {
    await holder.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    for (const name of [...SERVICE_NAMES, 'gateway']) await dropMysqlDatabase(process.env.MYSQL_URL as string, `${prefix}${name}`);
  });
  const [rows] = (await holder.raw('SELECT GET_LOCK(?, 5) AS got', [`${prefix}migrate`])) as [Array<{ got: number }>];
  t.equal(Number(rows[0]?.got), 1);
  const env: Env = { DATA_DIR: dataDir, SEED_DEMO: 'false', ADMIN_PASSWORD: 'Migrate-test-2026!', DB_CLIENT: 'mysql', MYSQL_URL: process.env.MYSQL_URL, MYSQL_DATABASE_PREFIX: prefix, MIGRATE_LOCK_WAIT_SECONDS: '1' };
  const refused = await runMigrate(env);
  t.equal(refused.code, 1, 'gives up after MIGRATE_LOCK_WAIT_SECONDS');
  t.match(refused.output, /held the lock/);
  const waiting = runMigrate({ ...env, MIGRATE_LOCK_WAIT_SECONDS: '60' });
  // Release only once the run is seen waiting in GET_LOCK (its start under tsx takes a while), plus a second.
  for (let seen = false; !seen; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [waiters] = (await holder.raw("SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE INFO LIKE 'SELECT GET_LOCK(%' AND INFO LIKE ?", [`%${prefix}migrate%`])) as [Array<{ n: number }>];
    seen = Number(waiters[0]?.n) > 0;
  }
  await new Promise((resolve) => setTimeout(resolve, 1200));
  await holder.raw('SELECT RELEASE_LOCK(?)', [`${prefix}migrate`]);
  const done = await waiting;
  t.equal(done.code, 0, done.output);
  t.match(done.output, /Waited [0-9.]+ s for another migration run/);
});

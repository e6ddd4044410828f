// `npm run migrate`: the migration job. Migrates every service's database and the gateway's, and
// adds the first staff account, once, before any service starts (a Kubernetes Job, the container
// stack's first container). Two runs at once never migrate twice: the second waits on a lock and
// then finds nothing to do.
//   MySQL:  a named lock, GET_LOCK('<MYSQL_DATABASE_PREFIX>migrate'), held on one connection for
//           the whole run (the server frees it if the job dies).
//   SQLite: a lock file, DATA_DIR/migrate.lock, holding the owner's pid (taken over when that
//           process is gone).
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knex, { type Knex } from 'knex';
import { connectDatabase, databaseConfigFrom, runMigrations } from '@centre/server-kit';
import { migrations as gatewayMigrations } from '../gateway/src/migrations/index.ts';
import { prepareData } from './stack.ts';

type Env = Record<string, string | undefined>;

export interface MigrateResult {
  /** The staff password, only when this run created the staff account (and none was given). */
  staffPassword: string | null;
  /** How long this run waited for another run's lock, in milliseconds. */
  waitedMs: number;
}

/** The lock, held until release() is called. */
interface HeldLock {
  waitedMs: number;
  release(): Promise<void>;
}

const DEFAULT_LOCK_WAIT_SECONDS = 600;

function lockWaitSecondsFrom(env: Env): number {
  const raw = env.MIGRATE_LOCK_WAIT_SECONDS;
  if (raw === undefined || raw === '') return DEFAULT_LOCK_WAIT_SECONDS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`MIGRATE_LOCK_WAIT_SECONDS must be a whole number of seconds, got "${raw}"`);
  return value;
}

function mysqlServerConnection(url: string): Knex.MySql2ConnectionConfig {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 3306,
    user: decodeURIComponent(parsed.username || 'root'),
    password: decodeURIComponent(parsed.password),
  };
}

/** The MySQL lock's name: one per site (database prefix), at most 64 characters. */
export function migrationLockName(env: Env): string {
  return `${env.MYSQL_DATABASE_PREFIX ?? 'centre_'}migrate`.slice(0, 64);
}

async function takeMysqlLock(env: Env, waitSeconds: number): Promise<HeldLock> {
  const server = knex({ client: 'mysql2', connection: mysqlServerConnection(env.MYSQL_URL as string), pool: { min: 0, max: 1 } });
  const started = Date.now();
  // One connection for the whole run: a named lock belongs to the connection that took it.
  const connection = (await server.client.acquireConnection()) as object;
  const name = migrationLockName(env);
  try {
    const [rows] = (await server.raw('SELECT GET_LOCK(?, ?) AS got', [name, waitSeconds]).connection(connection)) as [Array<{ got: number | null }>];
    if (Number(rows[0]?.got) !== 1) throw new Error(`Another migration held the lock "${name}" for more than ${waitSeconds}s (MIGRATE_LOCK_WAIT_SECONDS)`);
  } catch (error) {
    await server.client.releaseConnection(connection);
    await server.destroy();
    throw error;
  }
  return {
    waitedMs: Date.now() - started,
    release: async () => {
      try {
        await server.raw('SELECT RELEASE_LOCK(?)', [name]).connection(connection);
      } finally {
        await server.client.releaseConnection(connection);
        await server.destroy();
      }
    },
  };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function takeFileLock(dataDir: string, waitSeconds: number): Promise<HeldLock> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'migrate.lock');
  const started = Date.now();
  for (;;) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { waitedMs: Date.now() - started, release: async () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner = NaN;
    try {
      owner = Number(readFileSync(file, 'utf8'));
    } catch {
      continue; // released between our attempt and the read
    }
    // A run that died left its file: take it over (only the same machine's processes share a SQLite DATA_DIR).
    if (Number.isInteger(owner) && owner > 0 && !processAlive(owner)) {
      rmSync(file, { force: true });
      continue;
    }
    if (Date.now() - started > waitSeconds * 1000) throw new Error(`Another migration held ${file} for more than ${waitSeconds}s (MIGRATE_LOCK_WAIT_SECONDS)`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Runs every migration (services and gateway) and the first staff account, under the lock. */
export async function migrateOnce(env: Env, dataDir: string): Promise<MigrateResult> {
  const waitSeconds = lockWaitSecondsFrom(env);
  const client = env.DB_CLIENT ?? 'sqlite';
  const lock = client === 'mysql' && env.MYSQL_URL ? await takeMysqlLock(env, waitSeconds) : await takeFileLock(dataDir, waitSeconds);
  try {
    const { staffPassword } = await prepareData(env, dataDir);
    const gatewayDb = await connectDatabase(databaseConfigFrom(env, 'gateway', dataDir));
    try {
      await runMigrations(gatewayDb, gatewayMigrations);
    } finally {
      await gatewayDb.destroy();
    }
    return { staffPassword, waitedMs: lock.waitedMs };
  } finally {
    await lock.release();
  }
}

/** The command: migrate, print what happened, exit 0 (done) or 1 (failed). */
export async function runMigrateCommand(env: Env = process.env): Promise<never> {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  try {
    const result = await migrateOnce(env, dataDir);
    if (result.waitedMs > 1000) console.log(`Waited ${(result.waitedMs / 1000).toFixed(1)} s for another migration run to finish.`);
    console.log('Migrations are up to date (every service and the gateway).');
    if (result.staffPassword && !env.ADMIN_PASSWORD) console.log(`Staff account created: admin / ${result.staffPassword} (shown once; set ADMIN_PASSWORD to choose it)`);
    process.exit(0);
  } catch (error) {
    console.error(`Migration failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await runMigrateCommand();

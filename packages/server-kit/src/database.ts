import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import knex, { type Knex } from 'knex';
import type { DatabaseConfig } from './config.ts';

export type { Knex };

function mysqlConnection(url: string, database?: string): Knex.MySql2ConnectionConfig {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 3306,
    user: decodeURIComponent(parsed.username || 'root'),
    password: decodeURIComponent(parsed.password),
    ...(database ? { database } : {}),
    timezone: 'Z',
    charset: 'utf8mb4',
    supportBigNumbers: true,
    // A database that does not answer fails a request in seconds (then 503), never hangs it.
    connectTimeout: DATABASE_WAIT_MS,
  };
}

/** How long a request waits for a database connection before it is answered 503. */
export const DATABASE_WAIT_MS = 5000;

const DATABASE_NAME = /^[A-Za-z0-9_]{1,64}$/;

async function withServerConnection<T>(url: string, work: (db: Knex) => Promise<T>): Promise<T> {
  const server = knex({ client: 'mysql2', connection: mysqlConnection(url), pool: { min: 0, max: 1 } });
  try {
    return await work(server);
  } finally {
    await server.destroy();
  }
}

export async function createMysqlDatabase(url: string, database: string): Promise<void> {
  if (!DATABASE_NAME.test(database)) throw new Error(`Unsafe database name: ${database}`);
  await withServerConnection(url, (db) =>
    db.raw(`CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`),
  );
}

export async function dropMysqlDatabase(url: string, database: string): Promise<void> {
  if (!DATABASE_NAME.test(database)) throw new Error(`Unsafe database name: ${database}`);
  await withServerConnection(url, (db) => db.raw(`DROP DATABASE IF EXISTS \`${database}\``));
}

/** A knex instance for the service's own database; creates the SQLite file or MySQL database if absent. */
export async function connectDatabase(config: DatabaseConfig): Promise<Knex> {
  if (config.client === 'sqlite') {
    mkdirSync(path.dirname(config.filename), { recursive: true });
    return knex({
      client: 'better-sqlite3',
      connection: { filename: config.filename },
      useNullAsDefault: true,
      pool: {
        afterCreate(connection: { pragma(source: string): unknown }, done: (error: Error | null, connection: unknown) => void) {
          connection.pragma('journal_mode = WAL');
          connection.pragma('foreign_keys = ON');
          connection.pragma('busy_timeout = 5000');
          done(null, connection);
        },
      },
    });
  }
  await createMysqlDatabase(config.url, config.database);
  return knex({
    client: 'mysql2',
    connection: mysqlConnection(config.url, config.database),
    pool: { min: 0, max: 10 },
    acquireConnectionTimeout: DATABASE_WAIT_MS,
  });
}

// What the drivers and knex's pool say when the database is away or dropped our connection.
const UNAVAILABLE_CODES = new Set([
  'PROTOCOL_CONNECTION_LOST',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_QUERY_INTERRUPTED',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
]);

/** True for an error that means the database cannot be reached now, rather than a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, name, fatal } = (error ?? {}) as { code?: unknown; name?: unknown; fatal?: unknown };
  return (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) || name === 'KnexTimeoutError' || (fatal === true && typeof code === 'string');
}

/**
 * A request that fails because the database is away (restarted, or it dropped the connection) is
 * answered 503 with Retry-After in the one error shape, not 500: the client may try again, and the
 * pool replaces the lost connections by itself once the database is back. onError runs before the
 * error handler (errors.ts), which then sends 503 with this message.
 */
/**
 * A unique (or primary) key refused the row, on SQLite or MySQL: the one test every repository
 * uses to turn a race between two writers into the caller's 409 instead of a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  return typeof message === 'string' && message.includes('UNIQUE constraint failed');
}

export function answerDatabaseOutagesWith503(app: FastifyInstance): void {
  app.addHook('onError', async (request, reply, error) => {
    if (!isDatabaseUnavailable(error)) return;
    request.log.warn({ err: error }, 'database unavailable');
    Object.assign(error, { statusCode: 503, message: 'The database is unavailable. Please try again shortly.' });
    reply.header('retry-after', '5');
  });
}

/** Booleans come back as 0/1 from both drivers. */
export function toBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** InnoDB chose this transaction as a deadlock's victim and rolled all of it back. */
const isDeadlockVictim = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ER_LOCK_DEADLOCK';

/**
 * `db.transaction(work)`, run again (up to `attempts` times) when MySQL reports a deadlock. Correct
 * statements can still deadlock on InnoDB's index-gap locks when two writers touch the same rows
 * (two exchanges of one refresh token at once); the victim was rolled back whole, so running it
 * again is safe and is what MySQL's manual asks for. SQLite serialises writers and never reports one.
 */
export async function transactionWithRetry<T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isDeadlockVictim(error) || attempt >= attempts) throw error;
    }
  }
}

// Test helpers: real databases (SQLite always, MySQL when MYSQL_URL is set) and real signed tokens.
import { createHash, createPublicKey, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSigner } from 'fast-jwt';
import selfsigned from 'selfsigned';
import type { Test } from 'tap';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type Scope, type StaffRole } from '@centre/contracts';
import { createMysqlDatabase, dropMysqlDatabase, type Knex } from './database.ts';
import { INTERNAL_CALLERS, internalTokenHash, type DatabaseConfig, type InternalCaller, type InternalCallerHashes } from './config.ts';
import type { ServiceOptions } from './app.ts';
import { generateSigningKeys, type SigningKeys } from './keys.ts';
import { createSharedState, databaseKeyPrefix, type SharedState } from './shared-state.ts';
import { deleteRedisKeysUnder } from './redis-connection.ts';

export interface DatabaseUnderTest {
  label: 'sqlite' | 'mysql';
  config: DatabaseConfig;
  /** Removes the database after the test. */
  dispose(): Promise<void>;
}

/** Which database kinds this run covers. REQUIRE_MYSQL=1 makes a missing MYSQL_URL an error, so CI cannot skip it. */
export function databaseKindsUnderTest(env: Record<string, string | undefined> = process.env): Array<'sqlite' | 'mysql'> {
  if (env.REQUIRE_MYSQL === '1' && !env.MYSQL_URL) throw new Error('REQUIRE_MYSQL=1 but MYSQL_URL is not set');
  return env.MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];
}

/** The keys an app on `database` left on the Redis at REDIS_URL (databaseKeyPrefix), which would otherwise live out their TTLs. */
async function forgetDatabaseKeys(database: DatabaseConfig): Promise<void> {
  const redisUrl = process.env.REDIS_URL?.trim();
  if (redisUrl) await deleteRedisKeysUnder(redisUrl, databaseKeyPrefix(database));
}

/** A fresh, empty database of the given kind, unique to this test; disposing of it also deletes its Redis keys. */
export async function freshDatabase(kind: 'sqlite' | 'mysql', name: string): Promise<DatabaseUnderTest> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), `centre-${name}-`));
    const config: DatabaseConfig = { client: 'sqlite', filename: path.join(dir, `${name}.sqlite`) };
    return {
      label: 'sqlite',
      config,
      dispose: async () => {
        rmSync(dir, { recursive: true, force: true });
        await forgetDatabaseKeys(config);
      },
    };
  }
  const url = process.env.MYSQL_URL as string;
  const database = `centre_test_${name}_${randomBytes(4).toString('hex')}`;
  try {
    await createMysqlDatabase(url, database);
  } catch (error) {
    throw new Error(`MySQL at MYSQL_URL is unreachable: ${(error as Error).message}`);
  }
  const config: DatabaseConfig = { client: 'mysql', url, database };
  return {
    label: 'mysql',
    config,
    dispose: async () => {
      await dropMysqlDatabase(url, database);
      await forgetDatabaseKeys(config);
    },
  };
}

/** Runs `suite` once per database kind under test, each on a fresh database dropped afterwards. */
export async function forEachDatabase(t: Test, name: string, suite: (t: Test, database: DatabaseConfig) => Promise<void>): Promise<void> {
  for (const kind of databaseKindsUnderTest()) {
    await t.test(kind, async (t) => {
      const database = await freshDatabase(kind, name);
      t.teardown(() => database.dispose());
      await suite(t, database.config);
    });
  }
}

let keys: SigningKeys | undefined;
/** One key pair per test process, standing in for the gateway's. */
export function testSigningKeys(): SigningKeys {
  keys ??= generateSigningKeys();
  return keys;
}

/** The gateway's internal token in tests (the caller most internal routes expect). */
export const TEST_INTERNAL_TOKEN = randomBytes(24).toString('base64url');

const testTokens = new Map<InternalCaller, string>([['gateway', TEST_INTERNAL_TOKEN]]);
/** Each process's own internal token in tests; the gateway's is TEST_INTERNAL_TOKEN. */
export function testInternalToken(caller: InternalCaller): string {
  if (!testTokens.has(caller)) testTokens.set(caller, randomBytes(24).toString('base64url'));
  return testTokens.get(caller)!;
}

/** What a service under test accepts: every process's test token, by hash. */
export function testInternalCallers(): InternalCallerHashes {
  return Object.fromEntries(INTERNAL_CALLERS.map((caller) => [caller, internalTokenHash(testInternalToken(caller))]));
}

/** Signs an access token the way the gateway does. */
export function signAccessToken(
  claims: { sub?: string; username?: string; name?: string; scope?: Scope[]; role?: StaffRole | null; twoStep?: 'ENROL' } = {},
  options: { expiresIn?: number; privateKey?: string } = {},
): string {
  const sign = createSigner({
    key: options.privateKey ?? testSigningKeys().privateKey,
    algorithm: 'ES256',
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    expiresIn: options.expiresIn ?? 60_000,
  });
  return sign({
    sub: claims.sub ?? '0190a5a0-0000-7000-8000-000000000001',
    username: claims.username ?? 'maker01',
    name: claims.name ?? 'Test Maker',
    scope: claims.scope ?? ['member'],
    // A console token is an administrator's unless the test names a role (null: a token without one).
    ...(claims.role === null ? {} : claims.role ? { role: claims.role } : claims.scope?.includes('console') ? { role: 'ADMINISTRATOR' } : {}),
    ...(claims.twoStep ? { twoStep: claims.twoStep } : {}),
  });
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export type { Knex };

/**
 * Options for a service's buildApp() in tests: the test key pair, the service's own internal
 * token (the gateway's unless `as` is given) and every process's test token accepted by hash.
 */
export function serviceOptionsForTest(database: DatabaseConfig, as: InternalCaller = 'gateway'): ServiceOptions {
  return { database, jwtPublicKey: testSigningKeys().publicKey, internalToken: testInternalToken(as), internalCallers: testInternalCallers() };
}

export interface ThrowawayTls {
  /** The PEM certificate, for a client's `ca`. */
  cert: string;
  /** TLS_CERT_FILE and TLS_KEY_FILE for the gateway: the files written. */
  env: { TLS_CERT_FILE: string; TLS_KEY_FILE: string };
  /**
   * Chromium's `--ignore-certificate-errors-spki-list` with the SHA-256 of this certificate's
   * public key: the browser trusts this one certificate and no other.
   */
  chromiumArgs: string[];
}

/**
 * A self-signed certificate for 127.0.0.1 and localhost, valid for a day, written into `dir`:
 * tests and benchmarks serve the gateway over HTTPS and HTTP/2 as in production, with no real CA.
 */
export async function throwawayTls(dir: string): Promise<ThrowawayTls> {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + 24 * 3600_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] },
    ],
  });
  const env = { TLS_CERT_FILE: path.join(dir, 'tls-cert.pem'), TLS_KEY_FILE: path.join(dir, 'tls-key.pem') };
  writeFileSync(env.TLS_CERT_FILE, pems.cert);
  writeFileSync(env.TLS_KEY_FILE, pems.private, { mode: 0o600 });
  const spki = createPublicKey(pems.private).export({ type: 'spki', format: 'der' });
  const spkiSha256 = createHash('sha256').update(spki).digest('base64');
  return { cert: pems.cert, env, chromiumArgs: [`--ignore-certificate-errors-spki-list=${spkiSha256}`] };
}

/** Which shared-state kinds this run covers. REQUIRE_REDIS=1 makes a missing REDIS_URL an error, so CI cannot skip it. */
export function sharedStateKindsUnderTest(env: Record<string, string | undefined> = process.env): Array<'memory' | 'redis'> {
  if (env.REQUIRE_REDIS === '1' && !env.REDIS_URL) throw new Error('REQUIRE_REDIS=1 but REDIS_URL is not set');
  return env.REDIS_URL ? ['memory', 'redis'] : ['memory'];
}

/** A unique key prefix, so parallel tests on one Redis never see each other's keys. */
export function testRedisPrefix(name: string, t?: { teardown(fn: () => unknown): void }): string {
  const prefix = `centre-test:${name}:${randomBytes(6).toString('hex')}:`;
  // Given the test, its keys are deleted when it ends instead of living out their TTLs.
  const redisUrl = process.env.REDIS_URL?.trim();
  if (t && redisUrl) t.teardown(() => deleteRedisKeysUnder(redisUrl, prefix));
  return prefix;
}

/**
 * Runs `suite` once per shared-state kind under test (memory always, the real Redis at REDIS_URL
 * when set), each with its own key prefix; `open()` gives another handle on the same state, as a
 * second instance of a service would have. Everything opened is closed afterwards.
 */
export async function forEachSharedState(
  t: Test,
  name: string,
  suite: (t: Test, open: () => SharedState, kind: 'memory' | 'redis') => Promise<void>,
): Promise<void> {
  for (const kind of sharedStateKindsUnderTest()) {
    await t.test(kind, async (t) => {
      const prefix = testRedisPrefix(name);
      const opened: SharedState[] = [];
      let memory: SharedState | undefined;
      const open = () => {
        // Memory state is per process: "another instance" in memory mode is the same one.
        if (kind === 'memory') return (memory ??= createSharedState({ prefix }));
        const state = createSharedState({ redisUrl: process.env.REDIS_URL, prefix });
        opened.push(state);
        return state;
      };
      t.teardown(async () => {
        await Promise.all([...opened, ...(memory ? [memory] : [])].map((state) => state.close()));
        // The test's keys would otherwise live out their TTLs on the machine's Redis.
        if (kind === 'redis') await deleteRedisKeysUnder(process.env.REDIS_URL!, prefix);
      });
      await suite(t, open, kind);
    });
  }
}

/**
 * A slow-loris client: a request line, then one header line every 200 ms, never the blank line
 * that ends the headers. Resolves with how long the server kept the socket open (capped).
 */
export function slowLoris(port: number, capMs: number, path = '/api/v1/ping'): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let n = 0;
    const trickle = setInterval(() => socket.write(`x-slow-${n++}: 1\r\n`), 200);
    const done = () => {
      clearInterval(trickle);
      clearTimeout(cap);
      socket.destroy();
      resolve(Date.now() - started);
    };
    const cap = setTimeout(done, capMs);
    socket.on('connect', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`));
    socket.on('close', done);
    socket.on('error', () => undefined);
  });
}


/** One sample of a Prometheus text answer (/metrics): its metric name, labels and value. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text-format answer (comments skipped), for tests to read /metrics. */
export function parsePrometheusText(text: string): MetricSample[] {
  const samples: MetricSample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1]!] = pair[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include `labels`. */
export function metricValue(samples: readonly MetricSample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

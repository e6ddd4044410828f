// Starts the whole product: secrets, databases (migrated and seeded), then the services and
// the gateway, each as its own process. `npm start` and the end-to-end tests both use this.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PASSWORD_PATTERN } from '@centre/contracts';
import { testBundleOf } from './server-bundles.ts';
import {
  SERVICE_NAMES,
  platformPortsFrom,
  databaseConfigFrom,
  ensureGeneratedSecrets,
  connectDatabase,
  deleteRedisKeysUnder,
  type DatabaseConfig,
  type ServiceName,
} from '@centre/server-kit';
import { prepareApplicationsDatabase } from '../services/applications/src/seeds/index.ts';
import { prepareContentDatabase } from '../services/content/src/seeds/index.ts';
import { createFacilitiesRepository, FACILITY_KINDS } from '../services/content/src/repositories/facilities.ts';
import { prepareUsersDatabase, STAFF_USERNAME } from '../services/users/src/seeds/index.ts';
import { prepareAdminDatabase } from '../services/admin/src/seeds/index.ts';
import { prepareShopDatabase } from '../services/shop/src/seeds/index.ts';
import { prepareFairsDatabase } from '../services/fairs/src/seeds/index.ts';
import { prepareAuctionDatabase } from '../services/auction/src/seeds/index.ts';
import { ProcessSupervisor } from './supervisor.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Env = Record<string, string | undefined>;

export interface StackOptions {
  env?: Env;
  /** Pick free ports instead of the defaults (tests run beside a developer's `npm start`). */
  freePorts?: boolean;
  /** How a free port is picked (tests replace it to stage a lost port race). */
  pickFreePort?: (taken: Set<number>) => Promise<number>;
  /** Where child output goes; default is this process's stdout/stderr, prefixed. */
  output?: 'inherit' | 'ignore';
  /**
   * The services to prepare and start (default: all). A test that exercises some of them starts
   * only those: every process costs a start on a busy machine, and the gateway answers 503 for
   * the others as it would for a service that is down.
   */
  services?: readonly ServiceName[];
}

export interface RunningStack {
  url: string;
  dataDir: string;
  staffUsername: string;
  /** Only when the staff account was created by this start. */
  staffPassword: string | null;
  /** Demo mode (SEED_DEMO=true): demo members with the published demo password exist. */
  demoAccounts: boolean;
  ports: Record<ServiceName | 'gateway', number>;
  env: Env;
  stop(): Promise<void>;
  /** Resolves when a process exits on its own while the stack starts (later deaths are restarted). */
  exited: Promise<{ name: string; code: number | null }>;
  /** The running processes (a restart replaces one) and the restarts so far. */
  supervisor: ProcessSupervisor;
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

// Below Linux's ephemeral range (32768+), so an outgoing connection of a parallel test cannot take
// a port between our check and the child's listen. Collisions between parallel stacks are still
// possible, so a start that loses a port race is retried (see startStack).
const TEST_PORT_RANGE = { from: 20_000, to: 32_000 };

async function freePort(taken: Set<number>): Promise<number> {
  for (;;) {
    const port = TEST_PORT_RANGE.from + Math.floor(Math.random() * (TEST_PORT_RANGE.to - TEST_PORT_RANGE.from));
    if (!taken.has(port) && (await portIsFree(port))) return port;
  }
}

function readablePassword(): string {
  // 18 characters from letters, digits and symbols: meets the password rule and is easy to copy.
  const raw = randomBytes(12).toString('base64url');
  return `${raw.slice(0, 8)}-${raw.slice(8)}7!`;
}

/**
 * Demo mode: demo members (with the password published in the README) and demo content. Off
 * unless SEED_DEMO=true, so a real installation never has accounts anyone can sign in to.
 */
export function demoModeFrom(env: Env): boolean {
  const raw = env.SEED_DEMO?.trim().toLowerCase();
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new Error(`SEED_DEMO must be "true" or "false", got "${env.SEED_DEMO}"`);
}

/** ADMIN_PASSWORD, when set, meets the same rule as every member's password. */
export function checkAdminPassword(env: Env): void {
  const password = env.ADMIN_PASSWORD;
  if (password && !new RegExp(PASSWORD_PATTERN).test(password)) {
    throw new Error(
      'ADMIN_PASSWORD does not meet the password rule: 8 to 64 characters with at least one letter, one digit and one symbol. Choose another, or unset it to have one generated.',
    );
  }
}

/** The content service's published equipment (the launcher's read of its own seeds, through content's repository). */
async function contentEquipmentOf(database: DatabaseConfig) {
  const db = await connectDatabase(database);
  try {
    const { items } = await createFacilitiesRepository(db, FACILITY_KINDS.equipment).listForReaders({}, 'ko', { limit: 100, offset: 0 }, new Date().toISOString());
    return items.flatMap((item) => (item.site ? [{ _id: item._id, site: item.site, title: item.title }] : []));
  } finally {
    await db.destroy();
  }
}

/** Migrates every service's database and adds the staff account (and, in demo mode, demo data) once. */
export async function prepareData(env: Env, dataDir: string, services: readonly ServiceName[] = SERVICE_NAMES) {
  checkAdminPassword(env);
  const demo = demoModeFrom(env);
  ensureGeneratedSecrets(dataDir);
  const staffPassword = env.ADMIN_PASSWORD || readablePassword();
  const users = await prepareUsersDatabase(databaseConfigFrom(env, 'users', dataDir), { staffPassword, demo, filesDir: path.join(dataDir, 'member-files') });
  await prepareContentDatabase(databaseConfigFrom(env, 'content', dataDir), { demo, filesDir: path.join(dataDir, 'content-files') });
  // Advice and practice (issue 27): the demo practice sessions run on the demo equipment, whose ids the content seeds chose.
  const demoEquipment = demo ? await contentEquipmentOf(databaseConfigFrom(env, 'content', dataDir)) : [];
  await prepareApplicationsDatabase(databaseConfigFrom(env, 'applications', dataDir), { demo, demoEquipment });
  await prepareAdminDatabase(databaseConfigFrom(env, 'admin', dataDir));
  if (services.includes('shop')) await prepareShopDatabase(databaseConfigFrom(env, 'shop', dataDir), { demo });
  if (services.includes('fairs')) await prepareFairsDatabase(databaseConfigFrom(env, 'fairs', dataDir), { demo });
  if (services.includes('auction')) await prepareAuctionDatabase(databaseConfigFrom(env, 'auction', dataDir), { demo });
  return { staffPassword: users.staffCreated ? staffPassword : null, demoAccounts: demo };
}

/** A started process and the last lines it wrote, for the message when it dies before it is healthy. */
interface Launched {
  child: ChildProcess;
  listening: Promise<void>;
  recentOutput: string[];
}

class StartFailure extends Error {
  constructor(
    message: string,
    readonly portTaken: boolean,
  ) {
    super(message);
  }
}

/** Resolves when the process reports (over IPC) that it listens; see listenUntilStopped. */
function reportedListening(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (typeof message === 'object' && message !== null && 'listening' in message) {
        child.off('message', onMessage);
        resolve();
      }
    };
    child.on('message', onMessage);
  });
}

/**
 * One health request, bounded so a slow answer cannot outlast the deadline. Over HTTPS the
 * certificate is not checked: the probe asks our own child on the loopback whether it is up and
 * sends nothing secret, while the certificate is issued for the site's public name.
 */
function answersOk(url: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = url.startsWith('https:') ? httpsGet(url, { rejectUnauthorized: false, timeout: 2_000 }) : httpGet(url, { timeout: 2_000 });
    request.on('response', (response) => {
      response.resume();
      const status = response.statusCode ?? 0;
      resolve(status >= 200 && status < 300);
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}

/** How long a process may take to become healthy; a machine shared with other work may need more. */
const HEALTH_TIMEOUT_MS = Number(process.env.STACK_HEALTH_TIMEOUT_MS) || 60_000;

async function waitForHealth(url: string, name: string, launched: Launched, timeoutMs = HEALTH_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const failure = (why: string) => {
    const output = launched.recentOutput.join('\n');
    return new StartFailure(`${name} (${url}) ${why}${output ? `; its last output:\n${output}` : ''}`, output.includes('EADDRINUSE'));
  };
  let listening = false;
  void launched.listening.then(() => (listening = true));
  while (Date.now() < deadline) {
    if (launched.child.exitCode !== null) throw failure(`exited with code ${launched.child.exitCode} before it was healthy`);
    // Only ask once our own process holds the port: a parallel start may have taken it and answer.
    if (listening) {
      try {
        if (await answersOk(url)) return;
      } catch {
        // not ready yet
      }
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw failure(`was not healthy within ${timeoutMs / 1000}s`);
}

const RECENT_LINES = 20;

function forwardLines(name: string, stream: NodeJS.ReadableStream | null, sink: NodeJS.WritableStream | null, recent: string[]) {
  let pending = '';
  stream?.setEncoding?.('utf8');
  stream?.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      recent.push(line);
      if (recent.length > RECENT_LINES) recent.shift();
      sink?.write(`[${name}] ${line}\n`);
    }
  });
}

type Ports = Record<ServiceName | 'gateway', number>;

/** The environment every process gets: its own port and where the others listen. */
function processEnv(base: Env, dataDir: string, ports: Ports): Env {
  const env: Env = { ...base, DATA_DIR: dataDir, PORT: String(ports.gateway), LOG_LEVEL: base.LOG_LEVEL ?? 'warn' };
  // Each process reads its own internal token and the callers' hashes from DATA_DIR/keys: one
  // token given to all in the environment would let any process pass for any other.
  delete env.INTERNAL_TOKEN;
  delete env.INTERNAL_CALLERS;
  // Every process writes absolute URLs (sitemap, links in messages) from the same public origin.
  env.PUBLIC_ORIGIN = base.PUBLIC_ORIGIN || gatewayOrigin(base, ports);
  // The services believe the gateway started here, on this machine, about the client's address.
  env.SERVICE_TRUST_PROXY = base.SERVICE_TRUST_PROXY || 'loopback';
  for (const name of SERVICE_NAMES) {
    env[`${name.toUpperCase()}_PORT`] = String(ports[name]);
    env[`${name.toUpperCase()}_URL`] = base[`${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${ports[name]}`;
  }
  return env;
}

/** The site's address: HTTPS (and HTTP/2) when the gateway is given a certificate. */
function gatewayOrigin(env: Env, ports: Ports): string {
  return `${env.TLS_CERT_FILE ? 'https' : 'http'}://127.0.0.1:${ports.gateway}`;
}

/**
 * STACK_CPU_PROF=dir: each process writes V8 CPU profiles into dir/name when it stops (one per thread),
 * to find where a benchmark's time goes (Node refuses --cpu-prof in NODE_OPTIONS).
 */
export function cpuProfileArgs(name: string, env: Record<string, string | undefined> = process.env): string[] {
  const dir = env.STACK_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(dir, name)}`] : [];
}

/** Starts the services and the gateway and waits until all are healthy; stops them all if one is not. */
async function launchProcesses(env: Env, ports: Ports, output: StackOptions['output'], services: readonly ServiceName[]) {
  const launched = new Map<string, Launched>();
  const launch = (name: string, entry: string) => {
    // `npm test` bundles the processes once (prepare-tests.ts) and its stacks start from them.
    const bundled = testBundleOf(entry);
    const useBundle = env.STACK_BUNDLES === '1' && existsSync(path.join(ROOT, bundled));
    const child = spawn(process.execPath, [...cpuProfileArgs(name), ...(useBundle ? [bundled] : ['--import', 'tsx', entry])], {
      cwd: ROOT,
      env: env as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const recentOutput: string[] = [];
    forwardLines(name, child.stdout, output === 'ignore' ? null : process.stdout, recentOutput);
    forwardLines(name, child.stderr, output === 'ignore' ? null : process.stderr, recentOutput);
    launched.set(name, { child, listening: reportedListening(child), recentOutput });
    return child;
  };

  // Once all are healthy, a process that dies is restarted with back-off (supervisor.ts).
  const supervisor = new ProcessSupervisor((line) => output !== 'ignore' && process.stderr.write(`[launcher] ${line}\n`));
  for (const name of services) supervisor.add(name, () => launch(name, `services/${name}/src/server.ts`));
  supervisor.add('gateway', () => launch('gateway', 'gateway/src/server.ts'));
  const stop = () => supervisor.stop();
  const exited = supervisor.exitedDuringStart;

  try {
    await Promise.all([
      ...services.map((name) => waitForHealth(`http://127.0.0.1:${ports[name]}/readyz`, name, launched.get(name)!)),
      waitForHealth(`${gatewayOrigin(env, ports)}/healthz`, 'gateway', launched.get('gateway')!),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  supervisor.startSupervising();
  return { stop, exited, supervisor };
}

const PORT_RACE_ATTEMPTS = 3;

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const base: Env = { ...process.env, ...options.env };
  // Test stacks on one Redis (CI sets REDIS_URL) must not share throttle counters. A prefix made
  // here is this stack's alone, so its keys are deleted when it stops.
  const ownRedisPrefix = options.freePorts && !base.REDIS_PREFIX ? `centre-stack:${randomBytes(6).toString('hex')}:` : null;
  if (ownRedisPrefix) base.REDIS_PREFIX = ownRedisPrefix;
  const redisUrl = base.REDIS_URL?.trim();
  const forgetRedisKeys = async () => {
    if (ownRedisPrefix && redisUrl) await deleteRedisKeysUnder(redisUrl, ownRedisPrefix).catch(() => undefined);
  };
  const dataDir = path.resolve(ROOT, base.DATA_DIR ?? 'data');
  const choosePorts = async (): Promise<Ports> => {
    // PORT_BASE moves them all; PORT and <SERVICE>_PORT still set one by one (server-kit ports.ts).
    const ports = platformPortsFrom(base);
    if (options.freePorts) {
      const taken = new Set<number>();
      for (const name of Object.keys(ports) as Array<keyof Ports>) taken.add((ports[name] = await (options.pickFreePort ?? freePort)(taken)));
    }
    const busy: string[] = [];
    for (const [name, port] of Object.entries(ports)) if (!(await portIsFree(port))) busy.push(`${port} (${name})`);
    if (busy.length > 0) {
      throw new Error(
        `Port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} already in use: is the site already running? Stop it, or move every port with PORT_BASE (gateway = PORT_BASE, services = PORT_BASE+21 to +27), or set PORT / <SERVICE>_PORT one by one.`,
      );
    }
    return ports;
  };

  // Settings are checked before anything is started or written.
  checkAdminPassword(base);
  demoModeFrom(base);
  let ports = await choosePorts();
  const services = options.services ?? SERVICE_NAMES;
  const { staffPassword, demoAccounts } = await prepareData(processEnv(base, dataDir, ports), dataDir, services);
  for (let attempt = 1; ; attempt++) {
    const env = processEnv(base, dataDir, ports);
    try {
      const launched = await launchProcesses(env, ports, options.output, services);
      const stop = async () => {
        await launched.stop();
        await forgetRedisKeys();
      };
      return { url: gatewayOrigin(env, ports), dataDir, staffUsername: STAFF_USERNAME, staffPassword, demoAccounts, ports, env, stop, exited: launched.exited, supervisor: launched.supervisor };
    } catch (error) {
      // Free ports are only free when checked; a parallel start may take one first. Try new ones.
      const lostPortRace = error instanceof StartFailure && error.portTaken && options.freePorts;
      if (!lostPortRace || attempt >= PORT_RACE_ATTEMPTS) {
        await forgetRedisKeys();
        throw error;
      }
      ports = await choosePorts();
    }
  }
}

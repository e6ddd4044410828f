// Starts the whole product: secrets, databases (migrated and seeded), then the four services and
// the gateway, each as its own process. `npm start` and the end-to-end tests both use this.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_PORTS,
  SERVICE_NAMES,
  databaseConfigFrom,
  ensureGeneratedSecrets,
  type ServiceName,
} from '@centre/server-kit';
import { prepareApplicationsDatabase } from '../services/applications/src/seeds/index.ts';
import { prepareContentDatabase } from '../services/content/src/seeds/index.ts';
import { prepareUsersDatabase, STAFF_USERNAME } from '../services/users/src/seeds/index.ts';
import { prepareAdminDatabase } from '../services/admin/src/seeds/index.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Env = Record<string, string | undefined>;

export interface StackOptions {
  env?: Env;
  /** Pick free ports instead of the defaults (tests run beside a developer's `npm start`). */
  freePorts?: boolean;
  /** Where child output goes; default is this process's stdout/stderr, prefixed. */
  output?: 'inherit' | 'ignore';
}

export interface RunningStack {
  url: string;
  dataDir: string;
  staffUsername: string;
  /** Only when the staff account was created by this start. */
  staffPassword: string | null;
  ports: Record<ServiceName | 'gateway', number>;
  env: Env;
  stop(): Promise<void>;
  /** Resolves when any process exits on its own. */
  exited: Promise<{ name: string; code: number | null }>;
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function readablePassword(): string {
  // 18 characters from letters, digits and symbols: meets the password rule and is easy to copy.
  const raw = randomBytes(12).toString('base64url');
  return `${raw.slice(0, 8)}-${raw.slice(8)}7!`;
}

/** Migrates every service's database and adds the staff account and demo content once. */
export async function prepareData(env: Env, dataDir: string) {
  ensureGeneratedSecrets(dataDir);
  const demo = env.SEED_DEMO !== 'false';
  const staffPassword = env.ADMIN_PASSWORD || readablePassword();
  const users = await prepareUsersDatabase(databaseConfigFrom(env, 'users', dataDir), { staffPassword, demo });
  await prepareContentDatabase(databaseConfigFrom(env, 'content', dataDir), { demo, filesDir: path.join(dataDir, 'content-files') });
  await prepareApplicationsDatabase(databaseConfigFrom(env, 'applications', dataDir), { demo });
  await prepareAdminDatabase(databaseConfigFrom(env, 'admin', dataDir));
  return { staffPassword: users.staffCreated ? staffPassword : null };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with code ${child.exitCode} before it was healthy`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} was not healthy within ${timeoutMs / 1000}s`);
}

function prefixLines(name: string, stream: NodeJS.ReadableStream | null, sink: NodeJS.WritableStream) {
  let pending = '';
  stream?.setEncoding?.('utf8');
  stream?.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) sink.write(`[${name}] ${line}\n`);
  });
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const base: Env = { ...process.env, ...options.env };
  const dataDir = path.resolve(ROOT, base.DATA_DIR ?? 'data');
  const ports = { ...DEFAULT_PORTS };
  if (options.freePorts) for (const name of Object.keys(ports) as Array<keyof typeof ports>) ports[name] = await freePort();
  else if (base.PORT) ports.gateway = Number(base.PORT);
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portIsFree(port))) {
      throw new Error(`Port ${port} (${name}) is already in use: is the site already running? Stop it, or set PORT / ${name.toUpperCase()}_PORT.`);
    }
  }

  const env: Env = {
    ...base,
    DATA_DIR: dataDir,
    PORT: String(ports.gateway),
    LOG_LEVEL: base.LOG_LEVEL ?? 'warn',
  };
  for (const name of SERVICE_NAMES) {
    env[`${name.toUpperCase()}_PORT`] = String(ports[name]);
    env[`${name.toUpperCase()}_URL`] = env[`${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${ports[name]}`;
  }

  const { staffPassword } = await prepareData(env, dataDir);

  const children = new Map<string, ChildProcess>();
  const launch = (name: string, entry: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: ROOT,
      env: env as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (options.output !== 'ignore') {
      prefixLines(name, child.stdout, process.stdout);
      prefixLines(name, child.stderr, process.stderr);
    } else {
      child.stdout?.resume();
      child.stderr?.resume();
    }
    children.set(name, child);
    return child;
  };

  let stopping = false;
  const exited = new Promise<{ name: string; code: number | null }>((resolve) => {
    const watch = (name: string, child: ChildProcess) => child.once('exit', (code) => !stopping && resolve({ name, code }));
    for (const name of SERVICE_NAMES) watch(name, launch(name, `services/${name}/src/server.ts`));
    watch('gateway', launch('gateway', 'gateway/src/server.ts'));
  });

  const stop = async () => {
    stopping = true;
    await Promise.all(
      [...children.values()].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  try {
    await Promise.all([
      ...SERVICE_NAMES.map((name) => waitForHealth(`http://127.0.0.1:${ports[name]}/readyz`, children.get(name)!)),
      waitForHealth(`http://127.0.0.1:${ports.gateway}/healthz`, children.get('gateway')!),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }

  return { url: `http://127.0.0.1:${ports.gateway}`, dataDir, staffUsername: STAFF_USERNAME, staffPassword, ports, env, stop, exited };
}

// `npm run stack:containers`: the product as several instances, from the images (`npm run images`),
// on this machine's MariaDB and Redis: the migration job once, then every service ×2 and the
// gateway ×2, all behind HAProxy (Debian's, in a container) — one frontend for the site (the
// gateways) and one per service (its instances), as Kubernetes Services would. Host network: each
// container listens on its own port (PORT_BASE + 1/2 for the gateways, PORT_BASE + 100·n + offset
// for instance n of a service; HAProxy on PORT_BASE and PORT_BASE + offset).
import { randomBytes } from 'node:crypto';
import { chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_PORTS, SERVICE_NAMES, SERVICE_PORT_OFFSETS, type ServiceName } from '@centre/server-kit';
import { tokenKey } from './k8s/generate.ts';
import { secretValues } from './k8s/secrets.ts';
import { IMAGES, ROOT, imageExists, podman, podmanAsync } from './podman.ts';

type Env = Record<string, string | undefined>;
export type Kind = ServiceName | 'gateway';

export interface ContainerStackOptions {
  portBase?: number;
  instances?: number;
  mysqlUrl?: string;
  mysqlPrefix?: string;
  redisUrl?: string;
  redisPrefix?: string;
  seedDemo?: boolean;
  adminPassword?: string;
  /** Extra environment for every process. */
  env?: Env;
  /** How long a process may take to be ready (default 300 s: 16 processes starting at once on a busy 2-core machine). */
  readyTimeoutMs?: number;
  /** The Secret's values (deploy/k8s/secrets.ts's secretValues); generated when not given. */
  secrets?: Record<string, string>;
  log?: (line: string) => void;
}

export interface StackContainer {
  name: string;
  kind: Kind;
  instance: number;
  port: number;
}

export interface RunningContainerStack {
  id: string;
  /** The site, through HAProxy. */
  url: string;
  /** Each gateway instance, directly. */
  gatewayUrls: string[];
  /** Each service's HAProxy frontend. */
  serviceUrls: Record<ServiceName, string>;
  containers: StackContainer[];
  dataDir: string;
  mysqlPrefix: string;
  /** The Redis every instance shares, and where the stack's keys begin (its own unless given). */
  redisUrl: string;
  redisPrefix: string;
  /** The first staff account's password (ADMIN_PASSWORD, or generated). */
  adminPassword: string;
  /** How long the start took: migration job, then all containers ready. */
  timings: { migrateMs: number; startMs: number };
  /** HAProxy's statistics (CSV at `${statsUrl};csv`): which instance it sees up. */
  statsUrl: string;
  kill(container: StackContainer): Promise<void>;
  start(container: StackContainer): Promise<void>;
  waitReady(container: StackContainer, timeoutMs?: number): Promise<void>;
  /** Until HAProxy has seen the instance up (its checks: rise 2 × 1 s) and sends it requests. */
  waitBalanced(container: StackContainer, timeoutMs?: number): Promise<void>;
  /**
   * One step of a rolling update, as a Deployment's: the container is stopped gracefully (SIGTERM:
   * it finishes what it has), removed, and made again from the image with the Secret's values
   * given (a rotation's next step) or its own; then ready, then in HAProxy again.
   */
  replace(container: StackContainer, secrets?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

export function instancePort(portBase: number, kind: Kind, instance: number): number {
  return kind === 'gateway' ? portBase + instance : portBase + 100 * instance + SERVICE_PORT_OFFSETS[kind];
}

/** HAProxy: the site's frontend over the gateways, one frontend per service over its instances. */
/** HAProxy's statistics page, on the stack's ports (below the services' instances). */
export function statsPort(portBase: number): number {
  return portBase + 99;
}

export function haproxyConfig(portBase: number, instances: number): string {
  const backend = (kind: Kind, check: string) =>
    Array.from({ length: instances }, (_, at) => `  server ${kind}-${at + 1} 127.0.0.1:${instancePort(portBase, kind, at + 1)} check`).join('\n') + `\n  option httpchk GET ${check}\n`;
  const sections = [
    `global
  maxconn 4096
defaults
  mode http
  log stdout format raw local0 err
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  # A request whose instance refused, dropped or never answered the connection goes to another one.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout
  # Checks every second, with the readiness probe's time-out (deploy/k8s: timeoutSeconds 3).
  default-server inter 1s fall 2 rise 2
  timeout check 3s
  # When no instance of a service is up (every one overloaded, so its /readyz says 503), the answer
  # is the gateway's own for an unreachable service: 503, JSON, and when to come back.
  http-error status 503 content-type application/json string '{"statusCode":503,"error":"Service Unavailable","message":"No instance is available. Please try again shortly."}' hdr retry-after 5
`,
    `listen stats
  bind 127.0.0.1:${statsPort(portBase)}
  stats enable
  stats uri /stats
`,
    `frontend site
  bind 127.0.0.1:${portBase}
  default_backend gateway
backend gateway
  balance roundrobin
  option forwardfor
${backend('gateway', '/healthz')}`,
  ];
  for (const name of SERVICE_NAMES) {
    sections.push(`frontend ${name}
  bind 127.0.0.1:${portBase + SERVICE_PORT_OFFSETS[name]}
  default_backend ${name}
backend ${name}
  balance roundrobin
${backend(name, '/readyz')}`);
  }
  return sections.join('\n');
}

async function readyOn(port: number, pathName: string): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${pathName}`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

export async function startContainerStack(options: ContainerStackOptions = {}): Promise<RunningContainerStack> {
  const log = options.log ?? ((line: string) => console.log(`[stack] ${line}`));
  for (const image of [IMAGES.runtime, IMAGES.haproxy]) if (!imageExists(image)) throw new Error(`${image} is not built: run "npm run images" first`);
  const id = randomBytes(3).toString('hex');
  const portBase = options.portBase ?? 18_080;
  const instances = options.instances ?? 2;
  const mysqlUrl = options.mysqlUrl ?? process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
  const mysqlPrefix = options.mysqlPrefix ?? 'centre_containers_';
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = options.redisPrefix ?? `centre-containers:${id}:`;
  // DATA_DIR: uploaded files, shared by the instances (a ReadWriteMany volume in Kubernetes).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-containers-'));
  chownSync(dataDir, 10001, 10001);
  const work = path.join(dataDir, '.stack');
  mkdirSync(work);
  const haproxyFile = path.join(work, 'haproxy.cfg');
  writeFileSync(haproxyFile, haproxyConfig(portBase, instances), { mode: 0o644 });

  // The secrets as Kubernetes gives them (deploy/k8s/secrets.ts): each process its own token.
  const secrets = options.secrets ?? secretValues(options.adminPassword ? { ADMIN_PASSWORD: options.adminPassword } : {}, []);
  const common: Env = {
    DB_CLIENT: 'mysql',
    MYSQL_URL: mysqlUrl,
    MYSQL_DATABASE_PREFIX: mysqlPrefix,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: `http://127.0.0.1:${portBase}`,
    TRUST_PROXY: 'loopback',
    SERVICE_TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    SEED_DEMO: options.seedDemo === false ? 'false' : 'true',
    JWT_PUBLIC_KEY: secrets.JWT_PUBLIC_KEY,
    ...options.env,
  };
  for (const name of SERVICE_NAMES) common[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${portBase + SERVICE_PORT_OFFSETS[name]}`;
  const envArgs = (env: Env) => Object.entries(env).flatMap(([key, value]) => (value === undefined ? [] : ['-e', `${key}=${value.replace(/\n/g, '\\n')}`]));
  const label = `centre.stack=${id}`;
  const runArgs = (name: string, env: Env, extra: string[] = []) => [
    'run', '--name', name, '--label', label, '--network', 'host', '--read-only',
    '-v', `${dataDir}:/data`, ...extra, ...envArgs(env),
  ];

  const stop = async () => {
    // Twice: a container its restart policy was starting again can escape the first removal.
    for (let round = 0; round < 2; round++) {
      const names = podman(['ps', '-a', '--filter', `label=${label}`, '--format', '{{.Names}}']).split('\n').filter(Boolean);
      if (names.length > 0) await podmanAsync(['rm', '-f', '-t', '3', ...names]).catch(() => undefined);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    // 1. The migration job, once, before any service starts.
    const migrateStarted = Date.now();
    log('migrating (one job)…');
    const migrateEnv: Env = { ...common, ADMIN_PASSWORD: secrets.ADMIN_PASSWORD };
    const output = await podmanAsync([...runArgs(`centre-${id}-migrate`, migrateEnv, ['--rm']), IMAGES.runtime, 'migrate']);
    log(output.trim());
    const migrateMs = Date.now() - migrateStarted;

    // 2. Every process ×instances, and HAProxy in front.
    const started = Date.now();
    const containers: StackContainer[] = [];
    for (const kind of ['gateway', ...SERVICE_NAMES] as Kind[]) {
      for (let instance = 1; instance <= instances; instance++) containers.push({ name: `centre-${id}-${kind}-${instance}`, kind, instance, port: instancePort(portBase, kind, instance) });
    }
    // What a Deployment gives each process from the Secret: its own token, the callers' hashes.
    const envOf = (container: StackContainer, values: Record<string, string>): Env => {
      const env: Env = { ...common, JWT_PUBLIC_KEY: values.JWT_PUBLIC_KEY, INTERNAL_TOKEN: values[tokenKey(container.kind)] };
      if (container.kind === 'gateway') Object.assign(env, { PORT: String(container.port), JWT_PRIVATE_KEY: values.JWT_PRIVATE_KEY });
      else Object.assign(env, { [`${container.kind.toUpperCase()}_PORT`]: String(container.port), INTERNAL_CALLERS: values.INTERNAL_CALLERS });
      if (container.kind === 'users') env.TWO_STEP_KEY = values.TWO_STEP_KEY;
      return env;
    };
    // Two instances of one service migrating at once can collide on knex's migration lock (one
    // exits at start): restart on failure, as Kubernetes would.
    const create = (container: StackContainer, values: Record<string, string>) =>
      podmanAsync([...runArgs(container.name, envOf(container, values), ['-d', '--restart', 'on-failure:3']), IMAGES.runtime, container.kind]);
    await Promise.all(containers.map((container) => create(container, secrets)));
    log(`${containers.length} containers created in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await podmanAsync(['run', '-d', '--name', `centre-${id}-haproxy`, '--label', label, '--network', 'host', '--read-only', '-v', `${haproxyFile}:/etc/haproxy/haproxy.cfg:ro`, IMAGES.haproxy]);

    const waitReady = async (container: StackContainer, timeoutMs = options.readyTimeoutMs ?? 300_000) => {
      const deadline = Date.now() + timeoutMs;
      const check = container.kind === 'gateway' ? '/healthz' : '/readyz';
      while (!(await readyOn(container.port, check))) {
        if (Date.now() > deadline) {
          const logs = await podmanAsync(['logs', '--tail', '20', container.name]).catch((error: Error) => error.message);
          throw new Error(`${container.name} was not ready within ${timeoutMs / 1000}s; its last output:\n${logs}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const statsUrl = `http://127.0.0.1:${statsPort(portBase)}/stats`;
    const waitBalanced = async (container: StackContainer, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      const server = `${container.kind}-${container.instance}`;
      for (;;) {
        const csv = await fetch(`${statsUrl};csv`, { signal: AbortSignal.timeout(2000) }).then((response) => response.text()).catch(() => '');
        // # pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status,…
        const row = csv.split('\n').map((line) => line.split(',')).find((fields) => fields[0] === container.kind && fields[1] === server);
        if (row?.[17] === 'UP') return;
        if (Date.now() > deadline) throw new Error(`HAProxy did not see ${server} up within ${timeoutMs / 1000}s (${row?.[17] ?? 'no such server'})`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    await Promise.all(containers.map((container) => waitReady(container)));
    log(`every process ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // HAProxy sees every instance up (rise 2 × 1 s) before the stack is said to be up.
    await Promise.all(containers.map((container) => waitBalanced(container)));
    const startMs = Date.now() - started;

    return {
      id,
      url: `http://127.0.0.1:${portBase}`,
      gatewayUrls: containers.filter((container) => container.kind === 'gateway').map((container) => `http://127.0.0.1:${container.port}`),
      serviceUrls: Object.fromEntries(SERVICE_NAMES.map((name) => [name, `http://127.0.0.1:${portBase + SERVICE_PORT_OFFSETS[name]}`])) as Record<ServiceName, string>,
      containers,
      dataDir,
      mysqlPrefix,
      redisUrl,
      redisPrefix,
      adminPassword: secrets.ADMIN_PASSWORD as string,
      statsUrl,
      timings: { migrateMs, startMs },
      kill: async (container) => {
        await podmanAsync(['kill', '-s', 'KILL', container.name]);
      },
      start: async (container) => {
        await podmanAsync(['start', container.name]);
      },
      waitReady,
      waitBalanced,
      replace: async (container, values = secrets) => {
        // SIGTERM, and up to 15 s to finish the requests it has, as Kubernetes' grace period.
        await podmanAsync(['stop', '-t', '15', container.name]);
        await podmanAsync(['rm', '-f', container.name]);
        await create(container, values);
        await waitReady(container);
        await waitBalanced(container);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, 'deploy/container-stack.ts')) {
  const portBase = Number(process.env.PORT_BASE ?? 18_080);
  try {
    const stack = await startContainerStack({ portBase, adminPassword: process.env.ADMIN_PASSWORD, seedDemo: process.env.SEED_DEMO !== 'false' });
    console.log(`\nThe site runs at ${stack.url} (HAProxy) over ${stack.gatewayUrls.join(' and ')}`);
    console.log(`Containers: ${stack.containers.length} + HAProxy (podman ps --filter label=centre.stack=${stack.id})`);
    console.log(`Migration job ${(stack.timings.migrateMs / 1000).toFixed(1)} s, start ${(stack.timings.startMs / 1000).toFixed(1)} s. Ctrl-C stops and removes them.`);
    console.log(`Ports: HAProxy ${portBase} (site) and ${portBase + 21}–${portBase + 27} (services); PORT_BASE moves them (default ${DEFAULT_PORTS.gateway} is npm start's).`);
    if (!process.env.ADMIN_PASSWORD) console.log(`Staff sign-in: admin / ${stack.adminPassword} if this start created the account (generated; set ADMIN_PASSWORD to choose it), else the password of the first start`);
    // The containers run detached: keep this process (and its Ctrl-C) until told to stop.
    const keepAlive = setInterval(() => undefined, 1 << 30);
    const shutdown = () => {
      clearInterval(keepAlive);
      void stack.stop().then(() => process.exit(0));
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  } catch (error) {
    console.error(`Could not start: ${(error as Error).message}`);
    process.exit(1);
  }
}

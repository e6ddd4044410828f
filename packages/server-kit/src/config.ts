import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { platformPortsFrom } from './ports.ts';

/** The processes of the platform and the port each listens on by default. */
export const SERVICE_NAMES = ['content', 'applications', 'users', 'admin', 'shop', 'fairs', 'auction'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
export const DEFAULT_PORTS: Record<ServiceName | 'gateway', number> = {
  gateway: 8080,
  content: 8101,
  applications: 8102,
  users: 8103,
  admin: 8104,
  shop: 8105,
  fairs: 8106,
  auction: 8107,
};

/** Every process that may call another's internal routes, each with its own internal token. */
export const INTERNAL_CALLERS = ['gateway', ...SERVICE_NAMES] as const;
export type InternalCaller = (typeof INTERNAL_CALLERS)[number];

/**
 * What a receiving process knows of each caller: the SHA-256 (hex) of the token it presents.
 * A compromised receiver holds only hashes, so it cannot present another caller's token.
 * During a token rotation a caller has two: the old token's and the new one's (at most
 * MAX_HASHES_PER_CALLER), so pods of both generations accept each other while a rollout runs.
 */
export type InternalCallerHashes = Partial<Record<InternalCaller, string | readonly string[]>>;

/** The current token and the other one of a rotation (docs/operations.md#key-rotation). */
export const MAX_HASHES_PER_CALLER = 2;

export function internalTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type DatabaseConfig =
  | { client: 'sqlite'; filename: string }
  | { client: 'mysql'; url: string; database: string };

export interface ServiceConfig {
  service: ServiceName;
  host: string;
  port: number;
  /** PUBLIC_ORIGIN: where the site is reached, for absolute URLs in messages (never a Host header). */
  publicOrigin: string;
  dataDir: string;
  database: DatabaseConfig;
  /** PEM of the gateway's signing key's public half: services verify access tokens with it. */
  jwtPublicKey: string;
  /** This process's own internal token: the one it presents when it calls another's internal route. */
  internalToken: string;
  /** The hashes of the tokens of the callers this process accepts on its internal routes. */
  internalCallers: InternalCallerHashes;
  /**
   * SERVICE_TRUST_PROXY: the proxies (the gateway, a load balancer) this service believes about
   * the client's address (X-Forwarded-For), so per-client throttles see clients and not the
   * gateway. Off unless set; `npm start` sets the loopback, where its gateway runs.
   */
  trustProxy: TrustProxy;
  /** METRICS_TOKEN: the bearer a Prometheus scraper presents on /metrics; null: direct callers on this machine only. */
  metricsToken: string | null;
  logLevel: string;
}

/** Whom a process believes about the client's address: nobody, a hop count, or the proxies' addresses/CIDRs. */
export type TrustProxy = false | number | string[];

// One address or a CIDR, IPv4 or IPv6, or one of proxy-addr's named ranges (Fastify's trustProxy).
const PROXY_ADDRESS = /^(?:loopback|linklocal|uniquelocal|[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*)(?:\/[0-9]{1,3})?$/;

/**
 * TRUST_PROXY (the gateway) and SERVICE_TRUST_PROXY (each service): unset/false, a hop count
 * (`1`: one proxy in front), or a comma list of the proxies' addresses or CIDRs. `true` is
 * refused: Fastify would then believe the left-most X-Forwarded-For entry, which any client
 * writes itself, and choose its own throttle key.
 */
export function trustProxyFrom(env: Env, name: 'TRUST_PROXY' | 'SERVICE_TRUST_PROXY'): TrustProxy {
  const raw = env[name]?.trim();
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true') {
    throw new Error(
      `${name}=true would let any client choose its own address (X-Forwarded-For): set the number of proxies in front (${name}=1) or their addresses (${name}=10.0.0.5,10.0.1.0/24)`,
    );
  }
  if (/^[0-9]+$/.test(raw)) return Number(raw);
  const addresses = raw.split(',').map((item) => item.trim()).filter(Boolean);
  const bad = addresses.find((address) => !PROXY_ADDRESS.test(address));
  if (bad) throw new Error(`${name}: "${bad}" is neither a hop count nor a proxy address or CIDR`);
  return addresses;
}

type Env = Record<string, string | undefined>;

/** The shortest METRICS_TOKEN accepted: a guessable token would be no lock at all. */
export const METRICS_TOKEN_MIN_LENGTH = 24;

/** METRICS_TOKEN (every process): unset or empty is null; a short one is refused at start. */
export function metricsTokenFrom(env: Env): string | null {
  const raw = env.METRICS_TOKEN?.trim();
  if (!raw) return null;
  if (raw.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(raw)) {
    throw new Error(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces (e.g. openssl rand -hex 32)`);
  }
  return raw;
}

export function dataDirFrom(env: Env): string {
  return path.resolve(env.DATA_DIR ?? 'data');
}

export function keyPaths(dataDir: string) {
  const dir = path.join(dataDir, 'keys');
  return {
    dir,
    privateKey: path.join(dir, 'jwt-private.pem'),
    publicKey: path.join(dir, 'jwt-public.pem'),
    /** One token per process, readable by that process alone in a real deployment. */
    internalTokens: Object.fromEntries(INTERNAL_CALLERS.map((name) => [name, path.join(dir, 'internal-tokens', name)])) as Record<InternalCaller, string>,
    /** The hashes of every process's token (no token itself): what receivers check against. */
    internalCallers: path.join(dir, 'internal-callers.json'),
  };
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * The callers a process accepts: INTERNAL_CALLERS ("gateway=<sha256 hex>,content=<sha256 hex>")
 * or else the hash file the launcher writes under DATA_DIR/keys. A caller named twice
 * ("gateway=<new>,gateway=<old>", or a list in the file) is accepted with either token: a rotation.
 */
export function internalCallersFrom(env: Env, file: string): InternalCallerHashes {
  let entries: Array<[string, unknown]>;
  if (env.INTERNAL_CALLERS) {
    entries = env.INTERNAL_CALLERS.split(',').map((pair) => {
      const [name = '', hash = ''] = pair.split('=').map((part) => part.trim());
      return [name, hash];
    });
  } else {
    try {
      entries = Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>).flatMap(([name, value]): Array<[string, unknown]> =>
        Array.isArray(value) ? value.map((hash: unknown): [string, unknown] => [name, hash]) : [[name, value]],
      );
    } catch {
      throw new Error(`INTERNAL_CALLERS is not set and ${file} cannot be read: run "npm start" once, or set INTERNAL_CALLERS`);
    }
  }
  const hashes = new Map<InternalCaller, string[]>();
  for (const [name, hash] of entries) {
    if (!(INTERNAL_CALLERS as readonly string[]).includes(name) || typeof hash !== 'string' || !SHA256_HEX.test(hash)) {
      throw new Error(`INTERNAL_CALLERS: "${name}" must be one of ${INTERNAL_CALLERS.join(', ')} with the SHA-256 (hex) of its token`);
    }
    const known = hashes.get(name as InternalCaller) ?? [];
    if (!known.includes(hash)) known.push(hash);
    if (known.length > MAX_HASHES_PER_CALLER) {
      throw new Error(`INTERNAL_CALLERS: "${name}" has more than ${MAX_HASHES_PER_CALLER} hashes (the current token's and, during a rotation, the other one's)`);
    }
    hashes.set(name as InternalCaller, known);
  }
  const callers: InternalCallerHashes = {};
  for (const [name, list] of hashes) callers[name] = list.length === 1 ? list[0] : list;
  return callers;
}

/** A value from the environment, or else from the file the launcher generated under DATA_DIR. */
export function secretFrom(env: Env, name: string, file: string): string {
  const fromEnv = env[name];
  if (fromEnv) return fromEnv.replace(/\\n/g, '\n');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(`${name} is not set and ${file} does not exist: run "npm start" once, or set ${name}`);
  }
}

export function integerFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/**
 * The site's public origin (scheme, host and port, no path), for every absolute URL the platform
 * writes: sitemap, robots file, links in messages. Configured, never read from a request's Host
 * header, which any client can forge. Default: the gateway on this machine.
 */
export function publicOriginFrom(env: Env): string {
  const raw = env.PUBLIC_ORIGIN?.trim();
  if (!raw) {
    const scheme = env.TLS_CERT_FILE ? 'https' : 'http';
    return `${scheme}://127.0.0.1:${integerFrom(env, 'PORT', DEFAULT_PORTS.gateway)}`;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://centre.example, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== raw.replace(/\/+$/, '') || url.username || url.password) {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://centre.example (no path, query or credentials), got "${raw}"`);
  }
  return url.origin;
}

export function databaseConfigFrom(env: Env, database: string, dataDir: string): DatabaseConfig {
  const client = env.DB_CLIENT ?? 'sqlite';
  if (client === 'sqlite') return { client, filename: path.join(dataDir, `${database}.sqlite`) };
  if (client === 'mysql') {
    if (!env.MYSQL_URL) throw new Error('DB_CLIENT=mysql needs MYSQL_URL, e.g. mysql://user:pass@127.0.0.1:3306');
    return { client, url: env.MYSQL_URL, database: `${env.MYSQL_DATABASE_PREFIX ?? 'centre_'}${database}` };
  }
  throw new Error(`DB_CLIENT must be "sqlite" or "mysql", got "${client}"`);
}

export function readServiceConfig(service: ServiceName, env: Env = process.env): ServiceConfig {
  const dataDir = dataDirFrom(env);
  const keys = keyPaths(dataDir);
  return {
    service,
    host: env.HOST ?? '127.0.0.1',
    port: platformPortsFrom(env)[service],
    publicOrigin: publicOriginFrom(env),
    dataDir,
    database: databaseConfigFrom(env, service, dataDir),
    jwtPublicKey: secretFrom(env, 'JWT_PUBLIC_KEY', keys.publicKey),
    internalToken: secretFrom(env, 'INTERNAL_TOKEN', keys.internalTokens[service]),
    internalCallers: internalCallersFrom(env, keys.internalCallers),
    trustProxy: trustProxyFrom(env, 'SERVICE_TRUST_PROXY'),
    metricsToken: metricsTokenFrom(env),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  SERVICE_NAMES,
  dataDirFrom,
  databaseConfigFrom,
  integerFrom,
  keyPaths,
  publicOriginFrom,
  overloadConfigFrom,
  type OverloadConfig,
  platformPortsFrom,
  publicCacheBoundsFrom,
  type MaxAgeSetting,
  type PublicCacheBounds,
  serviceUrlFrom,
  secretFrom,
  trustProxyFrom,
  metricsTokenFrom,
  type DatabaseConfig,
  type TrustProxy,
  type ServiceName,
} from '@centre/server-kit';
import { apiRateLimitFrom, applyRushFrom, type ApiRateLimitConfig, type ApplyRushConfig } from './overload.ts';

type Env = Record<string, string | undefined>;

/** The repository root (it holds gateway, shell and the mf-* folders): default build folders are found from it. */
const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * How long the gateway keeps a shop answer at most. Without a shared REDIS_URL a change made inside
 * the shop alone (its clock cancelling unpaid orders) reaches the gateway only when this runs out.
 */
export const GATEWAY_SHOP_CACHE_MAX_AGE: MaxAgeSetting = { variable: 'GATEWAY_SHOP_CACHE_MAX_AGE_SECONDS', seconds: 5 };

export const REMOTE_NAMES = ['mf_public', 'mf_member', 'mf_console'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Where each remote's build is served from, and which env var points it elsewhere. */
export const REMOTE_MOUNTS: Record<RemoteName, { urlPrefix: string; distEnv: string; urlEnv: string; folder: string }> = {
  mf_public: { urlPrefix: '/mf/public/', distEnv: 'MF_DIST_PUBLIC', urlEnv: 'REMOTE_PUBLIC_URL', folder: 'mf-public' },
  mf_member: { urlPrefix: '/mf/member/', distEnv: 'MF_DIST_MEMBER', urlEnv: 'REMOTE_MEMBER_URL', folder: 'mf-member' },
  mf_console: { urlPrefix: '/mf/console/', distEnv: 'MF_DIST_CONSOLE', urlEnv: 'REMOTE_CONSOLE_URL', folder: 'mf-console' },
};

export interface GatewayConfig {
  host: string;
  port: number;
  /** PUBLIC_ORIGIN: where the site is reached, for absolute URLs (never the Host header). */
  publicOrigin: string;
  dataDir: string;
  database: DatabaseConfig;
  /** PEM, ES256: access tokens are signed with it. */
  jwtPrivateKey: string;
  jwtPublicKey: string;
  /** The gateway's own internal token, presented to the users service. */
  internalToken: string;
  accessTokenTtlSeconds: number;
  /** Sliding: each refresh token lives this long after it is issued, and each exchange issues a new one. */
  refreshTokenTtlSeconds: number;
  /** Absolute: no session outlives this many seconds after its sign-in, however often it refreshes. */
  sessionMaxAgeSeconds: number;
  /** Base URL of each service, e.g. http://127.0.0.1:8101. */
  services: Record<ServiceName, string>;
  shellDist: string;
  remoteDists: Record<RemoteName, string>;
  /** What /remotes.json tells the shell: each remote's mf-manifest.json URL. */
  remoteUrls: Record<RemoteName, string>;
  /** Origins allowed by CORS; empty keeps CORS closed (the front end is same-origin). */
  corsOrigins: string[];
  /** Sign-in throttles, per account and per client IP (see sign-in-throttle.ts). */
  signInThrottle: SignInThrottleConfig;
  /** Redis for state every gateway instance shares (the sign-in throttles); null keeps it in memory. */
  redisUrl: string | null;
  /** Prefix of the gateway's keys in Redis (REDIS_PREFIX), so two sites or test stacks can share one server. */
  redisPrefix: string;
  /** Largest proxied request body, and the larger one allowed for multipart uploads. */
  bodyLimitBytes: number;
  uploadBodyLimitBytes: number;
  /**
   * Which proxies may tell the client's address (X-Forwarded-For), so throttles see the real
   * client behind a load balancer: false (none), a hop count, or the proxies' addresses/CIDRs.
   * Never "trust everyone": a client could then name any address it likes.
   */
  trustProxy: TrustProxy;
  /**
   * Certificate chain and key (PEM) from TLS_CERT_FILE and TLS_KEY_FILE: the gateway then serves
   * HTTPS with HTTP/2 (browsers speak HTTP/2 only over TLS). Null serves plain HTTP/1.1, for a
   * developer's machine or behind a proxy that terminates TLS.
   */
  tls: { cert: string; key: string } | null;
  /** Bounds of the gateway's cache of content's public answers (PUBLIC_CACHE_*; public-answers.ts). */
  publicCache: PublicCacheBounds;
  /**
   * Bounds of its cache of the shop's public answers: PUBLIC_CACHE_ENTRIES and _MB, and
   * GATEWAY_SHOP_CACHE_MAX_AGE_SECONDS (5), which ends a kept shop answer after a change the gateway
   * cannot see without a shared REDIS_URL (the shop's clock giving stock back; docs/decisions.md).
   */
  shopPublicCache: PublicCacheBounds;
  /** Timeouts for slow clients and overload limits (server-kit overload.ts), and the per-address API limit (overload.ts). */
  overload: OverloadConfig;
  apiRateLimit: ApiRateLimitConfig;
  /** Applications passed on at once, and Retry-After beyond it (overload.ts: the opening-hour rush). */
  applyRush: ApplyRushConfig;
  /**
   * Connections the gateway keeps to each service's address at most (GATEWAY_UPSTREAM_CONNECTIONS);
   * requests beyond them wait their turn in the gateway, first come first served. See proxy.ts.
   */
  upstreamConnections: number;
  /** METRICS_TOKEN: the bearer /metrics asks for; unset: direct callers on this machine only (server-kit metrics.ts). */
  metricsToken?: string | null;
  logLevel: string;
}

function listFrom(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export interface SignInThrottleConfig {
  /** Attempts on one account (a success clears them) before it is locked for a while. */
  accountMaxAttempts: number;
  /** How long attempts on one account are remembered (from the first one). */
  accountWindowMs: number;
  /** The first lock; each later one doubles, up to the cap. */
  lockMs: number;
  lockMaxMs: number;
  /** Sign-in attempts from one client address, whatever the usernames, per window. */
  ipMaxAttempts: number;
  ipWindowMs: number;
}

function tlsFrom(env: Env): GatewayConfig['tls'] {
  const certFile = env.TLS_CERT_FILE?.trim();
  const keyFile = env.TLS_KEY_FILE?.trim();
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both, or neither for plain HTTP');
  const read = (name: string, file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`${name} (${file}) cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    }
  };
  return { cert: read('TLS_CERT_FILE', certFile), key: read('TLS_KEY_FILE', keyFile) };
}

/**
 * Connections to one service's address, by default. A service does its work on one core per
 * instance, so more requests at once than this only interleave (each answer later, none sooner), and
 * every connection opened in a burst must be accepted by the service while it is busy: a Node process
 * under load accepts one new connection per turn of its event loop. In the opening-rush benchmark
 * (two instances), alternated: p99 0.95–2.0 s with 64 against 1.3–3.0 s with undici's 128, lower in
 * every pair; 32 and 16 did worse than 64 (docs/benchmarks.md).
 */
export const DEFAULT_UPSTREAM_CONNECTIONS = 64;

export function readGatewayConfig(env: Env = process.env): GatewayConfig {
  const dataDir = dataDirFrom(env);
  const keys = keyPaths(dataDir);
  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      name,
      serviceUrlFrom(env, name),
    ]),
  ) as Record<ServiceName, string>;
  const remoteDists = {} as Record<RemoteName, string>;
  const remoteUrls = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const mount = REMOTE_MOUNTS[name];
    remoteDists[name] = path.resolve(env[mount.distEnv] ?? path.join(REPOSITORY_ROOT, mount.folder, 'dist'));
    remoteUrls[name] = env[mount.urlEnv] || `${mount.urlPrefix}mf-manifest.json`;
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port: platformPortsFrom(env).gateway,
    publicOrigin: publicOriginFrom(env),
    dataDir,
    database: databaseConfigFrom(env, 'gateway', dataDir),
    jwtPrivateKey: secretFrom(env, 'JWT_PRIVATE_KEY', keys.privateKey),
    jwtPublicKey: secretFrom(env, 'JWT_PUBLIC_KEY', keys.publicKey),
    internalToken: secretFrom(env, 'INTERNAL_TOKEN', keys.internalTokens.gateway),
    accessTokenTtlSeconds: integerFrom(env, 'ACCESS_TOKEN_TTL', 900),
    refreshTokenTtlSeconds: integerFrom(env, 'REFRESH_TOKEN_TTL', 14 * 24 * 3600),
    sessionMaxAgeSeconds: integerFrom(env, 'SESSION_MAX_AGE', 30 * 24 * 3600),
    services,
    shellDist: path.resolve(env.SHELL_DIST ?? path.join(REPOSITORY_ROOT, 'shell', 'dist')),
    remoteDists,
    remoteUrls,
    corsOrigins: listFrom(env, 'CORS_ORIGINS'),
    signInThrottle: {
      accountMaxAttempts: integerFrom(env, 'SIGN_IN_ACCOUNT_ATTEMPTS', 5),
      accountWindowMs: integerFrom(env, 'SIGN_IN_ACCOUNT_WINDOW_SECONDS', 15 * 60) * 1000,
      lockMs: integerFrom(env, 'SIGN_IN_LOCK_SECONDS', 60) * 1000,
      lockMaxMs: integerFrom(env, 'SIGN_IN_LOCK_MAX_SECONDS', 15 * 60) * 1000,
      ipMaxAttempts: integerFrom(env, 'SIGN_IN_IP_ATTEMPTS', 50),
      ipWindowMs: integerFrom(env, 'SIGN_IN_IP_WINDOW_SECONDS', 15 * 60) * 1000,
    },
    redisUrl: env.REDIS_URL?.trim() || null,
    redisPrefix: env.REDIS_PREFIX?.trim() || 'centre:',
    bodyLimitBytes: integerFrom(env, 'BODY_LIMIT', 1024 * 1024),
    uploadBodyLimitBytes: integerFrom(env, 'UPLOAD_BODY_LIMIT', 20 * 1024 * 1024),
    trustProxy: trustProxyFrom(env, 'TRUST_PROXY'),
    tls: tlsFrom(env),
    publicCache: publicCacheBoundsFrom(env),
    shopPublicCache: publicCacheBoundsFrom(env, GATEWAY_SHOP_CACHE_MAX_AGE),
    overload: overloadConfigFrom(env),
    apiRateLimit: apiRateLimitFrom(env),
    applyRush: applyRushFrom(env),
    upstreamConnections: Math.max(1, integerFrom(env, 'GATEWAY_UPSTREAM_CONNECTIONS', DEFAULT_UPSTREAM_CONNECTIONS)),
    metricsToken: metricsTokenFrom(env),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_PORTS,
  SERVICE_NAMES,
  dataDirFrom,
  databaseConfigFrom,
  integerFrom,
  keyPaths,
  secretFrom,
  type DatabaseConfig,
  type ServiceName,
} from '@centre/server-kit';

type Env = Record<string, string | undefined>;

/** The repository root (it holds gateway, shell and the mf-* folders): default build folders are found from it. */
const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../..');

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
  dataDir: string;
  database: DatabaseConfig;
  /** PEM, ES256: access tokens are signed with it. */
  jwtPrivateKey: string;
  jwtPublicKey: string;
  internalToken: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Base URL of each service, e.g. http://127.0.0.1:8101. */
  services: Record<ServiceName, string>;
  shellDist: string;
  remoteDists: Record<RemoteName, string>;
  /** What /remotes.json tells the shell: each remote's mf-manifest.json URL. */
  remoteUrls: Record<RemoteName, string>;
  /** Origins allowed by CORS; empty keeps CORS closed (the front end is same-origin). */
  corsOrigins: string[];
  /** Sign-in attempts per client IP and window. */
  signInRateLimit: { max: number; timeWindowMs: number };
  /** Largest proxied request body, and the larger one allowed for multipart uploads. */
  bodyLimitBytes: number;
  uploadBodyLimitBytes: number;
  /** Fastify trustProxy: set when a load balancer sits in front, so rate limits see the real client. */
  trustProxy: boolean | string;
  /**
   * Certificate chain and key (PEM) from TLS_CERT_FILE and TLS_KEY_FILE: the gateway then serves
   * HTTPS with HTTP/2 (browsers speak HTTP/2 only over TLS). Null serves plain HTTP/1.1, for a
   * developer's machine or behind a proxy that terminates TLS.
   */
  tls: { cert: string; key: string } | null;
  logLevel: string;
}

function listFrom(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function trustProxyFrom(env: Env): boolean | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw;
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

export function readGatewayConfig(env: Env = process.env): GatewayConfig {
  const dataDir = dataDirFrom(env);
  const keys = keyPaths(dataDir);
  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      name,
      (env[`${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${DEFAULT_PORTS[name]}`).replace(/\/+$/, ''),
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
    port: integerFrom(env, 'PORT', DEFAULT_PORTS.gateway),
    dataDir,
    database: databaseConfigFrom(env, 'gateway', dataDir),
    jwtPrivateKey: secretFrom(env, 'JWT_PRIVATE_KEY', keys.privateKey),
    jwtPublicKey: secretFrom(env, 'JWT_PUBLIC_KEY', keys.publicKey),
    internalToken: secretFrom(env, 'INTERNAL_TOKEN', keys.internalToken),
    accessTokenTtlSeconds: integerFrom(env, 'ACCESS_TOKEN_TTL', 900),
    refreshTokenTtlSeconds: integerFrom(env, 'REFRESH_TOKEN_TTL', 14 * 24 * 3600),
    services,
    shellDist: path.resolve(env.SHELL_DIST ?? path.join(REPOSITORY_ROOT, 'shell', 'dist')),
    remoteDists,
    remoteUrls,
    corsOrigins: listFrom(env, 'CORS_ORIGINS'),
    signInRateLimit: {
      max: integerFrom(env, 'SIGN_IN_RATE_LIMIT', 10),
      timeWindowMs: integerFrom(env, 'SIGN_IN_RATE_WINDOW_SECONDS', 60) * 1000,
    },
    bodyLimitBytes: integerFrom(env, 'BODY_LIMIT', 1024 * 1024),
    uploadBodyLimitBytes: integerFrom(env, 'UPLOAD_BODY_LIMIT', 20 * 1024 * 1024),
    trustProxy: trustProxyFrom(env),
    tls: tlsFrom(env),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

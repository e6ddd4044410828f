import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The processes of the platform and the port each listens on by default. */
export const SERVICE_NAMES = ['content', 'applications', 'users', 'admin'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
export const DEFAULT_PORTS: Record<ServiceName | 'gateway', number> = {
  gateway: 8080,
  content: 8101,
  applications: 8102,
  users: 8103,
  admin: 8104,
};

export type DatabaseConfig =
  | { client: 'sqlite'; filename: string }
  | { client: 'mysql'; url: string; database: string };

export interface ServiceConfig {
  service: ServiceName;
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  /** PEM of the gateway's signing key's public half: services verify access tokens with it. */
  jwtPublicKey: string;
  /** Shared secret the gateway presents on internal routes. */
  internalToken: string;
  logLevel: string;
}

type Env = Record<string, string | undefined>;

export function dataDirFrom(env: Env): string {
  return path.resolve(env.DATA_DIR ?? 'data');
}

export function keyPaths(dataDir: string) {
  const dir = path.join(dataDir, 'keys');
  return {
    dir,
    privateKey: path.join(dir, 'jwt-private.pem'),
    publicKey: path.join(dir, 'jwt-public.pem'),
    internalToken: path.join(dir, 'internal-token'),
  };
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
    port: integerFrom(env, `${service.toUpperCase()}_PORT`, DEFAULT_PORTS[service]),
    dataDir,
    database: databaseConfigFrom(env, service, dataDir),
    jwtPublicKey: secretFrom(env, 'JWT_PUBLIC_KEY', keys.publicKey),
    internalToken: secretFrom(env, 'INTERNAL_TOKEN', keys.internalToken),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

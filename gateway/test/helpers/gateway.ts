import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Test } from 'tap';
import { freshDatabase, testRedisPrefix, testSigningKeys, TEST_INTERNAL_TOKEN } from '@centre/server-kit/testing';
import { SERVICE_NAMES, type DatabaseConfig, type ServiceName } from '@centre/server-kit';
import { buildGateway, type Gateway, type GatewayOptions } from '../../src/app.ts';
import { readGatewayConfig } from '../../src/config.ts';
import { closedPort } from './ports.ts';

export interface TestGatewaySetup {
  /** Gateway database; a fresh SQLite file unless given. */
  database?: DatabaseConfig;
  /** Service base URLs; any not given point at a closed port. */
  services?: Partial<Record<ServiceName, string>>;
  /** Extra environment, read by readGatewayConfig as in production. */
  env?: Record<string, string>;
  overrides?: Partial<GatewayOptions>;
}

/**
 * Builds a gateway the way server.ts does (readGatewayConfig over an env), with the test key
 * pair, the test internal token, its own temporary DATA_DIR, and a generous per-IP sign-in limit
 * (every injected request comes from one address). With REDIS_URL in `env`, its shared-state keys
 * get a prefix of their own unless `env.REDIS_PREFIX` names one (to share it).
 * Everything it opens is closed by the test's teardown.
 */
export async function startTestGateway(t: Test, setup: TestGatewaySetup = {}): Promise<Gateway> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-gateway-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const keys = testSigningKeys();
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JWT_PRIVATE_KEY: keys.privateKey,
    JWT_PUBLIC_KEY: keys.publicKey,
    INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
    SIGN_IN_IP_ATTEMPTS: '1000',
    SHELL_DIST: path.join(dataDir, 'no-shell'),
    MF_DIST_PUBLIC: path.join(dataDir, 'no-public'),
    MF_DIST_MEMBER: path.join(dataDir, 'no-member'),
    MF_DIST_CONSOLE: path.join(dataDir, 'no-console'),
  };
  for (const service of SERVICE_NAMES) {
    env[`${service.toUpperCase()}_URL`] = setup.services?.[service] ?? `http://127.0.0.1:${await closedPort()}`;
  }
  Object.assign(env, setup.env);
  const config = readGatewayConfig(env);
  let database = setup.database;
  if (!database) {
    const fresh = await freshDatabase('sqlite', 'gateway');
    t.teardown(() => fresh.dispose());
    database = fresh.config;
  }
  if (!setup.env?.REDIS_PREFIX) config.redisPrefix = testRedisPrefix('gateway', t);
  const app = await buildGateway({ ...config, database, ...setup.overrides });
  t.teardown(() => app.close());
  return app;
}

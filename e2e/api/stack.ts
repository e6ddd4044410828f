// The stack an API test runs against: real processes on free ports, a throw-away data folder,
// demo data, and the staff password the test signs in with. Stopped and removed when the test ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Test } from 'tap';
import { sealedBasicHeader } from '@centre/contracts';
import { SERVICE_NAMES, type ServiceName } from '@centre/server-kit';
import { startStack, type RunningStack } from '../../infra/stack.ts';

export const STAFF_PASSWORD = 'Staff-e2e-pass-1!';

/**
 * The services a test stack starts unless the test names others: those the public site, the
 * member area and the console's journeys use. A test of the shop, fairs or auction names them
 * (or `ALL_SERVICES`); every process is a start on a 2-core machine.
 */
export const JOURNEY_SERVICES: readonly ServiceName[] = ['content', 'applications', 'users', 'admin'];
export const ALL_SERVICES: readonly ServiceName[] = SERVICE_NAMES;

/**
 * What every test stack (these and the browser tests' sites) starts with, before a test's own
 * settings: SQLite, the demo content, no second sign-in step for the test admin
 * (admin-two-step.test.ts proves the rule with it on), a short drain when stopped (a test stops its
 * stack after its last request, so a drain would only wait for its clients' idle keep-alive
 * connections: about 4 s of every file; sigterm-under-load.test.ts keeps the default), and route
 * schemas compiled at first use (SCHEMA_COMPILE, server-kit app.ts: about 1 s of every stack's
 * start; the container-stack test starts every process the production way).
 */
export const TEST_STACK_DEFAULTS: Readonly<Record<string, string>> = { DB_CLIENT: 'sqlite', SEED_DEMO: 'true', ADMIN_TWO_STEP_REQUIRED: 'false', SHUTDOWN_DRAIN_MS: '200', SCHEMA_COMPILE: 'lazy' };

/** `name` labels the data folder (found by it if a run leaves one behind); `env` adds to or overrides the defaults. */
export async function startTestStack(t: Test, name: string, env: Record<string, string> = {}, services: readonly ServiceName[] = JOURNEY_SERVICES): Promise<RunningStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `centre-e2e-${name}-`));
  const stack = await startStack({
    freePorts: true,
    output: 'ignore',
    services,
    env: { DATA_DIR: dataDir, ADMIN_PASSWORD: STAFF_PASSWORD, ...TEST_STACK_DEFAULTS, ...env },
  });
  t.teardown(async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return stack;
}

/** Signs in through the gateway as the web client does (sealed Basic, then the access token). */
export async function signInThroughGateway(stack: Pick<RunningStack, 'url'>, username: string, password: string): Promise<{ token: string; sub: string; headers: Record<string, string> }> {
  const refresh = await fetch(`${stack.url}/api/auth/refreshToken`, { headers: { authorization: await sealedBasicHeader(username, password) } });
  if (refresh.status !== 200) throw new Error(`sign-in failed: ${refresh.status}`);
  const { data } = await refresh.json();
  const access = await fetch(`${stack.url}/api/auth/accessToken`, { headers: { authorization: `Bearer ${data.refreshToken}` } });
  const token = (await access.json()).data.accessToken as string;
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string };
  return { token, sub: payload.sub, headers: { authorization: `Bearer ${token}` } };
}

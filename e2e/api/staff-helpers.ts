// Shared by the staff API tests: a stack per database under test (SQLite always, MySQL with
// MYSQL_URL), and signing in through the gateway as a browser does, second step included.
import { randomBytes } from 'node:crypto';
import type { Test } from 'tap';
import { generate } from 'otplib';
import { sealedBasicHeader, TWO_STEP_SIGN_IN_PATH } from '@centre/contracts';
import { dropMysqlDatabase, SERVICE_NAMES } from '@centre/server-kit';
import { databaseKindsUnderTest } from '@centre/server-kit/testing';
import type { RunningStack } from '../../infra/stack.ts';
import { startTestStack } from './stack.ts';

const DATABASES = [...SERVICE_NAMES, 'gateway'];

/** Runs `suite` against a whole stack on each database kind under test. */
export async function forEachStack(t: Test, name: string, env: Record<string, string>, suite: (t: Test, stack: RunningStack) => Promise<void>): Promise<void> {
  for (const kind of databaseKindsUnderTest()) {
    await t.test(kind, async (t) => {
      const prefix = `e2e_${name.replace(/\W/g, '_')}_${randomBytes(3).toString('hex')}_`;
      const mysqlUrl = process.env.MYSQL_URL ?? '';
      const dbEnv: Record<string, string> = kind === 'mysql' ? { DB_CLIENT: 'mysql', MYSQL_URL: mysqlUrl, MYSQL_DATABASE_PREFIX: prefix } : { DB_CLIENT: 'sqlite' };
      const stack = await startTestStack(t, name, { ...env, ...dbEnv });
      if (kind === 'mysql') t.teardown(async () => Promise.all(DATABASES.map((database) => dropMysqlDatabase(mysqlUrl, `${prefix}${database}`))));
      await suite(t, stack);
    });
  }
}

export function claimsOf(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

/** A TOTP code for `key`, `offsetSeconds` from now (a code of the next step is good and unspent). */
export function totpCode(key: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret: key, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

export function client(stack: RunningStack) {
  const api = (url: string, init: RequestInit = {}) => fetch(`${stack.url}${url}`, init);

  async function tokensFrom(refreshToken: string) {
    const access = await api('/api/auth/accessToken', { headers: { authorization: `Bearer ${refreshToken}` } });
    if (access.status !== 200) throw new Error(`token exchange failed: ${access.status}`);
    const data = (await access.json()).data as { accessToken: string; refreshToken: string };
    return { ...data, claims: claimsOf(data.accessToken), auth: { authorization: `Bearer ${data.accessToken}` }, json: { authorization: `Bearer ${data.accessToken}`, 'content-type': 'application/json' } };
  }

  /** The first step: the raw answer (tokens, a challenge, or a refusal). */
  async function firstStep(username: string, password: string) {
    return api('/api/auth/refreshToken', { headers: { authorization: await sealedBasicHeader(username, password) } });
  }

  async function secondStep(challenge: string, code: string) {
    return api(TWO_STEP_SIGN_IN_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ challenge, code }) });
  }

  /** Signs in; with `code` (or a function giving one) answers the second step. Throws unless it ends with tokens. */
  async function signIn(username: string, password: string, code?: string | (() => Promise<string>)) {
    const first = await firstStep(username, password);
    if (first.status !== 200) throw new Error(`sign-in of ${username} failed: ${first.status}`);
    const body = (await first.json()).data as { refreshToken?: string; twoStep?: { challenge: string } };
    if (body.refreshToken) return tokensFrom(body.refreshToken);
    if (!code || !body.twoStep) throw new Error(`sign-in of ${username} asks for a code`);
    const second = await secondStep(body.twoStep.challenge, typeof code === 'string' ? code : await code());
    if (second.status !== 200) throw new Error(`second step of ${username} failed: ${second.status}`);
    return tokensFrom((await second.json()).data.refreshToken);
  }

  return { api, firstStep, secondStep, signIn, tokensFrom };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Test } from 'tap';
import { createSharedState, type Clock, type DatabaseConfig } from '@centre/server-kit';
import { bearer, serviceOptionsForTest, signAccessToken, testRedisPrefix } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { prepareContentDatabase } from '../src/seeds/index.ts';

// Long enough for a whole suite on MySQL (the default minute runs out mid-file there).
const SUITE_TOKEN_LIFETIME_MS = 30 * 60_000;
export const staff = bearer(signAccessToken({ scope: ['member', 'console'] }, { expiresIn: SUITE_TOKEN_LIFETIME_MS }));
export const member = bearer(signAccessToken({ scope: ['member'] }, { expiresIn: SUITE_TOKEN_LIFETIME_MS }));
export const UNKNOWN_ID = '0190a5a0-0000-7000-8000-00000000dead';
export const text = (ko: string, en = '') => ({ ko, en, cn: '', jp: '' });

/** The content service over a database seeded with the demo content, its files in a temporary folder. */
export async function seededContentApp(t: Test, database: DatabaseConfig, clock?: Clock) {
  const filesDir = mkdtempSync(path.join(tmpdir(), 'content-files-'));
  t.teardown(() => rmSync(filesDir, { recursive: true, force: true }));
  const created = await prepareContentDatabase(database, { demo: true, filesDir });
  // Its own keys on a shared Redis (REDIS_URL): parallel test files never share a cache generation or a throttle.
  const sharedState = createSharedState({ redisUrl: process.env.REDIS_URL || undefined, prefix: testRedisPrefix('content', t) });
  const app = await buildApp({ ...serviceOptionsForTest(database), ...(clock ? { clock } : {}), filesDir, publicCache: { sharedState } });
  t.teardown(async () => {
    await app.close();
    await sharedState.close();
  });
  return { app, filesDir, created };
}

/** GET a public URL as a reader of `locale` and return the parsed body, failing the test unless it is 200. */
export async function read(t: Test, app: Awaited<ReturnType<typeof buildApp>>, url: string, locale?: string) {
  const res = await app.inject({ url, headers: locale ? { 'accept-language': locale } : {} });
  t.equal(res.statusCode, 200, `GET ${url}`);
  return res.json();
}

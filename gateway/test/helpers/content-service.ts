import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Test } from 'tap';
import { createSharedState, type Clock } from '@centre/server-kit';
import { freshDatabase, serviceOptionsForTest, testRedisPrefix } from '@centre/server-kit/testing';
import { buildApp } from '../../../services/content/src/app.ts';
import { prepareContentDatabase } from '../../../services/content/src/seeds/index.ts';
import { baseUrlOf } from './ports.ts';

/** The real content service with its demo content, listening on a free port. */
export async function startContentService(t: Test, clock?: Clock) {
  const database = await freshDatabase('sqlite', 'content');
  t.teardown(() => database.dispose());
  const filesDir = mkdtempSync(path.join(tmpdir(), 'content-files-'));
  t.teardown(() => rmSync(filesDir, { recursive: true, force: true }));
  await prepareContentDatabase(database.config, { demo: true, filesDir });
  const sharedState = createSharedState({ redisUrl: process.env.REDIS_URL || undefined, prefix: testRedisPrefix('content', t) });
  const app = await buildApp({ ...serviceOptionsForTest(database.config), ...(clock ? { clock } : {}), filesDir, publicCache: { sharedState } });
  t.teardown(async () => {
    await app.close();
    await sharedState.close();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: baseUrlOf(app.server.address()) };
}

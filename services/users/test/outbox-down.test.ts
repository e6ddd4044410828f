// A verification code that cannot be handed to the admin service's outbox is never lost quietly:
// the member is told, in their language, to try again (the kit's 503 OUTBOX_UNAVAILABLE with
// Retry-After), and no code is left behind that nobody received.
import { createServer } from 'node:net';
import t from 'tap';
import { OUTBOX_UNAVAILABLE, OUTBOX_UNAVAILABLE_MESSAGES, createSharedState } from '@centre/server-kit';
import { forEachDatabase, serviceOptionsForTest, testRedisPrefix } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { freshIp, freshPhone } from './member-world.ts';

/** A port nothing listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

await forEachDatabase(t, 'users_outbox_down', async (t, database) => {
  const sharedState = createSharedState({ prefix: testRedisPrefix('users') });
  t.teardown(() => sharedState.close());
  const app = await buildApp({ ...serviceOptionsForTest(database), adminUrl: `http://127.0.0.1:${await closedPort()}`, contentUrl: `http://127.0.0.1:${await closedPort()}`, sharedState });
  t.teardown(() => app.close());

  t.test('a code asked for while the admin service is down is a 503 the member can act on; nothing is kept', async (t) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/users/certify',
      remoteAddress: freshIp(),
      headers: { 'accept-language': 'ko' },
      payload: { purpose: 'SIGN_UP', channel: 'SMS', target: freshPhone() },
    });
    t.equal(answer.statusCode, 503, answer.body);
    t.equal(answer.json().code, OUTBOX_UNAVAILABLE);
    t.equal(answer.json().message, OUTBOX_UNAVAILABLE_MESSAGES.ko);
    t.equal(answer.headers['retry-after'], '5');
    t.equal(answer.headers['cache-control'], 'no-store');
    t.equal(Number((await app.db('verifications').count({ n: '*' }).first())?.n ?? 0), 0, 'no code nobody received');
  });
});

// The one outbox client (server kit) against a real admin service over HTTP, then with the admin
// service stopped: the message is not lost silently — send() fails with a 503 DomainError
// (OUTBOX_UNAVAILABLE) that a request awaiting it answers as such, in the caller's language.
import t from 'tap';
import type { AddressInfo } from 'node:net';
import { DomainError, OUTBOX_UNAVAILABLE, createFastify, installErrorHandlers, outboxClient } from '@centre/server-kit';
import { forEachDatabase, TEST_INTERNAL_TOKEN } from '@centre/server-kit/testing';
import { adminForTest, usersStandIn } from '../../admin/test/outbox-helpers.ts';

const MEMBER = '0190a5a0-0000-7000-8000-00000000a001';

await forEachDatabase(t, 'applications_outbox_down', async (t, database) => {
  const users = await usersStandIn(t, { [MEMBER]: { email: 'maker@example.test', phone: null, locale: 'en', receiveSms: false, receiveEmail: true } });
  const { app: admin } = await adminForTest(t, database, { usersUrl: users.url });
  await admin.listen({ port: 0, host: '127.0.0.1' });
  const adminUrl = `http://127.0.0.1:${(admin.server.address() as AddressInfo).port}`;
  const outbox = outboxClient({ adminUrl, internalToken: TEST_INTERNAL_TOKEN, timeoutMs: 2_000 });
  const message = { channel: 'EMAIL', template: 'APPLICATION_RECEIVED', locale: 'en', memberId: MEMBER, purpose: 'TRANSACTIONAL', params: { title: 'Cutting room', date: '2026-12-01 09:00–13:00' } } as const;

  await outbox.send(message);
  t.equal(Number((await admin.db('messages').count({ n: '*' }).first())?.n ?? 0), 1, 'while the admin service runs, the message is written to its outbox');

  await admin.close();
  const failure = await outbox.send(message).then(() => null, (error: unknown) => error);
  t.ok(failure instanceof DomainError, 'with the admin service stopped, send() fails instead of dropping the message');
  t.match(failure, { status: 503, code: OUTBOX_UNAVAILABLE });

  // A request that awaits the outbox answers that failure: 503, the code, Retry-After, the caller's words.
  const caller = createFastify({});
  installErrorHandlers(caller);
  caller.post('/answer', async () => {
    await outbox.send(message);
    return { ok: true };
  });
  t.teardown(() => caller.close());
  const answer = await caller.inject({ method: 'POST', url: '/answer', headers: { 'accept-language': 'ko' } });
  t.equal(answer.statusCode, 503);
  t.equal(answer.headers['retry-after'], '5');
  t.match(answer.json(), { statusCode: 503, error: 'Service Unavailable', code: OUTBOX_UNAVAILABLE, message: /알림을 보낼 수 없어/ });
});

// Consent and membership are asked again when a message is delivered, not only when it was
// queued: a member who withdrew consent to advertising, or left, between the two gets nothing.
import t from 'tap';
import { INTERNAL_MESSAGES_PATH } from '@centre/contracts';
import { forEachDatabase, TEST_INTERNAL_TOKEN } from '@centre/server-kit/testing';
import { usersClient } from '../src/clients/users.ts';
import type { DeliveryAdapter } from '../src/outbox/adapters.ts';
import type { Outgoing } from '../src/repositories/messages.ts';
import { adminForTest, internal, usersStandIn, type StandInMember } from './outbox-helpers.ts';

const FICKLE = '0190a5a0-0000-7000-8000-0000000000b1';
const LOYAL = '0190a5a0-0000-7000-8000-0000000000b2';
const LEAVING = '0190a5a0-0000-7000-8000-0000000000b3';

await forEachDatabase(t, 'delivery_recheck', async (t, database) => {
  const members: Record<string, StandInMember> = {
    [FICKLE]: { email: 'fickle@example.org', phone: '01055550001', locale: 'ko', receiveSms: true, receiveEmail: true },
    [LOYAL]: { email: 'loyal@example.org', phone: '01055550002', locale: 'ko', receiveSms: true, receiveEmail: true },
    [LEAVING]: { email: 'leaving@example.org', phone: '01055550003', locale: 'ko', receiveSms: true, receiveEmail: true },
  };
  const users = await usersStandIn(t, members);
  const delivered: Outgoing[] = [];
  const recorder: DeliveryAdapter = { name: 'recorder', deliver: async (message) => void delivered.push(message) };
  const { app } = await adminForTest(t, database, { usersUrl: users.url, delivery: { EMAIL: recorder, SMS: recorder } });
  const send = async (payload: object) => {
    const answer = await app.inject({ method: 'POST', url: INTERNAL_MESSAGES_PATH, headers: internal, payload });
    if (answer.statusCode !== 202) throw new Error(`not queued: ${answer.statusCode} ${answer.body}`);
    return answer.json()._id as string;
  };
  const advert = (memberId: string) => send({ channel: 'SMS', memberId, template: 'STAFF_MESSAGE', params: { message: '신규 교육 과정 안내' }, purpose: 'ADVERTISING' });

  t.test('advertising: consent withdrawn after queueing drops the message, with the reason', async (t) => {
    const [fickle, loyal] = [await advert(FICKLE), await advert(LOYAL)];
    members[FICKLE]!.receiveSms = false;
    await app.outboxWorker.runOnce();
    t.same(delivered.map((message) => message.id), [loyal], 'only the member who still agrees');
    t.match(await app.messages.findById(fickle), { status: 'FAILED', lastError: /consent/i });
    t.match(await app.messages.findById(loyal), { status: 'SENT' });
  });

  t.test('a member who left between queueing and delivery gets nothing, except the notice of leaving', async (t) => {
    delivered.length = 0;
    const approved = await send({ channel: 'SMS', memberId: LEAVING, template: 'APPLICATION_APPROVED', params: { title: '재단실' } });
    const advertToLeaver = await advert(LEAVING);
    const farewell = await send({ channel: 'SMS', memberId: LEAVING, to: '01055550003', template: 'WITHDRAWN', params: {} });
    delete members[LEAVING];
    await app.outboxWorker.runOnce();
    t.same(delivered.map((message) => message.id), [farewell]);
    t.match(await app.messages.findById(approved), { status: 'FAILED', lastError: /no longer an active member/ });
    t.match(await app.messages.findById(advertToLeaver), { status: 'FAILED', lastError: /no longer an active member/ });
  });
});

await forEachDatabase(t, 'delivery_recheck_down', async (t, database) => {
  t.test('with the users service unreachable at delivery, the message waits (not dropped, not sent)', async (t) => {
    const members: Record<string, StandInMember> = { [LOYAL]: { email: 'loyal@example.org', phone: '01055550002', locale: 'ko', receiveSms: true, receiveEmail: true } };
    const users = await usersStandIn(t, members);
    const delivered: Outgoing[] = [];
    const recorder: DeliveryAdapter = { name: 'recorder', deliver: async (message) => void delivered.push(message) };
    let usersUrl = users.url;
    // The users service answers while the message is queued, then goes away before delivery.
    const { app } = await adminForTest(t, database, { memberContacts: (id) => usersClient({ baseUrl: usersUrl, internalToken: TEST_INTERNAL_TOKEN }).contactOf(id), delivery: { EMAIL: recorder, SMS: recorder } });
    const answer = await app.inject({ method: 'POST', url: INTERNAL_MESSAGES_PATH, headers: internal, payload: { channel: 'SMS', memberId: LOYAL, template: 'STAFF_MESSAGE', params: { message: '안내' }, purpose: 'ADVERTISING' } });
    t.equal(answer.statusCode, 202);
    usersUrl = 'http://127.0.0.1:1';
    await app.outboxWorker.runOnce();
    t.same(delivered, []);
    t.match(await app.messages.findById(answer.json()._id), { status: 'PENDING', attempts: 0 });
  });
});

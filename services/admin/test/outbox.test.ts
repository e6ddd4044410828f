import t from 'tap';
import { INTERNAL_MESSAGES_PATH, LOCALES } from '@centre/contracts';
import { forEachDatabase } from '@centre/server-kit/testing';
import { adminForTest, internal, member, staff, usersStandIn } from './outbox-helpers.ts';

const MEMBER_A = '0190a5a0-0000-7000-8000-00000000000a';
const MEMBER_EN = '0190a5a0-0000-7000-8000-00000000000e';
const code = { channel: 'SMS', to: '01012345678', template: 'VERIFICATION_CODE', locale: 'ko', params: { code: '482915' } };

await forEachDatabase(t, 'outbox', async (t, database) => {
  const users = await usersStandIn(t, {
    [MEMBER_A]: { email: 'maker@example.org', phone: '01022223333', locale: 'ko', receiveSms: true, receiveEmail: false },
    [MEMBER_EN]: { email: 'overseas@example.org', phone: null, locale: 'en', receiveSms: false, receiveEmail: true },
  });
  const { app } = await adminForTest(t, database, { usersUrl: users.url });
  const send = (payload: unknown, headers: Record<string, string> = internal) => app.inject({ method: 'POST', url: INTERNAL_MESSAGES_PATH, headers, payload: payload as object });

  t.test('the internal route needs the internal token and valid input', async (t) => {
    t.equal((await send(code, {})).statusCode, 404, 'no token: the route does not exist');
    t.equal((await send(code, { 'x-internal-token': 'wrong' })).statusCode, 404, 'a wrong token neither');
    t.equal((await send(code, staff())).statusCode, 404, 'a staff token is not the internal token');
    const bad = [
      { ...code, channel: 'PHONE' },
      { ...code, template: 'NOPE' },
      { ...code, locale: 'fr' },
      { ...code, to: 'x'.repeat(255) },
      { ...code, params: { code: 'x'.repeat(4001) } },
      { ...code, params: { 'bad name': '1' } },
      { ...code, params: {} },
      { ...code, params: { code: '1', colour: 'red' } },
      { ...code, to: '010-1234' },
      { ...code, channel: 'EMAIL', to: 'not-an-address' },
      { channel: 'SMS', template: 'WELCOME' },
      { ...code, purpose: 'ADVERTISING' },
    ];
    for (const payload of bad) {
      const answer = await send(payload);
      t.equal(answer.statusCode, 400, JSON.stringify(payload).slice(0, 80));
      t.ok(answer.json().message, 'with a message');
    }
    const international = await send({ ...code, to: '+33612345678' });
    t.equal(international.statusCode, 400, 'an overseas member\'s E.164 number is no SMS recipient');
    t.match(international.json().message, /Korean mobile numbers only/, 'and the refusal says why');
    t.equal((await app.messages.paginate({}, { limit: 10, offset: 0 })).total, 0, 'nothing was written');
  });

  t.test('a message is written first, PENDING, then delivered by the worker', async (t) => {
    const accepted = await send(code);
    t.equal(accepted.statusCode, 202);
    t.match(accepted.json(), { _id: String, status: 'PENDING' });
    const written = await app.messages.findById(accepted.json()._id);
    t.match(written, { status: 'PENDING', attempts: 0, recipient: '01012345678', channel: 'SMS', template: 'VERIFICATION_CODE', locale: 'ko', purpose: 'TRANSACTIONAL' });
    t.notMatch(written!.body, /482915/, 'the code is masked while it is not delivered');
    t.equal(await app.outboxWorker.runOnce(), 1);
    const sent = await app.messages.findById(accepted.json()._id);
    t.match(sent, { status: 'SENT', attempts: 1, deliveredBy: 'log', lastError: null });
    t.notMatch(sent!.body, /482915/, 'the log adapter delivered it, and staff still never read the code');
    t.equal(await app.outboxWorker.runOnce(), 0, 'a sent message is never delivered again');
  });

  t.test('each template is written in each language, with its parameters', async (t) => {
    const words = { ko: '인증번호', en: 'verification code', cn: '验证码', jp: '認証番号' };
    for (const locale of LOCALES) {
      const answer = await send({ ...code, channel: 'EMAIL', to: `${locale}@example.org`, locale });
      await app.outboxWorker.runOnce();
      const message = await app.messages.findById(answer.json()._id);
      t.match(message!.body, words[locale], locale);
      t.match(message!.body, '******', 'the code masked in the history');
      t.ok(message!.subject, 'an e-mail has a subject');
    }
    const answered = await send({ channel: 'EMAIL', to: 'en@example.org', locale: 'en', template: 'INQUIRY_ANSWERED', params: { title: 'Cutting room hours', name: 'Mina' } });
    await app.outboxWorker.runOnce();
    const message = await app.messages.findById(answered.json()._id);
    t.equal(message!.body, 'Mina, your question "Cutting room hours" has been answered. See it in My page.');
  });

  t.test('by memberId: the member’s own number or address and language from the users service', async (t) => {
    const sms = await send({ channel: 'SMS', memberId: MEMBER_A, template: 'WELCOME', params: {} });
    t.equal(sms.statusCode, 202);
    const email = await send({ channel: 'EMAIL', memberId: MEMBER_EN, template: 'WELCOME' });
    t.equal(email.statusCode, 202);
    t.match(await app.messages.findById(sms.json()._id), { recipient: '01022223333', locale: 'ko', memberId: MEMBER_A });
    t.match(await app.messages.findById(email.json()._id), { recipient: 'overseas@example.org', locale: 'en', memberId: MEMBER_EN });
    t.ok(users.calls.some((call) => call.includes(MEMBER_A)), 'asked over HTTP');
    const noPhone = await send({ channel: 'SMS', memberId: MEMBER_EN, template: 'WELCOME' });
    t.equal(noPhone.statusCode, 409, 'a member without a number');
    const unknown = await send({ channel: 'SMS', memberId: '0190a5a0-0000-7000-8000-0000000000ff', template: 'WELCOME' });
    t.equal(unknown.statusCode, 404);
    const malformed = await send({ channel: 'SMS', memberId: 'not-a-member-id', template: 'WELCOME' });
    t.equal(malformed.statusCode, 404, 'a malformed id is no member either (not a 503)');
  });

  t.test('when the users service is down, the caller gets a 503 and nothing is written', async (t) => {
    const { app: cut } = await adminForTest(t, database, { usersUrl: 'http://127.0.0.1:1' });
    const before = (await cut.messages.paginate({}, { limit: 1, offset: 0 })).total;
    const answer = await cut.inject({ method: 'POST', url: INTERNAL_MESSAGES_PATH, headers: internal, payload: { channel: 'SMS', memberId: MEMBER_A, template: 'WELCOME' } });
    t.equal(answer.statusCode, 503);
    t.equal((await cut.messages.paginate({}, { limit: 1, offset: 0 })).total, before);
  });

  t.test('console guards on the history', async (t) => {
    t.equal((await app.inject({ url: '/api/console/messages' })).statusCode, 401);
    t.equal((await app.inject({ url: '/api/console/messages', headers: member() })).statusCode, 403);
    const list = await app.inject({ url: '/api/console/messages', headers: staff() });
    t.equal(list.statusCode, 200);
    t.equal(list.headers['cache-control'], 'no-store');
  });
});

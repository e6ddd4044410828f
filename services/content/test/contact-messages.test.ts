// POST /api/v1/message and the console's center/messages: links, limits, rate limits (per client
// address and per maker, shared between instances), delivery to a maker through the real admin
// outbox without the maker's address, and staff's answer by e-mail.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import { CONSOLE_CONTACT_MESSAGES_PATH, CONTACT_LIMITS, CONTACT_MESSAGE_PATH, CONTACT_REFUSALS, DIRECTORY_UNAVAILABLE_MESSAGES, MY_CONTACT_MESSAGES_PATH } from '@centre/contracts';
import { createSharedState, type DatabaseConfig, type SharedState } from '@centre/server-kit';
import { bearer, forEachDatabase, freshDatabase, serviceOptionsForTest, signAccessToken, testRedisPrefix } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { buildApp as buildAdmin } from '../../admin/src/app.ts';
import { logAdapter } from '../../admin/src/outbox/adapters.ts';
import { buildApp as buildFairs } from '../../fairs/src/app.ts';
import { profileInput } from '../../fairs/test/fair-world.ts';

const MAKER = { sub: '0190a5a0-0000-7000-8000-0000000000d4', username: 'maker04', name: '박재단' };
const WRITER = { sub: '0190a5a0-0000-7000-8000-0000000000e5', username: 'writer05', name: 'Kim Writer' };
const NOBODY = '0190a5a0-0000-7000-8000-0000000000f6';
// Members who are makers but not listed in the directory: one hid their profile, one never wrote one.
const HIDDEN_MAKER = '0190a5a0-0000-7000-8000-0000000000f7';
const NO_PROFILE = '0190a5a0-0000-7000-8000-0000000000f8';
const MAKER_ADDRESS = 'maker-private@example.org';
// A second maker, who answers on the platform (their own daily allowance, apart from MAKER's).
const ANSWERING_MAKER = { sub: '0190a5a0-0000-7000-8000-0000000000d7', username: 'maker07', name: '박재단' };
const member = bearer(signAccessToken({ ...WRITER, scope: ['member'] }, { expiresIn: 30 * 60_000 }));
const maker = bearer(signAccessToken({ ...MAKER, scope: ['member'] }, { expiresIn: 30 * 60_000 }));
const answeringMaker = bearer(signAccessToken({ ...ANSWERING_MAKER, scope: ['member'] }, { expiresIn: 30 * 60_000 }));
const staff = bearer(signAccessToken({ sub: '0190a5a0-0000-7000-8000-0000000000c3', username: 'staff01', name: '센터 담당자', scope: ['member', 'console'] }, { expiresIn: 30 * 60_000 }));

let ipCounter = 0;
/** A client address of its own for each test, so the per-client limit of one never meets another's. */
const freshIp = () => `198.51.100.${++ipCounter}`;

async function outboxForTest(t: Test) {
  const database = await freshDatabase('sqlite', 'contact_outbox');
  t.teardown(() => database.dispose());
  const admin = await buildAdmin({
    ...serviceOptionsForTest(database.config),
    delivery: { EMAIL: logAdapter(), SMS: logAdapter() },
    worker: { intervalMs: 0 },
    memberContacts: async (memberId) => (memberId === MAKER.sub || memberId === ANSWERING_MAKER.sub ? { email: MAKER_ADDRESS, phone: '01012345678', locale: 'en', consent: { sms: false, email: false } } : null),
  });
  t.teardown(() => admin.close());
  await admin.listen({ port: 0, host: '127.0.0.1' });
  return { admin, url: `http://127.0.0.1:${(admin.server.address() as AddressInfo).port}` };
}

/** The real fairs service (the maker directory) with MAKER, ANSWERING_MAKER and NOBODY listed, HIDDEN_MAKER's profile not published. */
async function directoryForTest(t: Test) {
  const database = await freshDatabase('sqlite', 'contact_directory');
  t.teardown(() => database.dispose());
  const fairs = await buildFairs({ ...serviceOptionsForTest(database.config, 'fairs'), clockTimer: false });
  t.teardown(() => fairs.close());
  const profiles: Array<[string, boolean]> = [[MAKER.sub, true], [ANSWERING_MAKER.sub, true], [NOBODY, true], [HIDDEN_MAKER, false]];
  for (const [sub, published] of profiles) {
    const token = bearer(signAccessToken({ sub, scope: ['member'] }, { expiresIn: 30 * 60_000 }));
    const saved = await fairs.inject({ method: 'PUT', url: '/api/v1/me/introductions', headers: token, payload: profileInput({ tradeName: `Maker ${sub.slice(-2)}`, published }) });
    if (saved.statusCode !== 200) throw new Error(`profile not saved: ${saved.body}`);
  }
  await fairs.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(fairs.server.address() as AddressInfo).port}`;
}

async function contentForTest(t: Test, database: DatabaseConfig, sharedState: SharedState, adminUrl?: string, fairsUrl = 'http://127.0.0.1:9') {
  const dir = mkdtempSync(path.join(tmpdir(), 'contact-files-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const app = await buildApp({
    ...serviceOptionsForTest(database, 'content'),
    ...(adminUrl ? { adminUrl } : {}),
    fairsUrl,
    filesDir: path.join(dir, 'public'),
    inquiryFilesDir: path.join(dir, 'private'),
    publicCache: { sharedState },
  });
  t.teardown(() => app.close());
  return app;
}

const letter = (extra: Record<string, unknown> = {}) => ({ name: '이방문', email: 'visitor@example.net', subject: '원단 샘플 문의', text: '샘플 제작이 가능한지 궁금합니다.', ...extra });

await forEachDatabase(t, 'contact_messages', async (t, database) => {
  const outbox = await outboxForTest(t);
  const fairsUrl = await directoryForTest(t);
  const prefix = testRedisPrefix('contact', t);
  const redisUrl = process.env.REDIS_URL || undefined;
  const stateA = createSharedState({ redisUrl, prefix });
  // A second instance's own handle on the same state (Redis); memory state lives in one process, so there it is the same object.
  const stateB = redisUrl ? createSharedState({ redisUrl, prefix }) : stateA;
  t.teardown(async () => {
    await stateA.close();
    if (stateB !== stateA) await stateB.close();
  });
  const app = await contentForTest(t, database, stateA, outbox.url, fairsUrl);
  const second = await contentForTest(t, database, stateB, outbox.url, fairsUrl);
  const send = (payload: object, options: { headers?: Record<string, string>; ip?: string; on?: typeof app } = {}) =>
    (options.on ?? app).inject({ method: 'POST', url: CONTACT_MESSAGE_PATH, headers: options.headers ?? {}, remoteAddress: options.ip ?? freshIp(), payload });
  const count = async () => Number(((await app.db('contact_messages').count({ n: '*' }))[0] as { n: number | string }).n);
  const outboxRows = async () => (await outbox.admin.db('messages').where({ template: 'CONTACT_MESSAGE' })) as Array<{ body: string; masked_body: string; recipient: string; locale: string }>;

  t.test('a visitor writes to the centre: 201, no address in the answer, staff read it', async (t) => {
    const res = await send(letter());
    t.equal(res.statusCode, 201);
    const { message } = res.json();
    t.match(message, { recipient: 'CENTRE', delivered: false });
    t.notMatch(res.body, 'visitor@example.net');
    t.equal(res.headers['cache-control'], 'no-store');
    const read = await app.inject({ url: `${CONSOLE_CONTACT_MESSAGES_PATH}/${message._id}`, headers: staff });
    t.equal(read.statusCode, 200);
    t.match(read.json().message, { status: 'NEW', replyEmail: 'visitor@example.net', senderName: '이방문', senderMemberId: null });
  });

  t.test('strict body: lengths, unknown fields, a bad address, a bad recipient id', async (t) => {
    const before = await count();
    const bad = [
      letter({ name: '' }),
      letter({ name: 'x'.repeat(CONTACT_LIMITS.nameMaxLength + 1) }),
      letter({ subject: 'x'.repeat(CONTACT_LIMITS.subjectMaxLength + 1) }),
      letter({ text: 'x'.repeat(CONTACT_LIMITS.textMaxLength + 1) }),
      letter({ text: 'hi' }),
      letter({ email: 'not-an-address' }),
      letter({ recipientId: 'someone' }),
      letter({ status: 'DONE' }),
    ];
    for (const payload of bad) t.equal((await send(payload)).statusCode, 400, JSON.stringify(payload).slice(0, 80));
    const blank = await send(letter({ subject: '   ', text: '      ' }));
    t.match(blank.json(), { statusCode: 400, code: 'CONTACT_EMPTY' });
    t.equal(await count(), before, 'nothing written');
  });

  t.test('links: refused for a signed-out sender in the reader\'s language, allowed for a member', async (t) => {
    const before = await count();
    for (const text of ['보세요 https://spam.example', 'visit www.cheap-things.test now', '싸게 팝니다 cheapbags.com 으로 오세요']) {
      const res = await send(letter({ text }), { headers: { 'accept-language': 'en' } });
      t.equal(res.statusCode, 400, text);
      t.match(res.json(), { code: 'CONTACT_LINKS_NOT_ALLOWED', message: CONTACT_REFUSALS.CONTACT_LINKS_NOT_ALLOWED.messages.en });
    }
    const inJapanese = await send(letter({ subject: 'see example.com' }), { headers: { 'accept-language': 'ja' } });
    t.match(inJapanese.json(), { code: 'CONTACT_LINKS_NOT_ALLOWED', message: CONTACT_REFUSALS.CONTACT_LINKS_NOT_ALLOWED.messages.jp });
    t.equal(await count(), before, 'nothing written');
    const fromMember = await send(letter({ text: '포트폴리오: https://portfolio.example.com 참고 부탁드립니다.' }), { headers: member });
    t.equal(fromMember.statusCode, 201);
    const stored = (await app.inject({ url: `${CONSOLE_CONTACT_MESSAGES_PATH}/${fromMember.json().message._id}`, headers: staff })).json().message;
    t.equal(stored.senderMemberId, WRITER.sub);
    t.equal((await send(letter(), { headers: { authorization: 'Bearer not-a-token' } })).statusCode, 401, 'a bad token is not a visitor');
  });

  t.test('per client address: the limit holds across two instances, another address is not blocked', async (t) => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_LIMITS.perClientPerHour; i += 1) {
      t.equal((await send(letter(), { ip, on: i % 2 === 0 ? app : second })).statusCode, 201, `message ${i + 1}`);
    }
    const before = await count();
    const refused = await send(letter(), { ip, on: second });
    t.equal(refused.statusCode, 429);
    t.equal(refused.json().code, 'CONTACT_RATE_LIMITED');
    t.ok(Number(refused.headers['retry-after']) > 0, 'says when to come back');
    t.equal(await count(), before, 'nothing written');
    t.equal((await send(letter(), { ip: '2001:db8:7:7::1' })).statusCode, 201);
    t.equal((await send(letter(), { ip: freshIp() })).statusCode, 201, 'another client is not blocked');
    // An IPv6 client is its /64: a new address in it is the same client.
    for (let i = 2; i <= CONTACT_LIMITS.perClientPerHour; i += 1) await send(letter(), { ip: `2001:db8:7:7::${i}` });
    t.equal((await send(letter(), { ip: '2001:db8:7:7:ffff::9' })).statusCode, 429, 'same /64');
  });

  t.test('to a maker: delivered through the outbox, the reply address only in the maker\'s e-mail', async (t) => {
    const res = await send(letter({ recipientId: MAKER.sub, email: 'buyer@example.net', subject: 'Order of 200 jackets' }), { headers: { 'accept-language': 'ko' } });
    t.equal(res.statusCode, 201);
    t.match(res.json().message, { recipient: 'MAKER', delivered: true });
    t.notMatch(res.body, MAKER_ADDRESS, 'the sender never sees the maker\'s address');
    t.notMatch(res.body, 'buyer@example.net');
    const rows = await outboxRows();
    t.equal(rows.length, 1);
    t.equal(rows[0]!.recipient, MAKER_ADDRESS, 'the outbox found the address itself');
    t.equal(rows[0]!.locale, 'en', 'in the maker\'s language');
    t.match(rows[0]!.body, 'buyer@example.net', 'the maker gets the reply address');
    t.notMatch(rows[0]!.masked_body, 'buyer@example.net', 'staff\'s history does not');
    const history = (await outbox.admin.inject({ url: `/api/console/messages?memberId=${MAKER.sub}`, headers: staff })).json();
    t.notMatch(JSON.stringify(history), 'buyer@example.net', 'no API answer carries it');
    const listed = (await app.inject({ url: `${CONSOLE_CONTACT_MESSAGES_PATH}?recipient=MAKER`, headers: staff })).json();
    t.equal(listed.messages.length, 1);
    t.match(listed.messages[0], { recipient: 'MAKER', recipientId: MAKER.sub, replyEmail: null, status: 'DONE', delivered: true });
    t.notMatch(JSON.stringify(listed), 'buyer@example.net');
    const answer = await app.inject({ method: 'POST', url: `${CONSOLE_CONTACT_MESSAGES_PATH}/${listed.messages[0]._id}/answer`, headers: staff, payload: { answer: 'x' } });
    t.match(answer.json(), { statusCode: 409, code: 'CONTACT_NOT_FOR_CENTRE' });
  });

  t.test('the maker reads and answers on the platform: once, by e-mail to the sender, never to another member', async (t) => {
    const sent = await send(letter({ recipientId: ANSWERING_MAKER.sub, name: '최구매', email: 'buyer2@example.net', subject: '샘플 단가 문의' }), { headers: { 'accept-language': 'jp' } });
    const id = sent.json().message._id as string;
    t.equal((await app.inject({ url: MY_CONTACT_MESSAGES_PATH })).statusCode, 401, 'signed out');
    const mine = (await app.inject({ url: MY_CONTACT_MESSAGES_PATH, headers: answeringMaker })).json();
    t.match(mine.messages[0], { _id: id, senderName: '최구매', subject: '샘플 단가 문의', status: 'DONE', answer: null });
    t.notMatch(JSON.stringify(mine), 'buyer2@example.net', 'the sender\'s address is not repeated on the platform');
    t.same((await app.inject({ url: MY_CONTACT_MESSAGES_PATH, headers: member })).json().messages.filter((m: { _id: string }) => m._id === id), [], 'another member does not see it');
    t.equal((await app.inject({ url: `${MY_CONTACT_MESSAGES_PATH}/${id}`, headers: member })).statusCode, 404);
    t.match((await app.inject({ method: 'POST', url: `${MY_CONTACT_MESSAGES_PATH}/${id}/answer`, headers: member, payload: { answer: '제가 답합니다' } })).json(), { statusCode: 404, code: 'CONTACT_NOT_FOUND' }, 'nor answer it');
    t.equal((await app.inject({ method: 'POST', url: `${MY_CONTACT_MESSAGES_PATH}/${id}/answer`, headers: answeringMaker, payload: { answer: 'x'.repeat(CONTACT_LIMITS.answerMaxLength + 1) } })).statusCode, 400, 'at most the answer\'s length');
    t.equal((await app.inject({ method: 'POST', url: `${MY_CONTACT_MESSAGES_PATH}/${id}/answer`, headers: answeringMaker, payload: { answer: '   ' } })).json().code, 'CONTACT_EMPTY');

    // The maker answers twice at once on two instances: one answer, one e-mail.
    const answers = await Promise.all([app, second].map((instance) => instance.inject({ method: 'POST', url: `${MY_CONTACT_MESSAGES_PATH}/${id}/answer`, headers: answeringMaker, payload: { answer: '한 벌에 3만 원입니다.' } })));
    t.same(answers.map((res) => res.statusCode).sort(), [200, 409]);
    t.match(answers.find((res) => res.statusCode === 200)!.json().message, { status: 'ANSWERED', answer: '한 벌에 3만 원입니다.' });
    const mails = await outbox.admin.db('messages').where({ template: 'CONTACT_MAKER_ANSWERED' });
    t.equal(mails.length, 1, 'one e-mail');
    t.match(mails[0], { recipient: 'buyer2@example.net', locale: 'jp' });
    t.match(mails[0].body, /최구매様、お送りいただいたメッセージ「샘플 단가 문의」に박재단様から返信がありました。\n\n한 벌에 3만 원입니다\./);
    t.notMatch(mails[0].body, MAKER_ADDRESS, 'the maker\'s address stays theirs');
    t.match((await app.inject({ url: `${CONSOLE_CONTACT_MESSAGES_PATH}/${id}`, headers: staff })).json().message, { status: 'ANSWERED', answeredBy: '박재단' }, 'staff see it was answered');
  });

  t.test('to a maker: unknown member, oneself, the maker\'s daily limit; nothing written', async (t) => {
    const before = { messages: await count(), outbox: (await outboxRows()).length };
    const unknown = await send(letter({ recipientId: NOBODY }));
    t.match(unknown.json(), { statusCode: 404, code: 'CONTACT_RECIPIENT_NOT_FOUND' });
    t.match((await send(letter({ recipientId: MAKER.sub }), { headers: maker })).json(), { statusCode: 400, code: 'CONTACT_SELF' });
    t.equal(await count(), before.messages);
    // One delivered already; the rest of the day's allowance from many clients, then a refusal.
    for (let i = 1; i < CONTACT_LIMITS.perMakerPerDay; i += 1) t.equal((await send(letter({ recipientId: MAKER.sub }))).statusCode, 201);
    const busy = await send(letter({ recipientId: MAKER.sub }), { on: second });
    t.match(busy.json(), { statusCode: 429, code: 'CONTACT_RECIPIENT_BUSY' });
    t.equal((await outboxRows()).length, before.outbox + CONTACT_LIMITS.perMakerPerDay - 1, 'the refused one never reached the outbox');
    t.equal((await send(letter())).statusCode, 201, 'the centre is still reachable');
  });

  t.test('to a maker not listed in the directory: refused in the caller\'s language, nothing sent or kept', async (t) => {
    const before = { messages: await count(), outbox: (await outboxRows()).length };
    for (const recipientId of [HIDDEN_MAKER, NO_PROFILE]) {
      const refused = await send(letter({ recipientId }), { headers: { 'accept-language': 'ko' } });
      t.match(refused.json(), { statusCode: 404, code: 'CONTACT_MAKER_NOT_LISTED', message: CONTACT_REFUSALS.CONTACT_MAKER_NOT_LISTED.messages.ko });
    }
    const signedIn = await send(letter({ recipientId: HIDDEN_MAKER }), { headers: { ...member, 'accept-language': 'jp' } });
    t.match(signedIn.json(), { statusCode: 404, code: 'CONTACT_MAKER_NOT_LISTED', message: CONTACT_REFUSALS.CONTACT_MAKER_NOT_LISTED.messages.jp }, 'a member too');
    t.equal(await count(), before.messages, 'nothing kept');
    t.equal((await outboxRows()).length, before.outbox, 'nothing sent');
  });

  t.test('the directory unreachable: 503 with a message, nothing sent or kept; the centre still reachable', async (t) => {
    const offline = await contentForTest(t, database, stateA, outbox.url, 'http://127.0.0.1:9');
    const before = { messages: await count(), outbox: (await outboxRows()).length };
    const res = await send(letter({ recipientId: MAKER.sub }), { on: offline, headers: { 'accept-language': 'en' } });
    t.match(res.json(), { statusCode: 503, code: 'DIRECTORY_UNAVAILABLE', message: DIRECTORY_UNAVAILABLE_MESSAGES.en });
    t.equal(await count(), before.messages);
    t.equal((await outboxRows()).length, before.outbox);
    t.equal((await send(letter(), { on: offline })).statusCode, 201, 'a message to the centre needs no directory');
  });

  t.test('console: guards, list filters, answer by e-mail once, done', async (t) => {
    t.equal((await app.inject({ url: CONSOLE_CONTACT_MESSAGES_PATH })).statusCode, 401);
    t.equal((await app.inject({ url: CONSOLE_CONTACT_MESSAGES_PATH, headers: member })).statusCode, 403);
    const { message } = (await send(letter({ subject: '대관 문의', email: 'renter@example.net' }), { headers: { 'accept-language': 'zh-CN' } })).json();
    const listed = (await app.inject({ url: `${CONSOLE_CONTACT_MESSAGES_PATH}?status=NEW&recipient=CENTRE&keyword=${encodeURIComponent('대관')}`, headers: staff })).json();
    t.same(listed.messages.map((item: { _id: string }) => item._id), [message._id]);
    t.equal((await app.inject({ method: 'POST', url: `${CONSOLE_CONTACT_MESSAGES_PATH}/${message._id}/answer`, headers: staff, payload: { answer: '' } })).statusCode, 400);
    // Two staff at once on two instances: one answer, one e-mail.
    const answers = await Promise.all([app, second].map((instance) =>
      instance.inject({ method: 'POST', url: `${CONSOLE_CONTACT_MESSAGES_PATH}/${message._id}/answer`, headers: staff, payload: { answer: '네, 주말에도 가능합니다.' } })));
    t.same(answers.map((res) => res.statusCode).sort(), [200, 409]);
    const answered = answers.find((res) => res.statusCode === 200)!.json().message;
    t.match(answered, { status: 'ANSWERED', answer: '네, 주말에도 가능합니다.', answeredBy: '센터 담당자' });
    const mails = await outbox.admin.db('messages').where({ template: 'CONTACT_ANSWERED' });
    t.equal(mails.length, 1, 'one e-mail');
    t.match(mails[0], { recipient: 'renter@example.net', locale: 'cn' });
    t.match(mails[0].body, '주말에도 가능합니다');
    const done = await app.inject({ method: 'PUT', url: `${CONSOLE_CONTACT_MESSAGES_PATH}/${message._id}/done`, headers: staff });
    t.equal(done.json().message.status, 'DONE');
    t.equal((await app.inject({ method: 'PUT', url: `${CONSOLE_CONTACT_MESSAGES_PATH}/0190a5a0-0000-7000-8000-00000000dead/done`, headers: staff })).json().code, 'CONTACT_NOT_FOUND');
  });
});

t.test('without an outbox: the centre\'s messages are kept, a maker cannot be reached (503), staff cannot e-mail', async (t) => {
  const database = await freshDatabase('sqlite', 'contact_no_outbox');
  t.teardown(() => database.dispose());
  const state = createSharedState({ prefix: testRedisPrefix('contact-no-outbox') });
  t.teardown(() => state.close());
  const app = await contentForTest(t, database.config, state);
  t.equal((await app.inject({ method: 'POST', url: CONTACT_MESSAGE_PATH, remoteAddress: freshIp(), payload: letter({ recipientId: MAKER.sub }) })).statusCode, 503);
  const kept = await app.inject({ method: 'POST', url: CONTACT_MESSAGE_PATH, remoteAddress: freshIp(), payload: letter() });
  t.equal(kept.statusCode, 201);
  const answer = await app.inject({ method: 'POST', url: `${CONSOLE_CONTACT_MESSAGES_PATH}/${kept.json().message._id}/answer`, headers: staff, payload: { answer: '답변' } });
  t.equal(answer.statusCode, 503);
  t.equal((await app.inject({ url: `${CONSOLE_CONTACT_MESSAGES_PATH}/${kept.json().message._id}`, headers: staff })).json().message.status, 'NEW', 'not kept as answered');
});

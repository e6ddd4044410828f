import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import { CONSOLE_INQUIRIES_PATH, INQUIRY_LIMITS, MEMBER_INQUIRIES_PATH } from '@centre/contracts';
import type { DatabaseConfig } from '@centre/server-kit';
import { bearer, forEachDatabase, freshDatabase, serviceOptionsForTest, signAccessToken } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { buildApp as buildAdmin } from '../../admin/src/app.ts';
import { logAdapter } from '../../admin/src/outbox/adapters.ts';
import { form, type Part } from './multipart-form.ts';

const A = { sub: '0190a5a0-0000-7000-8000-0000000000a1', username: 'sewmaker01', name: '김재봉' };
const B = { sub: '0190a5a0-0000-7000-8000-0000000000b2', username: 'pattern02', name: 'Lee Pattern' };
const memberA = bearer(signAccessToken({ ...A, scope: ['member'] }));
const memberB = bearer(signAccessToken({ ...B, scope: ['member'] }));
const staff = bearer(signAccessToken({ sub: '0190a5a0-0000-7000-8000-0000000000c3', username: 'staff01', name: '센터 담당자', scope: ['member', 'console'] }));

/** A real 1×1 PNG, and the start of a JPEG and a WebP (their signatures are what counts). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64, 1)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 2)]);

const image = (value: Buffer, filename = 'photo.png'): Part => ({ name: 'images', value, filename, type: 'image/png' });

/** The admin service with its outbox, listening on a free port; member contacts answered from a table. */
async function outboxForTest(t: Test) {
  const database = await freshDatabase('sqlite', 'inquiry_outbox');
  t.teardown(() => database.dispose());
  const admin = await buildAdmin({
    ...serviceOptionsForTest(database.config),
    delivery: { EMAIL: logAdapter(), SMS: logAdapter() },
    worker: { intervalMs: 0 },
    memberContacts: async (memberId) =>
      memberId === A.sub ? { email: 'sewmaker@example.org', phone: '01012345678', locale: 'ko', consent: { sms: false, email: false } } : null,
  });
  t.teardown(() => admin.close());
  await admin.listen({ port: 0, host: '127.0.0.1' });
  return { admin, url: `http://127.0.0.1:${(admin.server.address() as AddressInfo).port}` };
}

async function contentForTest(t: Test, database: DatabaseConfig, adminUrl?: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'inquiry-files-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const app = await buildApp({ ...serviceOptionsForTest(database), ...(adminUrl ? { adminUrl } : {}), filesDir: path.join(dir, 'public'), inquiryFilesDir: path.join(dir, 'private') });
  t.teardown(() => app.close());
  return app;
}

await forEachDatabase(t, 'inquiries', async (t, database) => {
  const outbox = await outboxForTest(t);
  const app = await contentForTest(t, database, outbox.url);
  const ask = (headers: Record<string, string>, payload: object) => app.inject({ method: 'POST', url: MEMBER_INQUIRIES_PATH, headers, payload });

  t.test('guards: members for their own questions, staff for the console', async (t) => {
    t.equal((await app.inject({ url: MEMBER_INQUIRIES_PATH })).statusCode, 401);
    t.equal((await ask({}, { title: 'a', content: 'b' })).statusCode, 401);
    t.equal((await app.inject({ url: CONSOLE_INQUIRIES_PATH })).statusCode, 401);
    t.equal((await app.inject({ url: CONSOLE_INQUIRIES_PATH, headers: memberA })).statusCode, 403);
    t.equal((await app.inject({ method: 'PUT', url: `${CONSOLE_INQUIRIES_PATH}/0190a5a0-0000-7000-8000-000000000001/answer`, headers: memberA, payload: { answer: 'x' } })).statusCode, 403);
    const list = await app.inject({ url: MEMBER_INQUIRIES_PATH, headers: memberA });
    t.equal(list.statusCode, 200);
    t.equal(list.headers['cache-control'], 'no-store');
  });

  t.test('limits: title, content, unknown fields, images (count, type from the bytes, size)', async (t) => {
    const bad = [
      {},
      { title: '', content: 'x' },
      { title: 'x'.repeat(INQUIRY_LIMITS.titleMaxLength + 1), content: 'x' },
      { title: 'x', content: 'x'.repeat(INQUIRY_LIMITS.contentMaxLength + 1) },
      { title: 'x', content: 'y', status: 'ANSWERED' },
      { title: 'x', content: 'y', answer: 'self-answered' },
    ];
    for (const payload of bad) t.equal((await ask(memberA, payload)).statusCode, 400, JSON.stringify(payload).slice(0, 60));
    const text = [{ name: 'title', value: '재단 문의' }, { name: 'content', value: '원단 규격을 알려 주세요.' }];
    const four = form([...text, image(PNG), image(JPEG, 'a.jpg'), image(WEBP, 'b.webp'), image(PNG, 'c.png')]);
    t.equal((await app.inject({ method: 'POST', url: MEMBER_INQUIRIES_PATH, headers: { ...memberA, ...four.headers }, payload: four.payload })).statusCode, 400, 'a fourth image');
    const gif = form([...text, image(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'x.png')]);
    t.equal((await app.inject({ method: 'POST', url: MEMBER_INQUIRIES_PATH, headers: { ...memberA, ...gif.headers }, payload: gif.payload })).statusCode, 415, 'a GIF named .png');
    const html = form([...text, image(Buffer.from('<html><script>alert(1)</script></html>'), 'x.png')]);
    t.equal((await app.inject({ method: 'POST', url: MEMBER_INQUIRIES_PATH, headers: { ...memberA, ...html.headers }, payload: html.payload })).statusCode, 415, 'HTML named .png');
    const big = form([...text, image(Buffer.concat([PNG, Buffer.alloc(INQUIRY_LIMITS.imageBytes)]))]);
    t.equal((await app.inject({ method: 'POST', url: MEMBER_INQUIRIES_PATH, headers: { ...memberA, ...big.headers }, payload: big.payload })).statusCode, 413, 'an image over the size limit');
    const noTitle = form([{ name: 'content', value: 'x' }, image(PNG)]);
    t.equal((await app.inject({ method: 'POST', url: MEMBER_INQUIRIES_PATH, headers: { ...memberA, ...noTitle.headers }, payload: noTitle.payload })).statusCode, 400);
    t.equal((await app.inject({ url: CONSOLE_INQUIRIES_PATH, headers: staff })).json().summary.total, 0, 'nothing was written');
  });

  t.test('a member asks with images, reads them back; another member reaches none of it', async (t) => {
    const body = form([{ name: 'title', value: '재단실 이용 시간' }, { name: 'content', value: '토요일에도 이용할 수 있나요?' }, image(PNG), image(JPEG, 'cut.jpg')]);
    const created = await app.inject({ method: 'POST', url: MEMBER_INQUIRIES_PATH, headers: { ...memberA, ...body.headers }, payload: body.payload });
    t.equal(created.statusCode, 201);
    const inquiry = created.json().inquiry;
    t.match(inquiry, { title: '재단실 이용 시간', status: 'WAITING_REPLY', answer: null, answeredAt: null });
    t.same(inquiry.images.map((i: { contentType: string }) => i.contentType), ['image/png', 'image/jpeg']);
    t.match(inquiry.images[0].url, `${MEMBER_INQUIRIES_PATH}/${inquiry._id}/images/`);

    const picture = await app.inject({ url: inquiry.images[0].url, headers: memberA });
    t.equal(picture.statusCode, 200);
    t.equal(picture.headers['content-type'], 'image/png');
    t.equal(picture.headers['x-content-type-options'], 'nosniff');
    t.match(picture.headers['content-disposition'], /^attachment/);
    t.same(picture.rawPayload, PNG);
    t.equal((await app.inject({ url: `/api/v1/files/${inquiry.images[0].name}` })).statusCode, 404, 'not in the public file store');

    t.equal((await app.inject({ url: `${MEMBER_INQUIRIES_PATH}/${inquiry._id}`, headers: memberB })).statusCode, 404, 'B cannot read A’s question');
    t.equal((await app.inject({ url: inquiry.images[0].url, headers: memberB })).statusCode, 404, 'nor its images');
    t.equal((await app.inject({ method: 'DELETE', url: `${MEMBER_INQUIRIES_PATH}/${inquiry._id}`, headers: memberB })).statusCode, 404, 'nor delete it');
    const extra = form([image(WEBP, 'x.webp')]);
    t.equal((await app.inject({ method: 'POST', url: `${MEMBER_INQUIRIES_PATH}/${inquiry._id}/images`, headers: { ...memberB, ...extra.headers }, payload: extra.payload })).statusCode, 404, 'nor add to it');
    t.equal((await app.inject({ url: MEMBER_INQUIRIES_PATH, headers: memberB })).json().summary.total, 0, 'B’s list is empty');
    t.equal((await app.inject({ url: `${MEMBER_INQUIRIES_PATH}/${inquiry._id}`, headers: memberA })).statusCode, 200);

    const added = await app.inject({ method: 'POST', url: `${MEMBER_INQUIRIES_PATH}/${inquiry._id}/images`, headers: { ...memberA, ...extra.headers }, payload: extra.payload });
    t.equal(added.statusCode, 200, 'a third image uploaded separately');
    t.equal(added.json().inquiry.images.length, 3);
    const fourth = form([image(Buffer.concat([PNG, Buffer.from('other bytes')]), 'y.png')]);
    t.equal((await app.inject({ method: 'POST', url: `${MEMBER_INQUIRIES_PATH}/${inquiry._id}/images`, headers: { ...memberA, ...fourth.headers }, payload: fourth.payload })).statusCode, 400, 'not a fourth');

    const staffView = await app.inject({ url: `${CONSOLE_INQUIRIES_PATH}/${inquiry._id}`, headers: staff });
    t.match(staffView.json().inquiry, { memberId: A.sub, memberName: A.name, memberUsername: A.username });
    const staffPicture = await app.inject({ url: staffView.json().inquiry.images[1].url, headers: staff });
    t.equal(staffPicture.statusCode, 200, 'staff read the images');
    t.equal((await app.inject({ url: staffView.json().inquiry.images[1].url, headers: memberA })).statusCode, 403, 'the console address is for staff');
  });

  t.test('WAITING_REPLY → ANSWERED: staff answer (sanitised), the member is told through the outbox, no deleting after', async (t) => {
    const created = (await ask(memberA, { title: '장비 교육', content: '자동 재단기 교육 일정이 궁금합니다.' })).json().inquiry;
    await ask(memberB, { title: 'Other question', content: 'About the studio' });
    const waiting = await app.inject({ url: `${CONSOLE_INQUIRIES_PATH}?status=WAITING_REPLY`, headers: staff });
    t.ok(waiting.json().inquiries.every((i: { status: string }) => i.status === 'WAITING_REPLY'));
    t.equal(waiting.json().inquiries[0].title, 'Other question', 'newest first');
    t.equal((await app.inject({ url: `${CONSOLE_INQUIRIES_PATH}?keyword=${encodeURIComponent('재단기')}`, headers: staff })).json().summary.total, 1);
    t.equal((await app.inject({ url: `${CONSOLE_INQUIRIES_PATH}?keyword=pattern02`, headers: staff })).json().summary.total, 1, 'by username');
    t.equal((await app.inject({ url: `${CONSOLE_INQUIRIES_PATH}?status=LOST`, headers: staff })).statusCode, 400);

    const answerUrl = `${CONSOLE_INQUIRIES_PATH}/${created._id}/answer`;
    t.equal((await app.inject({ method: 'PUT', url: answerUrl, headers: staff, payload: { answer: '' } })).statusCode, 400);
    t.equal((await app.inject({ method: 'PUT', url: answerUrl, headers: staff, payload: { answer: 'x'.repeat(INQUIRY_LIMITS.answerMaxLength + 1) } })).statusCode, 400);
    t.equal((await app.inject({ method: 'PUT', url: answerUrl, headers: staff, payload: { answer: '<script>alert(1)</script>' } })).statusCode, 400);
    t.equal((await app.inject({ method: 'PUT', url: `${CONSOLE_INQUIRIES_PATH}/0190a5a0-0000-7000-8000-0000000000ff/answer`, headers: staff, payload: { answer: 'x' } })).statusCode, 404);
    const answered = await app.inject({ method: 'PUT', url: answerUrl, headers: staff, payload: { answer: '<p onclick="x()">매월 첫째 주 화요일입니다.</p><script>alert(1)</script>' } });
    t.equal(answered.statusCode, 200);
    t.match(answered.json(), { notified: true, inquiry: { status: 'ANSWERED', answer: '<p>매월 첫째 주 화요일입니다.</p>', answeredBy: '센터 담당자' } });

    const history = (await outbox.admin.inject({ url: `/api/console/messages?memberId=${A.sub}`, headers: staff })).json();
    t.equal(history.summary.total, 1, 'one message to the member');
    t.match(history.messages[0], { template: 'INQUIRY_ANSWERED', channel: 'EMAIL', recipient: 'sewmaker@example.org', locale: 'ko', status: 'PENDING' });
    t.match(history.messages[0].body, '장비 교육');

    const edited = await app.inject({ method: 'PUT', url: answerUrl, headers: staff, payload: { answer: '<p>매월 첫째 주 화요일 14시입니다.</p>' } });
    t.match(edited.json(), { notified: false, inquiry: { status: 'ANSWERED', answer: '<p>매월 첫째 주 화요일 14시입니다.</p>' } });
    t.equal((await outbox.admin.inject({ url: `/api/console/messages?memberId=${A.sub}`, headers: staff })).json().summary.total, 1, 'an edit does not tell them again');

    const own = (await app.inject({ url: `${MEMBER_INQUIRIES_PATH}/${created._id}`, headers: memberA })).json().inquiry;
    t.match(own, { status: 'ANSWERED', answer: '<p>매월 첫째 주 화요일 14시입니다.</p>' });
    t.ok(own.answeredAt);
    t.equal((await app.inject({ method: 'DELETE', url: `${MEMBER_INQUIRIES_PATH}/${created._id}`, headers: memberA })).statusCode, 409, 'answered: kept');
    const more = form([image(PNG)]);
    t.equal((await app.inject({ method: 'POST', url: `${MEMBER_INQUIRIES_PATH}/${created._id}/images`, headers: { ...memberA, ...more.headers }, payload: more.payload })).statusCode, 409);
  });

  t.test('a member deletes a question still waiting; paging of their own list', async (t) => {
    const mine = (await ask(memberB, { title: 'Never mind', content: 'Found it in the FAQ' })).json().inquiry;
    t.equal((await app.inject({ method: 'DELETE', url: `${MEMBER_INQUIRIES_PATH}/${mine._id}`, headers: memberB })).statusCode, 204);
    t.equal((await app.inject({ url: `${MEMBER_INQUIRIES_PATH}/${mine._id}`, headers: memberB })).statusCode, 404);
    t.equal((await app.inject({ method: 'DELETE', url: `${MEMBER_INQUIRIES_PATH}/${mine._id}`, headers: memberB })).statusCode, 404);
    const page = (await app.inject({ url: `${MEMBER_INQUIRIES_PATH}?limit=1&offset=1`, headers: memberA })).json();
    t.equal(page.inquiries.length, 1);
    t.equal(page.summary.total, 2);
    t.equal((await app.inject({ url: `${MEMBER_INQUIRIES_PATH}?limit=500`, headers: memberA })).statusCode, 400);
  });

  t.test('with the admin service down the answer is refused with a 503 and the inquiry stays unanswered', async (t) => {
    const down = await outboxForTest(t);
    const cut = await contentForTest(t, database, down.url);
    await down.admin.close();
    const created = (await cut.inject({ method: 'POST', url: MEMBER_INQUIRIES_PATH, headers: memberA, payload: { title: 'Offline', content: 'Outbox down' } })).json().inquiry;
    const answered = await cut.inject({ method: 'PUT', url: `${CONSOLE_INQUIRIES_PATH}/${created._id}/answer`, headers: { ...staff, 'accept-language': 'en' }, payload: { answer: 'Answered anyway' } });
    t.equal(answered.statusCode, 503, 'the member cannot be told, so nothing is saved and staff try again');
    t.equal(answered.headers['retry-after'], '5');
    t.match(answered.json(), { statusCode: 503, code: 'OUTBOX_UNAVAILABLE', message: /message service is unavailable/ });
    t.match((await cut.inject({ url: `${CONSOLE_INQUIRIES_PATH}/${created._id}`, headers: staff })).json(), { inquiry: { status: 'WAITING_REPLY', answer: null } });
    t.equal((await cut.inject({ method: 'DELETE', url: `${MEMBER_INQUIRIES_PATH}/${created._id}`, headers: memberA })).statusCode, 204, 'still unanswered: the member may delete it');
  });
});

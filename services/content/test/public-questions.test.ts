// Public Q&A (center/questions): members ask in public or in secret, edit and delete their own while
// unanswered; a secret question is read only by its author and staff; staff answer and remove spam.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { CONSOLE_INQUIRIES_PATH, CONTACT_REFUSALS, MEMBER_INQUIRIES_PATH, PUBLIC_QUESTIONS_PATH, QUESTION_LIMITS } from '@centre/contracts';
import { createSharedState } from '@centre/server-kit';
import { bearer, forEachDatabase, serviceOptionsForTest, signAccessToken, testRedisPrefix } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';

const A = { sub: '0190a5a0-0000-7000-8000-0000000000a1', username: 'sewmaker01', name: '김재봉' };
const B = { sub: '0190a5a0-0000-7000-8000-0000000000b2', username: 'pattern02', name: 'Lee Pattern' };
const LIFETIME = { expiresIn: 30 * 60_000 };
const memberA = bearer(signAccessToken({ ...A, scope: ['member'] }, LIFETIME));
const memberB = bearer(signAccessToken({ ...B, scope: ['member'] }, LIFETIME));
const staff = bearer(signAccessToken({ sub: '0190a5a0-0000-7000-8000-0000000000c3', name: '센터 담당자', scope: ['member', 'console'], role: 'CONTENT_EDITOR' }, LIFETIME));
const facilityStaff = bearer(signAccessToken({ sub: '0190a5a0-0000-7000-8000-0000000000c4', scope: ['member', 'console'], role: 'FACILITY_STAFF' }, LIFETIME));

await forEachDatabase(t, 'public_questions', async (t, database) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'questions-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const sharedState = createSharedState({ redisUrl: process.env.REDIS_URL || undefined, prefix: testRedisPrefix('questions', t) });
  const app = await buildApp({ ...serviceOptionsForTest(database), filesDir: path.join(dir, 'public'), inquiryFilesDir: path.join(dir, 'private'), publicCache: { sharedState } });
  t.teardown(async () => {
    await app.close();
    await sharedState.close();
  });
  const ask = (headers: Record<string, string>, payload: object) => app.inject({ method: 'POST', url: PUBLIC_QUESTIONS_PATH, headers, payload });
  const list = async (headers: Record<string, string> = {}, query = '') => {
    const res = await app.inject({ url: `${PUBLIC_QUESTIONS_PATH}${query}`, headers });
    t.equal(res.statusCode, 200, `list ${query}`);
    return res.json().questions as Array<{ _id: string; title: string | null; secret: boolean; mine: boolean; status: string; author: string }>;
  };
  const count = async () => Number(((await app.db('inquiries').count({ n: '*' }))[0] as { n: number | string }).n);

  const open = (await ask(memberA, { title: '재단기 교육 일정', content: '다음 교육은 언제인가요?', secret: false })).json().question;
  const secret = (await ask(memberB, { title: '폐업 지원 상담', content: '사업 정리를 고민 중입니다.', secret: true })).json().question;
  const privateInquiry = (await app.inject({ method: 'POST', url: MEMBER_INQUIRIES_PATH, headers: memberA, payload: { title: '개인 문의', content: '개인 정보 관련' } })).json().inquiry;

  t.test('the list: everyone sees every question and its status; a secret title only for its author and staff', async (t) => {
    t.match(open, { secret: false, mine: true, status: 'WAITING_REPLY', author: '김**' });
    const anonymous = await list();
    const byId = (items: Awaited<ReturnType<typeof list>>, id: string) => items.find((item) => item._id === id)!;
    t.match(byId(anonymous, open._id), { title: '재단기 교육 일정', secret: false, mine: false, status: 'WAITING_REPLY' });
    t.match(byId(anonymous, secret._id), { title: null, secret: true, mine: false, author: 'L*****' });
    t.match(byId(anonymous, privateInquiry._id), { title: null, secret: true }, 'a question asked in My page is secret');
    t.equal(byId(await list(memberA), secret._id).title, null, 'another member');
    t.match(byId(await list(memberB), secret._id), { title: '폐업 지원 상담', mine: true });
    t.equal(byId(await list(staff), secret._id).title, '폐업 지원 상담', 'staff');
    t.equal(byId(await list(facilityStaff), secret._id).title, null, 'a console role without the questions');
    t.notMatch(JSON.stringify(anonymous), '사업 정리', 'no secret text in the list');
  });

  t.test('a keyword never finds a secret question for those who may not read it', async (t) => {
    const word = `?keyword=${encodeURIComponent('폐업')}`;
    t.same(await list({}, word), []);
    t.same(await list(memberA, word), []);
    t.equal((await list(memberB, word)).length, 1);
    t.equal((await list(staff, word)).length, 1);
    t.equal((await list(memberA, '?mine=true')).length, 2);
    t.equal((await app.inject({ url: `${PUBLIC_QUESTIONS_PATH}?mine=true` })).statusCode, 401);
    t.equal((await app.inject({ url: PUBLIC_QUESTIONS_PATH, headers: { authorization: 'Bearer forged' } })).statusCode, 401);
  });

  t.test('reading one: a secret question is refused to visitors and other members, in their language', async (t) => {
    t.equal((await app.inject({ url: `${PUBLIC_QUESTIONS_PATH}/${open._id}` })).json().question.content, '다음 교육은 언제인가요?');
    for (const headers of [{}, memberA, facilityStaff]) {
      const res = await app.inject({ url: `${PUBLIC_QUESTIONS_PATH}/${secret._id}`, headers: { ...headers, 'accept-language': 'en' } });
      t.equal(res.statusCode, 403);
      t.match(res.json(), { code: 'QUESTION_SECRET', message: CONTACT_REFUSALS.QUESTION_SECRET.messages.en });
      t.notMatch(res.body, '사업 정리');
    }
    t.equal((await app.inject({ url: `${PUBLIC_QUESTIONS_PATH}/${secret._id}`, headers: memberB })).json().question.content, '사업 정리를 고민 중입니다.');
    t.equal((await app.inject({ url: `${PUBLIC_QUESTIONS_PATH}/${secret._id}`, headers: staff })).statusCode, 200);
    t.equal((await app.inject({ url: `${PUBLIC_QUESTIONS_PATH}/0190a5a0-0000-7000-8000-00000000dead` })).json().code, 'QUESTION_NOT_FOUND');
  });

  t.test('writing: members only, strict bodies, nothing written on refusal', async (t) => {
    const before = await count();
    t.equal((await ask({}, { title: 'x', content: 'y', secret: false })).statusCode, 401);
    for (const payload of [{ title: 'x', content: 'y' }, { title: '', content: 'y', secret: false }, { title: 'x'.repeat(101), content: 'y', secret: false }, { title: 'x', content: 'y', secret: false, status: 'ANSWERED' }]) {
      t.equal((await ask(memberA, payload)).statusCode, 400, JSON.stringify(payload).slice(0, 60));
    }
    t.match((await ask(memberA, { title: '  ', content: 'y', secret: false })).json(), { code: 'QUESTION_EMPTY' });
    t.equal(await count(), before);
  });

  t.test('own questions only, while unanswered: edit, delete; staff answer, then it is kept', async (t) => {
    const put = (headers: Record<string, string>, id: string, payload: object) => app.inject({ method: 'PUT', url: `${PUBLIC_QUESTIONS_PATH}/${id}`, headers, payload });
    t.equal((await put(memberB, open._id, { title: 'hijack', content: 'x', secret: false })).json().code, 'QUESTION_NOT_FOUND', 'another member\'s is not found');
    const edited = await put(memberA, open._id, { title: '재단기 교육 일정 (수정)', content: '12월 교육이 있나요?', secret: true });
    t.match(edited.json().question, { title: '재단기 교육 일정 (수정)', secret: true });
    t.equal((await app.inject({ url: `${PUBLIC_QUESTIONS_PATH}/${open._id}`, headers: memberB })).statusCode, 403, 'made secret');
    const answered = await app.inject({ method: 'PUT', url: `${CONSOLE_INQUIRIES_PATH}/${open._id}/answer`, headers: staff, payload: { answer: '<p>12월 3일입니다.</p>' } });
    t.equal(answered.statusCode, 200);
    t.equal(answered.json().inquiry.secret, true, 'staff see it is secret');
    const mine = (await list(memberA)).find((item) => item._id === open._id)!;
    t.equal(mine.status, 'ANSWERED', 'answer complete');
    t.equal((await app.inject({ url: `${PUBLIC_QUESTIONS_PATH}/${open._id}`, headers: memberA })).json().question.answer, '<p>12월 3일입니다.</p>');
    t.match((await put(memberA, open._id, { title: 'x', content: 'y', secret: false })).json(), { statusCode: 409, code: 'QUESTION_ANSWERED' });
    t.match((await app.inject({ method: 'DELETE', url: `${PUBLIC_QUESTIONS_PATH}/${open._id}`, headers: memberA })).json(), { statusCode: 409, code: 'QUESTION_ANSWERED' });
    t.equal((await app.inject({ method: 'DELETE', url: `${PUBLIC_QUESTIONS_PATH}/${secret._id}`, headers: memberA })).statusCode, 404, 'not another\'s');
    t.equal((await app.inject({ method: 'DELETE', url: `${PUBLIC_QUESTIONS_PATH}/${secret._id}` })).statusCode, 401);
    t.equal((await app.inject({ method: 'DELETE', url: `${PUBLIC_QUESTIONS_PATH}/${secret._id}`, headers: memberB })).statusCode, 204);
    t.equal((await app.inject({ url: `${PUBLIC_QUESTIONS_PATH}/${secret._id}`, headers: memberB })).statusCode, 404);
  });

  t.test('staff remove spam, answered or not; members cannot reach that route', async (t) => {
    const spam = (await ask(memberB, { title: 'BUY NOW', content: 'spam', secret: false })).json().question;
    t.equal((await app.inject({ method: 'DELETE', url: `${CONSOLE_INQUIRIES_PATH}/${spam._id}`, headers: memberB })).statusCode, 403);
    t.equal((await app.inject({ method: 'DELETE', url: `${CONSOLE_INQUIRIES_PATH}/${spam._id}`, headers: facilityStaff })).statusCode, 403);
    t.equal((await app.inject({ method: 'DELETE', url: `${CONSOLE_INQUIRIES_PATH}/${spam._id}`, headers: staff })).statusCode, 204);
    t.equal((await app.inject({ method: 'DELETE', url: `${CONSOLE_INQUIRIES_PATH}/${open._id}`, headers: staff })).statusCode, 204, 'an answered one too');
    t.equal((await app.inject({ method: 'DELETE', url: `${CONSOLE_INQUIRIES_PATH}/${spam._id}`, headers: staff })).json().code, 'QUESTION_NOT_FOUND');
  });

  t.test('a member posts a few questions an hour', async (t) => {
    const C = bearer(signAccessToken({ sub: '0190a5a0-0000-7000-8000-0000000000a9', name: '최질문', scope: ['member'] }, LIFETIME));
    for (let i = 0; i < QUESTION_LIMITS.perMemberPerHour; i += 1) t.equal((await ask(C, { title: `질문 ${i}`, content: '내용', secret: false })).statusCode, 201);
    const before = await count();
    const refused = await ask(C, { title: 'one more', content: '내용', secret: false });
    t.match(refused.json(), { statusCode: 429, code: 'QUESTION_RATE_LIMITED' });
    t.ok(Number(refused.headers['retry-after']) > 0);
    t.equal(await count(), before);
  });
});

// Members' own board posts (where the board's setting allows them) and their editor pictures
// (POST /api/v1/editor): sanitised rich text, own posts only, comments as on staff's posts, the
// upload's type, size and per-member quota; every refusal with a code, nothing written.
import t from 'tap';
import { BOARD_SETTING_PATHS, CONTACT_REFUSALS, MEMBER_BOARD_LIMITS, MEMBER_EDITOR_LIMITS, MEMBER_EDITOR_PATH } from '@centre/contracts';
import { bearer, forEachDatabase, signAccessToken } from '@centre/server-kit/testing';
import { seededContentApp, staff } from './helpers.ts';
import { form } from './multipart-form.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const LIFETIME = { expiresIn: 30 * 60_000 };
const A = { sub: '0190a5a0-0000-7000-8000-0000000000a1', username: 'sewmaker01', name: '김재봉' };
const memberA = bearer(signAccessToken({ ...A, scope: ['member'] }, LIFETIME));
const memberB = bearer(signAccessToken({ sub: '0190a5a0-0000-7000-8000-0000000000b2', username: 'pattern02', name: 'Lee', scope: ['member'] }, LIFETIME));
/** A PNG whose bytes differ by `n`, so the store keeps each as its own file. */
const png = (n: number, padding = 0) => Buffer.concat([PNG, Buffer.from(`#${n}`), Buffer.alloc(padding)]);

await forEachDatabase(t, 'member_posts', async (t, database) => {
  const { app } = await seededContentApp(t, database);
  const write = (headers: Record<string, string>, payload: object) => app.inject({ method: 'POST', url: '/api/v1/boards', headers, payload });
  const postCount = async () => Number(((await app.db('boards').count({ n: '*' }))[0] as { n: number | string }).n);
  const upload = (headers: Record<string, string>, content: Buffer, field = 'file', type = 'image/png') => {
    const body = form([{ name: field, value: content, filename: 'picture.png', type }]);
    return app.inject({ method: 'POST', url: MEMBER_EDITOR_PATH, headers: { ...headers, ...body.headers }, payload: body.payload });
  };

  t.test('the board setting: closed by default, staff open it, members cannot', async (t) => {
    t.same((await app.inject({ url: BOARD_SETTING_PATHS.public })).json(), { setting: { membersMayPost: false } });
    const before = await postCount();
    const closed = await write(memberA, { subject: '제목', content: '<p>본문</p>' });
    t.match(closed.json(), { statusCode: 403, code: 'BOARD_MEMBERS_CLOSED' });
    t.equal(await postCount(), before);
    t.equal((await app.inject({ method: 'PUT', url: BOARD_SETTING_PATHS.console, headers: memberA, payload: { membersMayPost: true } })).statusCode, 403);
    t.equal((await app.inject({ method: 'PUT', url: BOARD_SETTING_PATHS.console, headers: staff, payload: { membersMayPost: true, extra: 1 } })).statusCode, 400);
    const opened = await app.inject({ method: 'PUT', url: BOARD_SETTING_PATHS.console, headers: staff, payload: { membersMayPost: true } });
    t.same(opened.json(), { setting: { membersMayPost: true } });
    t.same((await app.inject({ url: BOARD_SETTING_PATHS.public })).json().setting, { membersMayPost: true });
  });

  let picture = '';
  t.test('editor pictures: members only, images only, size and quota; the address is public', async (t) => {
    t.equal((await upload({}, PNG)).statusCode, 401);
    const before = Number(((await app.db('member_uploads').count({ n: '*' }))[0] as { n: number | string }).n);
    t.match((await upload(memberA, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'file', 'image/png')).json(), { statusCode: 415, code: 'UPLOAD_TYPE_REFUSED' });
    t.match((await upload(memberA, Buffer.from('%PDF-1.4 not a picture'))).json(), { statusCode: 415, code: 'UPLOAD_TYPE_REFUSED' });
    const big = await upload({ ...memberA, 'accept-language': 'en' }, png(0, MEMBER_EDITOR_LIMITS.maxBytes));
    t.match(big.json(), { statusCode: 413, code: 'UPLOAD_TOO_LARGE', message: CONTACT_REFUSALS.UPLOAD_TOO_LARGE.messages.en });
    t.match((await upload(memberA, PNG, 'image')).json(), { statusCode: 400, code: 'UPLOAD_NO_FILE' });
    t.equal(Number(((await app.db('member_uploads').count({ n: '*' }))[0] as { n: number | string }).n), before, 'nothing recorded');
    const ok = await upload(memberA, png(1));
    t.equal(ok.statusCode, 201, ok.body);
    picture = ok.json().file.url;
    t.match(picture, /^\/api\/v1\/files\/[0-9a-f]{32}\.png$/);
    t.equal((await app.inject({ url: picture })).statusCode, 200, 'readers load it');
    // The quota: fill B's allowance by records (as earlier uploads would), then one more is refused.
    const B = '0190a5a0-0000-7000-8000-0000000000b2';
    await app.db('member_uploads').insert(Array.from({ length: MEMBER_EDITOR_LIMITS.perMemberFiles }, (_, i) => ({ id: `0190a5a0-0000-7000-8000-${String(i).padStart(12, '0')}`, member_id: B, name: `${'0'.repeat(31)}${i % 10}.png`, content_type: 'image/png', size: 10, created_at: '2026-11-01T00:00:00.000Z' })));
    t.match((await upload(memberB, png(2))).json(), { statusCode: 409, code: 'UPLOAD_QUOTA' });
    t.equal((await upload(memberA, png(3))).statusCode, 201, 'another member\'s quota is their own');
  });

  t.test('a member writes a post: sanitised, listed with a masked author, commented on as usual', async (t) => {
    const res = await write(memberA, {
      subject: '<b>원단</b> 나눔합니다',
      summary: '남은 원단',
      content: `<p onclick="x()">자투리 원단 나눔</p><script>alert(1)</script><img src="${picture}"><img src="https://tracker.example/p.gif"><a href="https://example.org" target="_blank">link</a>`,
    });
    t.equal(res.statusCode, 201, res.body);
    const board = res.json().board;
    t.match(board, { subject: 'b원단/b 나눔합니다', author: '김**', comments: 0 });
    t.notMatch(board.content, /script|onclick|tracker\.example|target/);
    t.match(board.content, picture, 'the centre\'s own picture stays');
    t.match(board.content, 'rel="nofollow ugc noopener noreferrer"');
    const list = (await app.inject({ url: '/api/v1/boards?limit=50', headers: { 'accept-language': 'en' } })).json();
    t.match(list.boards.find((item: { _id: string }) => item._id === board._id), { author: '김**', subject: 'b원단/b 나눔합니다' }, 'every locale falls back to the member\'s words');
    const comment = await app.inject({ method: 'POST', url: `/api/v1/boards/${board._id}/comments`, headers: memberB, payload: { body: '감사합니다' } });
    t.equal(comment.statusCode, 201);
    const consoleView = (await app.inject({ url: `/api/console/boards/${board._id}`, headers: staff })).json().board;
    t.match(consoleView, { memberId: A.sub, author: '김재봉', comments: 1 });

    // Own posts only.
    const edit = (headers: Record<string, string>, id: string) => app.inject({ method: 'PUT', url: `/api/v1/boards/${id}`, headers, payload: { subject: '고친 제목', content: '<p>고친 본문</p>' } });
    t.match((await edit(memberB, board._id)).json(), { statusCode: 404, code: 'BOARD_POST_NOT_FOUND' });
    const text = (ko: string) => ({ ko, en: '', cn: '', jp: '' });
    const staffPost = (await app.inject({ method: 'POST', url: '/api/console/boards', headers: staff, payload: { subject: text('센터 공지'), summary: text(''), content: text('<p>센터 글</p>'), thumb: null, isMain: false } })).json().board;
    t.equal((await app.inject({ url: `/api/v1/boards/${staffPost._id}` })).json().board.author, null, 'staff\'s post has no member author');
    t.equal((await edit(memberA, staffPost._id)).statusCode, 404, 'not staff\'s');
    t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/boards/${staffPost._id}`, headers: memberA })).statusCode, 404);
    t.equal((await edit(memberA, board._id)).json().board.subject, '고친 제목');
    t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/boards/${board._id}`, headers: memberB })).statusCode, 404);
    t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/boards/${board._id}`, headers: memberA })).statusCode, 204);
    t.equal((await app.inject({ url: `/api/v1/boards/${board._id}` })).statusCode, 404, 'gone for readers');
    t.ok((await app.db('boards').where({ id: board._id }).first()).deleted_at, 'in the trash, staff may restore it');
  });

  t.test('strict bodies, empty text after sanitising, the hourly limit; nothing written', async (t) => {
    const before = await postCount();
    t.equal((await write({}, { subject: 'x', content: 'y' })).statusCode, 401);
    for (const payload of [{ subject: 'x' }, { subject: 'x'.repeat(MEMBER_BOARD_LIMITS.subjectMaxLength + 1), content: 'y' }, { subject: 'x', content: 'y', isMain: true }, { subject: 'x', content: 'y', thumb: '/api/v1/files/x.png' }]) {
      t.equal((await write(memberB, payload)).statusCode, 400, JSON.stringify(payload).slice(0, 60));
    }
    t.match((await write(memberB, { subject: '제목', content: '<script>alert(1)</script>' })).json(), { statusCode: 400, code: 'BOARD_POST_EMPTY' });
    t.equal(await postCount(), before);
    for (let i = 0; i < MEMBER_BOARD_LIMITS.perMemberPerHour; i += 1) t.equal((await write(memberB, { subject: `글 ${i}`, content: '<p>본문</p>' })).statusCode, 201);
    const refused = await write(memberB, { subject: 'one more', content: '<p>본문</p>' });
    t.match(refused.json(), { statusCode: 429, code: 'BOARD_POST_RATE_LIMITED' });
    t.equal(await postCount(), before + MEMBER_BOARD_LIMITS.perMemberPerHour);
  });

  t.test('closing the board stops new posts and edits, not reading', async (t) => {
    await app.inject({ method: 'PUT', url: BOARD_SETTING_PATHS.console, headers: staff, payload: { membersMayPost: false } });
    t.equal((await write(memberA, { subject: '제목', content: '<p>본문</p>' })).json().code, 'BOARD_MEMBERS_CLOSED');
    t.equal((await app.inject({ url: '/api/v1/boards' })).statusCode, 200);
  });
});

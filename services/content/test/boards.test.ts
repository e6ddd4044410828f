import { randomUUID } from 'node:crypto';
import t from 'tap';
import { BOARD_COMMENT_LIMITS, CONSOLE_BOARD_THUMB_PATH } from '@centre/contracts';
import { controllableClock } from '@centre/server-kit';
import { bearer, forEachDatabase, signAccessToken } from '@centre/server-kit/testing';
import { maskedName } from '../src/repositories/boards.ts';
import { member, seededContentApp, staff, text, UNKNOWN_ID } from './helpers.ts';

// Boards (spec §7): staff write posts (draft, scheduled, thumbnail upload in field `thumb`),
// readers list and read them, signed-in members comment (limited in length and rate), staff
// hide, show and delete comments; guards and limits on every route.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const BOUNDARY = '----centre-board-test';
function multipart(content: Buffer, field: string) {
  const head = Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${field}"; filename="thumb.png"\r\ncontent-type: image/png\r\n\r\n`);
  return { payload: Buffer.concat([head, content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}
const HOUR = 60 * 60_000;
const post = (subject: string, extra: Record<string, unknown> = {}) => ({ subject: text(subject, `${subject} (en)`), summary: text('요약'), content: text('<p>본문</p><script>alert(1)</script>'), thumb: null, isMain: false, ...extra });

await forEachDatabase(t, 'boards', async (t, database) => {
  const clock = controllableClock('2026-11-24T03:00:00.000Z');
  const { app } = await seededContentApp(t, database, clock);
  const maker = bearer(signAccessToken({ sub: '0190a5a0-0000-7000-8000-0000000000b1', name: '김민수', username: 'maker-b1' }, { expiresIn: 30 * 60_000 }));

  const created = async (body: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/api/console/boards', headers: staff, payload: body });
    t.equal(res.statusCode, 201, res.body);
    return res.json().board as { _id: string; thumb: string | null; visibility: string };
  };

  t.test('thumb upload (field thumb), a post with it, public list and detail in the reader\'s locale', async (t) => {
    const body = multipart(PNG, 'thumb');
    t.equal((await app.inject({ method: 'POST', url: CONSOLE_BOARD_THUMB_PATH, payload: body.payload, headers: { ...body.headers, ...member } })).statusCode, 403, 'members cannot upload');
    const wrongField = multipart(PNG, 'file');
    t.equal((await app.inject({ method: 'POST', url: CONSOLE_BOARD_THUMB_PATH, payload: wrongField.payload, headers: { ...wrongField.headers, ...staff } })).statusCode, 400);
    const uploaded = await app.inject({ method: 'POST', url: CONSOLE_BOARD_THUMB_PATH, payload: body.payload, headers: { ...body.headers, ...staff } });
    t.equal(uploaded.statusCode, 201, uploaded.body);
    const thumb = uploaded.json().file.url as string;
    t.match(thumb, /^\/api\/v1\/files\/[0-9a-f]{32}\.png$/);

    const board = await created(post('첫 게시글', { thumb }));
    const list = (await app.inject({ url: '/api/v1/boards?limit=10' })).json();
    t.match(list.boards.find((b: { _id: string }) => b._id === board._id), { subject: '첫 게시글', thumb, comments: 0 });
    const detail = await app.inject({ url: `/api/v1/boards/${board._id}`, headers: { 'accept-language': 'en' } });
    t.equal(detail.statusCode, 200);
    t.equal(detail.json().board.subject, '첫 게시글 (en)');
    t.notMatch(detail.json().board.content, /script/, 'rich text is sanitised');
    t.equal(detail.headers['cache-control'], 'public, no-cache');
    t.ok(detail.headers.etag);
    t.equal((await app.inject({ url: `/api/v1/boards/${UNKNOWN_ID}` })).statusCode, 404);
  });

  t.test('drafts and scheduled posts are not public, and take no comments', async (t) => {
    const draft = await created(post('초안 게시글', { status: 'DRAFT' }));
    t.equal((await app.inject({ url: `/api/v1/boards/${draft._id}` })).statusCode, 404);
    t.equal((await app.inject({ url: `/api/v1/boards/${draft._id}/comments` })).statusCode, 404);
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/boards/${draft._id}/comments`, headers: maker, payload: { body: '안녕하세요' } })).statusCode, 404);
    const later = await created(post('예약 게시글', { publishAt: new Date(clock.now().getTime() + HOUR).toISOString() }));
    t.equal(later.visibility, 'SCHEDULED');
    t.equal((await app.inject({ url: `/api/v1/boards/${later._id}` })).statusCode, 404);
    clock.advance(HOUR);
    t.equal((await app.inject({ url: `/api/v1/boards/${later._id}` })).statusCode, 200, 'public at its time');
  });

  t.test('comments: members post plain text within limits; readers see masked names; staff moderate', async (t) => {
    const board = await created(post('댓글 게시글'));
    const comments = `/api/v1/boards/${board._id}/comments`;
    t.equal((await app.inject({ method: 'POST', url: comments, payload: { body: '익명' } })).statusCode, 401, 'signed-in members only');
    t.equal((await app.inject({ method: 'POST', url: comments, headers: maker, payload: { body: 'x'.repeat(BOARD_COMMENT_LIMITS.maxLength + 1) } })).statusCode, 400, 'too long');
    t.equal((await app.inject({ method: 'POST', url: comments, headers: maker, payload: { body: '   ' } })).statusCode, 400, 'blank');
    t.equal((await app.inject({ method: 'POST', url: comments, headers: maker, payload: { body: '안녕', extra: 1 } })).statusCode, 400, 'unknown field');
    t.equal((await app.inject({ method: 'POST', url: comments, headers: maker, payload: { body: 5 } })).statusCode, 400, 'no coercion');

    const first = await app.inject({ method: 'POST', url: comments, headers: maker, payload: { body: '<b>좋은 정보</b> 감사합니다' } });
    t.equal(first.statusCode, 201, first.body);
    t.equal(first.json().comment.author, maskedName('김민수'));
    t.equal(first.json().comment.author, '김**');
    const listed = (await app.inject({ url: comments })).json();
    t.equal(listed.summary.total, 1, 'the cached comment list follows a new comment at once');
    t.equal(listed.comments[0].body, '<b>좋은 정보</b> 감사합니다', 'kept as plain text (the page shows it as text)');
    t.notOk(JSON.stringify(listed).includes('maker-b1'), 'no account name is shown');
    t.equal((await app.inject({ url: `/api/v1/boards/${board._id}` })).json().board.comments, 1);

    const staffList = await app.inject({ url: `/api/console/boards/${board._id}/comments`, headers: staff });
    t.equal(staffList.statusCode, 200);
    const [comment] = staffList.json().comments;
    t.match(comment, { author: '김민수', memberId: '0190a5a0-0000-7000-8000-0000000000b1', hidden: false });
    t.equal(staffList.headers['cache-control'], 'no-store');
    t.equal((await app.inject({ url: `/api/console/boards/${board._id}/comments`, headers: member })).statusCode, 403);

    const hidden = await app.inject({ method: 'PUT', url: `/api/console/boards/${board._id}/comments/${comment._id}`, headers: staff, payload: { hidden: true } });
    t.equal(hidden.statusCode, 200);
    t.equal(hidden.json().comment.hidden, true);
    t.equal((await app.inject({ url: comments })).json().summary.total, 0, 'a hidden comment is gone for readers at once');
    t.equal((await app.inject({ url: `/api/v1/boards/${board._id}` })).json().board.comments, 0);
    t.equal((await app.inject({ url: `/api/console/boards/${board._id}/comments?hidden=true`, headers: staff })).json().summary.total, 1);
    t.equal((await app.inject({ method: 'PUT', url: `/api/console/boards/${board._id}/comments/${comment._id}`, headers: staff, payload: { hidden: 'false' } })).statusCode, 400);
    t.equal((await app.inject({ method: 'PUT', url: `/api/console/boards/${board._id}/comments/${comment._id}`, headers: staff, payload: { hidden: false } })).statusCode, 200);
    t.equal((await app.inject({ url: comments })).json().summary.total, 1, 'shown again');

    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/boards/${board._id}/comments/${comment._id}`, headers: member })).statusCode, 403);
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/boards/${board._id}/comments/${comment._id}`, headers: staff })).statusCode, 204);
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/boards/${board._id}/comments/${comment._id}`, headers: staff })).statusCode, 404);
    t.equal((await app.inject({ url: comments })).json().summary.total, 0);
    t.equal((await app.inject({ method: 'PUT', url: `/api/console/boards/${UNKNOWN_ID}/comments/${comment._id}`, headers: staff, payload: { hidden: true } })).statusCode, 404);
  });

  t.test('a member may post only a few comments a minute', async (t) => {
    const board = await created(post('도배 게시글'));
    const someone = bearer(signAccessToken({ sub: randomUUID(), name: '이영희' }, { expiresIn: 30 * 60_000 }));
    const statuses: number[] = [];
    for (let i = 0; i <= BOARD_COMMENT_LIMITS.perMinute; i++) {
      statuses.push((await app.inject({ method: 'POST', url: `/api/v1/boards/${board._id}/comments`, headers: someone, payload: { body: `댓글 ${i}` } })).statusCode);
    }
    t.same(statuses.slice(0, BOARD_COMMENT_LIMITS.perMinute), Array(BOARD_COMMENT_LIMITS.perMinute).fill(201));
    const last = await app.inject({ method: 'POST', url: `/api/v1/boards/${board._id}/comments`, headers: someone, payload: { body: '또' } });
    t.equal(last.statusCode, 429);
    t.ok(Number(last.headers['retry-after']) > 0);
  });

  t.test('a trashed post is gone for readers and takes no comments', async (t) => {
    const board = await created(post('지울 게시글'));
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/boards/${board._id}`, headers: staff })).statusCode, 204);
    t.equal((await app.inject({ url: `/api/v1/boards/${board._id}` })).statusCode, 404);
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/boards/${board._id}/comments`, headers: maker, payload: { body: '늦은 댓글' } })).statusCode, 404);
    t.equal((await app.inject({ url: `/api/console/boards/${board._id}/comments`, headers: staff })).statusCode, 404);
  });
});

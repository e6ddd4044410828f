import t from 'tap';
import { MEMBER_INQUIRIES_PATH } from '@centre/contracts';
import { controllableClock } from '@centre/server-kit';
import { bearer, signAccessToken } from '@centre/server-kit/testing';
import { startContentService } from './helpers/content-service.ts';
import { startTestGateway } from './helpers/gateway.ts';

// Public content through the real gateway and the real content service: ETag and 304 pass through
// (and are answered by the gateway itself once it keeps the answer), the service's internal mark
// never reaches the browser, an acknowledged console write is seen at once, a scheduled publish
// shows at its time, and the guards and the API rate limit still apply to kept answers.

const LIST = '/api/v1/center/notifications?limit=8';
const NOTICES = '/api/console/center/notifications';
const text = (ko: string) => ({ ko, en: '', cn: '', jp: '' });
const notice = (subject: string, extra: Record<string, unknown> = {}) => ({ subject: text(subject), summary: text('요약'), content: text('<p>본문</p>'), isMain: false, ...extra });
const staff = bearer(signAccessToken({ scope: ['member', 'console'] }, { expiresIn: 30 * 60_000 }));
const subjects = (body: { notifications: Array<{ subject: string }> }) => body.notifications.map((n) => n.subject);

const clock = controllableClock('2026-11-24T03:00:00.000Z');
const content = await startContentService(t, clock);
let upstreamReads = 0;
content.app.server.on('request', (request: { method?: string }) => {
  if (request.method === 'GET') upstreamReads++;
});
const gateway = await startTestGateway(t, { services: { content: content.url }, env: { API_RATE_LIMIT: '40' }, overrides: { clock } });

t.test('ETag and 304 pass through; a kept answer is served by the gateway without asking the service', async (t) => {
  const first = await gateway.inject({ url: LIST });
  t.equal(first.statusCode, 200);
  const tag = first.headers.etag as string;
  t.match(tag, /^"[\w-]+"$/, 'the service\'s strong ETag reaches the browser');
  t.equal(first.headers['cache-control'], 'public, no-cache');
  t.match(first.headers.vary, /Accept-Language/);
  t.notOk(first.headers['x-public-cache-until'], 'the internal mark is removed');
  t.equal(first.headers['content-length'], String(Buffer.byteLength(first.body)));

  const reads = upstreamReads;
  const again = await gateway.inject({ url: LIST });
  t.equal(again.body, first.body);
  t.equal(again.headers.etag, tag);
  t.equal(again.headers['content-type'], first.headers['content-type']);
  t.ok(again.headers['x-request-id'] && again.headers['x-frame-options'], 'security headers and a request id on a kept answer too');
  const notModified = await gateway.inject({ url: LIST, headers: { 'if-none-match': tag } });
  t.equal(notModified.statusCode, 304);
  t.equal(notModified.body, '');
  t.equal(notModified.headers.etag, tag);
  t.equal(upstreamReads, reads, 'neither asked the content service');

  const english = await gateway.inject({ url: LIST, headers: { 'accept-language': 'en' } });
  t.not(english.body, first.body, 'another locale is another answer');
});

t.test('a 304 on a first (not yet kept) read passes through from the service', async (t) => {
  const url = '/api/v1/center/faqs?limit=3';
  const direct = await content.app.inject({ url });
  const notModified = await gateway.inject({ url, headers: { 'if-none-match': direct.headers.etag as string } });
  t.equal(notModified.statusCode, 304);
  t.equal(notModified.body, '');
  t.equal(notModified.headers.etag, direct.headers.etag);
});

t.test('a console write through the gateway is seen at once; refused writes change nothing', async (t) => {
  const before = await gateway.inject({ url: LIST });
  t.equal((await gateway.inject({ method: 'POST', url: NOTICES, payload: notice('익명') })).statusCode, 401);
  const reads = upstreamReads;
  t.equal((await gateway.inject({ url: LIST })).body, before.body);
  t.equal(upstreamReads, reads, 'a refused write leaves the kept answers alone');

  const created = await gateway.inject({ method: 'POST', url: NOTICES, headers: staff, payload: notice('게이트웨이 공지') });
  t.equal(created.statusCode, 201, created.body);
  const after = await gateway.inject({ url: LIST });
  t.ok(subjects(after.json()).includes('게이트웨이 공지'), 'the new notice at once');
  t.not(after.headers.etag, before.headers.etag);
  t.equal((await gateway.inject({ url: LIST, headers: { 'if-none-match': before.headers.etag as string } })).statusCode, 200, 'the old tag no longer matches');
});

t.test('a scheduled publish shows at its time through the gateway, with nobody writing', async (t) => {
  const publishAt = new Date(clock.now().getTime() + 60 * 60_000).toISOString();
  t.equal((await gateway.inject({ method: 'POST', url: NOTICES, headers: staff, payload: notice('예약된 공지', { publishAt }) })).statusCode, 201);
  t.notOk(subjects((await gateway.inject({ url: LIST })).json()).includes('예약된 공지'));
  clock.advance(60 * 60_000);
  t.ok(subjects((await gateway.inject({ url: LIST })).json()).includes('예약된 공지'), 'public at its time');
});

t.test('member answers are never kept; the API rate limit still counts kept answers', async (t) => {
  t.equal((await gateway.inject({ url: MEMBER_INQUIRIES_PATH })).statusCode, 401, 'the member guard still answers first');
  let limited = 0;
  for (let i = 0; i < 45; i++) if ((await gateway.inject({ url: LIST })).statusCode === 429) limited++;
  t.ok(limited > 0, 'kept answers are rate limited like any other');
});

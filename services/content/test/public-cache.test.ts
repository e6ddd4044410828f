import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { controllableClock, type Knex } from '@centre/server-kit';
import { forEachDatabase, forEachSharedState, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { prepareContentDatabase } from '../src/seeds/index.ts';
import { staff, text } from './helpers.ts';

// The cache of public answers, with two content-service instances on one database and one shared
// state (memory, and Redis when REDIS_URL is set): hits run no query, a 304 comes before any query,
// no instance serves an answer older than an acknowledged write, and a scheduled publish shows at
// its time without anyone writing.

const HOUR = 60 * 60 * 1000;
const LIST = '/api/v1/center/notifications?limit=8';
const NOTICES = '/api/console/center/notifications';
const notice = (subject: string, extra: Record<string, unknown> = {}) => ({ subject: text(subject, `${subject} (en)`), summary: text('요약'), content: text('<p>본문</p>'), isMain: false, ...extra });

type App = Awaited<ReturnType<typeof buildApp>>;

/** Counts the SQL statements an app runs while `action` does. */
async function queriesDuring<T>(app: App, action: () => Promise<T>): Promise<{ value: T; queries: number }> {
  let queries = 0;
  const count = () => void queries++;
  app.db.on('query', count);
  try {
    return { value: await action(), queries };
  } finally {
    app.db.off('query', count);
  }
}

const subjects = (body: { notifications: Array<{ subject: string }> }) => body.notifications.map((n) => n.subject);

await forEachDatabase(t, 'public_cache', async (t, database) => {
  const filesDir = mkdtempSync(path.join(tmpdir(), 'content-files-'));
  t.teardown(() => rmSync(filesDir, { recursive: true, force: true }));
  await prepareContentDatabase(database, { demo: true, filesDir });

  await forEachSharedState(t, 'public_cache', async (t, open, kind) => {
    // One database for both legs: each leg's notices carry its name.
    const subject = (words: string) => `${words} ${kind}`;
    const clock = controllableClock('2026-11-24T03:00:00.000Z');
    const start = async () => {
      const app = await buildApp({ ...serviceOptionsForTest(database), clock, filesDir, publicCache: { sharedState: open() } });
      t.teardown(() => app.close());
      return app;
    };
    const [first, second] = [await start(), await start()];
    const get = (app: App, url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

    t.test('a repeated read is answered from the cache, with no query; 304 before any query', async (t) => {
      const miss = await get(first, LIST);
      t.equal(miss.statusCode, 200);
      const tag = miss.headers.etag as string;
      t.match(tag, /^"[\w-]+"$/, 'a strong ETag');
      t.equal(miss.headers['cache-control'], 'public, no-cache');
      t.match(miss.headers.vary, /Accept-Language/);

      const hit = await queriesDuring(first, () => get(first, LIST));
      t.equal(hit.queries, 0, 'no query for a cached answer');
      t.equal(hit.value.body, miss.body, 'the same bytes');
      t.equal(hit.value.headers.etag, tag);
      t.equal(hit.value.headers['content-type'], miss.headers['content-type']);

      const notModified = await queriesDuring(first, () => get(first, LIST, { 'if-none-match': `W/${tag}` }));
      t.equal(notModified.value.statusCode, 304);
      t.equal(notModified.value.body, '');
      t.equal(notModified.value.headers.etag, tag);
      t.equal(notModified.queries, 0, '304 before any query');

      const reordered = await queriesDuring(first, () => get(first, '/api/v1/center/notifications?limit=8&offset=0'));
      t.equal(reordered.value.statusCode, 200);
      const sameQueryOtherOrder = await queriesDuring(first, () => get(first, '/api/v1/center/notifications?offset=0&limit=8'));
      t.equal(sameQueryOtherOrder.queries, 0, 'one entry whatever the order of the query parameters');

      const english = await get(first, LIST, { 'accept-language': 'en-US,en;q=0.9' });
      t.not(english.body, miss.body, 'each locale has its own answer');
      const englishAgain = await queriesDuring(first, () => get(first, LIST, { 'accept-language': 'en' }));
      t.equal(englishAgain.queries, 0, 'keyed by the resolved locale, not the header text');
      t.equal(englishAgain.value.body, english.body);
    });

    t.test('an acknowledged write is seen at once by both instances, even before they hear of it', async (t) => {
      const before = await get(second, LIST);
      await get(first, LIST);
      const created = await first.inject({ method: 'POST', url: NOTICES, headers: staff, payload: notice(subject('캐시 시험 공지')) });
      t.equal(created.statusCode, 201);
      // No waiting: the invalidation message may not have arrived; the generation decides.
      const onSecond = await get(second, LIST);
      t.ok(subjects(onSecond.json()).includes(subject('캐시 시험 공지')), 'the other instance answers fresh at once');
      t.not(onSecond.headers.etag, before.headers.etag);
      t.equal((await get(second, LIST, { 'if-none-match': before.headers.etag as string })).statusCode, 200, 'the old tag no longer matches');
      t.ok(subjects((await get(first, LIST)).json()).includes(subject('캐시 시험 공지')), 'the writer too');

      const id = created.json().notification._id as string;
      const detail = await get(second, `/api/v1/center/notifications/${id}`);
      t.equal(detail.statusCode, 200);
      const edited = await second.inject({ method: 'PUT', url: `${NOTICES}/${id}`, headers: staff, payload: notice(subject('캐시 시험 공지 (수정)')) });
      t.equal(edited.statusCode, 200);
      t.equal((await get(first, `/api/v1/center/notifications/${id}`)).json().notification.subject, subject('캐시 시험 공지 (수정)'), 'detail follows an edit');

      t.equal((await first.inject({ method: 'DELETE', url: `${NOTICES}/${id}`, headers: staff })).statusCode, 204);
      t.equal((await get(second, `/api/v1/center/notifications/${id}`)).statusCode, 404, 'a trashed notice is gone at once');
      t.notOk(subjects((await get(second, LIST)).json()).includes(subject('캐시 시험 공지 (수정)')));
      t.equal((await first.inject({ method: 'POST', url: `${NOTICES}/trash/${id}/restore`, headers: staff })).statusCode, 200);
      t.ok(subjects((await get(second, LIST)).json()).includes(subject('캐시 시험 공지 (수정)')), 'restored: back at once');
    });

    t.test('other public answers follow writes too: setting, FAQs', async (t) => {
      const setting = (await get(second, '/api/v1/setting')).json().setting;
      const consoleSetting = (await first.inject({ url: '/api/console/setting', headers: staff })).json().setting;
      const saved = await first.inject({ method: 'PUT', url: '/api/console/setting', headers: staff, payload: { ...consoleSetting, copyProtection: !consoleSetting.copyProtection } });
      t.equal(saved.statusCode, 200, saved.body);
      t.equal((await get(second, '/api/v1/setting')).json().setting.copyProtection, !setting.copyProtection);
      const faqs = (await get(second, '/api/v1/center/faqs')).json();
      const [faq] = (await first.inject({ url: '/api/console/center/faqs', headers: staff })).json().faqs;
      t.equal((await first.inject({ method: 'DELETE', url: `/api/console/center/faqs/${faq._id}`, headers: staff })).statusCode, 204);
      t.equal((await get(second, '/api/v1/center/faqs')).json().summary.total, faqs.summary.total - 1);
    });

    t.test('refused writes (no token, bad body) leave the cache alone: nobody can flush it', async (t) => {
      await get(first, LIST);
      t.equal((await first.inject({ method: 'POST', url: NOTICES, payload: notice('침입') })).statusCode, 401);
      t.equal((await first.inject({ method: 'POST', url: NOTICES, headers: staff, payload: { subject: 1 } })).statusCode, 400);
      t.equal((await queriesDuring(first, () => get(first, LIST))).queries, 0, 'still cached');
    });

    t.test('a change made behind the service (the database directly) lasts at most the backstop age', async (t) => {
      const db: Knex = first.db;
      const cached = await get(first, LIST);
      const [top] = cached.json().notifications;
      await db('notifications').where({ id: top._id }).update({ subject_ko: '직접 고친 제목' });
      t.equal((await get(first, LIST)).body, cached.body, 'the cache still answers (which proves it is the cache)');
      clock.advance(61_000);
      t.ok(subjects((await get(first, LIST)).json()).includes('직접 고친 제목'), 'after PUBLIC_CACHE_MAX_AGE_SECONDS the database is read again');
    });

    t.test('a scheduled publish and unpublish show at their time, with nobody writing', async (t) => {
      const publishAt = new Date(clock.now().getTime() + HOUR).toISOString();
      const unpublishAt = new Date(clock.now().getTime() + 2 * HOUR).toISOString();
      const created = await first.inject({ method: 'POST', url: NOTICES, headers: staff, payload: notice(subject('예약 공지'), { publishAt, unpublishAt }) });
      t.equal(created.statusCode, 201);
      t.notOk(subjects((await get(second, LIST)).json()).includes(subject('예약 공지')), 'not yet');
      t.notOk(subjects((await get(first, LIST)).json()).includes(subject('예약 공지')));
      clock.advance(HOUR - 1000);
      t.notOk(subjects((await get(second, LIST)).json()).includes(subject('예약 공지')), 'a second before: not yet');
      t.equal((await queriesDuring(second, () => get(second, LIST))).queries, 0, 'and that answer is cached');
      clock.advance(1000);
      t.ok(subjects((await get(second, LIST)).json()).includes(subject('예약 공지')), 'at its time: public on one instance');
      t.ok(subjects((await get(first, LIST)).json()).includes(subject('예약 공지')), 'and on the other');
      clock.advance(HOUR);
      t.notOk(subjects((await get(second, LIST)).json()).includes(subject('예약 공지')), 'and gone at its end');
    });

    t.test('the cache stays within its bounds', async (t) => {
      for (let offset = 0; offset < 30; offset++) await get(first, `/api/v1/center/notifications?limit=1&offset=${offset}`);
      t.ok(first.publicCache.size().entries <= 2_000);
      t.ok(first.publicCache.size().bytes > 0);
    });
  });
});

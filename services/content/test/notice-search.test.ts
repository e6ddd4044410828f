// Issue 21: keyword searches of notice-like tables go through the search token index. Every write
// (staff create and update, a member's own edit, purge) keeps the tokens, staff and readers find
// the same as before, and the migration backfills rows already there.
import t from 'tap';
import { connectDatabase, runMigrations, SEARCH_TOKENS_TABLE } from '@centre/server-kit';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { migrations } from '../src/migrations/index.ts';

const text = (ko: string, en = '') => ({ ko, en, cn: '', jp: '' });
const EARLY_ID = '0190a5a0-0000-7000-8000-0000000000c1';

await forEachDatabase(t, 'content_notice_search', async (t, database) => {
  t.test('the migration writes the tokens of notices made before it', async (t) => {
    const db = await connectDatabase(database);
    t.teardown(() => db.destroy());
    await runMigrations(db, migrations.filter((migration) => migration.name !== '20261127_search_tokens'));
    await db('notifications').insert({
      id: EARLY_ID, subject_ko: '예전 공지 휴관 안내', summary_ko: '옛날 요약', content_ko: '<p>본문</p>', is_main: false, status: 'PUBLISHED',
      created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
    });
    await runMigrations(db, migrations);
    t.ok(Number((await db(SEARCH_TOKENS_TABLE).where({ source: 'notifications.subject_ko', row_id: EARLY_ID }).count({ n: '*' }))[0]?.n) > 5);
  });

  t.test('staff and readers find notices by the words they hold now', async (t) => {
    const app = await buildApp(serviceOptionsForTest(database));
    t.teardown(() => app.close());
    const at = () => new Date().toISOString();
    const staffFinds = async (keyword: string) => (await app.notifications.listForConsole({ keyword }, { limit: 20, offset: 0 }, at())).items.map((item) => item._id);
    const readerFinds = async (keyword: string, locale: 'ko' | 'en') => (await app.notifications.listForReaders({ keyword }, locale, { limit: 20, offset: 0 }, at())).items.map((item) => item._id);

    t.same(await staffFinds('휴관'), [EARLY_ID], 'the backfilled notice');
    const made = await app.notifications.create({ subject: text('재단 교육 모집', 'Cutting class'), summary: text('패턴 요약', 'Pattern summary'), content: text('<p>x</p>'), isMain: false }, at());
    t.same(await staffFinds('교육'), [made._id]);
    t.same(await staffFinds('CUTTING'), [made._id], 'any letter case, as LIKE');
    t.same(await readerFinds('pattern', 'en'), [made._id], 'readers search the summary in their language');
    t.same(await staffFinds('pattern'), [], 'staff search subjects only, as before');

    await app.notifications.update(made._id, { subject: text('미싱 수리 안내', 'Machine repair'), summary: text('요약'), content: text('<p>x</p>'), isMain: false }, at());
    t.same(await staffFinds('교육'), [], 'the old subject is no longer found');
    t.same(await staffFinds('수리'), [made._id]);

    t.ok(await app.notifications.remove(made._id, at()));
    t.same(await staffFinds('수리'), [], 'a trashed notice leaves the list');
    t.ok(await app.notifications.restore(made._id, at()));
    t.same(await staffFinds('수리'), [made._id], 'and is found again when restored: its tokens stayed');
    t.ok(await app.notifications.remove(made._id, at()));
    t.ok(await app.notifications.purge(made._id));
    t.equal(Number((await app.db(SEARCH_TOKENS_TABLE).where({ row_id: made._id }).count({ n: '*' }))[0]?.n), 0, 'a purged notice leaves no tokens');
  });

  t.test('a member editing their own board post keeps its tokens', async (t) => {
    const app = await buildApp(serviceOptionsForTest(database));
    t.teardown(() => app.close());
    const memberId = '0190a5a0-0000-7000-8000-0000000000d1';
    const at = new Date().toISOString();
    const id = await app.boards.createByMember({ id: memberId, name: '김회원' }, { subject: '원단 나눔합니다', summary: '', content: '<p>x</p>' }, at);
    const staffFinds = async (keyword: string) => (await app.boards.listForConsole({ keyword }, { limit: 20, offset: 0 }, at)).items.map((item) => item._id);
    t.same(await staffFinds('나눔'), [id]);
    t.ok(await app.boards.updateOwn(memberId, id, { subject: '실 교환해요', summary: '', content: '<p>y</p>' }, at));
    t.same(await staffFinds('나눔'), []);
    t.same(await staffFinds('교환'), [id]);
  });
});

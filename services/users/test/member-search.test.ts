// Issue 21: the console's member searches go through the search token index. Every write of a
// searched column (sign-up, profile, staff edit, withdrawal, staff account edit) keeps the tokens,
// so a search finds the new words and not the old; the migration backfills accounts already there.
import t from 'tap';
import { connectDatabase, runMigrations, SEARCH_TOKENS_TABLE } from '@centre/server-kit';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { migrations } from '../src/migrations/index.ts';
import type { UserFilter } from '../src/repositories/users.ts';

const member = (username: string, name: string, phone: string) => ({
  username,
  passwordHash: 'x',
  name,
  email: `${username}@example.com`,
  phone,
  memberType: 'PERSON' as const,
  memberKind: 'DOMESTIC_PRIVATE' as const,
  scopes: ['member' as const],
});

await forEachDatabase(t, 'users_member_search', async (t, database) => {
  t.test('the migration writes the tokens of accounts made before it', async (t) => {
    const db = await connectDatabase(database);
    t.teardown(() => db.destroy());
    await runMigrations(db, migrations.filter((migration) => migration.name !== '20261127_search_tokens'));
    await db('users').insert({
      id: '0190a5a0-0000-7000-8000-0000000000b1', username: 'earlybird', password_hash: 'x', name: '오래된회원', email: 'early@example.com', phone: '01099998888',
      member_type: 'PERSON', member_kind: 'DOMESTIC_PRIVATE', country: 'KR', scopes: 'member', status: 'ACTIVE', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
    });
    await runMigrations(db, migrations);
    t.ok(Number((await db(SEARCH_TOKENS_TABLE).where({ row_id: '0190a5a0-0000-7000-8000-0000000000b1' }).count({ n: '*' }))[0]?.n) > 10);
  });

  t.test('searches follow every write of a searched column', async (t) => {
    const app = await buildApp(serviceOptionsForTest(database));
    t.teardown(() => app.close());
    const found = async (filter: UserFilter) => (await app.users.paginate(filter, { limit: 20, offset: 0 })).users.map((user) => user.username);

    t.same(await found({ keyword: '오래된' }), ['earlybird'], 'the backfilled account is found');
    const seamstress = await app.users.create(member('seamstress7', '박재봉', '01055501234'));
    t.same(await found({ keyword: '재봉' }), ['seamstress7']);
    t.same(await found({ phone: '010-5550-1234' }), ['seamstress7']);

    await app.users.updateProfile(seamstress.id, { name: '최패턴', email: 'new@example.com', phone: '01077770000', locale: 'ko', receiveConsent: { sms: false, email: false } });
    t.same(await found({ keyword: '재봉' }), [], 'the old name is no longer found');
    t.same(await found({ name: '패턴' }), ['seamstress7']);
    t.same(await found({ keyword: '7777' }), ['seamstress7']);

    await app.db.transaction((trx) => app.users.updateByStaff(seamstress.id, { name: '정원단', email: 'x@example.com', phone: '01012120000', locale: 'ko', receiveConsent: { sms: false, email: false }, country: 'KR', levelId: null, memo: '' }, trx));
    t.same(await found({ keyword: '원단' }), ['seamstress7'], 'a staff edit in a transaction');
    t.same(await found({ keyword: '7777' }), []);

    await app.users.anonymise(seamstress.id, new Date().toISOString());
    t.same(await found({ keyword: '원단', status: 'WITHDRAWN' }), [], 'a withdrawn member is not found by the erased name');
    t.same(await found({ username: 'seamstress', status: 'WITHDRAWN' }), []);

    const tokens = async () => (await app.db(SEARCH_TOKENS_TABLE).where({ row_id: seamstress.id }).pluck('token')) as string[];
    t.notOk((await tokens()).includes('원단'), 'no token of the erased name is left');
  });
});

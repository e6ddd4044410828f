// The admin outbox's question "who is approved on this day?" — on the database under test.
import t from 'tap';
import { INTERNAL_APPROVED_MEMBERS_PATH, INTERNAL_TOKEN_HEADER } from '@centre/contracts';
import { newId } from '@centre/server-kit';
import { forEachDatabase, serviceOptionsForTest, TEST_INTERNAL_TOKEN, testInternalToken } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';

const A = '0190a5a0-0000-7000-8000-0000000000c1';
const B = '0190a5a0-0000-7000-8000-0000000000c2';
const C = '0190a5a0-0000-7000-8000-0000000000c3';

await forEachDatabase(t, 'approved_members', async (t, database) => {
  const app = await buildApp(serviceOptionsForTest(database));
  t.teardown(() => app.close());
  await app.ready();
  const at = '2026-11-24T00:00:00.000Z';
  const windowId = newId();
  await app.db('application_windows').insert({
    id: windowId, work: 'CUTTINGROOM', location: 'YONGSIN', title_ko: '재단실', status: 'IN_PROGRESS',
    apply_from: '2026-11-01', apply_to: '2026-11-30', use_from: '2026-11-01', use_to: '2026-12-31', daily_capacity: 5, member_quota: 2, created_at: at, updated_at: at,
  });
  const application = (member: string, day: string, status: string, location = 'YONGSIN', work = 'CUTTINGROOM') =>
    app.db('applications').insert({ id: newId(), window_id: windowId, member_id: member, work, location, use_date: day, status, created_at: at, updated_at: at });
  await application(A, '2026-11-27', 'APPROVED');
  await application(A, '2026-11-27', 'APPROVED', 'YONGSIN', 'STUDIO');
  await application(B, '2026-11-27', 'APPROVED', 'DAPSIMNI');
  await application(C, '2026-11-27', 'WAITING');
  await application(C, '2026-11-28', 'APPROVED');

  const ask = (query: string, token = testInternalToken('admin')) => app.inject({ url: `${INTERNAL_APPROVED_MEMBERS_PATH}?${query}`, headers: { [INTERNAL_TOKEN_HEADER]: token } });

  t.test('only the admin process may ask', async (t) => {
    t.equal((await app.inject({ url: `${INTERNAL_APPROVED_MEMBERS_PATH}?date=2026-11-27` })).statusCode, 404);
    t.equal((await ask('date=2026-11-27', TEST_INTERNAL_TOKEN)).statusCode, 404, 'not the gateway');
  });

  t.test('approved members of the day, once each, narrowed by site and work type', async (t) => {
    t.same((await ask('date=2026-11-27')).json().memberIds, [A, B], 'not the waiting one, not the next day');
    t.same((await ask('date=2026-11-27&location=DAPSIMNI')).json().memberIds, [B]);
    t.same((await ask('date=2026-11-27&work=STUDIO')).json().memberIds, [A]);
    t.same((await ask('date=2026-11-29')).json().memberIds, []);
  });

  t.test('a malformed question is a 400', async (t) => {
    t.equal((await ask('date=friday')).statusCode, 400);
    t.equal((await ask('date=2026-11-27&location=BUSAN')).statusCode, 400);
    t.equal((await ask('')).statusCode, 400);
  });
});

// The console's statistics on known applications: only approved use counts (attended or not yet
// marked; no-shows, waiting, waitlisted, rejected and cancelled never), by month, day, weekday and
// equipment, per site and work type, within the period; staff only.
import t from 'tap';
import { controllableClock, newId } from '@centre/server-kit';
import { bearer, forEachDatabase, serviceOptionsForTest, signAccessToken } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { DEMO_WINDOWS } from '../src/seeds/index.ts';

const staff = bearer(signAccessToken({ scope: ['member', 'console'] }));
const member = bearer(signAccessToken({ scope: ['member'] }));

const E1 = '0190a5a0-0000-7000-8000-0000000000e1';
const E2 = '0190a5a0-0000-7000-8000-0000000000e2';
const E3 = '0190a5a0-0000-7000-8000-0000000000e3';

type Fixture = [useDate: string, location: string, work: string, status: string, attendance: string | null, equipment: string[], holding?: boolean];
const FIXTURES: Fixture[] = [
  ['2026-01-05', 'YONGSIN', 'CUTTINGROOM', 'APPROVED', 'ATTENDED', [E1, E2]], // Monday
  ['2026-01-06', 'YONGSIN', 'CUTTINGROOM', 'APPROVED', null, [E1]], // Tuesday
  ['2026-01-06', 'DAPSIMNI', 'STUDIO', 'APPROVED', 'NO_SHOW', [E3]], // a no-show is not use
  ['2026-02-02', 'DAPSIMNI', 'STUDIO', 'APPROVED', 'ATTENDED', [E3]], // Monday
  ['2026-02-03', 'YONGSIN', 'CUTTINGROOM', 'WAITING', null, [E1], true],
  ['2026-02-04', 'YONGSIN', 'CUTTINGROOM', 'REJECTED', null, [E1]],
  ['2026-03-07', 'YONGSIN', 'STUDIO', 'CANCELLED', null, [E2]],
  ['2026-03-09', 'YONGSIN', 'CUTTINGROOM', 'WAITLISTED', null, [E2]],
  ['2026-03-10', 'YONGSIN', 'CUTTINGROOM', 'APPROVED', null, [E2]], // Tuesday
  ['2025-12-31', 'YONGSIN', 'CUTTINGROOM', 'APPROVED', 'ATTENDED', [E1]], // before the period
  // This week (the clock's Seoul day is Wednesday 2026-03-11): two approved, one waiting holding a place.
  ['2026-03-09', 'DAPSIMNI', 'CUTTINGROOM', 'APPROVED', null, []],
  ['2026-03-15', 'DAPSIMNI', 'CUTTINGROOM', 'WAITING', null, [], true],
  ['2026-03-16', 'DAPSIMNI', 'CUTTINGROOM', 'APPROVED', null, []], // next week
];

await forEachDatabase(t, 'statistics', async (t, database) => {
  // 2026-03-11 00:30 in Seoul is still 2026-03-10 in UTC: the day and week must be Seoul's.
  const clock = controllableClock('2026-03-10T15:30:00.000Z');
  const app = await buildApp({ ...serviceOptionsForTest(database), clock });
  t.teardown(() => app.close());
  const windowId = await app.applicationWindows.create(DEMO_WINDOWS[0]!);
  const at = '2026-01-01T00:00:00.000Z';
  await app.db('applications').insert(
    FIXTURES.map(([useDate, location, work, status, attendance, equipment, holding = false]) => ({
      id: newId(),
      window_id: windowId,
      member_id: newId(),
      work,
      location,
      use_date: useDate,
      status,
      attendance,
      equipment_ids: JSON.stringify(equipment),
      holding,
      created_at: at,
      updated_at: at,
    })),
  );
  const get = async (report: string, query = '') => {
    const res = await app.inject({ url: `/api/console/statistics/${report}${query}`, headers: staff });
    t.equal(res.statusCode, 200, `${report}${query}`);
    return res.json();
  };
  const PERIOD = '?from=2026-01-01&until=2026-03-10';

  t.test('by month: approved use per site and work type, attended beside it', async (t) => {
    const answer = await get('monthlySales', PERIOD);
    t.same(answer.period, { from: '2026-01-01', until: '2026-03-10' });
    t.same(answer.months, [
      { month: '2026-01', location: 'YONGSIN', work: 'CUTTINGROOM', uses: 2, attended: 1 },
      { month: '2026-02', location: 'DAPSIMNI', work: 'STUDIO', uses: 1, attended: 1 },
      { month: '2026-03', location: 'DAPSIMNI', work: 'CUTTINGROOM', uses: 1, attended: 0 },
      { month: '2026-03', location: 'YONGSIN', work: 'CUTTINGROOM', uses: 1, attended: 0 },
    ]);
    const dapsimni = await get('monthlySales', `${PERIOD}&location=DAPSIMNI&work=STUDIO`);
    t.same(dapsimni.months, [{ month: '2026-02', location: 'DAPSIMNI', work: 'STUDIO', uses: 1, attended: 1 }], 'one site and work type');
  });

  t.test('by day and by weekday', async (t) => {
    const days = await get('dailySales', '?from=2026-01-01&until=2026-01-31');
    t.same(days.days, [
      { day: '2026-01-05', location: 'YONGSIN', work: 'CUTTINGROOM', uses: 1, attended: 1 },
      { day: '2026-01-06', location: 'YONGSIN', work: 'CUTTINGROOM', uses: 1, attended: 0 },
    ]);
    const weekdays = await get('dayOfWeekSales', PERIOD);
    t.same(weekdays.weekdays, [
      { weekday: 1, location: 'DAPSIMNI', work: 'CUTTINGROOM', uses: 1, attended: 0 },
      { weekday: 1, location: 'DAPSIMNI', work: 'STUDIO', uses: 1, attended: 1 },
      { weekday: 1, location: 'YONGSIN', work: 'CUTTINGROOM', uses: 1, attended: 1 },
      { weekday: 2, location: 'YONGSIN', work: 'CUTTINGROOM', uses: 2, attended: 0 },
    ]);
  });

  t.test('by equipment: each booked piece counts once per application, most used first', async (t) => {
    const answer = await get('productsSales', PERIOD);
    t.same(answer.equipment, [
      { equipmentId: E1, location: 'YONGSIN', work: 'CUTTINGROOM', uses: 2, attended: 1 },
      { equipmentId: E2, location: 'YONGSIN', work: 'CUTTINGROOM', uses: 2, attended: 1 },
      { equipmentId: E3, location: 'DAPSIMNI', work: 'STUDIO', uses: 1, attended: 1 },
    ]);
  });

  t.test('default periods end today in Seoul: twelve months, or 31 days for daily', async (t) => {
    const monthly = await get('monthlySales');
    t.same(monthly.period, { from: '2025-04-01', until: '2026-03-11' });
    t.equal(monthly.months.length, 5, 'December 2025 is inside the default year');
    t.same((await get('dailySales')).period, { from: '2026-02-09', until: '2026-03-11' });
  });

  t.test('today: waiting applications and this week per site and work type', async (t) => {
    const today = await get('today');
    t.equal(today.today, '2026-03-11');
    t.same(today.week, { from: '2026-03-09', until: '2026-03-15' });
    t.equal(today.waitingApplications, 2);
    t.same(today.bookingsThisWeek, [
      { location: 'DAPSIMNI', work: 'CUTTINGROOM', approved: 1, waiting: 1 },
      { location: 'YONGSIN', work: 'CUTTINGROOM', approved: 1, waiting: 0 },
    ]);
  });

  t.test('a period that cannot be read is a clear 400', async (t) => {
    for (const [query, message] of [
      ['?from=2026-03-01&until=2026-01-01', /ends before it starts/],
      ['?from=2020-01-01&until=2026-01-01', /too long/],
      ['?from=2026-02-30&until=2026-03-01', /does not exist/],
    ] as const) {
      const res = await app.inject({ url: `/api/console/statistics/monthlySales${query}`, headers: staff });
      t.equal(res.statusCode, 400, query);
      t.match(res.json().message, message);
    }
    const dailyTooLong = await app.inject({ url: '/api/console/statistics/dailySales?from=2024-01-01&until=2026-01-01', headers: staff });
    t.equal(dailyTooLong.statusCode, 400, 'daily covers at most a year');
    for (const query of ['?from=2026-1-1', '?location=BUSAN', '?work=KITCHEN', `?from=${'2'.repeat(11)}`]) {
      t.equal((await app.inject({ url: `/api/console/statistics/monthlySales${query}`, headers: staff })).statusCode, 400, query);
    }
    t.equal((await app.inject({ url: '/api/console/statistics/monthlySales?extra=1', headers: staff })).statusCode, 200, 'an unknown parameter is dropped');
  });

  t.test('staff only: 401 without a token, 403 for a member', async (t) => {
    for (const report of ['monthlySales', 'dailySales', 'dayOfWeekSales', 'productsSales', 'today']) {
      t.equal((await app.inject({ url: `/api/console/statistics/${report}` })).statusCode, 401, report);
      t.equal((await app.inject({ url: `/api/console/statistics/${report}`, headers: member })).statusCode, 403, report);
    }
  });
});

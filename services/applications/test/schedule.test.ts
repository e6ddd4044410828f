import t from 'tap';
import { controllableClock } from '@centre/server-kit';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { prepareApplicationsDatabase, DEMO_WINDOWS } from '../src/seeds/index.ts';
import { seoulMonth } from '@centre/contracts';

const TODAY = new Date('2026-11-22T03:00:00Z');

await forEachDatabase(t, 'schedule', async (t, database) => {
  const seeded = await prepareApplicationsDatabase(database, { demo: true, today: TODAY });
  t.equal(seeded.windowsCreated, DEMO_WINDOWS.length);
  t.same(await prepareApplicationsDatabase(database, { demo: true, today: TODAY }), { windowsCreated: 0, applicationsCreated: 0 }, 'seeding again adds nothing');
  const app = await buildApp({ ...serviceOptionsForTest(database), clock: controllableClock(TODAY) });
  t.teardown(() => app.close());

  const schedule = async (query: string, locale = 'ko') => app.inject({ url: `/api/v1/schedule?${query}`, headers: { 'accept-language': locale } });
  type Day = { date: string; availability: string; booked: number; capacity: number; closedReason?: string };

  t.test('the demo counters agree with the applications (holds, waitlists, quotas)', async (t) => {
    const units = await app.db('schedule_units');
    for (const unit of units) {
      const [{ holding }] = (await app.db('applications').where({ unit_id: unit.id, holding: true }).count({ holding: '*' })) as [{ holding: number }];
      const [{ waiting }] = (await app.db('applications').where({ unit_id: unit.id, status: 'WAITLISTED' }).count({ waiting: '*' })) as [{ waiting: number }];
      if (Number(holding) !== Number(unit.held) || Number(waiting) !== Number(unit.waitlisted)) t.fail(`unit ${unit.id} counts disagree`);
      if (Number(unit.held) > Number(unit.capacity)) t.fail(`unit ${unit.id} overbooked`);
    }
    const usage = await app.db('member_window_usage');
    for (const row of usage) {
      const [{ live }] = (await app.db('applications').where({ window_id: row.window_id, member_id: row.member_id }).whereIn('status', ['WAITLISTED', 'WAITING', 'APPROVED']).count({ live: '*' })) as [{ live: number }];
      if (Number(live) !== Number(row.used)) t.fail(`usage of ${row.member_id} disagrees`);
    }
    const statuses = (await app.db('applications').distinct('status')).map((row: { status: string }) => row.status).sort();
    t.same(statuses, ['APPROVED', 'CANCELLED', 'REJECTED', 'WAITING', 'WAITLISTED'], 'applications in each status');
    t.ok((await app.db('strikes')).length >= 1, 'a no-show strike');
  });

  t.test('a month calendar of days, built from the units: weekends closed, holds counted against capacity', async (t) => {
    const res = await schedule('work=CUTTINGROOM&location=DAPSIMNI&month=2026-11');
    t.equal(res.statusCode, 200);
    const { days, month } = res.json().schedule;
    t.equal(month, '2026-11');
    t.equal(days.length, 30);
    const day = (date: string) => days.find((d: Day) => d.date === date);
    t.same(day('2026-11-01'), { date: '2026-11-01', availability: 'CLOSED', booked: 0, capacity: 0 }, 'Sunday');
    t.same(new Set(days.map((d: Day) => d.availability)), new Set(['CLOSED', 'FULL', 'PARTIAL', 'FREE']), 'free, partly booked and full days');
    for (const d of days.filter((d: Day) => d.availability !== 'CLOSED')) {
      const units = (await schedule(`work=CUTTINGROOM&location=DAPSIMNI&date=${d.date}`)).json().units as Array<{ held: number; capacity: number }>;
      t.same({ booked: d.booked, capacity: d.capacity }, { booked: units.reduce((s, u) => s + u.held, 0), capacity: units.reduce((s, u) => s + u.capacity, 0) }, d.date);
    }
  });

  t.test('public holidays are closed, with the reason in the reader\'s language', async (t) => {
    const ko = (await schedule('work=CUTTINGROOM&location=DAPSIMNI&month=2026-12')).json().schedule.days;
    t.same(ko.find((d: Day) => d.date === '2026-12-25'), { date: '2026-12-25', availability: 'CLOSED', booked: 0, capacity: 0, closedReason: '성탄절' });
    const en = (await schedule('work=CUTTINGROOM&location=DAPSIMNI&month=2026-12', 'en')).json().schedule.days;
    t.equal(en.find((d: Day) => d.date === '2026-12-25').closedReason, 'Christmas Day');
  });

  t.test('no personal data: days and units carry counts only', async (t) => {
    const body = (await schedule('work=CUTTINGROOM&location=DAPSIMNI&month=2026-11')).json();
    t.same([...new Set(body.schedule.days.flatMap((d: object) => Object.keys(d)))].sort(), ['availability', 'booked', 'capacity', 'date']);
    t.notMatch(JSON.stringify(body.units), /memberId|member_id|phone/);
  });

  t.test('months outside any window are closed', async (t) => {
    const past = (await schedule('work=CUTTINGROOM&location=DAPSIMNI&month=2025-01')).json().schedule.days;
    t.equal(past.length, 31);
    t.ok(past.every((d: Day) => d.availability === 'CLOSED'));
  });

  t.test('without parameters: every site and room of the current Seoul month, paged', async (t) => {
    const res = await schedule('');
    t.equal(res.statusCode, 200);
    const body = res.json();
    t.equal(body.month, seoulMonth(TODAY));
    t.notOk(body.schedule, 'no calendar without a site and room');
    t.equal(body.summary.total, 3 * 21, 'three rooms open in November, 21 weekdays');
    t.equal(body.units.length, 63);
    t.ok(body.units.every((u: { date: string }) => u.date.startsWith('2026-11')));
    t.same(new Set(body.units.map((u: { location: string }) => u.location)), new Set(['DAPSIMNI', 'YONGSIN']));
    const first = (await schedule('limit=20')).json();
    const next = (await schedule('limit=20&offset=20')).json();
    t.same(first.units.map((u: { _id: string }) => u._id), body.units.slice(0, 20).map((u: { _id: string }) => u._id));
    t.same(next.units.map((u: { _id: string }) => u._id), body.units.slice(20, 40).map((u: { _id: string }) => u._id), 'pages follow on');
    const studio = (await schedule('work=STUDIO&month=2026-12&limit=200')).json();
    t.ok(studio.units.every((u: { work: string; date: string }) => u.work === 'STUDIO' && u.date.startsWith('2026-12')));
    t.ok(studio.units.some((u: { startTime: string }) => u.startTime === '14:00'), 'sessions');
  });

  t.test('one unit by id; unknown ids 404; bad queries 400', async (t) => {
    const [unit] = (await schedule('location=YONGSIN&work=STUDIO&month=2026-12')).json().units;
    const one = await app.inject({ url: `/api/v1/schedule/${unit._id}` });
    t.equal(one.statusCode, 200);
    t.same(one.json().unit, unit);
    t.equal((await app.inject({ url: '/api/v1/schedule/0190a5a0-0000-7000-8000-00000000ffff' })).statusCode, 404);
    for (const query of ['work=CUTTINGROOM&location=DAPSIMNI&month=2026-13', 'month=26-11', 'work=SHOP', 'limit=0', 'windowId=x']) {
      t.equal((await schedule(query)).statusCode, 400, query);
    }
  });

  t.test('the default month is the current one in Seoul', async (t) => {
    t.equal(seoulMonth(new Date('2026-11-30T15:30:00Z')), '2026-12', 'already December in Seoul');
    t.equal((await schedule('work=STUDIO&location=YONGSIN')).json().schedule.month, '2026-11');
  });
});

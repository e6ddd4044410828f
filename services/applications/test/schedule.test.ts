import t from 'tap';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { DEMO_WINDOWS, demoBookings } from '../src/seeds/index.ts';
import { PUBLIC_HOLIDAYS } from '../src/seeds/public-holidays.ts';
import { createApplicationsRepository } from '../src/repositories/applications.ts';
import { currentSeoulMonth } from '../src/routes/schedule.ts';

const TODAY = new Date('2026-11-22T03:00:00Z');

await forEachDatabase(t, 'schedule', async (t, database) => {
  const app = await buildApp(serviceOptionsForTest(database));
  t.teardown(() => app.close());
  const applications = createApplicationsRepository(app.db);
  for (const { date, reason } of PUBLIC_HOLIDAYS) await applications.addClosedDay(date, reason);
  const window = DEMO_WINDOWS.find((w) => w.work === 'CUTTINGROOM' && w.location === 'DAPSIMNI' && w.useFrom === '2026-07-01')!;
  const windowId = await app.applicationWindows.create(window);
  for (const booking of demoBookings(window, windowId, TODAY)) await applications.create(booking);

  const schedule = async (query: string, locale = 'ko') =>
    app.inject({ url: `/api/v1/schedule?${query}`, headers: { 'accept-language': locale } });

  t.test('a month of days: weekends closed, bookings counted against capacity', async (t) => {
    const res = await schedule('work=CUTTINGROOM&location=DAPSIMNI&month=2026-11');
    t.equal(res.statusCode, 200);
    const { days, month } = res.json().schedule;
    t.equal(month, '2026-11');
    t.equal(days.length, 30);
    const day = (date: string) => days.find((d: { date: string }) => d.date === date);
    t.same(day('2026-11-01'), { date: '2026-11-01', availability: 'CLOSED', booked: 0, capacity: 0 }, 'Sunday');
    t.same(day('2026-11-02'), { date: '2026-11-02', availability: 'FULL', booked: 6, capacity: 6 });
    t.same(day('2026-11-03'), { date: '2026-11-03', availability: 'PARTIAL', booked: 3, capacity: 6 });
    t.same(day('2026-11-05'), { date: '2026-11-05', availability: 'FREE', booked: 0, capacity: 6 });
  });

  t.test('public holidays are closed, with the reason in the reader\'s language', async (t) => {
    const ko = (await schedule('work=CUTTINGROOM&location=DAPSIMNI&month=2026-12')).json().schedule.days;
    const christmas = ko.find((d: { date: string }) => d.date === '2026-12-25');
    t.same(christmas, { date: '2026-12-25', availability: 'CLOSED', booked: 0, capacity: 0, closedReason: '성탄절' });
    const en = (await schedule('work=CUTTINGROOM&location=DAPSIMNI&month=2026-12', 'en')).json().schedule.days;
    t.equal(en.find((d: { date: string }) => d.date === '2026-12-25').closedReason, 'Christmas Day');
  });

  t.test('no personal data: days carry counts only', async (t) => {
    const days = (await schedule('work=CUTTINGROOM&location=DAPSIMNI&month=2026-11')).json().schedule.days;
    const keys = new Set(days.flatMap((d: object) => Object.keys(d)));
    t.same([...keys].sort(), ['availability', 'booked', 'capacity', 'date']);
  });

  t.test('other sites and months outside any window are closed', async (t) => {
    const yongsin = (await schedule('work=CUTTINGROOM&location=YONGSIN&month=2026-11')).json().schedule.days;
    t.ok(yongsin.every((d: { availability: string }) => d.availability === 'CLOSED'));
    const past = (await schedule('work=CUTTINGROOM&location=DAPSIMNI&month=2025-01')).json().schedule.days;
    t.equal(past.length, 31);
    t.ok(past.every((d: { availability: string }) => d.availability === 'CLOSED'));
  });

  t.test('bad queries are 400', async (t) => {
    for (const query of ['location=DAPSIMNI', 'work=CUTTINGROOM', 'work=CUTTINGROOM&location=DAPSIMNI&month=2026-13', 'work=CUTTINGROOM&location=DAPSIMNI&month=26-11', 'work=SHOP&location=DAPSIMNI']) {
      t.equal((await schedule(query)).statusCode, 400, query);
    }
  });

  t.test('the default month is the current one in Seoul', async (t) => {
    t.equal(currentSeoulMonth(new Date('2026-11-30T15:30:00Z')), '2026-12', 'already December in Seoul');
    const res = (await schedule('work=STUDIO&location=YONGSIN')).json();
    t.equal(res.schedule.month, currentSeoulMonth());
  });
});

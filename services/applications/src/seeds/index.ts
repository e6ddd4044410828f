import type { ApplicationWindowInput } from '@centre/contracts';
import type { NewApplication } from '../repositories/applications.ts';
import { connectDatabase, runMigrations, type DatabaseConfig } from '@centre/server-kit';
import { migrations } from '../migrations/index.ts';
import { createApplicationWindowsRepository } from '../repositories/application-windows.ts';
import { createApplicationsRepository } from '../repositories/applications.ts';
import { PUBLIC_HOLIDAYS } from './public-holidays.ts';

export const DEMO_WINDOWS: ApplicationWindowInput[] = [
  {
    work: 'CUTTINGROOM', location: 'DAPSIMNI',
    title: { ko: '2027년 상반기 답십리 공동재단실', en: 'Dapsimni shared cutting room, first half of 2027', cn: '2027年上半年 踏十里共享裁剪室', jp: '2027年上半期 踏十里共同裁断室' },
    applyFrom: '2026-11-16', applyTo: '2026-12-11', useFrom: '2027-01-04', useTo: '2027-06-30', unitCapacity: 6, memberQuota: 10,
  },
  {
    work: 'CUTTINGROOM', location: 'YONGSIN',
    title: { ko: '2027년 상반기 용신 공동재단실(4층)', en: 'Yongsin shared cutting room (4F), first half of 2027', cn: '2027年上半年 龙新共享裁剪室（4楼）', jp: '2027年上半期 龍新共同裁断室（4階）' },
    applyFrom: '2026-11-16', applyTo: '2026-12-11', useFrom: '2027-01-04', useTo: '2027-06-30', unitCapacity: 8, memberQuota: 10,
  },
  {
    work: 'STUDIO', location: 'YONGSIN',
    title: { ko: '2027년 1분기 용신 공용장비실(5~6층)', en: 'Yongsin shared equipment rooms (5F–6F), Q1 2027', cn: '2027年第一季度 龙新公用设备室（5~6楼）', jp: '2027年第1四半期 龍新共用設備室（5～6階）' },
    applyFrom: '2026-12-14', applyTo: '2026-12-24', useFrom: '2027-01-04', useTo: '2027-03-31', unitCapacity: 12, memberQuota: 20,
  },
  {
    work: 'CUTTINGROOM', location: 'DAPSIMNI',
    title: { ko: '2026년 하반기 답십리 공동재단실', en: 'Dapsimni shared cutting room, second half of 2026', cn: '2026年下半年 踏十里共享裁剪室', jp: '2026年下半期 踏十里共同裁断室' },
    applyFrom: '2026-05-18', applyTo: '2026-06-12', useFrom: '2026-07-01', useTo: '2026-12-31', unitCapacity: 6, memberQuota: 10,
  },
  {
    work: 'CUTTINGROOM', location: 'YONGSIN',
    title: { ko: '2026년 하반기 용신 공동재단실(4층)', en: 'Yongsin shared cutting room (4F), second half of 2026', cn: '2026年下半年 龙新共享裁剪室（4楼）', jp: '2026年下半期 龍新共同裁断室（4階）' },
    applyFrom: '2026-05-18', applyTo: '2026-06-12', useFrom: '2026-07-01', useTo: '2026-12-31', unitCapacity: 8, memberQuota: 10,
  },
  {
    work: 'STUDIO', location: 'YONGSIN',
    title: { ko: '2026년 하반기 용신 공용장비실(5~6층)', en: 'Yongsin shared equipment rooms (5F–6F), second half of 2026', cn: '2026年下半年 龙新公用设备室（5~6楼）', jp: '2026年下半期 龍新共用設備室（5～6階）' },
    applyFrom: '2026-05-18', applyTo: '2026-06-12', useFrom: '2026-07-01', useTo: '2026-12-31', unitCapacity: 12, memberQuota: 20,
  },
  {
    work: 'STUDIO', location: 'DAPSIMNI',
    title: { ko: '2026년 하반기 답십리 공동작업장', en: 'Dapsimni shared studio, second half of 2026', cn: '2026年下半年 踏十里共享工作室', jp: '2026年下半期 踏十里共同作業場' },
    applyFrom: '2026-05-18', applyTo: '2026-06-12', useFrom: '2026-07-01', useTo: '2026-12-31', unitCapacity: 4, memberQuota: 15,
  },
];

const DAY_MS = 86_400_000;

/**
 * Approved bookings on the window's weekdays from the start of this month to two months ahead,
 * spread so the calendar shows free, partly booked and full days. Members are placeholders:
 * they live in the users service.
 */
export function demoBookings(window: ApplicationWindowInput, windowId: string, today = new Date()): NewApplication[] {
  const bookings: NewApplication[] = [];
  const monthStart = `${today.toISOString().slice(0, 7)}-01`;
  const from = window.useFrom > monthStart ? window.useFrom : monthStart;
  const horizon = new Date(today.getTime() + 60 * DAY_MS).toISOString().slice(0, 10);
  const to = window.useTo < horizon ? window.useTo : horizon;
  let weekday = 0;
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to; day = new Date(day.getTime() + DAY_MS)) {
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const useDate = day.toISOString().slice(0, 10);
    // Full every fifth weekday, empty every third, partly booked otherwise.
    const count = weekday % 5 === 0 ? window.unitCapacity : weekday % 3 === 0 ? 0 : Math.ceil(window.unitCapacity / 2);
    for (let i = 0; i < count; i++) {
      bookings.push({ windowId, memberId: DEMO_MEMBER_ID, work: window.work, location: window.location, useDate, status: 'APPROVED' });
    }
    weekday++;
  }
  return bookings;
}

const DEMO_MEMBER_ID = '0190a5a0-0000-7000-8000-00000000de40';

export async function prepareApplicationsDatabase(database: DatabaseConfig, options: { demo: boolean }) {
  const db = await connectDatabase(database);
  try {
    await runMigrations(db, migrations);
    const windows = createApplicationWindowsRepository(db);
    const applications = createApplicationsRepository(db);
    // Holidays are reference data, not demo content: always present, added once.
    for (const { date, reason } of PUBLIC_HOLIDAYS) await applications.addClosedDay(date, reason);
    if (!options.demo || (await windows.count()) > 0) return { windowsCreated: 0 };
    for (const window of DEMO_WINDOWS) {
      const windowId = await windows.create(window);
      for (const booking of demoBookings(window, windowId)) await applications.create(booking);
    }
    return { windowsCreated: DEMO_WINDOWS.length };
  } finally {
    await db.destroy();
  }
}

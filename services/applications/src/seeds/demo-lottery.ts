// Demo content (SEED_DEMO only): a LOTTERY window of the YONGSIN equipment rooms whose
// applications have closed and whose draw is done, so the console shows a finished lottery with
// its record (seed, entrants and their weights, who was drawn per session) and the demo makers
// see their results. Drawn by the same code as a real draw, from a fixed, recorded seed.
import { DEMO_MEMBER_IDS, type ApplicationWindowInput, type ApplyRequest } from '@centre/contracts';
import type { Knex } from '@centre/server-kit';
import { createApplicationsRepository } from '../repositories/applications.ts';
import { createApplySettingsRepository } from '../repositories/settings.ts';
import { createStrikesRepository } from '../repositories/strikes.ts';
import { createApplicationWindowsRepository } from '../repositories/application-windows.ts';
import { createLotteryRepository } from '../repositories/lottery.ts';
import { createScheduleRepository } from '../repositories/schedule.ts';
import { addDays, seoulDate, seoulInstant } from '@centre/contracts';

/**
 * The window, its dates around `today`: applications closed eleven days ago, the sessions in the
 * first week of next month (this month's calendars keep the other demo windows' counts).
 */
export function demoLotteryWindow(today: Date): ApplicationWindowInput {
  const day = seoulDate(today);
  const [year, month] = day.split('-').map(Number) as [number, number];
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { ...DEMO_LOTTERY_WINDOW, applyFrom: addDays(day, -22), applyTo: addDays(day, -11), useFrom: nextMonth, useTo: addDays(nextMonth, 6) };
}

const DEMO_LOTTERY_WINDOW: ApplicationWindowInput = {
  work: 'STUDIO',
  location: 'YONGSIN',
  title: {
    ko: '2026년 11월 용신 공용장비실 특수장비 추첨',
    en: 'Yongsin equipment rooms, special machines, November 2026 draw',
    cn: '2026年11月 龙新公用设备室 特殊设备抽签',
    jp: '2026年11月 龍新共用設備室 特殊機材抽選',
  },
  applyFrom: '2026-11-02',
  applyTo: '2026-11-13',
  useFrom: '2026-11-30',
  useTo: '2026-12-04',
  unitCapacity: 1,
  memberQuota: 3,
  allocation: 'LOTTERY',
  unitLayout: 'SESSIONS',
  sessions: [
    { start: '09:00', end: '13:00' },
    { start: '14:00', end: '18:00' },
  ],
};

export const DEMO_LOTTERY_SEED = 'demo-lottery-2026-11';

const DEMO_ENTRY = (unitId: string): ApplyRequest => ({ unitIds: [unitId], item: '가죽 재킷 샘플 (전자 단추구멍 재봉)', quantity: 10, phone: '01012345678', agreeRules: true });

/** Adds the window, its sessions, the demo makers' entries and the draw, once. */
export async function seedDemoLottery(db: Knex, today: Date): Promise<{ drawn: boolean }> {
  const windows = createApplicationWindowsRepository(db);
  const existing = await db('application_windows').where({ title_ko: DEMO_LOTTERY_WINDOW.title.ko }).first();
  if (existing) return { drawn: false };
  const input = demoLotteryWindow(today);
  const at = seoulInstant(input.applyTo, '15:00');
  // The demo commits to a fixed seed, so its record is the same on every machine.
  const windowId = await windows.create(input, at, DEMO_LOTTERY_SEED);
  const rules = (await windows.rules(windowId))!;
  await createScheduleRepository(db).generate(rules, rules.useFrom, rules.useTo, at);
  const units = (await db('schedule_units').where({ window_id: windowId }).whereNull('closed_reason').orderBy(['use_date', 'start_time'])) as Array<Record<string, string>>;
  // Every demo maker asks for the first two mornings; two of them for an afternoon as well.
  const entries: Array<[string, Record<string, string>]> = [];
  for (const memberId of Object.values(DEMO_MEMBER_IDS)) for (const unit of units.slice(0, 2)) entries.push([memberId, unit]);
  entries.push([DEMO_MEMBER_IDS.sewing01, units[3]!], [DEMO_MEMBER_IDS.pattern22, units[3]!]);
  const applications = createApplicationsRepository(db, createStrikesRepository(db, createApplySettingsRepository(db)));
  const schedule = createScheduleRepository(db);
  for (const [memberId, unit] of entries) {
    // Applied as a maker applies (quota taken, an entry that holds nothing until the draw).
    const toApply = (await schedule.unit(unit.id!))!;
    await applications.apply(memberId, DEMO_ENTRY(unit.id!), [{ unit: toApply, memberQuota: rules.memberQuota, waitlistSize: rules.waitlistSize }], new Date(at));
  }
  // The service clock drew it the morning after applications closed.
  const outcome = await createLotteryRepository(db).draw(windowId, { by: 'lottery', now: new Date(seoulInstant(addDays(input.applyTo, 1), '00:05')) });
  return { drawn: typeof outcome !== 'string' };
}

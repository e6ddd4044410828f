import { DEMO_MEMBER_IDS, type ApplicationWindowInput, type ApplyRequest, type LocalisedText } from '@centre/contracts';
import { connectDatabase, runMigrations, type DatabaseConfig, type Knex } from '@centre/server-kit';
import { migrations } from '../migrations/index.ts';
import { cancelOwnApplication } from '../cancelling.ts';
import { createApplicationWindowsRepository } from '../repositories/application-windows.ts';
import { createApplicationsRepository, type ApplicationsRepository } from '../repositories/applications.ts';
import { createApplySettingsRepository } from '../repositories/settings.ts';
import { createStrikesRepository } from '../repositories/strikes.ts';
import { createScheduleRepository, type UnitRow, type UnitWithWindow } from '../repositories/schedule.ts';
import { seoulDate } from '@centre/contracts';
import { PUBLIC_HOLIDAYS } from './public-holidays.ts';
import { seedDemoLottery } from './demo-lottery.ts';
import { seedDemoAdviceAndPractice, type DemoEquipment } from './demo-advice-and-practice.ts';

const text = (ko: string, en: string, cn: string, jp: string): LocalisedText => ({ ko, en, cn, jp });
const SESSIONS = [
  { start: '09:00', end: '13:00' },
  { start: '14:00', end: '18:00' },
];
const DOMESTIC = ['DOMESTIC_PRIVATE', 'DOMESTIC_INSTITUTION'] as const;

/**
 * The demo windows, in each state at both sites (as of late November 2026): the first half of 2027
 * for both cutting rooms and the Yongsin equipment rooms' sessions are open; the Dapsimni studio's
 * first quarter (a lottery) and Yongsin's second quarter are planned; the second half of 2026 is closed.
 */
export const DEMO_WINDOWS: ApplicationWindowInput[] = [
  {
    work: 'CUTTINGROOM', location: 'DAPSIMNI',
    title: text('2027년 상반기 답십리 공동재단실', 'Dapsimni shared cutting room, first half of 2027', '2027年上半年 踏十里共享裁剪室', '2027年上半期 踏十里共同裁断室'),
    applyFrom: '2026-11-16', applyTo: '2026-12-11', useFrom: '2027-01-04', useTo: '2027-06-30', unitCapacity: 6, memberQuota: 10,
    requiredMemberKinds: [...DOMESTIC], cancelDeadlineDays: 2,
  },
  {
    work: 'CUTTINGROOM', location: 'YONGSIN',
    title: text('2027년 상반기 용신 공동재단실(4층)', 'Yongsin shared cutting room (4F), first half of 2027', '2027年上半年 龙新共享裁剪室（4楼）', '2027年上半期 龍新共同裁断室（4階）'),
    applyFrom: '2026-11-16', applyTo: '2026-12-11', useFrom: '2027-01-04', useTo: '2027-06-30', unitCapacity: 8, memberQuota: 10,
    requiredMemberKinds: [...DOMESTIC], cancelDeadlineDays: 2,
  },
  {
    work: 'STUDIO', location: 'YONGSIN',
    title: text('2026년 12월~2027년 2월 용신 공용장비실(5~6층)', 'Yongsin shared equipment rooms (5F–6F), December 2026 to February 2027', '2026年12月至2027年2月 龙新公用设备室（5~6楼）', '2026年12月～2027年2月 龍新共用設備室（5～6階）'),
    applyFrom: '2026-11-16', applyTo: '2027-02-19', useFrom: '2026-12-01', useTo: '2027-02-26', unitCapacity: 3, memberQuota: 12,
    unitLayout: 'SESSIONS', sessions: SESSIONS, waitlistSize: 5, cancelDeadlineDays: 1,
  },
  {
    work: 'STUDIO', location: 'DAPSIMNI',
    title: text('2027년 1분기 답십리 공동작업장(추첨)', 'Dapsimni shared studio, Q1 2027 (lottery)', '2027年第一季度 踏十里共享工作室（抽签）', '2027年第1四半期 踏十里共同作業場（抽選）'),
    applyFrom: '2026-12-14', applyTo: '2026-12-24', useFrom: '2027-01-04', useTo: '2027-03-31', unitCapacity: 4, memberQuota: 8,
    unitLayout: 'SESSIONS', sessions: SESSIONS, allocation: 'LOTTERY', cancelDeadlineDays: 3,
  },
  {
    work: 'STUDIO', location: 'YONGSIN',
    title: text('2027년 2분기 용신 공용장비실(5~6층)', 'Yongsin shared equipment rooms (5F–6F), Q2 2027', '2027年第二季度 龙新公用设备室（5~6楼）', '2027年第2四半期 龍新共用設備室（5～6階）'),
    applyFrom: '2027-03-02', applyTo: '2027-03-19', useFrom: '2027-04-01', useTo: '2027-06-30', unitCapacity: 3, memberQuota: 12,
    unitLayout: 'SESSIONS', sessions: SESSIONS, waitlistSize: 5,
  },
  {
    work: 'CUTTINGROOM', location: 'DAPSIMNI',
    title: text('2026년 하반기 답십리 공동재단실', 'Dapsimni shared cutting room, second half of 2026', '2026年下半年 踏十里共享裁剪室', '2026年下半期 踏十里共同裁断室'),
    applyFrom: '2026-05-18', applyTo: '2026-06-12', useFrom: '2026-07-01', useTo: '2026-12-31', unitCapacity: 4, memberQuota: 60,
  },
  {
    work: 'CUTTINGROOM', location: 'YONGSIN',
    title: text('2026년 하반기 용신 공동재단실(4층)', 'Yongsin shared cutting room (4F), second half of 2026', '2026年下半年 龙新共享裁剪室（4楼）', '2026年下半期 龍新共同裁断室（4階）'),
    applyFrom: '2026-05-18', applyTo: '2026-06-12', useFrom: '2026-07-01', useTo: '2026-12-31', unitCapacity: 6, memberQuota: 60,
  },
  {
    work: 'STUDIO', location: 'DAPSIMNI',
    title: text('2026년 하반기 답십리 공동작업장', 'Dapsimni shared studio, second half of 2026', '2026年下半年 踏十里共享工作室', '2026年下半期 踏十里共同作業場'),
    applyFrom: '2026-05-18', applyTo: '2026-06-12', useFrom: '2026-07-01', useTo: '2026-12-31', unitCapacity: 3, memberQuota: 60,
  },
];

const MEMBERS = [DEMO_MEMBER_IDS.sewing01, DEMO_MEMBER_IDS.dongdaemun7, DEMO_MEMBER_IDS.pattern22, DEMO_MEMBER_IDS.tokyo2024];

/** What the demo makers make, in their words. */
const WORK: Array<Omit<ApplyRequest, 'unitIds' | 'agreeRules'>> = [
  { item: '여성 울 코트 샘플', fabric: '울 80% 캐시미어 20%', quantity: 24, markerLengthCm: 410, plies: 24, phone: '01012345678', channel: 'SMS' },
  { item: '남성 면 셔츠 양산', fabric: '면 옥스포드', quantity: 60, markerLengthCm: 620, plies: 60, phone: '0222125581', channel: 'SMS' },
  { item: '원피스 패턴 그레이딩 샘플', fabric: '레이온 혼방', quantity: 12, markerLengthCm: 280, plies: 12, phone: '01098765432', channel: 'SMS' },
  { item: 'Linen jackets, sample run', fabric: 'Linen 100%', quantity: 8, phone: '01055554444', channel: 'EMAIL', note: 'English please' },
];

function request(member: number, unitIds: string[], extra: Partial<ApplyRequest> = {}): ApplyRequest {
  return { ...WORK[member]!, unitIds, agreeRules: true, ...extra };
}

/**
 * Bookings of the demo makers: on the closed windows, approved days before today (attended, one
 * no-show) and after it, spread so the calendars show free, partly booked and full days; on the
 * open windows, applications in each status and a waitlist. Taken through the repository, so every
 * counter (holds, waitlists, quotas) agrees with the rows.
 */
async function seedDemoApplications(db: Knex, windowIds: string[], today: Date): Promise<number> {
  const applications = createApplicationsRepository(db, createStrikesRepository(db, createApplySettingsRepository(db)));
  const schedule = createScheduleRepository(db);
  const at = today;
  const todayDate = seoulDate(today);
  let count = 0;
  const unitsOf = async (windowId: string): Promise<UnitWithWindow[]> => {
    const rows = await db<UnitRow>('schedule_units').where({ window_id: windowId }).whereNull('closed_reason').orderBy([{ column: 'use_date' }, { column: 'start_time' }]);
    return (await Promise.all(rows.map((row) => schedule.unit(row.id)))).filter((unit): unit is UnitWithWindow => unit !== null);
  };
  const take = async (member: number, unit: UnitWithWindow, extra: Partial<ApplyRequest> = {}, quota = 100, waitlist = 10): Promise<string> => {
    const [id] = await applications.apply(MEMBERS[member]!, request(member, [unit.id], extra), [{ unit, memberQuota: quota, waitlistSize: waitlist }], at);
    count++;
    return id!;
  };

  // Closed windows (second half of 2026): from the start of this month to the end of the year.
  const monthStart = `${todayDate.slice(0, 7)}-01`;
  for (const [windowIndex, windowId] of windowIds.slice(5).entries()) {
    const units = (await unitsOf(windowId)).filter((unit) => unit.use_date >= monthStart);
    for (const [index, unit] of units.entries()) {
      // Full every fifth day, empty every third, partly booked otherwise.
      const makers = index % 5 === 0 ? Math.min(Number(unit.capacity), MEMBERS.length) : index % 3 === 0 ? 0 : 1 + (index % 2);
      for (let member = 0; member < makers; member++) {
        const id = await take((member + index) % MEMBERS.length, unit);
        await applications.approve(id, null, at);
        if (unit.use_date < todayDate) {
          // pattern22 missed one booking: a strike they can see (and appeal) in my page.
          const missed = windowIndex === 0 && (member + index) % MEMBERS.length === 2 && index === 1;
          await applications.markAttendance([id], missed ? 'NO_SHOW' : 'ATTENDED', null, at);
        }
      }
    }
  }

  // Open cutting rooms: WAITING, APPROVED, REJECTED and CANCELLED applications.
  const [dapsimniCutting, yongsinCutting, yongsinStudio] = await Promise.all(windowIds.slice(0, 3).map(unitsOf));
  const dc = dapsimniCutting!;
  await take(0, dc[1]!);
  await applications.approve(await take(1, dc[1]!), null, at);
  await take(1, dc[3]!);
  const rejected = await take(2, dc[2]!);
  await applications.reject(rejected, { code: 'OUTSIDE_PURPOSE', text: '재단 의뢰 물량이 공동재단실 이용 기준(소량 샘플)을 넘습니다. 상담 후 다시 신청해 주세요.' }, null, at);
  const cancelled = await take(0, dc[4]!);
  await cancelOwnApplication(applications, MEMBERS[0]!, cancelled, at);
  await applications.approve(await take(2, yongsinCutting![0]!), null, at);

  // Yongsin equipment rooms (sessions): a full session with a waitlist, and makers in each status.
  const ys = yongsinStudio!.filter((unit) => unit.use_date > todayDate);
  const fullSession = ys[2]!;
  for (const member of [0, 1, 3]) await applications.approve(await take(member, fullSession, { markerLengthCm: undefined, plies: undefined }), null, at);
  await take(2, fullSession, { joinWaitlist: true, markerLengthCm: undefined, plies: undefined });
  await take(3, ys[5]!, { markerLengthCm: undefined, plies: undefined });
  await take(0, ys[6]!, { markerLengthCm: undefined, plies: undefined });
  return count;
}

export async function prepareApplicationsDatabase(database: DatabaseConfig, options: { demo: boolean; today?: Date; demoEquipment?: readonly DemoEquipment[] }) {
  const db = await connectDatabase(database);
  try {
    await runMigrations(db, migrations);
    const windows = createApplicationWindowsRepository(db);
    const applications: ApplicationsRepository = createApplicationsRepository(db, createStrikesRepository(db, createApplySettingsRepository(db)));
    // Holidays are reference data, not demo content: always present, added once.
    for (const { date, reason } of PUBLIC_HOLIDAYS) await applications.addClosedDay(date, reason);
    // Advice and practice (issue 27): its own once-only check, so a data folder from before gets it too.
    if (options.demo) await seedDemoAdviceAndPractice(db, options.today ?? new Date(), options.demoEquipment ?? []);
    if (!options.demo || (await windows.count()) > 0) return { windowsCreated: 0, applicationsCreated: 0 };
    const schedule = createScheduleRepository(db);
    const ids: string[] = [];
    for (const window of DEMO_WINDOWS) {
      const id = await windows.create(window);
      ids.push(id);
      await schedule.generate((await windows.rules(id))!, window.useFrom, window.useTo);
    }
    const applicationsCreated = await seedDemoApplications(db, ids, options.today ?? new Date());
    await seedDemoLottery(db, options.today ?? new Date());
    return { windowsCreated: DEMO_WINDOWS.length, applicationsCreated };
  } finally {
    await db.destroy();
  }
}

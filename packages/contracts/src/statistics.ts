import { Type, type Static } from 'typebox';
import { LOCATIONS, WORK_TYPES } from './enums.ts';
import { OneOf } from './common.ts';

// The console's statistics (spec §7: monthlySales, dailySales, dayOfWeekSales, productsSales). The
// centre is free, so nothing is sold: the spec's "sales" are USE — applications that were approved
// (booked use) and, once staff mark attendance, attended. Waiting, waitlisted, rejected and
// cancelled applications and no-shows are not use and are never counted. Days are days of use in
// Seoul time.

export const STATISTICS_PATH = '/api/console/statistics';
export const STATISTICS_REPORTS = ['monthlySales', 'dailySales', 'dayOfWeekSales', 'productsSales'] as const;
export type StatisticsReport = (typeof STATISTICS_REPORTS)[number];

/** What a use is, for the API docs and the console's captions. */
export const USE_DEFINITION =
  'Counts use, not sales (the centre is free): applications APPROVED for a day of use in the period, and of those the ones staff marked ATTENDED. ' +
  'Waiting, waitlisted, rejected and cancelled applications and no-shows are not counted.';

/** Longest period one report covers: three years of months, a year of days. */
export const STATISTICS_MAX_DAYS = 3 * 366;
export const DAILY_STATISTICS_MAX_DAYS = 366;

const Day = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', maxLength: 10, description: 'YYYY-MM-DD, a Seoul day' });

/** Every report's query. Without `from`/`until`: the last twelve months to today (daily: the last 31 days). */
export const StatisticsQuery = Type.Object(
  {
    from: Type.Optional(Day),
    until: Type.Optional(Day),
    location: Type.Optional(OneOf(LOCATIONS)),
    work: Type.Optional(OneOf(WORK_TYPES)),
  },
  { additionalProperties: false },
);
export type StatisticsQuery = Static<typeof StatisticsQuery>;
/** A statistics query once the server has filled in the default period: both days known. */
export type ResolvedStatisticsQuery = StatisticsQuery & Required<Pick<StatisticsQuery, 'from' | 'until'>>;

/** The counts of one bucket for one site and work type (buckets with no use are left out). */
const UseCounts = {
  location: OneOf(LOCATIONS),
  work: OneOf(WORK_TYPES),
  /** Approved applications, attended or not yet marked (no-shows excluded). */
  uses: Type.Integer({ minimum: 0 }),
  /** Of those, the ones marked ATTENDED. */
  attended: Type.Integer({ minimum: 0 }),
};

const Period = Type.Object({ from: Day, until: Day });

export const MonthlyUse = Type.Object({ month: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }), ...UseCounts });
export type MonthlyUse = Static<typeof MonthlyUse>;
export const DailyUse = Type.Object({ day: Day, ...UseCounts });
export type DailyUse = Static<typeof DailyUse>;
/** ISO weekday: 1 Monday … 7 Sunday. */
export const WeekdayUse = Type.Object({ weekday: Type.Integer({ minimum: 1, maximum: 7 }), ...UseCounts });
export type WeekdayUse = Static<typeof WeekdayUse>;
/** Use of one piece of equipment: an application that booked it counts once for it. */
export const EquipmentUse = Type.Object({ equipmentId: Type.String({ maxLength: 36 }), ...UseCounts });
export type EquipmentUse = Static<typeof EquipmentUse>;

export const MonthlySales = Type.Object({ period: Period, months: Type.Array(MonthlyUse) });
export type MonthlySales = Static<typeof MonthlySales>;
export const DailySales = Type.Object({ period: Period, days: Type.Array(DailyUse) });
export type DailySales = Static<typeof DailySales>;
export const DayOfWeekSales = Type.Object({ period: Period, weekdays: Type.Array(WeekdayUse) });
export type DayOfWeekSales = Static<typeof DayOfWeekSales>;
export const ProductsSales = Type.Object({ period: Period, equipment: Type.Array(EquipmentUse) });
export type ProductsSales = Static<typeof ProductsSales>;

/**
 * GET /api/console/statistics/today: what the dashboard needs from the applications service beside
 * the reports — applications waiting for a decision, and this week's bookings (Monday to Sunday,
 * Seoul) per site and work type: approved ones, and waiting ones that hold a place.
 */
export const StatisticsToday = Type.Object({
  today: Day,
  week: Period,
  waitingApplications: Type.Integer({ minimum: 0 }),
  bookingsThisWeek: Type.Array(
    Type.Object({ location: OneOf(LOCATIONS), work: OneOf(WORK_TYPES), approved: Type.Integer({ minimum: 0 }), waiting: Type.Integer({ minimum: 0 }) }),
  ),
});
export type StatisticsToday = Static<typeof StatisticsToday>;

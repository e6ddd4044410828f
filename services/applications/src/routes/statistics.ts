import {
  DAILY_STATISTICS_MAX_DAYS,
  DailySales,
  DayOfWeekSales,
  ErrorResponse,
  MonthlySales,
  ProductsSales,
  type ResolvedStatisticsQuery,
  STATISTICS_MAX_DAYS,
  STATISTICS_PATH,
  StatisticsQuery,
  StatisticsToday,
  USE_DEFINITION,
} from '@centre/contracts';
import type { FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { addDays, isoWeekday, seoulDate } from '@centre/contracts';

const DAY_MS = 86_400_000;
/** A YYYY-MM-DD that names a real day (the schema's pattern lets 2026-02-30 through). */
const isRealDay = (day: string) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
const daysFrom = (from: string, until: string) => Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The first day of the month `months` before the month of `day`. */
function monthStart(day: string, monthsBefore: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1 - monthsBefore, 1));
  return start.toISOString().slice(0, 10);
}

/**
 * The console's statistics (spec §7). This centre is free: the spec's "sales" reports count USE —
 * approved applications for a day of use, and of those the attended ones (see USE_DEFINITION).
 * The console scope is enforced by server-kit for every /api/console route.
 */
export const consoleStatisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The period asked for, or the default one ending today (Seoul); a message when it cannot be read. */
  function periodOf(query: StatisticsQuery, daily: boolean): ResolvedStatisticsQuery | string {
    const today = seoulDate(app.clock.now());
    const until = query.until ?? (query.from && query.from > today ? query.from : today);
    const from = query.from ?? (daily ? addDays(until, -30) : monthStart(until, 11));
    if (!isRealDay(from) || !isRealDay(until)) return 'The period has a day that does not exist.';
    if (from > until) return 'The period ends before it starts: "from" must not be after "until".';
    const longest = daily ? DAILY_STATISTICS_MAX_DAYS : STATISTICS_MAX_DAYS;
    if (daysFrom(from, until) > longest) return `The period is too long: at most ${longest} days.`;
    return { from, until, location: query.location, work: query.work };
  }

  const report = <T>(name: string, summary: string, response: T, daily = false) =>
    ({
      path: `${STATISTICS_PATH}/${name}`,
      schema: { summary, description: USE_DEFINITION, querystring: StatisticsQuery, response: { 200: response, 400: ErrorResponse } },
      daily,
    }) as const;

  const monthly = report('monthlySales', 'Use per month, site and work type', MonthlySales);
  app.get(monthly.path, { schema: monthly.schema }, async (request, reply) => {
    const filter = periodOf(request.query, false);
    if (typeof filter === 'string') return reply.badRequest(filter);
    return { period: { from: filter.from, until: filter.until }, months: await app.statistics.monthly(filter) };
  });

  const daily = report('dailySales', 'Use per day of use, site and work type (at most a year)', DailySales, true);
  app.get(daily.path, { schema: daily.schema }, async (request, reply) => {
    const filter = periodOf(request.query, true);
    if (typeof filter === 'string') return reply.badRequest(filter);
    return { period: { from: filter.from, until: filter.until }, days: await app.statistics.daily(filter) };
  });

  const weekdays = report('dayOfWeekSales', 'Use per weekday (1 Monday … 7 Sunday), site and work type', DayOfWeekSales);
  app.get(weekdays.path, { schema: weekdays.schema }, async (request, reply) => {
    const filter = periodOf(request.query, false);
    if (typeof filter === 'string') return reply.badRequest(filter);
    return { period: { from: filter.from, until: filter.until }, weekdays: await app.statistics.byWeekday(filter) };
  });

  const equipment = report('productsSales', 'Use per piece of equipment, site and work type, most used first', ProductsSales);
  app.get(equipment.path, { schema: equipment.schema }, async (request, reply) => {
    const filter = periodOf(request.query, false);
    if (typeof filter === 'string') return reply.badRequest(filter);
    return { period: { from: filter.from, until: filter.until }, equipment: await app.statistics.byEquipment(filter) };
  });

  app.get(
    `${STATISTICS_PATH}/today`,
    {
      schema: {
        summary: "What needs attention today: applications waiting for a decision, and this week's bookings per site and work type",
        response: { 200: StatisticsToday },
      },
    },
    async () => {
      const today = seoulDate(app.clock.now());
      const monday = addDays(today, 1 - isoWeekday(today));
      const week = { from: monday, until: addDays(monday, 6) };
      return { today, week, ...(await app.statistics.today(week)) };
    },
  );
};

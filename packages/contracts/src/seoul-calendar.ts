// The centre keeps Seoul time: days of use, deadlines, terms' effective dates, report periods and
// "today" on every page are Seoul calendar days, whatever zone the server or the browser is in.
// Services and front ends share this one module, so it uses neither Node nor DOM APIs.
//
// Korea has kept UTC+9 all year since 1988, so a fixed offset is exact and costs nothing, where a
// time-zone formatter costs ~30 ms to build on a page's start (a test checks the two agree).
// Days are "YYYY-MM-DD", months "YYYY-MM", times "HH:MM"; such strings compare in time order.

export const SEOUL_TIME_ZONE = 'Asia/Seoul';
export const SEOUL_UTC_OFFSET_MINUTES = 9 * 60;

const OFFSET_MS = SEOUL_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** An instant as a Date; a Date, epoch milliseconds or an ISO timestamp are all accepted. */
const instantOf = (at: Date | string | number): Date => (at instanceof Date ? at : new Date(at));

/** "YYYY-MM-DD HH:MM" in Seoul. Throws RangeError for an unparseable instant. */
export function seoulDateTime(at: Date | string | number): string {
  return new Date(instantOf(at).getTime() + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The Seoul day of an instant, YYYY-MM-DD. */
export function seoulDate(at: Date | string | number): string {
  return seoulDateTime(at).slice(0, 10);
}

/** Today's Seoul day, YYYY-MM-DD. */
export function seoulToday(now: Date = new Date()): string {
  return seoulDate(now);
}

/** The Seoul month of an instant, YYYY-MM. */
export function seoulMonth(at: Date | string | number): string {
  return seoulDateTime(at).slice(0, 7);
}

/** The Seoul hour of an instant, 0–23. */
export function seoulHour(at: Date | string | number): number {
  return Number(seoulDateTime(at).slice(11, 13));
}

/** The instant a Seoul day and time (HH:MM) begins, as a UTC ISO timestamp. */
export function seoulInstant(date: string, time = '00:00'): string {
  return new Date(Date.parse(`${date}T${time}:00Z`) - OFFSET_MS).toISOString();
}

/** The first instant of a Seoul day (15:00 UTC the day before). */
export function seoulDayStartUtc(date: string): string {
  return seoulInstant(date);
}

/** The first instant after a Seoul day: the exclusive end of an inclusive "until" day. */
export function seoulDayEndUtc(date: string): string {
  return seoulInstant(addDays(date, 1));
}

/** `days` after (or before, negative) a YYYY-MM-DD day. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `months` after (or before, negative) a YYYY-MM month. */
export function addMonths(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + months, 1)).toISOString().slice(0, 7);
}

/** ISO weekday of a YYYY-MM-DD day: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The first and last day of a YYYY-MM month. */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(count).padStart(2, '0')}` };
}

/** All calendar days of a YYYY-MM month. */
export function daysOfMonth(month: string): string[] {
  const { first, last } = monthBounds(month);
  return daysBetween(first, last);
}

/** Every day from `from` to `to`, inclusive; none when `to` is before `from`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * A month's days in weeks of seven, padded with null before the first and after the last day.
 * Weeks start on Monday (the console's calendars) or on Sunday (the public schedule, as in Korea's
 * printed calendars).
 */
export function monthWeeks(month: string, weekStartsOn: 'monday' | 'sunday' = 'monday'): Array<Array<string | null>> {
  const days = daysOfMonth(month);
  const weekday = isoWeekday(days[0]!);
  const leading = weekStartsOn === 'monday' ? weekday - 1 : weekday % 7;
  const cells: Array<string | null> = [...Array<null>(leading).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** A well-formed month of this century, YYYY-MM (addresses and filters are checked with it). */
export const SEOUL_MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;
/** A well-formed day of this century, YYYY-MM-DD (its month may still lack the day: 2026-02-30). */
export const SEOUL_DAY_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

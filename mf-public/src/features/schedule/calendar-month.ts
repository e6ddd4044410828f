import { formatDate } from '@centre/platform';

// Months are "YYYY-MM" strings, the form the schedule API and the page address use. Arithmetic is
// done on UTC dates so the visitor's own time zone cannot shift a day.

const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** The current month in Seoul. */
export function currentMonth(now = new Date()): string {
  return formatDate(now).slice(0, 7);
}

/** A month from the address, or the current one when it is missing or malformed. */
export function monthOrCurrent(value: string | null, now = new Date()): string {
  return value && MONTH_PATTERN.test(value) ? value : currentMonth(now);
}

export function addMonths(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The first day of a month as a UTC date (for Intl formatting with timeZone UTC). */
export function firstDayOf(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1, 1));
}

/** Every date of a month as YYYY-MM-DD. */
export function datesOf(month: string): Array<{ date: string }> {
  const first = firstDayOf(month);
  const count = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => ({ date: `${month}-${String(index + 1).padStart(2, '0')}` }));
}

/** Days of a month laid out in Sunday-first weeks; null where a week runs into another month. */
export function weeksOf<T extends { date: string }>(month: string, days: readonly T[]): Array<Array<T | null>> {
  const leading = firstDayOf(month).getUTCDay();
  const cells: Array<T | null> = [...Array<null>(leading).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<T | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Sunday-first weekday names in a language, short and long (a known Sunday: 2023-01-01). */
export function weekdayNames(htmlLang: string): Array<{ short: string; long: string }> {
  const short = new Intl.DateTimeFormat(htmlLang, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(htmlLang, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(Date.UTC(2023, 0, 1 + index));
    return { short: short.format(day), long: long.format(day) };
  });
}

/** "2026년 11월", "November 2026", "2026年11月". */
export function monthLabel(month: string, htmlLang: string): string {
  return new Intl.DateTimeFormat(htmlLang, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(firstDayOf(month));
}

import { SEOUL_MONTH_PATTERN, daysOfMonth, isoWeekday, seoulMonth } from '@centre/contracts';

// Months are "YYYY-MM" strings, the form the schedule API and the page address use; the calendar
// arithmetic is contracts' Seoul calendar. Labels are formatted as UTC dates so the visitor's own
// time zone cannot shift a day.

/** A month from the address, or the current Seoul month when it is missing or malformed. */
export function monthOrCurrent(value: string | null, now = new Date()): string {
  return value && SEOUL_MONTH_PATTERN.test(value) ? value : seoulMonth(now);
}

/** The first day of a month as a UTC date (for Intl formatting with timeZone UTC). */
export function firstDayOf(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1, 1));
}

/** Every date of a month, as the cells of a calendar without units. */
export const datesOf = (month: string): Array<{ date: string }> => daysOfMonth(month).map((date) => ({ date }));

/** Days of a month laid out in Sunday-first weeks; null where a week runs into another month. */
export function weeksOf<T extends { date: string }>(month: string, days: readonly T[]): Array<Array<T | null>> {
  const leading = isoWeekday(`${month}-01`) % 7;
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

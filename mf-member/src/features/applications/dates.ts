// Days of use are Seoul calendar dates (YYYY-MM-DD) and months YYYY-MM; they are formatted as UTC
// dates so the visitor's own time zone cannot move a day (arithmetic: contracts' seoul-calendar).

/** "Tuesday, 5 January 2027" in the page's language. */
export function dayLabel(date: string, htmlLang: string): string {
  return new Intl.DateTimeFormat(htmlLang, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** "January 2027" in the page's language. */
export function monthLabel(month: string, htmlLang: string): string {
  return new Intl.DateTimeFormat(htmlLang, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** A session's hours, "09:00–13:00". */
export const hoursOf = (unit: { startTime: string; endTime: string }) => `${unit.startTime}–${unit.endTime}`;

/** Items grouped by their day, days in order. */
export function byDay<T extends { date: string }>(items: readonly T[]): Array<[string, T[]]> {
  const days = new Map<string, T[]>();
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** "Tue, Jan 5" in the page's language: a day in the form's compact day grid. */
export function shortDayLabel(date: string, htmlLang: string): string {
  return new Intl.DateTimeFormat(htmlLang, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

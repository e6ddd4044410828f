// Calendar days of the centre are Seoul days (YYYY-MM-DD), whatever the staff computer's zone.

const seoulDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });

export const todayInSeoul = (): string => seoulDay.format(new Date());

/** The first and last day of a month (YYYY-MM). */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}` };
}

/** The month `delta` months away (YYYY-MM). */
export function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, number - 1 + delta, 1));
  return moved.toISOString().slice(0, 7);
}

/** The day `delta` days away (YYYY-MM-DD). */
export function shiftDay(date: string, delta: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + delta * 86_400_000).toISOString().slice(0, 10);
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The month's days in weeks of seven (Monday first), padded with null before the first and after the last. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const { first, last } = monthBounds(month);
  const cells: Array<string | null> = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let day = first; day <= last; day = shiftDay(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;
export const DAY_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

// The centre keeps Seoul time (UTC+9, no daylight saving): days of use, deadlines and the
// opening of applications are Seoul days and times, whatever the server's zone.
const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** "YYYY-MM-DD HH:MM" in Seoul: such strings compare in time order. */
export function seoulDateTime(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The Seoul day of `at`, YYYY-MM-DD. */
export function seoulDate(at: Date): string {
  return seoulDateTime(at).slice(0, 10);
}

/** The current month in Asia/Seoul, as YYYY-MM. */
export function seoulMonth(at: Date): string {
  return seoulDate(at).slice(0, 7);
}

/** `days` after (or before, negative) a YYYY-MM-DD day. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a YYYY-MM-DD day: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The instant a Seoul day and time begins, as an ISO timestamp. */
export function seoulInstant(date: string, time = '00:00'): string {
  return new Date(Date.parse(`${date}T${time}:00Z`) - SEOUL_OFFSET_MS).toISOString();
}

/** All calendar days of a YYYY-MM month. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Seoul is UTC+9 all year (no daylight saving): a Seoul day starts at 15:00 UTC the day before. */
const SEOUL_OFFSET_MS = 9 * 3600_000;
const DAY_MS = 24 * 3600_000;

export function seoulDayStartUtc(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - SEOUL_OFFSET_MS).toISOString();
}

/** The first instant after a Seoul day (exclusive end of an inclusive `until` filter). */
export function seoulDayEndUtc(day: string): string {
  return new Date(Date.parse(seoulDayStartUtc(day)) + DAY_MS).toISOString();
}

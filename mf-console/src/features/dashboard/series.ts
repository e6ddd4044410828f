import { LOCATIONS, WORK_TYPES, type Location, type WorkType } from '@centre/contracts';

// Turns the statistics answers (one row per bucket, site and work type, empty buckets left out)
// into what a chart and its table both show: the buckets in order, one series per site and work
// type, zeros where nothing was used. The chart and the table read the same numbers.

export interface Room {
  location: Location;
  work: WorkType;
}

export interface Series extends Room {
  key: string;
  values: number[];
}

export interface ChartData {
  buckets: string[];
  series: Series[];
}

const roomKey = (room: Room) => `${room.location}:${room.work}`;

/** Every site and work type the filter leaves, in the contract's order. */
export function roomsOf(filter: { location?: Location | undefined; work?: WorkType | undefined }): Room[] {
  return LOCATIONS.filter((location) => !filter.location || location === filter.location).flatMap((location) =>
    WORK_TYPES.filter((work) => !filter.work || work === filter.work).map((work) => ({ location, work })),
  );
}

/** One series per room over `buckets`; a row whose bucket is not listed is ignored. */
export function seriesOf<Row extends Room & { uses: number }>(rows: readonly Row[], buckets: readonly string[], bucketOf: (row: Row) => string, rooms: readonly Room[]): ChartData {
  const position = new Map(buckets.map((bucket, index) => [bucket, index]));
  const series = rooms.map((room) => ({ ...room, key: roomKey(room), values: buckets.map(() => 0) }));
  const byRoom = new Map(series.map((one) => [one.key, one]));
  for (const row of rows) {
    const index = position.get(bucketOf(row));
    const one = byRoom.get(roomKey(row));
    if (index !== undefined && one) one.values[index] = (one.values[index] ?? 0) + row.uses;
  }
  return { buckets: [...buckets], series };
}

/** Every month from the month of `from` to the month of `until` (YYYY-MM). */
export function monthsBetween(from: string, until: string): string[] {
  const months: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const last = until.slice(0, 7);
  for (let guard = 0; guard < 240; guard++) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    months.push(current);
    if (current >= last) break;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/** The pieces of equipment used most over the period (every room together), at most `limit`. */
export function topEquipment(rows: ReadonlyArray<{ equipmentId: string; uses: number }>, limit: number): string[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.equipmentId, (totals.get(row.equipmentId) ?? 0) + row.uses);
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([id]) => id);
}

export const totalOf = (data: ChartData) => data.series.reduce((sum, one) => sum + one.values.reduce((a, b) => a + b, 0), 0);

export const PERIODS = ['last12', 'thisYear', 'lastYear'] as const;
export type Period = (typeof PERIODS)[number];

/** The days a period choice covers, ending today at the latest. */
export function periodDays(period: Period, today: string): { from: string; until: string } {
  const year = Number(today.slice(0, 4));
  if (period === 'thisYear') return { from: `${year}-01-01`, until: today };
  if (period === 'lastYear') return { from: `${year - 1}-01-01`, until: `${year - 1}-12-31` };
  const [, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1 - 11, 1)).toISOString().slice(0, 10);
  return { from: start, until: today };
}

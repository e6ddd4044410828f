import type { DailyUse, EquipmentUse, Location, MonthlyUse, ResolvedStatisticsQuery, StatisticsToday, WeekdayUse, WorkType } from '@centre/contracts';
import type { Knex } from '@centre/server-kit';
import { isoWeekday } from '@centre/contracts';


interface GroupRow {
  bucket: string;
  location: Location;
  work: WorkType;
  uses: number | string;
  attended: number | string | null;
}

const byBucketThenRoom = <T extends { location: string; work: string }>(key: (row: T) => string | number) => (a: T, b: T) => {
  const left = key(a);
  const right = key(b);
  if (left !== right) return left < right ? -1 : 1;
  return `${a.location} ${a.work}`.localeCompare(`${b.location} ${b.work}`);
};

/**
 * The console's statistics, read from the applications table. Use = an application APPROVED for its
 * day of use and not marked NO_SHOW (attended, or not marked yet); `attended` = marked ATTENDED.
 * Every report is one grouped query on (status, use_date); no row leaves the database but counts,
 * except equipment, whose ids sit in a JSON column and are counted here.
 */
export function createStatisticsRepository(db: Knex) {
  function used(filter: ResolvedStatisticsQuery): Knex.QueryBuilder {
    const query = db('applications')
      .where('status', 'APPROVED')
      .where((q) => q.whereNull('attendance').orWhere('attendance', 'ATTENDED'))
      .whereBetween('use_date', [filter.from, filter.until]);
    if (filter.location) query.where('location', filter.location);
    if (filter.work) query.where('work', filter.work);
    return query;
  }

  /** Counts grouped by `bucket` (an SQL expression over use_date), site and work type. */
  async function grouped(filter: ResolvedStatisticsQuery, bucket: 'month' | 'day'): Promise<Array<{ bucket: string; location: Location; work: WorkType; uses: number; attended: number }>> {
    // Days are stored as YYYY-MM-DD text: a month is its first seven characters (the same on SQLite and MySQL).
    const expression = bucket === 'month' ? 'substr(use_date, 1, 7)' : 'use_date';
    const rows = (await used(filter)
      .select(db.raw(`${expression} as bucket`), 'location', 'work')
      .count({ uses: '*' })
      .select(db.raw("sum(case when attendance = 'ATTENDED' then 1 else 0 end) as attended"))
      .groupByRaw(`${expression}, location, work`)) as GroupRow[];
    return rows.map((row) => ({ bucket: String(row.bucket), location: row.location, work: row.work, uses: Number(row.uses), attended: Number(row.attended ?? 0) }));
  }

  return {
    async monthly(filter: ResolvedStatisticsQuery): Promise<MonthlyUse[]> {
      const rows = await grouped(filter, 'month');
      return rows.map(({ bucket, ...counts }) => ({ month: bucket, ...counts })).sort(byBucketThenRoom((row) => row.month));
    },

    async daily(filter: ResolvedStatisticsQuery): Promise<DailyUse[]> {
      const rows = await grouped(filter, 'day');
      return rows.map(({ bucket, ...counts }) => ({ day: bucket, ...counts })).sort(byBucketThenRoom((row) => row.day));
    },

    /** Days folded into ISO weekdays (1 Monday … 7 Sunday): at most a few thousand day rows. */
    async byWeekday(filter: ResolvedStatisticsQuery): Promise<WeekdayUse[]> {
      const totals = new Map<string, WeekdayUse>();
      for (const row of await grouped(filter, 'day')) {
        const weekday = isoWeekday(row.bucket);
        const key = `${weekday} ${row.location} ${row.work}`;
        const total = totals.get(key) ?? { weekday, location: row.location, work: row.work, uses: 0, attended: 0 };
        total.uses += row.uses;
        total.attended += row.attended;
        totals.set(key, total);
      }
      return [...totals.values()].sort(byBucketThenRoom((row) => row.weekday));
    },

    /** An application that booked several pieces of equipment counts once for each. */
    async byEquipment(filter: ResolvedStatisticsQuery): Promise<EquipmentUse[]> {
      const rows = (await used(filter).select('equipment_ids', 'location', 'work', 'attendance')) as Array<{ equipment_ids: string; location: Location; work: WorkType; attendance: string | null }>;
      const totals = new Map<string, EquipmentUse>();
      for (const row of rows) {
        for (const equipmentId of equipmentIdsOf(row.equipment_ids)) {
          const key = `${equipmentId} ${row.location} ${row.work}`;
          const total = totals.get(key) ?? { equipmentId, location: row.location, work: row.work, uses: 0, attended: 0 };
          total.uses += 1;
          if (row.attendance === 'ATTENDED') total.attended += 1;
          totals.set(key, total);
        }
      }
      // Most used first: the chart reads top down.
      return [...totals.values()].sort((a, b) => b.uses - a.uses || a.equipmentId.localeCompare(b.equipmentId));
    },

    /** Applications waiting for a decision, and the week's bookings per site and work type. */
    async today(week: { from: string; until: string }): Promise<Pick<StatisticsToday, 'waitingApplications' | 'bookingsThisWeek'>> {
      const [{ waiting } = { waiting: 0 }] = await db('applications').where('status', 'WAITING').count({ waiting: '*' });
      const rows = (await db('applications')
        .whereBetween('use_date', [week.from, week.until])
        .where((q) => q.where('status', 'APPROVED').orWhere((w) => w.where('status', 'WAITING').where('holding', true)))
        .select('location', 'work', 'status')
        .count({ count: '*' })
        .groupBy(['location', 'work', 'status'])) as Array<{ location: Location; work: WorkType; status: string; count: number | string }>;
      const rooms = new Map<string, StatisticsToday['bookingsThisWeek'][number]>();
      for (const row of rows) {
        const key = `${row.location} ${row.work}`;
        const room = rooms.get(key) ?? { location: row.location, work: row.work, approved: 0, waiting: 0 };
        if (row.status === 'APPROVED') room.approved += Number(row.count);
        else room.waiting += Number(row.count);
        rooms.set(key, room);
      }
      return { waitingApplications: Number(waiting), bookingsThisWeek: [...rooms.values()].sort(byBucketThenRoom(() => 0)) };
    },
  };
}

export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;

/** The JSON list of equipment ids an application stores; anything else counts as none. */
function equipmentIdsOf(raw: string): string[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? [...new Set(parsed.filter((id): id is string => typeof id === 'string'))] : [];
  } catch {
    return [];
  }
}

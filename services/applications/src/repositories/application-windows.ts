import type {
  ApplicationWindow,
  ApplicationWindowInput,
  ConsoleApplicationWindow,
  Locale,
  Location,
  WindowStatus,
  WorkType,
} from '@centre/contracts';
import { localisedFromRow, localisedToRow, newId, now, pageOfRows, pickLocalised, type Knex, type Page } from '@centre/server-kit';

type Row = Record<string, unknown> & {
  id: string;
  work: WorkType;
  location: Location;
  status: WindowStatus;
  apply_from: string;
  apply_to: string;
  use_from: string;
  use_to: string;
  daily_capacity: number;
  member_quota: number;
  created_at: string;
  updated_at: string;
};

export interface WindowFilter {
  work?: WorkType | undefined;
  location?: Location | undefined;
  status?: WindowStatus | undefined;
}

function common(row: Row) {
  return {
    _id: row.id,
    work: row.work,
    location: row.location,
    status: row.status,
    applyFrom: row.apply_from,
    applyTo: row.apply_to,
    useFrom: row.use_from,
    useTo: row.use_to,
    dailyCapacity: Number(row.daily_capacity),
    memberQuota: Number(row.member_quota),
  };
}

export function createApplicationWindowsRepository(db: Knex) {
  async function page(filter: WindowFilter, paging: Page): Promise<{ rows: Row[]; total: number }> {
    const query = db<Row>('application_windows');
    if (filter.work) query.where('work', filter.work);
    if (filter.location) query.where('location', filter.location);
    if (filter.status) query.where('status', filter.status);
    return pageOfRows<Row>(query, paging, [{ column: 'use_from', order: 'desc' }]);
  }

  return {
    async paginate(filter: WindowFilter, locale: Locale, paging: Page): Promise<{ limitations: ApplicationWindow[]; total: number }> {
      const { rows, total } = await page(filter, paging);
      return { limitations: rows.map((row) => ({ ...common(row), title: pickLocalised(row, 'title', locale) })), total };
    },

    async paginateForConsole(filter: WindowFilter, paging: Page): Promise<{ limitations: ConsoleApplicationWindow[]; total: number }> {
      const { rows, total } = await page(filter, paging);
      return {
        limitations: rows.map((row) => ({ ...common(row), title: localisedFromRow(row, 'title'), createdAt: row.created_at, updatedAt: row.updated_at })),
        total,
      };
    },

    async create(input: ApplicationWindowInput): Promise<string> {
      const id = newId();
      const timestamp = now();
      await db('application_windows').insert({
        id,
        work: input.work,
        location: input.location,
        ...localisedToRow('title', input.title),
        status: input.status,
        apply_from: input.applyFrom,
        apply_to: input.applyTo,
        use_from: input.useFrom,
        use_to: input.useTo,
        daily_capacity: input.dailyCapacity,
        member_quota: input.memberQuota,
        created_at: timestamp,
        updated_at: timestamp,
      });
      return id;
    },

    async count(): Promise<number> {
      const [{ total } = { total: 0 }] = await db('application_windows').count({ total: '*' });
      return Number(total);
    },
  };
}

export type ApplicationWindowsRepository = ReturnType<typeof createApplicationWindowsRepository>;

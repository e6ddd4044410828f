// The fairs table: what staff set (texts in four languages, venue, days, slot grid, application
// periods, capacity, publication); the status is computed from the clock on every read.
import { seoulDate, type ConsoleFair, type Fair, type FairDetail, type FairInput, type FairStatus, type FairVenue, type Locale } from '@centre/contracts';
import { localisedFromRow, localisedToRow, newId, pageOfRows, pickLocalised, toBoolean, whereContains, type Knex, type Page, type PageOfItems } from '@centre/server-kit';
import { fairStatusAt, slotsOf, type GridSettings } from '../fair-grid.ts';

type Row = Record<string, unknown> & {
  id: string;
  venue: FairVenue;
  first_day: string;
  last_day: string;
  day_start: string;
  day_end: string;
  slot_minutes: number;
  tables: number;
  breaks: string;
  exhibitor_from: string;
  exhibitor_until: string;
  buyer_from: string;
  buyer_until: string;
  buyer_capacity: number;
  meeting_link: string | null;
  published: unknown;
  created_at: string;
  updated_at: string;
};

/** A fair as the service's rules read it. */
export interface FairRules extends GridSettings {
  id: string;
  venue: FairVenue;
  tables: number;
  exhibitorFrom: string;
  exhibitorUntil: string;
  buyerFrom: string;
  buyerUntil: string;
  buyerCapacity: number;
  meetingLink: string | null;
  published: boolean;
  title: Record<Locale, string>;
}

function rulesOf(row: Row): FairRules {
  return {
    id: row.id,
    venue: row.venue,
    firstDay: row.first_day,
    lastDay: row.last_day,
    dayStart: row.day_start,
    dayEnd: row.day_end,
    slotMinutes: Number(row.slot_minutes),
    tables: Number(row.tables),
    breaks: JSON.parse(row.breaks) as GridSettings['breaks'],
    exhibitorFrom: row.exhibitor_from,
    exhibitorUntil: row.exhibitor_until,
    buyerFrom: row.buyer_from,
    buyerUntil: row.buyer_until,
    buyerCapacity: Number(row.buyer_capacity),
    meetingLink: row.meeting_link,
    published: toBoolean(row.published),
    title: localisedFromRow(row, 'title'),
  };
}

function factsOf(row: Row, at: Date) {
  const rules = rulesOf(row);
  return {
    _id: row.id,
    venue: rules.venue,
    firstDay: rules.firstDay,
    lastDay: rules.lastDay,
    dayStart: rules.dayStart,
    dayEnd: rules.dayEnd,
    slotMinutes: rules.slotMinutes,
    tables: rules.tables,
    breaks: [...rules.breaks],
    exhibitorApplication: { from: rules.exhibitorFrom, until: rules.exhibitorUntil },
    buyerApplication: { from: rules.buyerFrom, until: rules.buyerUntil },
    buyerCapacity: rules.buyerCapacity,
    status: fairStatusAt(rules, at),
  };
}

export function publicFairOf(row: Row, locale: Locale, at: Date): Fair {
  return { ...factsOf(row, at), title: pickLocalised(row, 'title', locale) };
}

function consoleOf(row: Row, at: Date): ConsoleFair {
  return {
    ...factsOf(row, at),
    title: localisedFromRow(row, 'title'),
    description: localisedFromRow(row, 'description'),
    meetingLink: row.meeting_link,
    published: toBoolean(row.published),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function columnsOf(input: FairInput) {
  return {
    ...localisedToRow('title', input.title),
    ...localisedToRow('description', input.description),
    venue: input.venue,
    first_day: input.firstDay,
    last_day: input.lastDay,
    day_start: input.dayStart,
    day_end: input.dayEnd,
    slot_minutes: input.slotMinutes,
    tables: input.tables,
    breaks: JSON.stringify(input.breaks),
    exhibitor_from: new Date(input.exhibitorApplication.from).toISOString(),
    exhibitor_until: new Date(input.exhibitorApplication.until).toISOString(),
    buyer_from: new Date(input.buyerApplication.from).toISOString(),
    buyer_until: new Date(input.buyerApplication.until).toISOString(),
    buyer_capacity: input.buyerCapacity,
    meeting_link: input.meetingLink ?? null,
  };
}

/** The rows of fairs whose status is `status` on the Seoul day of `at`. */
function whereStatus(query: Knex.QueryBuilder, status: FairStatus, at: Date): void {
  const today = seoulDate(at);
  if (status === 'PLANNED') query.where('first_day', '>', today);
  else if (status === 'CLOSED') query.where('last_day', '<', today);
  else query.where('first_day', '<=', today).where('last_day', '>=', today);
}

export function createFairsRepository(db: Knex) {
  const table = () => db<Row>('fairs');

  return {
    async rules(id: string, options: { publishedOnly?: boolean } = {}): Promise<FairRules | null> {
      const row = await table().where({ id }).first();
      if (!row || (options.publishedOnly && !toBoolean(row.published))) return null;
      return rulesOf(row);
    },

    async create(input: FairInput, at: string): Promise<string> {
      const id = newId();
      await table().insert({ id, ...columnsOf(input), published: false, created_at: at, updated_at: at });
      return id;
    },

    async update(id: string, input: FairInput, at: string): Promise<boolean> {
      return (await table().where({ id }).update({ ...columnsOf(input), updated_at: at })) > 0;
    },

    async setPublished(id: string, published: boolean, at: string): Promise<boolean> {
      return (await table().where({ id }).update({ published, updated_at: at })) > 0;
    },

    async forConsole(id: string, at: Date): Promise<ConsoleFair | null> {
      const row = await table().where({ id }).first();
      return row ? consoleOf(row, at) : null;
    },

    async listForConsole(filter: { keyword?: string | undefined; status?: FairStatus | undefined; venue?: FairVenue | undefined }, page: Page, at: Date): Promise<PageOfItems<ConsoleFair>> {
      const rows = table().select('*');
      if (filter.keyword) whereContains(rows, ['title_ko', 'title_en'], filter.keyword);
      if (filter.status) whereStatus(rows, filter.status, at);
      if (filter.venue) rows.where({ venue: filter.venue });
      const found = await pageOfRows<Row>(rows, page, [{ column: 'first_day', order: 'desc' }]);
      return { items: found.rows.map((row) => consoleOf(row, at)), total: found.total };
    },

    /** Published fairs, the coming ones first. */
    async listPublished(filter: { keyword?: string | undefined; status?: FairStatus | undefined; venue?: FairVenue | undefined }, page: Page, locale: Locale, at: Date): Promise<PageOfItems<Fair>> {
      const rows = table().where({ published: true }).select('*');
      if (filter.keyword) whereContains(rows, [`title_${locale}`, 'title_ko'], filter.keyword);
      if (filter.status) whereStatus(rows, filter.status, at);
      if (filter.venue) rows.where({ venue: filter.venue });
      const found = await pageOfRows<Row>(rows, page, [{ column: 'first_day', order: 'desc' }]);
      return { items: found.rows.map((row) => publicFairOf(row, locale, at)), total: found.total };
    },

    async findPublished(id: string, locale: Locale, at: Date): Promise<FairDetail | null> {
      const row = await table().where({ id, published: true }).first();
      if (!row) return null;
      return { ...publicFairOf(row, locale, at), description: pickLocalised(row, 'description', locale), slots: slotsOf(rulesOf(row)) };
    },

    /** Public views of these fairs (any publication), by id. */
    async viewsOf(ids: readonly string[], locale: Locale, at: Date): Promise<Map<string, Fair>> {
      if (ids.length === 0) return new Map();
      const rows = await table().whereIn('id', [...ids]);
      return new Map(rows.map((row) => [row.id, publicFairOf(row, locale, at)]));
    },
  };
}

export type FairsRepository = ReturnType<typeof createFairsRepository>;

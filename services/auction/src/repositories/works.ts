// Works and their lots: all SQL of auction_works, and the creation and reading of auction_lots
// (bids change lots through the bids repository's compare-and-set).
import type { WorkInput } from '@centre/contracts';
import { newId, pageOfRows, whereContains, type Knex, type Page } from '@centre/server-kit';
import { localisedColumnsOf } from '../localised-rows.ts';

export interface WorkRow extends Record<string, unknown> {
  id: string;
  program_id: string;
  hall_id: string;
  author_id: string;
  images: string;
  start_price: number;
  reserve_price: number | null;
  buy_now_price: number | null;
  hall_order: number;
  published: unknown;
  created_at: string;
  updated_at: string;
}

export interface LotRow {
  work_id: string;
  version: number;
  state: string;
  current_price: number | null;
  leader_member_id: string | null;
  leader_username: string | null;
  leader_name: string | null;
  leader_max: number | null;
  bid_count: number;
  last_sequence: number;
  closes_at: string | null;
  hammer_price: number | null;
  winner_member_id: string | null;
  closed_at: string | null;
  payment_due_at: string | null;
  payment_state: string | null;
  payment_order_id?: string | null;
  paid_at?: string | null;
  updated_at: string;
}

export interface WorkFilter {
  programId?: string | undefined;
  hallId?: string | undefined;
  authorId?: string | undefined;
  keyword?: string | undefined;
  /** Only published works of published programs. */
  publishedOnly: boolean;
}

function columnsOf(input: WorkInput): Record<string, unknown> {
  return {
    program_id: input.programId,
    hall_id: input.hallId,
    author_id: input.authorId,
    ...localisedColumnsOf('title', input.title),
    images: JSON.stringify(input.images),
    ...localisedColumnsOf('materials', input.materials),
    size: input.size,
    year: input.year,
    ...localisedColumnsOf('description', input.description),
    estimate_low: input.estimateLow,
    estimate_high: input.estimateHigh,
    start_price: input.startPrice,
    reserve_price: input.reservePrice,
    buy_now_price: input.buyNowPrice,
    hall_order: input.hallOrder,
    published: input.published,
  };
}

export function createWorksRepository(db: Knex) {
  async function lotsOf(workIds: readonly string[], trx: Knex = db): Promise<Map<string, LotRow>> {
    if (workIds.length === 0) return new Map();
    const rows = (await trx('auction_lots').whereIn('work_id', [...new Set(workIds)])) as LotRow[];
    return new Map(rows.map((row) => [row.work_id, { ...row, version: Number(row.version) }]));
  }

  function filtered(filter: WorkFilter): Knex.QueryBuilder {
    let query = db('auction_works').select('auction_works.*');
    if (filter.publishedOnly) {
      // A subquery, not a join: the page reader's deep pages select a bare `id`, which a join would make ambiguous.
      query = query.where('auction_works.published', true).whereIn('auction_works.program_id', db('auction_programs').where({ published: true }).select('id'));
    }
    if (filter.programId) query = query.where('auction_works.program_id', filter.programId);
    if (filter.hallId) query = query.where('auction_works.hall_id', filter.hallId);
    if (filter.authorId) query = query.where('auction_works.author_id', filter.authorId);
    if (filter.keyword) query = whereContains(query, ['auction_works.title_ko', 'auction_works.title_en', 'auction_works.title_cn', 'auction_works.title_jp'], filter.keyword);
    return query;
  }

  return {
    lotsOf,
    /** A page of works in program order (hall order, then creation). */
    async list(page: Page, filter: WorkFilter): Promise<{ rows: WorkRow[]; total: number }> {
      return pageOfRows<WorkRow>(filtered(filter), page, [
        { column: 'auction_works.hall_order', order: 'asc' },
        { column: 'auction_works.created_at', order: 'asc' },
        { column: 'auction_works.id', order: 'asc' },
      ]);
    },
    /** Every work of a hall in program order (a hall holds tens of works, not thousands). */
    async ofHall(hallId: string, publishedOnly: boolean): Promise<WorkRow[]> {
      return (await filtered({ hallId, publishedOnly }).orderBy([{ column: 'auction_works.hall_order' }, { column: 'auction_works.created_at' }]).limit(500)) as WorkRow[];
    },
    /**
     * The hall's works in the order given (1, 2, 3…), in one transaction; null when the list is not
     * every work of the hall exactly once (a work added or moved meanwhile): nothing changes then.
     */
    async reorder(hallId: string, workIds: readonly string[], at: string): Promise<Array<{ id: string; hall_order: number }> | null> {
      return db.transaction(async (trx) => {
        const present = ((await trx('auction_works').where({ hall_id: hallId }).select('id')) as Array<{ id: string }>).map((row) => row.id);
        if (present.length !== workIds.length || !workIds.every((id) => present.includes(id))) return null;
        for (const [index, id] of workIds.entries()) await trx('auction_works').where({ id, hall_id: hallId }).update({ hall_order: index + 1, updated_at: at });
        return workIds.map((id, index) => ({ id, hall_order: index + 1 }));
      });
    },

    async row(id: string, trx: Knex = db): Promise<WorkRow | null> {
      return ((await trx('auction_works').where({ id }).first()) as WorkRow | undefined) ?? null;
    },
    async publishedRow(id: string): Promise<WorkRow | null> {
      return ((await filtered({ publishedOnly: true }).where('auction_works.id', id).first()) as WorkRow | undefined) ?? null;
    },
    /** The work and its lot, with nothing bid yet. */
    async create(input: WorkInput, at: string): Promise<string> {
      const id = newId();
      await db.transaction(async (trx) => {
        await trx('auction_works').insert({ id, ...columnsOf(input), created_at: at, updated_at: at });
        await trx('auction_lots').insert({ work_id: id, version: 0, state: 'OPEN', bid_count: 0, last_sequence: 0, updated_at: at });
      });
      return id;
    },
    async update(id: string, input: WorkInput, at: string): Promise<boolean> {
      return (await db('auction_works').where({ id }).update({ ...columnsOf(input), updated_at: at })) > 0;
    },
    async remove(id: string): Promise<boolean> {
      return db.transaction(async (trx) => {
        await trx('auction_lots').where({ work_id: id }).delete();
        return (await trx('auction_works').where({ id }).delete()) > 0;
      });
    },
  };
}
export type WorksRepository = ReturnType<typeof createWorksRepository>;

// Bids and the lot they move: all SQL of auction_bids, and every change of a lot after its
// creation. A change is a compare-and-set on the lot's `version` inside the caller's transaction:
// of two writers that read the same version, one updates the row and the other changes nothing
// and starts again from the new state — the database decides the order of bids.
import type { BidKind, ConsoleBid, MyBidStanding } from '@centre/contracts';
import { newId, pageOfRows, type Knex, type Page } from '@centre/server-kit';
import type { LotRow } from './works.ts';

export interface BidRow {
  id: string;
  work_id: string;
  member_id: string;
  username: string;
  name: string;
  amount: number;
  maximum: number | null;
  kind: BidKind;
  sequence: number;
  placed_at: string;
  retracted_at: string | null;
  retracted_by: string | null;
  retract_reason: string | null;
}

export interface NewBid {
  memberId: string;
  username: string;
  name: string;
  amount: number;
  maximum: number | null;
  kind: BidKind;
}

const numeric = (row: BidRow): BidRow => ({ ...row, amount: Number(row.amount), maximum: row.maximum === null ? null : Number(row.maximum), sequence: Number(row.sequence) });

export const consoleBidOf = (row: BidRow): ConsoleBid => ({
  _id: row.id,
  workId: row.work_id,
  memberId: row.member_id,
  username: row.username,
  name: row.name,
  amount: row.amount,
  maximum: row.maximum,
  kind: row.kind,
  sequence: row.sequence,
  placedAt: row.placed_at,
  retractedAt: row.retracted_at,
  retractedBy: row.retracted_by,
  retractReason: row.retract_reason,
});

export type LotChange = Partial<Omit<LotRow, 'work_id' | 'version'>>;

/** Which lots a member stands where on (`/api/v1/me/bids`). */
function whereStanding(query: Knex.QueryBuilder, memberId: string, standing: MyBidStanding | undefined): Knex.QueryBuilder {
  if (standing === 'LEADING') return query.where('auction_lots.state', 'OPEN').where('auction_lots.leader_member_id', memberId);
  if (standing === 'OUTBID') return query.where('auction_lots.state', 'OPEN').where((inner) => inner.whereNull('auction_lots.leader_member_id').orWhereNot('auction_lots.leader_member_id', memberId));
  if (standing === 'WON') return query.whereNot('auction_lots.state', 'OPEN').where('auction_lots.winner_member_id', memberId);
  if (standing === 'LOST') return query.whereNot('auction_lots.state', 'OPEN').where((inner) => inner.whereNull('auction_lots.winner_member_id').orWhereNot('auction_lots.winner_member_id', memberId));
  return query;
}

export function createBidsRepository(db: Knex) {
  return {
    /** The lot as this transaction reads it. */
    async lot(trx: Knex, workId: string): Promise<LotRow | null> {
      const row = (await trx('auction_lots').where({ work_id: workId }).first()) as LotRow | undefined;
      return row ? { ...row, version: Number(row.version), current_price: row.current_price === null ? null : Number(row.current_price), leader_max: row.leader_max === null ? null : Number(row.leader_max), bid_count: Number(row.bid_count), last_sequence: Number(row.last_sequence) } : null;
    },

    /**
     * Moves the lot from `version` (as read) and writes the bids after its last place in order.
     * False when another writer moved it first: nothing is written and the caller reads again.
     */
    async advance(trx: Knex, lot: LotRow, change: LotChange, bids: readonly NewBid[], at: string): Promise<BidRow[] | null> {
      const moved = await trx('auction_lots')
        .where({ work_id: lot.work_id, version: lot.version })
        .update({ ...change, last_sequence: lot.last_sequence + bids.length, version: lot.version + 1, updated_at: at });
      if (moved === 0) return null;
      const rows: BidRow[] = bids.map((bid, index) => ({
        id: newId(),
        work_id: lot.work_id,
        member_id: bid.memberId,
        username: bid.username,
        name: bid.name,
        amount: bid.amount,
        maximum: bid.maximum,
        kind: bid.kind,
        sequence: lot.last_sequence + index + 1,
        placed_at: at,
        retracted_at: null,
        retracted_by: null,
        retract_reason: null,
      }));
      if (rows.length > 0) await trx('auction_bids').insert(rows);
      return rows;
    },

    async one(workId: string, id: string, trx: Knex = db): Promise<BidRow | null> {
      const row = (await trx('auction_bids').where({ id, work_id: workId }).first()) as BidRow | undefined;
      return row ? numeric(row) : null;
    },

    async byId(id: string): Promise<BidRow | null> {
      const row = (await db('auction_bids').where({ id }).first()) as BidRow | undefined;
      return row ? numeric(row) : null;
    },

    /** Newest first. */
    async list(page: Page, filter: { workId?: string | undefined; memberId?: string | undefined }): Promise<{ rows: BidRow[]; total: number }> {
      let query = db('auction_bids').select('*');
      if (filter.workId) query = query.where({ work_id: filter.workId });
      if (filter.memberId) query = query.where({ member_id: filter.memberId });
      const { rows, total } = await pageOfRows<BidRow>(query, page, [{ column: 'placed_at', order: 'desc' }, { column: 'sequence', order: 'desc' }]);
      return { rows: rows.map(numeric), total };
    },

    /** The standing rows of a work, in order (retracted ones left out). */
    async standing(trx: Knex, workId: string): Promise<BidRow[]> {
      return ((await trx('auction_bids').where({ work_id: workId }).whereNull('retracted_at').orderBy('sequence')) as BidRow[]).map(numeric);
    },

    async retract(trx: Knex, ids: readonly string[], by: string, reason: string | null, at: string): Promise<void> {
      if (ids.length > 0) await trx('auction_bids').whereIn('id', [...ids]).update({ retracted_at: at, retracted_by: by, retract_reason: reason });
    },

    async raiseMaximum(trx: Knex, id: string, maximum: number): Promise<void> {
      await trx('auction_bids').where({ id }).update({ maximum });
    },

    /** Works a member bid on (standing bids), with their highest bid and maximum there; newest activity first. */
    async mine(memberId: string, page: Page, standing: MyBidStanding | undefined): Promise<{ rows: Array<{ work_id: string; my_highest: number; my_maximum: number }>; total: number }> {
      const mineByWork = db('auction_bids')
        .where({ member_id: memberId })
        .whereNull('retracted_at')
        .groupBy('work_id')
        // `id` too: the page reader's deep pages select ids by that name.
        .select('work_id', 'work_id as id')
        .max({ my_highest: 'amount' })
        .max({ my_maximum: 'maximum' })
        .max({ last_at: 'placed_at' })
        .as('mine');
      let query = db.from(mineByWork).join('auction_lots', 'auction_lots.work_id', 'mine.work_id').select('mine.work_id as work_id', 'mine.my_highest', 'mine.my_maximum', 'mine.last_at', 'mine.id');
      query = whereStanding(query, memberId, standing);
      const { rows, total } = await pageOfRows<{ work_id: string; my_highest: number; my_maximum: number | null }>(query, page, [{ column: 'last_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
      return { rows: rows.map((row) => ({ work_id: row.work_id, my_highest: Number(row.my_highest), my_maximum: Math.max(Number(row.my_maximum ?? 0), Number(row.my_highest)) })), total };
    },

    /** Lots of published programs whose close has passed and that are still open: the clock closes them. */
    async dueToClose(now: Date, limit = 200): Promise<string[]> {
      const at = now.toISOString();
      const rows = (await db('auction_lots')
        .join('auction_works', 'auction_works.id', 'auction_lots.work_id')
        .join('auction_programs', 'auction_programs.id', 'auction_works.program_id')
        .where('auction_lots.state', 'OPEN')
        .where('auction_programs.published', true)
        .where((inner) =>
          inner
            .where((extended) => extended.whereNotNull('auction_lots.closes_at').where('auction_lots.closes_at', '<=', at))
            .orWhere((plain) => plain.whereNull('auction_lots.closes_at').where('auction_programs.bidding_closes_at', '<=', at)),
        )
        .select('auction_lots.work_id')
        .limit(limit)) as Array<{ work_id: string }>;
      return rows.map((row) => row.work_id);
    },
  };
}
export type BidsRepository = ReturnType<typeof createBidsRepository>;

import { LOYALTY_LIMITS, POINT_REASONS, type PointEntry, type PointsExpiring } from '@centre/contracts';
import { newId, pageOfRows, transactionWithRetry, type Knex, type Page, type PageOfItems } from '@centre/server-kit';

interface EntryRow {
  id: string;
  member_id: string;
  delta: number | string;
  reason: string;
  order_id: string | null;
  staff_id: string | null;
  at: string;
}

/** Thrown inside a transaction when a member has fewer points than asked: everything rolls back. */
export class PointsShort extends Error {
  constructor() {
    super('points short');
  }
}

const DAY_MS = 86_400_000;

/**
 * The points ledger: every change is an entry, and the balance row moves with it in the same
 * transaction. Spending is `balance = balance - n WHERE balance >= n`, so it never goes negative.
 * Earned points are lots that expire: spending takes from the soonest-expiring lots first (FIFO),
 * and the clock expires what a lot has left, never more than the balance. An order's spending
 * remembers the lots it took from (`point_spends`), and a cancel or refund gives the points back
 * to them, the last taken first: with the lot's expiry, or at least `minDaysAfterReturn` days from
 * the day they come back; what was taken from points that never expire comes back so. Every change
 * locks the member's balance row first, so changes of one member run one after another.
 */
export function createPointsRepository(db: Knex) {
  async function ensureRow(trx: Knex, memberId: string): Promise<void> {
    await trx('point_balances').insert({ member_id: memberId, balance: 0 }).onConflict('member_id').ignore();
  }

  /** Adds `delta` (negative: spends) with its entry, inside `trx`; throws PointsShort when it would go below zero. An order's spending remembers the lots it took from. */
  async function change(trx: Knex, memberId: string, delta: number, entry: { reason: string; orderId?: string | null; staffId?: string | null }, at: string): Promise<void> {
    if (delta === 0) return;
    if (delta < 0) {
      const taken = await trx('point_balances').where({ member_id: memberId }).where('balance', '>=', -delta).decrement('balance', -delta);
      if (taken !== 1) throw new PointsShort();
      const parts = await takeFromLots(trx, memberId, -delta);
      if (entry.orderId) {
        const orderId = entry.orderId;
        await trx('point_spends').insert(parts.map((part, position) => ({ id: newId(), order_id: orderId, member_id: memberId, position, lot_id: part.lotId, amount: part.amount, returned: 0 })));
      }
    } else {
      await trx('point_balances').where({ member_id: memberId }).increment('balance', delta);
    }
    await trx('point_entries').insert({ id: newId(), member_id: memberId, delta, reason: entry.reason, order_id: entry.orderId ?? null, staff_id: entry.staffId ?? null, at });
  }

  /**
   * Spent points come out of the lots that expire soonest (inside the spending transaction, after
   * the balance row is locked); what the lots do not cover comes from points that never expire
   * (answered with `lotId` null).
   */
  async function takeFromLots(trx: Knex, memberId: string, amount: number): Promise<Array<{ lotId: string | null; amount: number }>> {
    let left = amount;
    const parts: Array<{ lotId: string | null; amount: number }> = [];
    const lots = (await trx('point_lots').select('id', 'remaining').where({ member_id: memberId }).where('remaining', '>', 0).orderBy([{ column: 'expires_at' }, { column: 'id' }]).forUpdate()) as Array<{ id: string; remaining: number | string }>;
    for (const lot of lots) {
      if (left === 0) break;
      const take = Math.min(left, Number(lot.remaining));
      await trx('point_lots').where({ id: lot.id }).decrement('remaining', take);
      parts.push({ lotId: lot.id, amount: take });
      left -= take;
    }
    if (left > 0) parts.push({ lotId: null, amount: left });
    return parts;
  }

  /**
   * Inside a cancel's or refund's transaction: `amount` of the points the order spent come back,
   * with their entry, the last taken first. Points from a lot keep its expiry if that is at least
   * `minDaysAfterReturn` days away; otherwise they form a lot of their own expiring then (a lot
   * already past its expiry would be expired by the next tick). Points from no lot, and any the
   * order has no record of (placed before lots were remembered), come back without expiry.
   */
  async function giveBack(trx: Knex, memberId: string, orderId: string, amount: number, reason: string, at: string): Promise<void> {
    if (amount <= 0) return;
    await trx('point_balances').where({ member_id: memberId }).increment('balance', amount);
    const floor = new Date(Date.parse(at) + LOYALTY_LIMITS.minDaysAfterReturn * DAY_MS).toISOString();
    const spends = (await trx('point_spends').select('id', 'lot_id', 'amount', 'returned').where({ order_id: orderId }).orderBy('position', 'desc')) as Array<{ id: string; lot_id: string | null; amount: number | string; returned: number | string }>;
    let left = amount;
    for (const spend of spends) {
      if (left === 0) break;
      const back = Math.min(left, Number(spend.amount) - Number(spend.returned));
      if (back <= 0) continue;
      left -= back;
      await trx('point_spends').where({ id: spend.id }).increment('returned', back);
      if (spend.lot_id === null) continue;
      const lot = (await trx('point_lots').select('expires_at').where({ id: spend.lot_id }).first()) as { expires_at: string } | undefined;
      if (lot && lot.expires_at >= floor) await trx('point_lots').where({ id: spend.lot_id }).increment('remaining', back);
      else await trx('point_lots').insert({ id: newId(), member_id: memberId, order_id: null, amount: back, remaining: back, earned_at: at, expires_at: floor });
    }
    await trx('point_entries').insert({ id: newId(), member_id: memberId, delta: amount, reason, order_id: orderId, staff_id: null, at });
  }

  return {
    ensureRow: (memberId: string) => ensureRow(db, memberId),
    change,
    giveBack,

    /**
     * A confirmed order's earning, once: the order is marked with what it earned by a conditional
     * update (`points_earned IS NULL`), and only that one writes the lot, the entry and the balance.
     * Answers false when the order earned already (or is not confirmed).
     */
    async earn(orderId: string, memberId: string, points: number, at: string, expiresAt: string): Promise<boolean> {
      if (points > 0) await ensureRow(db, memberId);
      return transactionWithRetry(db, async (trx) => {
        const marked = await trx('orders').where({ id: orderId, status: 'CONFIRMED' }).whereNull('points_earned').update({ points_earned: points });
        if (marked !== 1) return false;
        if (points === 0) return true;
        await trx('point_balances').where({ member_id: memberId }).increment('balance', points);
        await trx('point_entries').insert({ id: newId(), member_id: memberId, delta: points, reason: POINT_REASONS.earned, order_id: orderId, staff_id: null, at });
        await trx('point_lots').insert({ id: newId(), member_id: memberId, order_id: orderId, amount: points, remaining: points, earned_at: at, expires_at: expiresAt });
        return true;
      });
    },

    /** Confirmed orders that have not earned yet (the award failed or was interrupted), oldest first. */
    async unearned(limit: number): Promise<string[]> {
      return ((await db('orders').select('id').where({ status: 'CONFIRMED' }).whereNull('points_earned').orderBy('updated_at').limit(limit)) as Array<{ id: string }>).map((row) => row.id);
    },

    /** Lots past their expiry with something left, soonest first. */
    async lotsDue(at: string, limit: number): Promise<string[]> {
      return ((await db('point_lots').select('id').where('expires_at', '<=', at).where('remaining', '>', 0).orderBy('expires_at').limit(limit)) as Array<{ id: string }>).map((row) => row.id);
    },

    /**
     * What the lot has left expires, in one transaction: the balance row locked first (as every
     * change does), then the lot; the entry takes what is left, never more than the balance. A lot
     * another instance expired meanwhile has nothing left and writes nothing. Answers the points expired.
     */
    async expireLot(lotId: string, at: string): Promise<number> {
      const lot = (await db('point_lots').select('member_id').where({ id: lotId }).first()) as { member_id: string } | undefined;
      if (!lot) return 0;
      return transactionWithRetry(db, async (trx) => {
        const balanceRow = (await trx('point_balances').select('balance').where({ member_id: lot.member_id }).forUpdate().first()) as { balance: number | string } | undefined;
        const current = (await trx('point_lots').select('remaining').where({ id: lotId }).forUpdate().first()) as { remaining: number | string };
        const remaining = Number(current.remaining);
        if (remaining <= 0) return 0;
        const expired = Math.min(remaining, Number(balanceRow?.balance ?? 0));
        await trx('point_lots').where({ id: lotId }).update({ remaining: 0 });
        if (expired <= 0) return 0;
        const taken = await trx('point_balances').where({ member_id: lot.member_id }).where('balance', '>=', expired).decrement('balance', expired);
        if (taken !== 1) throw new PointsShort();
        await trx('point_entries').insert({ id: newId(), member_id: lot.member_id, delta: -expired, reason: POINT_REASONS.expired, order_id: null, staff_id: null, at });
        return expired;
      });
    },

    /** The soonest lot with points left: what expires next, and when. */
    async expiringNext(memberId: string): Promise<PointsExpiring | null> {
      const lot = (await db('point_lots').select('remaining', 'expires_at').where({ member_id: memberId }).where('remaining', '>', 0).orderBy([{ column: 'expires_at' }, { column: 'id' }]).first()) as { remaining: number | string; expires_at: string } | undefined;
      return lot ? { points: Number(lot.remaining), at: lot.expires_at } : null;
    },

    async balance(memberId: string): Promise<number> {
      const row = (await db('point_balances').select('balance').where({ member_id: memberId }).first()) as { balance: number | string } | undefined;
      return Number(row?.balance ?? 0);
    },

    async entries(memberId: string, page: Page): Promise<PageOfItems<PointEntry>> {
      const { rows, total } = await pageOfRows<EntryRow>(db<EntryRow>('point_entries').where({ member_id: memberId }), page, [{ column: 'at', order: 'desc' }]);
      return { items: rows.map((row) => ({ _id: row.id, delta: Number(row.delta), reason: row.reason, orderId: row.order_id, at: row.at })), total };
    },

    async ledgerSum(memberId: string): Promise<number> {
      const [{ sum } = { sum: 0 }] = (await db('point_entries').where({ member_id: memberId }).sum({ sum: 'delta' })) as Array<{ sum: number | string | null }>;
      return Number(sum ?? 0);
    },
  };
}
export type PointsRepository = ReturnType<typeof createPointsRepository>;

import type { PointEntry } from '@centre/contracts';
import { newId, pageOfRows, type Knex, type Page, type PageOfItems } from '@centre/server-kit';

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

/**
 * The points ledger: every change is an entry, and the balance row moves with it in the same
 * transaction. Spending is `balance = balance - n WHERE balance >= n`, so it never goes negative.
 */
export function createPointsRepository(db: Knex) {
  async function ensureRow(trx: Knex, memberId: string): Promise<void> {
    await trx('point_balances').insert({ member_id: memberId, balance: 0 }).onConflict('member_id').ignore();
  }

  /** Adds `delta` (negative: spends) with its entry, inside `trx`; throws PointsShort when it would go below zero. */
  async function change(trx: Knex, memberId: string, delta: number, entry: { reason: string; orderId?: string | null; staffId?: string | null }, at: string): Promise<void> {
    if (delta === 0) return;
    if (delta < 0) {
      const taken = await trx('point_balances').where({ member_id: memberId }).where('balance', '>=', -delta).decrement('balance', -delta);
      if (taken !== 1) throw new PointsShort();
    } else {
      await trx('point_balances').where({ member_id: memberId }).increment('balance', delta);
    }
    await trx('point_entries').insert({ id: newId(), member_id: memberId, delta, reason: entry.reason, order_id: entry.orderId ?? null, staff_id: entry.staffId ?? null, at });
  }

  return {
    ensureRow: (memberId: string) => ensureRow(db, memberId),
    change,

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

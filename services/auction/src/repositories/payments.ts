// A won lot's payment: which shop order pays for it, whether it is paid, and the offers to the
// next bidder once an unpaid win has passed its deadline. Every change is a conditional update on
// the lot (its winner, state and order as read), so two instances, or a member and staff at once,
// change it once.
import { newId, transactionWithRetry, type Knex } from '@centre/server-kit';
import type { LotRow } from './works.ts';

/** A lot that was won (at the close or by buy-now). */
const WON_STATES = ['SOLD', 'BOUGHT'] as const;

export interface NextBidder {
  memberId: string;
  username: string;
  name: string;
  price: number;
}

export function createPaymentsRepository(db: Knex) {
  const lotOf = async (trx: Knex, workId: string) => (await trx('auction_lots').where({ work_id: workId }).first()) as LotRow | undefined;

  return {
    async lot(workId: string): Promise<LotRow | null> {
      return (await lotOf(db, workId)) ?? null;
    },

    /** The lot of a work `memberId` won, or null. */
    async winOf(workId: string, memberId: string): Promise<LotRow | null> {
      const row = await lotOf(db, workId);
      return row && (WON_STATES as readonly string[]).includes(row.state) && row.winner_member_id === memberId ? row : null;
    },

    /**
     * This order now pays for the member's unpaid win, taking over from `replaces` (the order that
     * had it, null for the first). False when the win is not theirs, not unpaid, or another order
     * took it since it was read.
     */
    async attachOrder(workId: string, memberId: string, orderId: string, replaces: string | null, at: string): Promise<boolean> {
      const changed = await db('auction_lots')
        .where({ work_id: workId, winner_member_id: memberId, payment_state: 'UNPAID' })
        .whereIn('state', [...WON_STATES])
        .where((inner) => (replaces === null ? inner.whereNull('payment_order_id') : inner.where('payment_order_id', replaces)))
        .update({ payment_order_id: orderId, updated_at: at });
      return changed === 1;
    },

    /** Unpaid wins with a shop order (of one member, or all): the orders to ask the shop about. */
    async unpaidOrders(memberId: string | null, limit = 200): Promise<Array<{ work_id: string; payment_order_id: string }>> {
      const query = db('auction_lots').where({ payment_state: 'UNPAID' }).whereNotNull('payment_order_id').select('work_id', 'payment_order_id').orderBy('work_id').limit(limit);
      if (memberId) query.where({ winner_member_id: memberId });
      return (await query) as Array<{ work_id: string; payment_order_id: string }>;
    },

    /** The order was paid: the win is PAID, once. */
    async markPaid(workId: string, orderId: string, at: string): Promise<boolean> {
      return (await db('auction_lots').where({ work_id: workId, payment_order_id: orderId, payment_state: 'UNPAID' }).update({ payment_state: 'PAID', paid_at: at, updated_at: at })) === 1;
    },

    /** The order was cancelled (by the buyer, staff or its own deadline): the win may be ordered again. */
    async releaseOrder(workId: string, orderId: string, at: string): Promise<boolean> {
      return (await db('auction_lots').where({ work_id: workId, payment_order_id: orderId, payment_state: 'UNPAID' }).update({ payment_order_id: null, updated_at: at })) === 1;
    },

    /**
     * The win passes to the next bidder: the highest standing bid of a member who has not had the
     * lot yet, at that bid's amount, with a new deadline. The lapsed winner's offer is recorded (the
     * first winner's too). With nobody left the win is LAPSED. Null when the lot changed since it
     * was read (another member of staff, or the payment came in).
     */
    async offerNext(lot: LotRow, staffId: string, dueAt: string, at: string): Promise<{ next: NextBidder | null } | null> {
      return transactionWithRetry(db, async (trx) => {
        const offers = (await trx('auction_offers').where({ work_id: lot.work_id }).select('member_id')) as Array<{ member_id: string }>;
        const had = new Set([...offers.map((offer) => offer.member_id), lot.winner_member_id ?? '']);
        const bids = (await trx('auction_bids').where({ work_id: lot.work_id }).whereNull('retracted_at').whereNot('kind', 'BUY_NOW').orderBy('amount', 'desc').orderBy('sequence', 'asc')) as Array<{ member_id: string; username: string; name: string; amount: number }>;
        const candidate = bids.find((bid) => !had.has(bid.member_id));
        const next = candidate ? { memberId: candidate.member_id, username: candidate.username, name: candidate.name, price: Number(candidate.amount) } : null;
        const change = next
          ? { winner_member_id: next.memberId, hammer_price: next.price, payment_due_at: dueAt, payment_state: 'UNPAID', payment_order_id: null, updated_at: at }
          : { payment_state: 'LAPSED', payment_order_id: null, updated_at: at };
        const moved = await trx('auction_lots')
          .where({ work_id: lot.work_id, winner_member_id: lot.winner_member_id, payment_state: 'UNPAID', payment_due_at: lot.payment_due_at })
          .update(change);
        if (moved !== 1) return null;
        // The lapsing winner's offer: the first winner's is written now, later ones were written when offered.
        const lapsing = await trx('auction_offers').where({ work_id: lot.work_id, member_id: lot.winner_member_id }).whereNull('outcome').update({ outcome: 'LAPSED', decided_by: staffId });
        if (lapsing === 0) {
          await trx('auction_offers').insert({ id: newId(), work_id: lot.work_id, member_id: lot.winner_member_id, price: Number(lot.hammer_price ?? 0), offered_at: lot.closed_at ?? at, payment_due_at: lot.payment_due_at, outcome: 'LAPSED', decided_by: staffId });
        }
        if (next) await trx('auction_offers').insert({ id: newId(), work_id: lot.work_id, member_id: next.memberId, price: next.price, offered_at: at, payment_due_at: dueAt, outcome: null, decided_by: staffId });
        return { next };
      });
    },

    /** Members the lot was offered to and who let it lapse (they stand as having lost it). */
    async lapsedMembers(workId: string): Promise<string[]> {
      return ((await db('auction_offers').where({ work_id: workId, outcome: 'LAPSED' }).select('member_id')) as Array<{ member_id: string }>).map((row) => row.member_id);
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

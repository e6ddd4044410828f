// Closing a lot when its time has passed: sold to the leader when the reserve is met (the win is
// recorded with a payment deadline and the winner told), else unsold. The close is a
// compare-and-set on the lot like every bid, so with two instances ticking it happens once and
// only the instance that closed it sends the message.
//
// Payment seam: a won lot is recorded here with payment_state UNPAID and payment_due_at; the shop
// (being built beside this service) is to create the order for it and report the payment, which
// sets payment_state PAID. Until then staff see unpaid wins in the results.
import type { FastifyInstance } from 'fastify';
import { transactionWithRetry } from '@centre/server-kit';
import { lotClosesAt } from './program-clock.ts';
import { paymentDueAt, reserveMet } from './lot-rules.ts';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'works' | 'programs' | 'bids' | 'auctionMessages'>;

export type CloseOutcome = 'SOLD' | 'UNSOLD' | 'NOT_DUE' | 'CLOSED_ALREADY';

export async function closeLot(app: App, workId: string): Promise<CloseOutcome> {
  const now = app.clock.now();
  const at = now.toISOString();
  const result = await transactionWithRetry(app.db, async (trx) => {
    const work = await app.works.row(workId, trx);
    const lot = await app.bids.lot(trx, workId);
    const program = work ? await app.programs.row(work.program_id, trx) : null;
    if (!work || !lot || !program || lot.state !== 'OPEN') return { outcome: 'CLOSED_ALREADY' as const };
    if (at < lotClosesAt(lot, program)) return { outcome: 'NOT_DUE' as const };
    const sold = lot.leader_member_id !== null && reserveMet(lot.current_price, work.reserve_price === null ? null : Number(work.reserve_price));
    const change = sold
      ? { state: 'SOLD', hammer_price: lot.current_price, winner_member_id: lot.leader_member_id, closed_at: at, payment_due_at: paymentDueAt(now), payment_state: 'UNPAID' }
      : { state: 'UNSOLD', closed_at: at };
    const moved = await app.bids.advance(trx, lot, change, [], at);
    if (!moved) return { outcome: 'CLOSED_ALREADY' as const };
    return { outcome: sold ? ('SOLD' as const) : ('UNSOLD' as const), work, programId: program.id, lot: { ...lot, ...change } };
  });
  if (result.outcome === 'SOLD' && 'lot' in result) app.auctionMessages.won(result.work!, result.programId!, result.lot.leader_member_id!, result.lot as never);
  return result.outcome;
}

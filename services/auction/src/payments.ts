// Paying a won work through the shop, and offering an unpaid win to the next bidder.
//
// The shop creates the order (its route `AUCTION_ORDER_PATH`): it reads the win here
// (`winFor`), writes its order, and attaches it to the win (`attachOrder`, a compare-and-set, so
// two checkouts at once leave one order). The auction then learns the order's fate from the shop
// (`syncPayments`): paid → the win is PAID; cancelled (by the buyer, staff or the order's own
// deadline) → the win may be ordered again until its deadline. It asks on its clock's tick and when
// the member reads my bids, so the page shows "paid" as soon as the shop says so.
//
// Past the deadline, staff offer an unpaid win to the next bidder (`offerNext`): the highest
// standing bid of a member who has not had the lot, at that bid, with a new 7-day deadline; the
// lapsed winner and the next bidder are told through the outbox. Nobody left: the win LAPSES.
import { LOCALES, PAID_ORDER_STATUSES, type AuctionWin, type Locale, type OfferNextAnswer } from '@centre/contracts';
import type { FastifyInstance } from 'fastify';
import { inLocale } from './localised-rows.ts';
import { paymentDueAt } from './lot-rules.ts';
import { refusal } from './refusal.ts';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'works' | 'payments' | 'shopOrders' | 'auctionMessages' | 'log'>;

/** The member's win of the work as the shop orders it, or 404 WIN_NOT_FOUND. */
export async function winFor(app: App, workId: string, memberId: string): Promise<AuctionWin> {
  const lot = await app.payments.winOf(workId, memberId);
  const work = lot ? await app.works.row(workId) : null;
  if (!lot || !work || lot.hammer_price === null || !lot.payment_due_at) throw refusal('WIN_NOT_FOUND');
  return {
    workId,
    memberId,
    title: Object.fromEntries(LOCALES.map((locale: Locale) => [locale, inLocale(work, 'title', locale)])) as AuctionWin['title'],
    hammerPrice: Number(lot.hammer_price),
    paymentDueAt: lot.payment_due_at,
    paymentState: (lot.payment_state ?? 'UNPAID') as AuctionWin['paymentState'],
    orderId: lot.payment_order_id ?? null,
  };
}

/** The shop's order now pays for the win (409 ORDER_TAKEN when another took it first). */
export async function attachOrder(app: App, workId: string, memberId: string, orderId: string, replaces: string | null): Promise<AuctionWin> {
  const win = await winFor(app, workId, memberId);
  if (win.paymentState === 'PAID') throw refusal('WIN_PAID');
  if (win.paymentState !== 'UNPAID') throw refusal('WIN_NOT_FOUND');
  if (app.clock.now().toISOString() >= win.paymentDueAt) throw refusal('PAYMENT_OVERDUE');
  if (!(await app.payments.attachOrder(workId, memberId, orderId, replaces, app.clock.now().toISOString()))) throw refusal('ORDER_TAKEN');
  return { ...win, orderId };
}

/**
 * Asks the shop about the orders of unpaid wins (one member's, or all) and records what it says.
 * Answers how many wins became paid. The shop unreachable: nothing changes, tried again later.
 */
export async function syncPayments(app: App, memberId: string | null): Promise<number> {
  const pending = await app.payments.unpaidOrders(memberId);
  if (pending.length === 0) return 0;
  const statuses = await app.shopOrders.statuses(pending.map((row) => row.payment_order_id));
  const at = app.clock.now().toISOString();
  let paid = 0;
  for (const { work_id: workId, payment_order_id: orderId } of pending) {
    const status = statuses.get(orderId);
    if (status && (PAID_ORDER_STATUSES as readonly string[]).includes(status)) {
      if (await app.payments.markPaid(workId, orderId, at)) paid++;
    } else if (status === 'CANCELLED' || status === undefined) {
      await app.payments.releaseOrder(workId, orderId, at);
    }
  }
  return paid;
}

/** The same, for a page: a shop that does not answer leaves the page as it stands (logged). */
export async function syncPaymentsQuietly(app: App, memberId: string): Promise<void> {
  try {
    await syncPayments(app, memberId);
  } catch (error) {
    app.log.warn({ err: error, memberId }, 'auction payments not synced with the shop; shown as they stand');
  }
}

/** Staff: the unpaid win past its deadline goes to the next bidder (or lapses with nobody left). */
export async function offerNext(app: App, workId: string, staffId: string): Promise<OfferNextAnswer> {
  const work = await app.works.row(workId);
  if (!work) throw refusal('NOT_FOUND');
  // A payment that came in just now counts before anything is offered on.
  await syncPayments(app, null).catch((error: unknown) => app.log.warn({ err: error }, 'auction payments not synced before an offer'));
  const lot = await app.payments.lot(workId);
  if (!lot || !['SOLD', 'BOUGHT'].includes(lot.state) || lot.payment_state !== 'UNPAID' || !lot.winner_member_id || !lot.payment_due_at) throw refusal('NOT_UNPAID');
  const now = app.clock.now();
  if (now.toISOString() < lot.payment_due_at) throw refusal('OFFER_NOT_DUE');
  if (lot.payment_order_id) throw refusal('ORDER_TAKEN');
  const dueAt = paymentDueAt(now);
  const outcome = await app.payments.offerNext(lot, staffId, dueAt, now.toISOString());
  if (!outcome) throw refusal('NOT_UNPAID');
  app.auctionMessages.lapsed(work, work.program_id, lot.winner_member_id);
  if (outcome.next) app.auctionMessages.offered(work, work.program_id, outcome.next.memberId, { hammer_price: outcome.next.price, payment_due_at: dueAt });
  return { offeredTo: outcome.next ? { ...outcome.next, paymentDueAt: dueAt } : null };
}

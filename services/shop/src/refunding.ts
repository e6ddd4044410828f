// Withdrawals (청약철회) and refunds. The buyer asks from their order, within 7 days of delivery,
// for some or all items; the seller (card orders of their own items) or shop staff decide. Money
// goes back through the payment adapter for a card (a partial cancel under one idempotency key per
// request) or by the staff's transfer for a deposit; points spent come back last; the coupon's use
// comes back when nothing of the order is left; each returned item's stock goes back.
import { AUTO_CONFIRM_DAYS, paysThroughProvider, WITHDRAWAL_DAYS, type Locale, type Order, type RefundApproval, type RefundRequestInput } from '@centre/contracts';
import type { FastifyInstance } from 'fastify';
import { ownOrder } from './ordering.ts';
import type { Actor } from './repositories/orders.ts';
import { refusal } from './refusals.ts';

const DAY_MS = 86_400_000;
/** Where an order may be withdrawn from: paid and on its way (before, the buyer cancels at once), or delivered. */
const WITHDRAWABLE = ['PREPARING', 'SHIPPED', 'DELIVERED'] as const;

export async function requestRefund(app: FastifyInstance, buyerId: string, orderId: string, input: RefundRequestInput, locale: Locale): Promise<Order> {
  const order = await ownOrder(app, buyerId, orderId, locale);
  if (!(WITHDRAWABLE as readonly string[]).includes(order.status)) throw refusal('ORDER_STATUS');
  const now = app.clock.now();
  const deliveredAfter = new Date(now.getTime() - WITHDRAWAL_DAYS * DAY_MS).toISOString();
  if (order.deliveredAt && order.deliveredAt < deliveredAfter) throw refusal('WITHDRAWAL_PERIOD_OVER');
  const open = new Set(order.items.filter((item) => item.refundState === null).map((item) => item._id));
  if (input.itemIds.some((id) => !open.has(id))) throw refusal('REFUND_ITEMS');
  if (order.paymentMethod === 'BANK_DEPOSIT' && order.total > 0 && !input.refundAccount) throw refusal('REFUND_ACCOUNT_REQUIRED');
  const account = order.paymentMethod === 'BANK_DEPOSIT' ? (input.refundAccount ?? null) : null;
  const id = await app.orders.requestRefund(orderId, buyerId, { itemIds: input.itemIds, reason: input.reason, account, from: WITHDRAWABLE, deliveredAfter }, now.toISOString());
  // Someone changed the order in between (a step, another request): it is asked again from what it is now.
  if (!id) throw refusal('ORDER_STATUS');
  // Each seller of the items hears of it, for their own items.
  const sellers = new Map<string, string>();
  for (const item of order.items.filter((candidate) => input.itemIds.includes(candidate._id))) if (!sellers.has(item.sellerId)) sellers.set(item.sellerId, item.title);
  for (const [sellerId, title] of sellers) app.shopMessages.later('SHOP_REFUND_REQUESTED', sellerId, orderId, { title, reason: input.reason.slice(0, 200) });
  return ownOrder(app, buyerId, orderId, locale);
}

/** Who decides: staff any request; a seller only card-paid requests of their own items (the centre returns a deposit by hand). */
async function openRequestFor(app: FastifyInstance, orderId: string, actor: Actor) {
  const open = await app.orders.openRefund(orderId);
  if (!open) throw refusal('REFUND_NOT_FOUND');
  if (actor.kind === 'SELLER') {
    const order = await app.orders.find(orderId, 'ko');
    const items = order?.items.filter((item) => open.itemIds.includes(item._id)) ?? [];
    if (!items.some((item) => item.sellerId === actor.id)) throw refusal('ORDER_NOT_FOUND');
    if (items.some((item) => item.sellerId !== actor.id) || !paysThroughProvider(open.order.payment_method)) throw refusal('REFUND_BY_STAFF');
  }
  return open;
}

export async function approveRefund(app: FastifyInstance, orderId: string, actor: Actor & { kind: 'SELLER' | 'STAFF' }, input: RefundApproval): Promise<void> {
  const open = await openRequestFor(app, orderId, actor);
  const deduction = input.deduction ?? 0;
  if (deduction > open.value) throw refusal('REFUND_DEDUCTION');
  const net = open.value - deduction;
  const moneyLeft = Number(open.order.total) - Number(open.order.refunded_total);
  const amount = Math.min(net, moneyLeft);
  const points = net - amount;
  if (!(await app.orders.claimRefund(open._id))) throw refusal('REFUND_NOT_FOUND');
  if (amount > 0 && paysThroughProvider(open.order.payment_method)) {
    const paymentKey = await app.orders.cardPaymentKey(orderId);
    try {
      if (!app.paymentGateway || !paymentKey) throw refusal('PAYMENT_UNAVAILABLE');
      const answer = await app.paymentGateway.cancel({ paymentKey, cancelAmount: amount, reason: open.reason, idempotencyKey: `refund-${open._id}` });
      if (!answer.ok || answer.cancelledAmount !== amount) throw refusal('REFUND_REFUSED');
    } catch (error) {
      await app.orders.releaseRefund(open._id);
      throw error;
    }
  }
  await app.orders.completeRefund(open._id, { actor, deduction, note: input.note?.trim() || null, amount, points }, app.clock.now().toISOString());
  app.shopMessages.later('SHOP_ORDER_REFUNDED', open.order.buyer_id, orderId, { amount: amount.toLocaleString('en-US'), points: points.toLocaleString('en-US') });
}

export async function rejectRefund(app: FastifyInstance, orderId: string, actor: Actor & { kind: 'SELLER' | 'STAFF' }, reason: string): Promise<void> {
  const open = await openRequestFor(app, orderId, actor);
  if (!(await app.orders.rejectRefund(open._id, actor, reason, app.clock.now().toISOString()))) throw refusal('REFUND_NOT_FOUND');
  app.shopMessages.later('SHOP_REFUND_REJECTED', open.order.buyer_id, orderId, { reason });
}

/** Orders delivered 7 days ago that the buyer neither confirmed nor withdrew confirm themselves, once, whichever instance ticks. */
export async function confirmDelivered(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const cutoff = new Date(now.getTime() - AUTO_CONFIRM_DAYS * DAY_MS).toISOString();
  let confirmed = 0;
  for (const id of await app.orders.deliveredBefore(cutoff, 200)) {
    if (await app.orders.confirmByClock(id, cutoff, now.toISOString())) confirmed++;
  }
  return confirmed;
}

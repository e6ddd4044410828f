// Orders: priced on the server from the cart as it is now (the client's total is only compared),
// stock reserved in the database in one transaction, paid by bank deposit to the centre's account
// before a deadline, then fulfilled item by item by each seller.
import { CARD_PAYMENT_MINUTES, LOCALES, seoulDateTime, type CardPaymentConfirmation, type ItemStepInput, type Coupon, type CouponInput, type Locale, type Order, type OrderInput, type PaymentWebhookEvent } from '@centre/contracts';
import { pickLocalised, transactionWithRetry } from '@centre/server-kit';
import type { FastifyInstance } from 'fastify';
import { pricedItems, type PricedCartItem } from './carting.ts';
import { PointsShort } from './repositories/points.ts';
import { CouponTaken } from './repositories/coupons.ts';
import { StockShort, type Actor, type NewOrderLine } from './repositories/orders.ts';
import { refusal } from './refusals.ts';

const DAY_MS = 86_400_000;

/**
 * Shipping is per product: its flat fee once, waived when that product's lines reach its
 * "free over" amount; pickups cost nothing. The fee is carried on the product's first line.
 */
export function priceLines(items: PricedCartItem[]): { lines: NewOrderLine[]; itemsTotal: number; shippingTotal: number } {
  const lines: NewOrderLine[] = [];
  const feeCharged = new Set<string>();
  const subtotalOf = (productId: string) => items.filter((item) => item.row.product_id === productId).reduce((sum, item) => sum + item.view.price * item.view.quantity, 0);
  for (const { product, option, view } of items) {
    const rule = view.shipping;
    let shippingFee = 0;
    if (rule.fulfilment === 'DELIVERY' && !feeCharged.has(view.productId)) {
      feeCharged.add(view.productId);
      shippingFee = rule.freeOver !== null && subtotalOf(view.productId) >= rule.freeOver ? 0 : rule.fee;
    }
    lines.push({
      productId: view.productId,
      optionId: view.optionId,
      sellerId: product!.seller_id,
      title: Object.fromEntries(LOCALES.map((locale) => [locale, pickLocalised(product!, 'title', locale)])) as Record<Locale, string>,
      size: option!.size,
      colour: option!.colour,
      unitPrice: view.price,
      quantity: view.quantity,
      shippingFee,
    });
  }
  const itemsTotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const shippingTotal = lines.reduce((sum, line) => sum + line.shippingFee, 0);
  return { lines, itemsTotal, shippingTotal };
}

export async function placeOrder(app: FastifyInstance, buyerId: string, input: OrderInput, locale: Locale): Promise<Order> {
  const rows = (await app.carts.itemsOf(buyerId)).filter((row) => input.itemIds.includes(row.id));
  if (rows.length !== input.itemIds.length) throw refusal('CART_ITEM_NOT_FOUND');
  const items = await pricedItems(app, rows, locale);
  if (items.some((item) => !item.view.available)) throw refusal('NOT_ON_SALE');
  const short = items.find((item) => item.view.quantity > item.view.stock);
  if (short) throw refusal('OUT_OF_STOCK', { itemId: short.row.id });

  const kinds = new Set(items.map((item) => (item.view.shipping.fulfilment === 'PICKUP' ? `PICKUP:${item.view.shipping.pickupSite}` : 'DELIVERY')));
  if (kinds.size !== 1) throw refusal('FULFILMENT_MIXED');
  const [kind] = [...kinds] as [string];
  if (kind === 'DELIVERY') {
    if (!input.address) throw refusal('ADDRESS_REQUIRED');
    if (input.pickupSite !== null) throw refusal('PICKUP_SITE');
  } else if (input.pickupSite === null || kind !== `PICKUP:${input.pickupSite}` || input.address !== null) {
    throw refusal('PICKUP_SITE');
  }

  const { lines, itemsTotal, shippingTotal } = priceLines(items);
  const coupon = input.couponCode ? await couponFor(app, buyerId, input.couponCode, itemsTotal) : null;
  const discount = coupon?.discount ?? 0;
  const pointsUsed = input.points ?? 0;
  if (pointsUsed > itemsTotal + shippingTotal - discount) throw refusal('POINTS_OVER_TOTAL');
  if (pointsUsed > 0 && (await app.points.balance(buyerId)) < pointsUsed) throw refusal('POINTS_SHORT');
  const total = itemsTotal + shippingTotal - discount - pointsUsed;
  if (input.expectedTotal !== total) throw refusal('PRICE_CHANGED', { total: String(total) });

  const byCard = input.paymentMethod === 'CARD';
  if (byCard && !app.paymentGateway) throw refusal('PAYMENT_UNAVAILABLE');
  const account = await app.shopSettings.read();
  if (!byCard && (!account.bank || !account.accountNumber || !account.holder)) throw refusal('DEPOSIT_ACCOUNT_UNSET');
  const now = app.clock.now();
  const deadline = new Date(now.getTime() + (byCard ? CARD_PAYMENT_MINUTES * 60_000 : app.depositDays * DAY_MS)).toISOString();
  let id: string;
  // The balance row exists before the transaction (inside it, InnoDB's lock on the new key could deadlock two checkouts).
  if (pointsUsed > 0) await app.points.ensureRow(buyerId);
  try {
    id = await app.orders.place(
      { buyerId, lines, itemsTotal, shippingTotal, pointsUsed, coupon, total, address: input.address, pickupSite: input.pickupSite, paymentMethod: input.paymentMethod, deposit: byCard ? null : account, deadline, cartItemIds: rows.map((row) => row.id) },
      now.toISOString(),
    );
  } catch (error) {
    if (error instanceof StockShort) throw refusal('OUT_OF_STOCK', { optionId: error.optionId });
    if (error instanceof PointsShort) throw refusal('POINTS_SHORT');
    if (error instanceof CouponTaken) throw refusal(error.reason);
    throw error;
  }
  // A card order is told of once paid; a deposit order now, with what to pay where.
  if (!byCard) app.shopMessages.later('SHOP_ORDER_RECEIVED', buyerId, id, { amount: total.toLocaleString('en-US'), bank: account.bank, account: account.accountNumber, holder: account.holder, deadline: `${seoulDateTime(deadline)} (KST)` });
  return (await app.orders.find(id, locale))!;
}

/** The buyer's own order, or 404 (another member's order is not revealed). */
export async function ownOrder(app: FastifyInstance, buyerId: string, id: string, locale: Locale): Promise<Order> {
  const order = await app.orders.find(id, locale);
  if (!order || order.buyerId !== buyerId) throw refusal('ORDER_NOT_FOUND');
  return order;
}

const CANCEL_WORDS = { BUYER: '구매자 취소', STAFF: '센터 취소', CLOCK: '결제 기한 경과', PROVIDER: '결제사 취소' } as const;

/** Before anything ships the buyer cancels at once; the stock goes back. A paid deposit is returned by staff. */
export async function cancelOrder(app: FastifyInstance, orderId: string, actor: Actor & { kind: 'BUYER' | 'STAFF' | 'CLOCK' | 'PROVIDER' }, reason?: string): Promise<boolean> {
  const from = actor.kind === 'CLOCK' || actor.kind === 'PROVIDER' ? (['PENDING_PAYMENT'] as const) : (['PENDING_PAYMENT', 'PAID'] as const);
  const buyerId = await app.orders.buyerOf(orderId);
  if (!buyerId) return false;
  const why = reason ?? CANCEL_WORDS[actor.kind];
  if (!(await app.orders.cancel(orderId, from, actor, why, app.clock.now().toISOString()))) return false;
  app.shopMessages.later('SHOP_ORDER_CANCELLED', buyerId, orderId, { reason: why });
  return true;
}

export async function confirmDeposit(app: FastifyInstance, orderId: string, staffId: string, locale: Locale): Promise<Order> {
  const order = await app.orders.find(orderId, locale);
  if (!order) throw refusal('ORDER_NOT_FOUND');
  if (!(await app.orders.markPaid(orderId, { kind: 'STAFF', id: staffId }, app.clock.now().toISOString()))) throw refusal('ORDER_STATUS');
  app.shopMessages.later('SHOP_ORDER_PAID', order.buyerId, orderId, { amount: order.total.toLocaleString('en-US') });
  return (await app.orders.find(orderId, locale))!;
}

export async function stepItem(app: FastifyInstance, sellerId: string, orderId: string, itemId: string, input: ItemStepInput, locale: Locale): Promise<Order> {
  if (input.step === 'SHIPPED' && (!input.carrier || !input.trackingNumber)) throw refusal('TRACKING_REQUIRED');
  const order = await app.orders.find(orderId, locale);
  const item = order?.items.find((candidate) => candidate._id === itemId && candidate.sellerId === sellerId);
  if (!order || !item) throw refusal('ORDER_NOT_FOUND');
  const tracking = { carrier: input.carrier ?? null, trackingNumber: input.trackingNumber ?? null };
  if ((await app.orders.stepItem(orderId, itemId, sellerId, input.step, tracking, app.clock.now().toISOString())) === null) throw refusal('ORDER_STATUS');
  if (input.step === 'SHIPPED') app.shopMessages.later('SHOP_ORDER_SHIPPED', order.buyerId, orderId, { title: item.title, carrier: tracking.carrier!, tracking: tracking.trackingNumber! });
  return (await app.orders.find(orderId, locale))!;
}

/** Unpaid orders past their deadline cancel themselves; the conditional update makes each go once, whichever instance ticks. */
export async function cancelUnpaid(app: FastifyInstance): Promise<number> {
  let cancelled = 0;
  for (const id of await app.orders.unpaidPast(app.clock.now().toISOString(), 200)) {
    if (await cancelOrder(app, id, { kind: 'CLOCK', id: null })) cancelled++;
  }
  return cancelled;
}

/**
 * The buyer is back from the provider's window. The amount the browser reports must be the
 * server's total: otherwise the order is cancelled (its stock given back) and refused. The
 * provider is then asked to confirm the SERVER's amount under the order's idempotency key; a
 * confirm of an order already paid with the same key answers the order unchanged.
 */
export async function confirmCardPayment(app: FastifyInstance, buyerId: string, orderId: string, input: CardPaymentConfirmation, locale: Locale): Promise<Order> {
  const order = await ownOrder(app, buyerId, orderId, locale);
  if (order.paymentMethod !== 'CARD' || !app.paymentGateway) throw refusal('ORDER_STATUS');
  if (order.status !== 'PENDING_PAYMENT') {
    if (order.status !== 'CANCELLED' && (await app.orders.cardPaymentKey(orderId)) === input.paymentKey) return order;
    throw refusal('ORDER_STATUS');
  }
  if (input.amount !== order.total) {
    await cancelOrder(app, orderId, { kind: 'PROVIDER', id: null }, 'amount mismatch');
    throw refusal('AMOUNT_MISMATCH');
  }
  const answer = await app.paymentGateway.confirm({ paymentKey: input.paymentKey, orderId, amount: order.total });
  if (!answer.ok) throw refusal('PAYMENT_REFUSED', { providerCode: answer.code });
  if (answer.totalAmount !== order.total) {
    await cancelOrder(app, orderId, { kind: 'PROVIDER', id: null }, 'amount mismatch');
    throw refusal('AMOUNT_MISMATCH');
  }
  if (await app.orders.markPaid(orderId, { kind: 'PROVIDER', id: null }, app.clock.now().toISOString(), { paymentKey: answer.paymentKey, amount: answer.totalAmount })) {
    app.shopMessages.later('SHOP_ORDER_PAID', buyerId, orderId, { amount: order.total.toLocaleString('en-US') });
  }
  return ownOrder(app, buyerId, orderId, locale);
}

/**
 * A provider event (already signature-checked). Each event id is handled once: the same event
 * again changes nothing. DONE with the server's amount pays the order; CANCELED cancels an unpaid one.
 */
export async function applyPaymentEvent(app: FastifyInstance, event: PaymentWebhookEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
  const { orderId, status, totalAmount, paymentKey } = event.data;
  const order = await app.orders.find(orderId, 'ko');
  if (!order || order.paymentMethod !== 'CARD') return 'ignored';
  if (!(await app.orders.claimPaymentEvent(event.eventId, orderId, status, app.clock.now().toISOString()))) return 'duplicate';
  if (status === 'CANCELED') return (await cancelOrder(app, orderId, { kind: 'PROVIDER', id: null }, 'cancelled at the provider')) ? 'applied' : 'ignored';
  if (totalAmount !== order.total) {
    await cancelOrder(app, orderId, { kind: 'PROVIDER', id: null }, 'amount mismatch');
    return 'applied';
  }
  if (await app.orders.markPaid(orderId, { kind: 'PROVIDER', id: null }, app.clock.now().toISOString(), { paymentKey, amount: totalAmount })) {
    app.shopMessages.later('SHOP_ORDER_PAID', order.buyerId, orderId, { amount: order.total.toLocaleString('en-US') });
    return 'applied';
  }
  return 'ignored';
}

/** Staff add or take points with a reason; taking more than the balance is refused. */
export async function adjustPoints(app: FastifyInstance, staffId: string, input: { memberId: string; delta: number; reason: string }): Promise<number> {
  if (input.delta === 0) throw refusal('POINTS_ZERO');
  await app.points.ensureRow(input.memberId);
  try {
    await transactionWithRetry(app.db, (trx) => app.points.change(trx, input.memberId, input.delta, { reason: input.reason, staffId }, app.clock.now().toISOString()));
  } catch (error) {
    if (error instanceof PointsShort) throw refusal('POINTS_SHORT');
    if (error instanceof CouponTaken) throw refusal(error.reason);
    throw error;
  }
  return app.points.balance(input.memberId);
}

/**
 * The coupon a code names and what it takes off the items, or the reason it cannot: unknown,
 * not yet or no longer valid, below its minimum order, used by this member already. Its limits are
 * decided again in the order's transaction.
 */
async function couponFor(app: FastifyInstance, buyerId: string, code: string, itemsTotal: number): Promise<{ id: string; discount: number }> {
  const coupon = await app.coupons.byCode(code);
  if (!coupon) throw refusal('COUPON_UNKNOWN');
  const now = app.clock.now().toISOString();
  if (now < coupon.valid_from) throw refusal('COUPON_NOT_YET');
  if (now > coupon.valid_to) throw refusal('COUPON_EXPIRED');
  if (itemsTotal < Number(coupon.min_order)) throw refusal('COUPON_MIN_ORDER', { minOrder: String(coupon.min_order) });
  if (coupon.total_limit !== null && Number(coupon.used) >= Number(coupon.total_limit)) throw refusal('COUPON_EXHAUSTED');
  if (await app.coupons.usedBy(coupon.id, buyerId)) throw refusal('COUPON_USED');
  const raw = coupon.kind === 'FIXED' ? Number(coupon.value) : Math.floor((itemsTotal * Number(coupon.value)) / 100);
  const capped = coupon.max_discount === null ? raw : Math.min(raw, Number(coupon.max_discount));
  return { id: coupon.id, discount: Math.min(capped, itemsTotal) };
}

export async function createCoupon(app: FastifyInstance, input: CouponInput): Promise<Coupon> {
  if (input.kind === 'PERCENT' && input.value > 90) throw refusal('COUPON_RULE');
  if (input.validTo <= input.validFrom) throw refusal('COUPON_RULE');
  const coupon = await app.coupons.create(input, app.clock.now().toISOString());
  if (!coupon) throw refusal('COUPON_CODE_TAKEN');
  return coupon;
}

// Orders: priced on the server from the cart as it is now (the client's total is only compared),
// stock reserved in the database in one transaction, paid by bank deposit to the centre's account
// before a deadline, then fulfilled item by item by each seller.
import { CARD_PAYMENT_MINUTES, LOCALES, paysThroughProvider, PROVIDER_METHOD_NAMES, PROVIDER_PAYMENT_METHODS, seoulDateTime, type CardPaymentConfirmation, type ItemStepInput, type Locale, type Order, type OrderInput, type OrderQuote, type OrderQuoteInput, type PaymentWebhookEvent, type ShopPaymentMethod } from '@centre/contracts';
import { pickLocalised, transactionWithRetry } from '@centre/server-kit';
import type { FastifyInstance } from 'fastify';
import { pricedItems, type PricedCartItem } from './carting.ts';
import { couponFor } from './couponing.ts';
import { PointsShort } from './repositories/points.ts';
import { CouponTaken } from './repositories/coupons.ts';
import { StockShort, type Actor, type NewOrderLine } from './repositories/orders.ts';
import { refusal } from './refusals.ts';

const DAY_MS = 86_400_000;

/**
 * The ways to pay this shop takes now: bank deposit always; the card and the mobile wallet when a
 * provider is configured; in demo mode without one, the test card only (a wallet has no stand-in).
 */
export function paymentMethodsOffered(app: FastifyInstance): ShopPaymentMethod[] {
  if (app.cardTestMode) return ['BANK_DEPOSIT', 'CARD'];
  return app.paymentGateway ? ['BANK_DEPOSIT', ...PROVIDER_PAYMENT_METHODS] : ['BANK_DEPOSIT'];
}

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

/** Delivered items need an address and no site; pickup items their own site and no address. */
function checkDestination(kind: string, address: OrderInput['address'], pickupSite: OrderInput['pickupSite']): void {
  if (kind === 'DELIVERY') {
    if (!address) throw refusal('ADDRESS_REQUIRED');
    if (pickupSite !== null) throw refusal('PICKUP_SITE');
  } else if (pickupSite === null || kind !== `PICKUP:${pickupSite}` || address !== null) {
    throw refusal('PICKUP_SITE');
  }
}

/**
 * What an order of these cart items would cost now, with the coupon and points asked for: every
 * refusal an order would meet before payment (stock, mixed fulfilment, address, coupon, points).
 * Checkout shows this total; the order then sends it back as `expectedTotal`.
 */
async function priceOrder(app: FastifyInstance, buyerId: string, input: OrderQuoteInput & Partial<Pick<OrderInput, 'address' | 'pickupSite'>>, locale: Locale) {
  const rows = (await app.carts.itemsOf(buyerId)).filter((row) => input.itemIds.includes(row.id));
  if (rows.length !== input.itemIds.length) throw refusal('CART_ITEM_NOT_FOUND');
  const items = await pricedItems(app, rows, locale);
  if (items.some((item) => !item.view.available)) throw refusal('NOT_ON_SALE');
  const short = items.find((item) => item.view.quantity > item.view.stock);
  if (short) throw refusal('OUT_OF_STOCK', { itemId: short.row.id });

  const kinds = new Set(items.map((item) => (item.view.shipping.fulfilment === 'PICKUP' ? `PICKUP:${item.view.shipping.pickupSite}` : 'DELIVERY')));
  if (kinds.size !== 1) throw refusal('FULFILMENT_MIXED');
  const [kind] = [...kinds] as [string];
  // A quote names no destination (it does not change the total); an order's must fit its items.
  if ('address' in input) checkDestination(kind, input.address ?? null, input.pickupSite ?? null);

  const { lines, itemsTotal, shippingTotal } = priceLines(items);
  const coupon = input.couponCode ? await couponFor(app, buyerId, input.couponCode, items) : null;
  const discount = coupon?.discount ?? 0;
  const pointsUsed = input.points ?? 0;
  if (pointsUsed > itemsTotal + shippingTotal - discount) throw refusal('POINTS_OVER_TOTAL');
  if (pointsUsed > 0 && (await app.points.balance(buyerId)) < pointsUsed) throw refusal('POINTS_SHORT');
  const total = itemsTotal + shippingTotal - discount - pointsUsed;
  return { rows, lines, itemsTotal, shippingTotal, coupon, discount, pointsUsed, total };
}

export async function quoteOrder(app: FastifyInstance, buyerId: string, input: OrderQuoteInput, locale: Locale): Promise<OrderQuote> {
  const { itemsTotal, shippingTotal, discount, pointsUsed, total } = await priceOrder(app, buyerId, input, locale);
  return { itemsTotal, shippingTotal, discount, pointsUsed, total };
}

export async function placeOrder(app: FastifyInstance, buyerId: string, input: OrderInput, locale: Locale): Promise<Order> {
  const { rows, lines, itemsTotal, shippingTotal, coupon, pointsUsed, total } = await priceOrder(app, buyerId, input, locale);
  if (input.expectedTotal !== total) throw refusal('PRICE_CHANGED', { total: String(total) });

  // A card or a mobile wallet is paid at the provider's window within minutes; a deposit within days.
  const byCard = paysThroughProvider(input.paymentMethod);
  if (!paymentMethodsOffered(app).includes(input.paymentMethod)) throw refusal('PAYMENT_UNAVAILABLE');
  const account = await app.shopSettings.read();
  if (!byCard && (!account.bank || !account.accountNumber || !account.holder)) throw refusal('DEPOSIT_ACCOUNT_UNSET');
  const now = app.clock.now();
  const deadline = new Date(now.getTime() + (byCard ? CARD_PAYMENT_MINUTES * 60_000 : app.depositDays * DAY_MS)).toISOString();
  let placed: Order;
  // The balance row exists before the transaction (inside it, InnoDB's lock on the new key could deadlock two checkouts).
  if (pointsUsed > 0) await app.points.ensureRow(buyerId);
  try {
    placed = await app.orders.place(
      { buyerId, lines, itemsTotal, shippingTotal, pointsUsed, coupon, total, address: input.address, pickupSite: input.pickupSite, paymentMethod: input.paymentMethod, deposit: byCard ? null : account, deadline, cartItemIds: rows.map((row) => row.id) },
      now.toISOString(),
      locale,
    );
  } catch (error) {
    if (error instanceof StockShort) throw refusal('OUT_OF_STOCK', { optionId: error.optionId });
    if (error instanceof PointsShort) throw refusal('POINTS_SHORT');
    if (error instanceof CouponTaken) throw refusal(error.reason);
    throw error;
  }
  // A card order is told of once paid; a deposit order now, with what to pay where.
  if (!byCard) app.shopMessages.later('SHOP_ORDER_RECEIVED', buyerId, placed._id, { amount: total.toLocaleString('en-US'), bank: account.bank, account: account.accountNumber, holder: account.holder, deadline: `${seoulDateTime(deadline)} (KST)` });
  return placed;
}

/** The buyer's own order, or 404 (another member's order is not revealed). */
export async function ownOrder(app: FastifyInstance, buyerId: string, id: string, locale: Locale): Promise<Order> {
  const order = await app.orders.find(id, locale);
  if (!order || order.buyerId !== buyerId) throw refusal('ORDER_NOT_FOUND');
  return order;
}

const CANCEL_WORDS = { BUYER: '구매자 취소', STAFF: '센터 취소', CLOCK: '결제 기한 경과', PROVIDER: '결제사 취소' } as const;

/** Before anything ships the buyer cancels at once; the stock goes back. A paid card is refunded through the provider; a paid deposit is returned by staff. */
export async function cancelOrder(app: FastifyInstance, orderId: string, actor: Actor & { kind: 'BUYER' | 'STAFF' | 'CLOCK' | 'PROVIDER' }, reason?: string): Promise<boolean> {
  const from = actor.kind === 'CLOCK' || actor.kind === 'PROVIDER' ? (['PENDING_PAYMENT'] as const) : (['PENDING_PAYMENT', 'PAID'] as const);
  const buyerId = await app.orders.buyerOf(orderId);
  if (!buyerId) return false;
  const why = reason ?? CANCEL_WORDS[actor.kind];
  // A paid card order's money goes back through the provider first (the whole amount, one key per
  // order, so a retried cancel never refunds twice); if the provider cannot, the order stays paid.
  let refundedByCard = 0;
  if (actor.kind === 'BUYER' || actor.kind === 'STAFF') {
    const order = await app.orders.find(orderId, 'ko');
    const paymentKey = order?.status === 'PAID' && paysThroughProvider(order.paymentMethod) ? await app.orders.cardPaymentKey(orderId) : null;
    if (order && paymentKey && order.total > 0) {
      if (!app.paymentGateway) throw refusal('PAYMENT_UNAVAILABLE');
      const answer = await app.paymentGateway.cancel({ paymentKey, cancelAmount: order.total, reason: why, idempotencyKey: `cancel-${orderId}` });
      if (!answer.ok || answer.cancelledAmount !== order.total) throw refusal('REFUND_REFUSED');
      refundedByCard = order.total;
    }
  }
  if (!(await app.orders.cancel(orderId, from, actor, why, app.clock.now().toISOString(), refundedByCard))) return false;
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
  if (!paysThroughProvider(order.paymentMethod) || !app.paymentGateway) throw refusal('ORDER_STATUS');
  if (order.status !== 'PENDING_PAYMENT') {
    if (order.status !== 'CANCELLED' && (await app.orders.cardPaymentKey(orderId)) === input.paymentKey) return order;
    throw refusal('ORDER_STATUS');
  }
  if (input.amount !== order.total) {
    await cancelOrder(app, orderId, { kind: 'PROVIDER', id: null }, 'amount mismatch');
    throw refusal('AMOUNT_MISMATCH');
  }
  const answer = await app.paymentGateway.confirm({ paymentKey: input.paymentKey, orderId, amount: order.total, method: PROVIDER_METHOD_NAMES[order.paymentMethod] });
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
  if (!order || !paysThroughProvider(order.paymentMethod)) return 'ignored';
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

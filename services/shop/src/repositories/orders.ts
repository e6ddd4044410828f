import type { DeliveryAddress, ItemStep, Locale, Order, OrderItem, OrderStatus, Purchase, ShopPaymentMethod } from '@centre/contracts';
import type { PointsRepository } from './points.ts';
import type { CouponsRepository } from './coupons.ts';
import { isUniqueViolation, localisedToRow, newId, pageOfRows, pickLocalised, transactionWithRetry, type Knex, type Page, type PageOfItems } from '@centre/server-kit';

interface OrderRow {
  id: string;
  buyer_id: string;
  status: OrderStatus;
  payment_method: ShopPaymentMethod;
  items_total: number | string;
  shipping_total: number | string;
  total: number | string;
  points_used: number | string;
  discount: number | string;
  address: string | null;
  pickup_site: 'YONGSIN' | 'DAPSIMNI' | null;
  deposit_bank: string | null;
  deposit_account: string | null;
  deposit_holder: string | null;
  deposit_deadline: string | null;
  paid_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  created_at: string;
  updated_at: string;
}

interface ItemRow {
  id: string;
  order_id: string;
  product_id: string;
  option_id: string;
  seller_id: string;
  title_ko: string;
  size: string;
  colour: string;
  unit_price: number;
  quantity: number;
  shipping_fee: number;
  step: ItemStep | null;
  carrier: string | null;
  tracking_number: string | null;
  [column: string]: unknown;
}

interface HistoryRow {
  id: string;
  order_id: string;
  status: OrderStatus;
  item_id: string | null;
  step: ItemStep | null;
  actor: 'BUYER' | 'SELLER' | 'STAFF' | 'CLOCK' | 'PROVIDER';
  actor_id: string | null;
  note: string | null;
  at: string;
}

export type Actor = { kind: HistoryRow['actor']; id: string | null };

/** One line of a new order, as priced by the use case (the order keeps this copy). */
export interface NewOrderLine {
  productId: string;
  optionId: string;
  sellerId: string;
  title: Record<Locale, string>;
  size: string;
  colour: string;
  unitPrice: number;
  quantity: number;
  shippingFee: number;
}

export interface NewOrder {
  buyerId: string;
  lines: NewOrderLine[];
  itemsTotal: number;
  shippingTotal: number;
  pointsUsed: number;
  /** The coupon taken with the order and its discount. */
  coupon: { id: string; discount: number } | null;
  total: number;
  address: DeliveryAddress | null;
  pickupSite: 'YONGSIN' | 'DAPSIMNI' | null;
  paymentMethod: ShopPaymentMethod;
  /** The centre's account for a bank deposit; null for a card. */
  deposit: { bank: string; accountNumber: string; holder: string } | null;
  /** When an unpaid order lets its stock go. */
  deadline: string;
  cartItemIds: string[];
}

/** The steps in order; an order stands at the least advanced step of its items. */
const STEP_ORDER: readonly ItemStep[] = ['PREPARING', 'SHIPPED', 'DELIVERED'];

/** Thrown inside the order's transaction when an option has fewer than asked: everything is rolled back. */
export class StockShort extends Error {
  constructor(readonly optionId: string) {
    super('stock short');
  }
}

/** Orders, their items as bought, and the history of every change. */
export function createOrdersRepository(db: Knex, points: PointsRepository, coupons: CouponsRepository) {
  function itemOf(row: ItemRow, locale: Locale): OrderItem {
    return {
      _id: row.id,
      productId: row.product_id,
      optionId: row.option_id,
      sellerId: row.seller_id,
      title: pickLocalised(row, 'title', locale),
      size: row.size,
      colour: row.colour,
      unitPrice: Number(row.unit_price),
      quantity: Number(row.quantity),
      shippingFee: Number(row.shipping_fee),
      step: row.step,
      carrier: row.carrier,
      trackingNumber: row.tracking_number,
    };
  }

  async function views(rows: OrderRow[], locale: Locale): Promise<Order[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const items = (await db<ItemRow>('order_items').whereIn('order_id', ids).orderBy('id')) as ItemRow[];
    const history = (await db<HistoryRow>('order_history').whereIn('order_id', ids).orderBy([{ column: 'at', order: 'asc' }, { column: 'id', order: 'asc' }])) as HistoryRow[];
    return rows.map((row) => ({
      _id: row.id,
      buyerId: row.buyer_id,
      status: row.status,
      paymentMethod: row.payment_method,
      itemsTotal: Number(row.items_total),
      shippingTotal: Number(row.shipping_total),
      discount: Number(row.discount),
      pointsUsed: Number(row.points_used),
      total: Number(row.total),
      address: row.address ? (JSON.parse(row.address) as DeliveryAddress) : null,
      pickupSite: row.pickup_site,
      deposit:
        row.payment_method === 'BANK_DEPOSIT' && row.deposit_deadline && row.status === 'PENDING_PAYMENT'
          ? { bank: row.deposit_bank ?? '', accountNumber: row.deposit_account ?? '', holder: row.deposit_holder ?? '', amount: Number(row.total), deadline: row.deposit_deadline }
          : null,
      card: row.payment_method === 'CARD' && row.deposit_deadline && row.status === 'PENDING_PAYMENT' ? { orderId: row.id, orderName: orderNameOf(items.filter((item) => item.order_id === row.id), locale), amount: Number(row.total), deadline: row.deposit_deadline } : null,
      items: items.filter((item) => item.order_id === row.id).map((item) => itemOf(item, locale)),
      history: history.filter((entry) => entry.order_id === row.id).map((entry) => ({ status: entry.status, itemId: entry.item_id, step: entry.step, note: entry.note, at: entry.at })),
      createdAt: row.created_at,
      paidAt: row.paid_at,
      cancelledAt: row.cancelled_at,
      cancelReason: row.cancel_reason,
    }));
  }

  const history = (trx: Knex, orderId: string, status: OrderStatus, actor: Actor, at: string, extra: { itemId?: string; step?: ItemStep; note?: string | null } = {}) =>
    trx('order_history').insert({ id: newId(), order_id: orderId, status, item_id: extra.itemId ?? null, step: extra.step ?? null, actor: actor.kind, actor_id: actor.id, note: extra.note ?? null, at });

  /** Gives back the stock of every item of the order (inside the cancelling transaction). */
  async function releaseStock(trx: Knex, orderId: string): Promise<void> {
    const items = (await trx<ItemRow>('order_items').select('option_id', 'quantity').where({ order_id: orderId }).orderBy('option_id')) as ItemRow[];
    for (const item of items) await trx('product_options').where({ id: item.option_id }).increment('stock', Number(item.quantity));
  }

  return {
    /**
     * Writes the order in one transaction: each option's stock is taken by a conditional update
     * (`stock >= n`, product still on sale) in option-id order, so two orders never lock crosswise;
     * one short option (StockShort) rolls the whole order back. The cart lines bought go with it.
     */
    async place(order: NewOrder, at: string): Promise<string> {
      const id = newId();
      const lines = [...order.lines].sort((a, b) => (a.optionId < b.optionId ? -1 : a.optionId > b.optionId ? 1 : 0));
      await transactionWithRetry(db, async (trx) => {
        for (const line of lines) {
          const taken = await trx('product_options')
            .where({ id: line.optionId, active: true })
            .where('stock', '>=', line.quantity)
            .whereIn('product_id', trx('products').select('id').where({ id: line.productId, status: 'ON_SALE' }))
            .decrement('stock', line.quantity);
          if (taken !== 1) throw new StockShort(line.optionId);
        }
        // Points spent in the same transaction (PointsShort rolls the order back).
        await points.change(trx, order.buyerId, -order.pointsUsed, { reason: 'ORDER', orderId: id }, at);
        // The coupon's overall limit and the member's one use, in the same transaction (CouponTaken rolls back).
        if (order.coupon) await coupons.take(trx, order.coupon.id, order.buyerId, id, at);
        await trx('orders').insert({
          id,
          buyer_id: order.buyerId,
          status: 'PENDING_PAYMENT',
          payment_method: order.paymentMethod,
          items_total: order.itemsTotal,
          shipping_total: order.shippingTotal,
          total: order.total,
          points_used: order.pointsUsed,
          coupon_id: order.coupon?.id ?? null,
          discount: order.coupon?.discount ?? 0,
          address: order.address ? JSON.stringify(order.address) : null,
          pickup_site: order.pickupSite,
          deposit_bank: order.deposit?.bank ?? null,
          deposit_account: order.deposit?.accountNumber ?? null,
          deposit_holder: order.deposit?.holder ?? null,
          deposit_deadline: order.deadline,
          paid_at: null,
          cancelled_at: null,
          cancel_reason: null,
          created_at: at,
          updated_at: at,
        });
        await trx('order_items').insert(
          order.lines.map((line) => ({
            id: newId(),
            order_id: id,
            product_id: line.productId,
            option_id: line.optionId,
            seller_id: line.sellerId,
            ...localisedToRow('title', line.title),
            size: line.size,
            colour: line.colour,
            unit_price: line.unitPrice,
            quantity: line.quantity,
            shipping_fee: line.shippingFee,
            step: null,
            carrier: null,
            tracking_number: null,
          })),
        );
        await history(trx, id, 'PENDING_PAYMENT', { kind: 'BUYER', id: order.buyerId }, at);
        await trx('cart_items').where({ member_id: order.buyerId }).whereIn('id', order.cartItemIds).delete();
      });
      return id;
    },

    async find(id: string, locale: Locale): Promise<Order | null> {
      const row = await db<OrderRow>('orders').where({ id }).first();
      return row ? ((await views([row], locale))[0] ?? null) : null;
    },

    async paginate(filter: { buyerId?: string | undefined; sellerId?: string | undefined; status?: OrderStatus | undefined }, locale: Locale, page: Page): Promise<PageOfItems<Order>> {
      const query = db<OrderRow>('orders');
      if (filter.buyerId) query.where('buyer_id', filter.buyerId);
      if (filter.status) query.where('status', filter.status);
      if (filter.sellerId) query.whereIn('id', db('order_items').select('order_id').where('seller_id', filter.sellerId));
      const { rows, total } = await pageOfRows<OrderRow>(query, page, [{ column: 'created_at', order: 'desc' }]);
      return { items: await views(rows, locale), total };
    },

    /**
     * PENDING_PAYMENT or `from` → CANCELLED, once: the conditional update decides who cancels (the
     * buyer, staff or the clock of any instance), and only that one gives the stock back.
     */
    async cancel(id: string, from: readonly OrderStatus[], actor: Actor, reason: string, at: string): Promise<boolean> {
      return transactionWithRetry(db, async (trx) => {
        const changed = await trx('orders').where({ id }).whereIn('status', [...from]).update({ status: 'CANCELLED', cancelled_at: at, cancel_reason: reason, updated_at: at });
        if (changed !== 1) return false;
        await releaseStock(trx, id);
        const cancelled = await trx<OrderRow>('orders').select('paid_at', 'points_used', 'buyer_id').where({ id }).first();
        if (cancelled?.paid_at) await countSold(trx, id, -1);
        await coupons.giveBack(trx, id);
        // Points spent on the order come back with it.
        if (cancelled && Number(cancelled.points_used) > 0) await points.change(trx, cancelled.buyer_id, Number(cancelled.points_used), { reason: 'ORDER_CANCELLED', orderId: id }, at);
        await history(trx, id, 'CANCELLED', actor, at, { note: reason });
        return true;
      });
    },

    /** Orders still unpaid at their deadline, oldest first. */
    async unpaidPast(at: string, limit: number): Promise<string[]> {
      return (await db<OrderRow>('orders').select('id').where('status', 'PENDING_PAYMENT').where('deposit_deadline', '<=', at).orderBy('deposit_deadline').limit(limit)).map((row) => row.id);
    },

    /**
     * PENDING_PAYMENT → PAID, once: staff saw the deposit, or the provider confirmed a card payment
     * (its key and amount are kept in the same transaction).
     */
    async markPaid(id: string, actor: Actor, at: string, card?: { paymentKey: string; amount: number }): Promise<boolean> {
      return transactionWithRetry(db, async (trx) => {
        const changed = await trx('orders').where({ id, status: 'PENDING_PAYMENT' }).update({ status: 'PAID', paid_at: at, updated_at: at });
        if (changed !== 1) return false;
        await countSold(trx, id, 1);
        if (card) await trx('card_payments').insert({ order_id: id, payment_key: card.paymentKey, amount: card.amount, confirmed_at: at });
        await history(trx, id, 'PAID', actor, at, { note: card ? 'card payment confirmed' : 'deposit confirmed' });
        return true;
      });
    },

    /** The provider's key of the order's confirmed card payment, if any. */
    async cardPaymentKey(orderId: string): Promise<string | null> {
      return ((await db('card_payments').select('payment_key').where({ order_id: orderId }).first()) as { payment_key: string } | undefined)?.payment_key ?? null;
    },

    /** Records a provider event; false when it was seen before (a retried webhook). */
    async claimPaymentEvent(eventId: string, orderId: string, status: string, at: string): Promise<boolean> {
      try {
        await db('payment_events').insert({ event_id: eventId, order_id: orderId, status, received_at: at });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /**
     * A seller moves one of their items forward (never back); the order then stands at the least
     * advanced step of all its items. The order row is locked first, so two sellers' steps at once
     * are counted one after the other. Answers the order's status, or null when refused.
     */
    async stepItem(orderId: string, itemId: string, sellerId: string, step: ItemStep, tracking: { carrier: string | null; trackingNumber: string | null }, at: string): Promise<OrderStatus | null> {
      return transactionWithRetry(db, async (trx) => {
        const order = await trx<OrderRow>('orders').where({ id: orderId }).forUpdate().first();
        if (!order || !['PAID', 'PREPARING', 'SHIPPED', 'DELIVERED'].includes(order.status)) return null;
        const earlier = STEP_ORDER.slice(0, STEP_ORDER.indexOf(step));
        const changes: Record<string, unknown> = { step };
        if (step === 'SHIPPED') Object.assign(changes, { carrier: tracking.carrier, tracking_number: tracking.trackingNumber });
        const moved = await trx('order_items')
          .where({ id: itemId, order_id: orderId, seller_id: sellerId })
          .where((inner) => {
            inner.whereNull('step');
            if (earlier.length > 0) inner.orWhereIn('step', earlier);
          })
          .update(changes);
        if (moved !== 1) return null;
        await history(trx, orderId, order.status, { kind: 'SELLER', id: sellerId }, at, { itemId, step });
        const steps = (await trx<ItemRow>('order_items').select('step').where({ order_id: orderId })).map((row) => row.step);
        const least = steps.some((value) => value === null) ? null : STEP_ORDER[Math.min(...steps.map((value) => STEP_ORDER.indexOf(value!)))]!;
        const status: OrderStatus = least ?? 'PAID';
        if (status !== order.status) {
          await trx('orders').where({ id: orderId }).update({ status, updated_at: at });
          await history(trx, orderId, status, { kind: 'SELLER', id: sellerId }, at);
        }
        return status;
      });
    },

    /** The buyer confirms receipt: DELIVERED → CONFIRMED, once. */
    async confirm(id: string, buyerId: string, at: string): Promise<boolean> {
      return transactionWithRetry(db, async (trx) => {
        const changed = await trx('orders').where({ id, buyer_id: buyerId, status: 'DELIVERED' }).update({ status: 'CONFIRMED', updated_at: at });
        if (changed !== 1) return false;
        await history(trx, id, 'CONFIRMED', { kind: 'BUYER', id: buyerId }, at);
        return true;
      });
    },

    async buyerOf(id: string): Promise<string | null> {
      return (await db<OrderRow>('orders').select('buyer_id').where({ id }).first())?.buyer_id ?? null;
    },

    /** What was bought from a seller, newest first, with the order each item belongs to. */
    async purchases(sellerId: string, status: OrderStatus | undefined, locale: Locale, page: Page): Promise<PageOfItems<Purchase>> {
      const query = db('order_items as i').join('orders as o', 'o.id', 'i.order_id').where('i.seller_id', sellerId).select('i.*', 'o.status as order_status', 'o.address as order_address', 'o.pickup_site as order_pickup_site', 'o.created_at as ordered_at');
      if (status) query.where('o.status', status);
      const { rows, total } = await pageOfRows<ItemRow & { order_status: OrderStatus; order_address: string | null; order_pickup_site: 'YONGSIN' | 'DAPSIMNI' | null; ordered_at: string }>(
        query,
        page,
        [{ column: 'o.created_at', order: 'desc' }, { column: 'i.id', order: 'desc' }],
      );
      return {
        items: rows.map((row) => ({
          orderId: row.order_id,
          orderStatus: row.order_status,
          // The address is the seller's to ship to once paid; before, nothing of the buyer is shown.
          address: row.order_address && row.order_status !== 'PENDING_PAYMENT' && row.order_status !== 'CANCELLED' ? (JSON.parse(row.order_address) as DeliveryAddress) : null,
          pickupSite: row.order_pickup_site,
          item: itemOf(row, locale),
          orderedAt: row.ordered_at,
        })),
        total,
      };
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

/** Popularity counts paid units: added on payment, taken back when a paid order is cancelled. */
async function countSold(trx: Knex, orderId: string, sign: 1 | -1): Promise<void> {
  const items = (await trx('order_items').select('product_id', 'quantity').where({ order_id: orderId }).orderBy('product_id')) as Array<{ product_id: string; quantity: number }>;
  for (const item of items) await trx('products').where({ id: item.product_id }).increment('sold_count', sign * Number(item.quantity));
}

/** "Washed linen apron and 2 more": what the provider's window names the order by. */
function orderNameOf(items: ItemRow[], locale: Locale): string {
  const first = items[0] ? pickLocalised(items[0], 'title', locale) : '';
  return items.length > 1 ? `${first} +${items.length - 1}` : first;
}

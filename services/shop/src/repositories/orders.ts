import { POINT_REASONS, PROVIDER_METHOD_NAMES, paysThroughProvider, WITHDRAWAL_DAYS, type DeliveryAddress, type ItemStep, type Locale, type Order, type OrderItem, type OrderStatus, type Purchase, type RefundAccount, type RefundRequestView, type ShopPaymentMethod } from '@centre/contracts';
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
  delivered_at: string | null;
  refunded_value: number | string;
  refunded_total: number | string;
  refunded_points: number | string;
  status_before_refund: OrderStatus | null;
}

interface RefundRow {
  id: string;
  order_id: string;
  status: 'REQUESTED' | 'REFUNDING' | 'APPROVED' | 'REJECTED';
  reason: string;
  item_ids: string;
  value: number | string;
  deduction: number | string;
  refunded_amount: number | string;
  refunded_points: number | string;
  refund_bank: string | null;
  refund_account: string | null;
  refund_holder: string | null;
  decided_by: string | null;
  decided_as: string | null;
  decision_note: string | null;
  requested_at: string;
  decided_at: string | null;
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
  refund_state: 'REQUESTED' | 'REFUNDED' | null;
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
      refundState: row.refund_state ?? null,
    };
  }

  /** One order as answered, from its row and the rows of its items, history and refunds. */
  function viewOf(row: OrderRow, items: ItemRow[], history: HistoryRow[], refunds: RefundRow[], locale: Locale): Order {
    return {
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
      card:
        paysThroughProvider(row.payment_method) && row.deposit_deadline && row.status === 'PENDING_PAYMENT'
          ? { orderId: row.id, orderName: orderNameOf(items, locale), amount: Number(row.total), deadline: row.deposit_deadline, method: PROVIDER_METHOD_NAMES[row.payment_method] }
          : null,
      items: items.map((item) => itemOf(item, locale)),
      history: history.map((entry) => ({ status: entry.status, itemId: entry.item_id, step: entry.step, note: entry.note, at: entry.at })),
      createdAt: row.created_at,
      paidAt: row.paid_at,
      cancelledAt: row.cancelled_at,
      cancelReason: row.cancel_reason,
      deliveredAt: row.delivered_at ?? null,
      withdrawUntil: withdrawUntilOf(row),
      refundedTotal: Number(row.refunded_total ?? 0),
      refundedPoints: Number(row.refunded_points ?? 0),
      refunds: refunds.map(refundView),
    };
  }

  async function views(rows: OrderRow[], locale: Locale): Promise<Order[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const items = (await db<ItemRow>('order_items').whereIn('order_id', ids).orderBy('id')) as ItemRow[];
    const history = (await db<HistoryRow>('order_history').whereIn('order_id', ids).orderBy([{ column: 'at', order: 'asc' }, { column: 'id', order: 'asc' }])) as HistoryRow[];
    const refunds = (await db<RefundRow>('refund_requests').whereIn('order_id', ids).orderBy([{ column: 'requested_at', order: 'asc' }, { column: 'id', order: 'asc' }])) as RefundRow[];
    return rows.map((row) =>
      viewOf(
        row,
        items.filter((item) => item.order_id === row.id),
        history.filter((entry) => entry.order_id === row.id),
        refunds.filter((refund) => refund.order_id === row.id),
        locale,
      ),
    );
  }

  /** Writes one history entry and answers the row written. */
  async function history(trx: Knex, orderId: string, status: OrderStatus, actor: Actor, at: string, extra: { itemId?: string; step?: ItemStep; note?: string | null } = {}): Promise<HistoryRow> {
    const row: HistoryRow = { id: newId(), order_id: orderId, status, item_id: extra.itemId ?? null, step: extra.step ?? null, actor: actor.kind, actor_id: actor.id, note: extra.note ?? null, at };
    await trx('order_history').insert(row);
    return row;
  }

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
    async place(order: NewOrder, at: string, locale: Locale): Promise<Order> {
      const id = newId();
      const lines = [...order.lines].sort((a, b) => (a.optionId < b.optionId ? -1 : a.optionId > b.optionId ? 1 : 0));
      const orderRow = {
        id,
        buyer_id: order.buyerId,
        status: 'PENDING_PAYMENT' as const,
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
      };
      const itemRows = order.lines.map((line) => ({
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
      }));
      const placed = await transactionWithRetry(db, async (trx) => {
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
        await trx('orders').insert(orderRow);
        await trx('order_items').insert(itemRows);
        const placedEntry = await history(trx, id, 'PENDING_PAYMENT', { kind: 'BUYER', id: order.buyerId }, at);
        await trx('cart_items').where({ member_id: order.buyerId }).whereIn('id', order.cartItemIds).delete();
        return placedEntry;
      });
      // The answer is what the transaction wrote, not a read after the commit: under database
      // pressure that read can time out, and a committed order must not be answered as a failure.
      const written: OrderRow = { ...orderRow, delivered_at: null, refunded_value: 0, refunded_total: 0, refunded_points: 0, status_before_refund: null };
      const items = [...itemRows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((row) => ({ ...row, refund_state: null }) as ItemRow);
      return viewOf(written, items, [placed], [], locale);
    },

    async find(id: string, locale: Locale): Promise<Order | null> {
      const row = await db<OrderRow>('orders').where({ id }).first();
      return row ? ((await views([row], locale))[0] ?? null) : null;
    },

    async paginate(
      filter: {
        buyerId?: string | undefined;
        sellerId?: string | undefined;
        status?: OrderStatus | undefined;
        paymentMethod?: ShopPaymentMethod | undefined;
        /** Placed at or after `placedFrom` and before `placedBefore` (ISO instants, UTC). */
        placedFrom?: string | undefined;
        placedBefore?: string | undefined;
      },
      locale: Locale,
      page: Page,
    ): Promise<PageOfItems<Order>> {
      const query = db<OrderRow>('orders');
      if (filter.buyerId) query.where('buyer_id', filter.buyerId);
      if (filter.status) query.where('status', filter.status);
      if (filter.paymentMethod) query.where('payment_method', filter.paymentMethod);
      if (filter.placedFrom) query.where('created_at', '>=', filter.placedFrom);
      if (filter.placedBefore) query.where('created_at', '<', filter.placedBefore);
      if (filter.sellerId) query.whereIn('id', db('order_items').select('order_id').where('seller_id', filter.sellerId));
      const { rows, total } = await pageOfRows<OrderRow>(query, page, [{ column: 'created_at', order: 'desc' }]);
      return { items: await views(rows, locale), total };
    },

    /**
     * PENDING_PAYMENT or `from` → CANCELLED, once: the conditional update decides who cancels (the
     * buyer, staff or the clock of any instance), and only that one gives the stock back.
     */
    async cancel(id: string, from: readonly OrderStatus[], actor: Actor, reason: string, at: string, refundedByCard = 0): Promise<boolean> {
      return transactionWithRetry(db, async (trx) => {
        const changed = await trx('orders').where({ id }).whereIn('status', [...from]).update({ status: 'CANCELLED', cancelled_at: at, cancel_reason: reason, updated_at: at, refunded_total: refundedByCard });
        if (changed !== 1) return false;
        await releaseStock(trx, id);
        const cancelled = await trx<OrderRow>('orders').select('paid_at', 'points_used', 'buyer_id').where({ id }).first();
        if (cancelled?.paid_at) await countSold(trx, id, -1);
        await coupons.giveBack(trx, id);
        // Points spent on the order come back with it, to the lots they came from.
        if (cancelled && Number(cancelled.points_used) > 0) await points.giveBack(trx, cancelled.buyer_id, id, Number(cancelled.points_used), POINT_REASONS.cancelled, at);
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
          .whereNull('refund_state')
          .where((inner) => {
            inner.whereNull('step');
            if (earlier.length > 0) inner.orWhereIn('step', earlier);
          })
          .update(changes);
        if (moved !== 1) return null;
        await history(trx, orderId, order.status, { kind: 'SELLER', id: sellerId }, at, { itemId, step });
        // Items given back no longer hold the order at their step.
        const steps = (await trx<ItemRow>('order_items').select('step').where({ order_id: orderId }).where((inner) => inner.whereNull('refund_state').orWhereNot('refund_state', 'REFUNDED'))).map((row) => row.step);
        const least = steps.some((value) => value === null) ? null : STEP_ORDER[Math.min(...steps.map((value) => STEP_ORDER.indexOf(value!)))]!;
        const status: OrderStatus = least ?? 'PAID';
        if (status !== order.status) {
          await trx('orders').where({ id: orderId }).update({ status, updated_at: at, ...(status === 'DELIVERED' ? { delivered_at: at } : {}) });
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

    /** Orders delivered at or before `cutoff` and not confirmed by the buyer, oldest first. */
    async deliveredBefore(cutoff: string, limit: number): Promise<string[]> {
      return (await db<OrderRow>('orders').select('id').where('status', 'DELIVERED').where('delivered_at', '<=', cutoff).orderBy('delivered_at').limit(limit)).map((row) => row.id);
    },

    /** DELIVERED → CONFIRMED by the clock, once (a refund asked in between keeps the order from it). */
    async confirmByClock(id: string, cutoff: string, at: string): Promise<boolean> {
      return transactionWithRetry(db, async (trx) => {
        const changed = await trx('orders').where({ id, status: 'DELIVERED' }).where('delivered_at', '<=', cutoff).update({ status: 'CONFIRMED', updated_at: at });
        if (changed !== 1) return false;
        await history(trx, id, 'CONFIRMED', { kind: 'CLOCK', id: null }, at, { note: 'confirmed 7 days after delivery' });
        return true;
      });
    },

    /**
     * The buyer withdraws some items: the order moves to REFUND_REQUESTED from where it stood (a
     * conditional update, so one request at a time), each item is marked once, and the request
     * keeps what the items are worth back, computed from the order as it is inside the transaction.
     * Answers the request's id, or null when the order or an item is not in a state to withdraw.
     */
    async requestRefund(
      orderId: string,
      buyerId: string,
      request: { itemIds: string[]; reason: string; account: RefundAccount | null; from: readonly OrderStatus[]; deliveredAfter: string },
      at: string,
    ): Promise<string | null> {
      const id = newId();
      try {
        return await transactionWithRetry(db, async (trx) => {
          const order = await trx<OrderRow>('orders').where({ id: orderId, buyer_id: buyerId }).whereIn('status', [...request.from]).forUpdate().first();
          if (!order || (order.delivered_at && order.delivered_at < request.deliveredAfter)) return null;
          const marked = await trx('order_items').where({ order_id: orderId }).whereIn('id', request.itemIds).whereNull('refund_state').update({ refund_state: 'REQUESTED' });
          if (marked !== request.itemIds.length) throw new RefundRefused();
          const items = (await trx<ItemRow>('order_items').where({ order_id: orderId })) as ItemRow[];
          const value = refundValue(order, items, request.itemIds);
          await trx('orders').where({ id: orderId }).update({ status: 'REFUND_REQUESTED', status_before_refund: order.status, updated_at: at });
          await trx('refund_requests').insert({
            id,
            order_id: orderId,
            status: 'REQUESTED',
            reason: request.reason,
            item_ids: JSON.stringify(request.itemIds),
            value,
            deduction: 0,
            refunded_amount: 0,
            refunded_points: 0,
            refund_bank: request.account?.bank ?? null,
            refund_account: request.account?.accountNumber ?? null,
            refund_holder: request.account?.holder ?? null,
            requested_at: at,
          });
          await history(trx, orderId, 'REFUND_REQUESTED', { kind: 'BUYER', id: buyerId }, at, { note: request.reason.slice(0, 200) });
          return id;
        });
      } catch (error) {
        if (error instanceof RefundRefused) return null;
        throw error;
      }
    },

    /** The order's request waiting for a decision (or being refunded now), if any. */
    async openRefund(orderId: string): Promise<(RefundView & { row: RefundRow; order: OrderRow }) | null> {
      const row = await db<RefundRow>('refund_requests').where({ order_id: orderId }).whereIn('status', ['REQUESTED', 'REFUNDING']).first();
      const order = row ? await db<OrderRow>('orders').where({ id: orderId }).first() : undefined;
      return row && order ? { ...refundView(row), row, order } : null;
    },

    /** REQUESTED → REFUNDING, once: the one who decides is the one who asks the provider. */
    async claimRefund(requestId: string): Promise<boolean> {
      return (await db('refund_requests').where({ id: requestId, status: 'REQUESTED' }).update({ status: 'REFUNDING' })) === 1;
    },

    /** The provider refused or could not be reached: the request waits again. */
    async releaseRefund(requestId: string): Promise<void> {
      await db('refund_requests').where({ id: requestId, status: 'REFUNDING' }).update({ status: 'REQUESTED' });
    },

    /**
     * The money is back (or is to be transferred by hand): in one transaction the items are
     * REFUNDED, their stock and popularity given back, the points returned to the ledger, the
     * order's refunded sums raised, and the order REFUNDED when nothing is left (its coupon use
     * given back too) or back at the step of its remaining items.
     */
    async completeRefund(requestId: string, decision: { actor: Actor; deduction: number; note: string | null; amount: number; points: number }, at: string): Promise<OrderStatus> {
      return transactionWithRetry(db, async (trx) => {
        const request = (await trx<RefundRow>('refund_requests').where({ id: requestId, status: 'REFUNDING' }).forUpdate().first()) as RefundRow;
        const itemIds = JSON.parse(request.item_ids) as string[];
        const order = (await trx<OrderRow>('orders').where({ id: request.order_id }).forUpdate().first()) as OrderRow;
        await trx('refund_requests').where({ id: requestId }).update({
          status: 'APPROVED',
          deduction: decision.deduction,
          refunded_amount: decision.amount,
          refunded_points: decision.points,
          decided_by: decision.actor.id,
          decided_as: decision.actor.kind,
          decision_note: decision.note,
          decided_at: at,
        });
        await trx('order_items').where({ order_id: order.id }).whereIn('id', itemIds).update({ refund_state: 'REFUNDED' });
        const items = (await trx<ItemRow>('order_items').where({ order_id: order.id }).orderBy('option_id')) as ItemRow[];
        for (const item of items.filter((candidate) => itemIds.includes(candidate.id))) {
          await trx('product_options').where({ id: item.option_id }).increment('stock', Number(item.quantity));
          await trx('products').where({ id: item.product_id }).decrement('sold_count', Number(item.quantity));
        }
        if (decision.points > 0) {
          // Only points spent on the order come back, so the buyer's balance row exists.
          await points.giveBack(trx, order.buyer_id, order.id, decision.points, POINT_REASONS.refunded, at);
        }
        const left = items.filter((item) => item.refund_state !== 'REFUNDED');
        const least = left.length === 0 ? null : left.some((item) => item.step === null) ? 'PAID' : STEP_ORDER[Math.min(...left.map((item) => STEP_ORDER.indexOf(item.step!)))]!;
        const status: OrderStatus = least ?? 'REFUNDED';
        if (status === 'REFUNDED') await coupons.giveBack(trx, order.id);
        await trx('orders')
          .where({ id: order.id })
          .update({
            status,
            status_before_refund: null,
            refunded_value: trx.raw('?? + ?', ['refunded_value', Number(request.value)]),
            refunded_total: trx.raw('?? + ?', ['refunded_total', decision.amount]),
            refunded_points: trx.raw('?? + ?', ['refunded_points', decision.points]),
            updated_at: at,
            ...(status === 'DELIVERED' && !order.delivered_at ? { delivered_at: at } : {}),
          });
        await history(trx, order.id, 'REFUNDED', decision.actor, at, { note: `${decision.amount} + ${decision.points}P${decision.note ? ` · ${decision.note}` : ''}`.slice(0, 200) });
        if (status !== 'REFUNDED') await history(trx, order.id, status, decision.actor, at);
        return status;
      });
    },

    /** REQUESTED → REJECTED: the items are as they were and the order back where it stood. */
    async rejectRefund(requestId: string, actor: Actor, reason: string, at: string): Promise<boolean> {
      return transactionWithRetry(db, async (trx) => {
        const request = await trx<RefundRow>('refund_requests').where({ id: requestId }).first();
        if (!request) return false;
        const changed = await trx('refund_requests').where({ id: requestId, status: 'REQUESTED' }).update({ status: 'REJECTED', decided_by: actor.id, decided_as: actor.kind, decision_note: reason, decided_at: at });
        if (changed !== 1) return false;
        const order = (await trx<OrderRow>('orders').where({ id: request.order_id }).forUpdate().first()) as OrderRow;
        await trx('order_items').where({ order_id: order.id, refund_state: 'REQUESTED' }).update({ refund_state: null });
        const back = order.status_before_refund ?? 'DELIVERED';
        await trx('orders').where({ id: order.id }).update({ status: back, status_before_refund: null, updated_at: at });
        await history(trx, order.id, back, actor, at, { note: reason });
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
      const open = (await db<RefundRow>('refund_requests').select('order_id', 'reason').whereIn('order_id', [...new Set(rows.map((row) => row.order_id))]).whereIn('status', ['REQUESTED', 'REFUNDING'])) as Array<Pick<RefundRow, 'order_id' | 'reason'>>;
      return {
        items: rows.map((row) => ({
          refundReason: row.refund_state === 'REQUESTED' ? (open.find((refund) => refund.order_id === row.order_id)?.reason ?? null) : null,
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

type RefundView = RefundRequestView;
class RefundRefused extends Error {}

function refundView(row: RefundRow): RefundRequestView {
  return {
    _id: row.id,
    // A refund under way at the provider is still, for the reader, a request.
    status: row.status === 'REFUNDING' ? 'REQUESTED' : row.status,
    reason: row.reason,
    itemIds: JSON.parse(row.item_ids) as string[],
    value: Number(row.value),
    deduction: Number(row.deduction),
    refundedAmount: Number(row.refunded_amount),
    refundedPoints: Number(row.refunded_points),
    refundAccount: row.refund_bank && row.refund_account && row.refund_holder ? { bank: row.refund_bank, accountNumber: row.refund_account, holder: row.refund_holder } : null,
    decisionNote: row.decision_note,
    requestedAt: row.requested_at,
    decidedAt: row.decided_at,
  };
}

/** Until when the buyer may withdraw: seven days from delivery (null before delivery, or once confirmed or closed). */
function withdrawUntilOf(row: OrderRow): string | null {
  if (!row.delivered_at || !['DELIVERED', 'REFUND_REQUESTED'].includes(row.status)) return null;
  return new Date(Date.parse(row.delivered_at) + WITHDRAWAL_DAYS * 86_400_000).toISOString();
}

/**
 * What withdrawn items are worth back. Items: their price less their share of the coupon's
 * discount (rounded down). The last items of the order take everything still unrefunded, the
 * shipping and the rounding included, so an order refunded in parts gives back exactly what was
 * paid (money and points) in the end.
 */
export function refundValue(order: Pick<OrderRow, 'items_total' | 'shipping_total' | 'discount' | 'total' | 'points_used' | 'refunded_value'>, items: Array<Pick<ItemRow, 'id' | 'unit_price' | 'quantity' | 'refund_state'>>, itemIds: string[]): number {
  const paidInAll = Number(order.total) + Number(order.points_used);
  const left = items.filter((item) => item.refund_state !== 'REFUNDED' && !itemIds.includes(item.id));
  if (left.length === 0) return paidInAll - Number(order.refunded_value);
  const worth = items.filter((item) => itemIds.includes(item.id)).reduce((sum, item) => sum + Number(item.unit_price) * Number(item.quantity), 0);
  const itemsTotal = Number(order.items_total);
  const share = itemsTotal > 0 ? Math.floor((Number(order.discount) * worth) / itemsTotal) : 0;
  return worth - share;
}

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

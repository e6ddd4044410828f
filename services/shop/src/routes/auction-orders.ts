// Paying a won auction work through the shop (issue 24). The winner orders the work at the hammer
// price: the auction says whether the member won it, at what price and by when (internal call);
// the order is written like any other (one line, the work at its hammer price, no shipping fee,
// no coupon or points) and paid the shop's ways — bank deposit confirmed by staff, or the card
// through the provider — by the existing payment routes. The order is then attached to the win
// at the auction (a compare-and-set there: two checkouts at once leave one order; the loser is
// cancelled here). The auction asks this service's internal route which of its orders were paid.
// There is no stock: the line's product and option are the work's id, its seller the auction.
import {
  AUCTION_ORDER_PATH,
  AuctionOrderInput,
  AuctionOrdersAnswer,
  AuctionOrdersQuery,
  CARD_PAYMENT_MINUTES,
  ErrorResponse,
  INTERNAL_SHOP_AUCTION_ORDERS_PATH,
  OrderDetail,
  paysThroughProvider,
  seoulDateTime,
  type Locale,
  type Order,
  type OrderStatus,
} from '@centre/contracts';
import { DomainError, localisedToRow, newId, serviceUrlFrom, transactionWithRetry, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import type { FastifyInstance } from 'fastify';
import { auctionClient, auctionRefusal, type AuctionClient } from '../clients/auction.ts';
import { paymentMethodsOffered } from '../ordering.ts';
import { refusal } from '../refusals.ts';

const DAY_MS = 86_400_000;
/** The seller of every auction line: the centre's auction, not a member. */
export const AUCTION_SELLER_ID = 'auction';

/** The order paying for the win, or null when there is none to reuse. */
async function currentOrder(app: FastifyInstance, orderId: string | null, buyerId: string, locale: Locale): Promise<Order | null> {
  if (!orderId) return null;
  const order = await app.orders.find(orderId, locale);
  return order && order.buyerId === buyerId ? order : null;
}

/** `auctionUrl`: AUCTION_URL or the auction's default port when unset. */
export function auctionOrderRoutes(options: { auction?: AuctionClient; auctionUrl?: string; internalToken: string }): FastifyPluginAsyncTypebox {
  return async (app) => {
    const auction = options.auction ?? auctionClient({ baseUrl: options.auctionUrl ?? serviceUrlFrom(process.env, 'auction'), internalToken: options.internalToken });

    app.post(
      AUCTION_ORDER_PATH,
      { schema: { body: AuctionOrderInput, response: { 200: OrderDetail, 201: OrderDetail, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 503: ErrorResponse } } },
      async (request, reply) => {
        const buyerId = request.user.sub;
        const input = request.body;
        const win = await auction.win(input.workId, buyerId);
        if (win.paymentState === 'PAID') throw auctionRefusal('WIN_PAID');
        if (win.paymentState !== 'UNPAID') throw auctionRefusal('WIN_NOT_FOUND');
        const now = app.clock.now();
        if (now.toISOString() >= win.paymentDueAt) throw auctionRefusal('PAYMENT_OVERDUE');
        // An order under way for the win is answered again (a second click, another tab); a cancelled one is replaced.
        const existing = await currentOrder(app, win.orderId, buyerId, request.locale);
        if (existing && existing.status !== 'CANCELLED') return reply.code(200).send({ order: existing });
        if (win.orderId && !existing) throw auctionRefusal('ORDER_TAKEN');

        if ((input.address === null) === (input.pickupSite === null)) throw refusal(input.address === null ? 'ADDRESS_REQUIRED' : 'PICKUP_SITE');
        const byCard = paysThroughProvider(input.paymentMethod);
        if (!paymentMethodsOffered(app).includes(input.paymentMethod)) throw refusal('PAYMENT_UNAVAILABLE');
        const account = await app.shopSettings.read();
        if (!byCard && (!account.bank || !account.accountNumber || !account.holder)) throw refusal('DEPOSIT_ACCOUNT_UNSET');
        const own = new Date(now.getTime() + (byCard ? CARD_PAYMENT_MINUTES * 60_000 : app.depositDays * DAY_MS)).toISOString();
        // The order's own deadline never runs past the win's.
        const deadline = own < win.paymentDueAt ? own : win.paymentDueAt;
        const id = newId();
        const at = now.toISOString();
        await transactionWithRetry(app.db, async (trx) => {
          await trx('orders').insert({
            id,
            buyer_id: buyerId,
            status: 'PENDING_PAYMENT',
            payment_method: input.paymentMethod,
            items_total: win.hammerPrice,
            shipping_total: 0,
            total: win.hammerPrice,
            points_used: 0,
            coupon_id: null,
            discount: 0,
            address: input.address ? JSON.stringify(input.address) : null,
            pickup_site: input.pickupSite,
            deposit_bank: byCard ? null : account.bank,
            deposit_account: byCard ? null : account.accountNumber,
            deposit_holder: byCard ? null : account.holder,
            deposit_deadline: deadline,
            paid_at: null,
            cancelled_at: null,
            cancel_reason: null,
            created_at: at,
            updated_at: at,
          });
          await trx('order_items').insert({
            id: newId(),
            order_id: id,
            product_id: win.workId,
            option_id: win.workId,
            seller_id: AUCTION_SELLER_ID,
            ...localisedToRow('title', win.title),
            size: '',
            colour: '',
            unit_price: win.hammerPrice,
            quantity: 1,
            shipping_fee: 0,
            step: null,
            carrier: null,
            tracking_number: null,
          });
          await trx('order_history').insert({ id: newId(), order_id: id, status: 'PENDING_PAYMENT', item_id: null, step: null, actor: 'BUYER', actor_id: buyerId, note: 'auction win', at });
        });
        try {
          await auction.attach(win.workId, buyerId, id, win.orderId);
        } catch (error) {
          // Another checkout took the win first (or the auction is away): this order goes at once.
          await app.orders.cancel(id, ['PENDING_PAYMENT'], { kind: 'CLOCK', id: null }, error instanceof DomainError ? error.code : 'auction unavailable', app.clock.now().toISOString());
          throw error;
        }
        if (!byCard) app.shopMessages.later('SHOP_ORDER_RECEIVED', buyerId, id, { amount: win.hammerPrice.toLocaleString('en-US'), bank: account.bank, account: account.accountNumber, holder: account.holder, deadline: `${seoulDateTime(deadline)} (KST)` });
        return reply.code(201).send({ order: (await app.orders.find(id, request.locale))! });
      },
    );

    // The auction (only) asks which orders for wins were paid or cancelled.
    app.post(INTERNAL_SHOP_AUCTION_ORDERS_PATH, { config: { internalCallers: ['auction'] }, schema: { body: AuctionOrdersQuery, response: { 200: AuctionOrdersAnswer } } }, async (request) => {
      const rows = (await app.db('orders').whereIn('id', request.body.ids).select('id', 'status')) as Array<{ id: string; status: OrderStatus }>;
      return { orders: rows.map((row) => ({ _id: row.id, status: row.status })) };
    });
  };
}

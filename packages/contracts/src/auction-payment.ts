// Paying a won work through the shop, and offering an unpaid win to the next bidder (issue 24).
// The winner orders the work at the hammer price through the shop (`AUCTION_ORDER_PATH`, shop
// service); the shop asks the auction whether the member won it and at what price, and tells the
// auction which order pays for it. The auction learns the order's payment from the shop (by its
// clock and when the member reads my bids). After the payment deadline staff may offer an unpaid
// win to the next bidder at that bidder's highest bid, with a new deadline.
import { Type, type Static } from 'typebox';
import { Id, OneOf, Timestamp } from './common.ts';
import { One, Strict } from './collections.ts';
import { LOCATIONS } from './enums.ts';
import { DeliveryAddress, ORDER_STATUSES, SHOP_PAYMENT_METHODS } from './shop.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** A won lot's payment: unpaid (until the deadline), paid through the shop, or lapsed (offered on, or nobody left). */
export const AUCTION_PAYMENT_STATES = ['UNPAID', 'PAID', 'LAPSED'] as const;
export type AuctionPaymentState = (typeof AUCTION_PAYMENT_STATES)[number];

/** POST (member, shop service): order one's won work at the hammer price. Answers the shop's order. */
export const AUCTION_ORDER_PATH = '/api/v1/me/orders/auction';
export const AuctionOrderInput = Strict({
  workId: Id,
  /** Delivered to this address, or collected at `pickupSite` (one of the two). */
  address: Type.Union([DeliveryAddress, Type.Null()]),
  pickupSite: Type.Union([OneOf(LOCATIONS), Type.Null()]),
  paymentMethod: OneOf(SHOP_PAYMENT_METHODS),
});
export type AuctionOrderInput = Static<typeof AuctionOrderInput>;

/** Staff (console): offer an unpaid win past its deadline to the next bidder. */
export const consoleOfferNextPath = (workId: string) => `/api/console/auction/works/${workId}/offer-next`;
export const OfferNextAnswer = Type.Object({
  /** The member now offered the work, or null when nobody was left (the win lapsed). */
  offeredTo: Nullable(Type.Object({ memberId: Type.String(), username: Type.String(), name: Type.String(), price: Type.Integer(), paymentDueAt: Timestamp })),
});
export type OfferNextAnswer = Static<typeof OfferNextAnswer>;

// ---- Between the services (internal token)

/** GET `?memberId=` (shop → auction): the member's win of this work, or 404. */
export const internalAuctionWinPath = (workId: string) => `/internal/auction/wins/${workId}`;
export const INTERNAL_AUCTION_WIN_ROUTE = '/internal/auction/wins/:workId';
export const AuctionWinQuery = Strict({ memberId: Type.String({ minLength: 1, maxLength: 36 }) });
export const AuctionWin = Type.Object({
  workId: Id,
  memberId: Type.String(),
  /** The work's title in every language (the order keeps this copy). */
  title: Type.Object({ ko: Type.String(), en: Type.String(), cn: Type.String(), jp: Type.String() }),
  hammerPrice: Type.Integer(),
  paymentDueAt: Timestamp,
  paymentState: OneOf(AUCTION_PAYMENT_STATES),
  /** The shop order that pays for it, once ordered. */
  orderId: Nullable(Id),
});
export type AuctionWin = Static<typeof AuctionWin>;
export const AuctionWinAnswer = One('win', AuctionWin);

/** PUT (shop → auction): this order pays for the win; `replaces` the order it took over from (null: the first). 409 when another order took it. */
export const internalAuctionWinOrderPath = (workId: string) => `/internal/auction/wins/${workId}/order`;
export const INTERNAL_AUCTION_WIN_ORDER_ROUTE = '/internal/auction/wins/:workId/order';
export const AuctionWinOrder = Strict({ memberId: Type.String({ minLength: 1, maxLength: 36 }), orderId: Id, replaces: Type.Union([Id, Type.Null()]) });
export type AuctionWinOrder = Static<typeof AuctionWinOrder>;

/** POST (auction → shop): the status of the shop's orders for auction wins. */
export const INTERNAL_SHOP_AUCTION_ORDERS_PATH = '/internal/shop/auction-orders';
export const AuctionOrdersQuery = Strict({ ids: Type.Array(Id, { minItems: 1, maxItems: 200, uniqueItems: true }) });
export const AuctionOrdersAnswer = Type.Object({ orders: Type.Array(Type.Object({ _id: Id, status: OneOf(ORDER_STATUSES) })) });
export type AuctionOrdersAnswer = Static<typeof AuctionOrdersAnswer>;

/** An order status that means the work was paid for. */
export const PAID_ORDER_STATUSES = ['PAID', 'PREPARING', 'SHIPPED', 'DELIVERED', 'CONFIRMED'] as const;

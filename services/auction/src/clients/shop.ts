// The shop as the auction asks it: the status of the orders paying for wins. Failure behaviour:
// the shop unreachable, timing out or answering anything but 200 is a 503 (SERVICE_UNAVAILABLE);
// the callers (the clock, my bids) catch it and try again later.
import { INTERNAL_SHOP_AUCTION_ORDERS_PATH, type AuctionOrdersAnswer, type OrderStatus } from '@centre/contracts';
import { internalClient, serviceUnavailable } from '@centre/server-kit';

export interface ShopOrders {
  statuses(ids: readonly string[]): Promise<Map<string, OrderStatus>>;
}

export function shopClient(options: { baseUrl: string; internalToken: string }): ShopOrders {
  const shop = internalClient({ service: 'shop', baseUrl: options.baseUrl, internalToken: options.internalToken, timeoutMs: 3_000 });
  return {
    async statuses(ids) {
      if (ids.length === 0) return new Map();
      const answer = await shop.request<AuctionOrdersAnswer>('POST', INTERNAL_SHOP_AUCTION_ORDERS_PATH, { body: { ids } });
      if (answer.status !== 200 || !answer.body) throw serviceUnavailable('shop');
      return new Map(answer.body.orders.map((order) => [order._id, order.status]));
    },
  };
}

import type { Locale, Location } from '@centre/contracts';
import { pickLocalised, type Knex } from '@centre/server-kit';

/** Which sales count: orders collected at one site; items of one seller, or of some categories. */
export interface SalesFilter {
  pickupSite?: Location | undefined;
  sellerId?: string | undefined;
  categoryIds?: readonly string[] | undefined;
}

/** Paid orders (not cancelled nor refunded) and their items not given back, between two instants: what the sales figures count. */
export function createSalesRepository(db: Knex) {
  const paid = (fromUtc: string, toUtc: string, filter: SalesFilter) => {
    // Refunded orders sold nothing in the end; of a partly refunded order, the items given back leave the figures.
    const query = db('orders').whereNotNull('paid_at').whereNotIn('status', ['CANCELLED', 'REFUNDED']).where('paid_at', '>=', fromUtc).where('paid_at', '<', toUtc);
    if (filter.pickupSite) query.where('pickup_site', filter.pickupSite);
    return query;
  };
  const items = (fromUtc: string, toUtc: string, filter: SalesFilter) => {
    const query = db('order_items as i').whereIn('i.order_id', paid(fromUtc, toUtc, filter).select('id')).where((kept) => kept.whereNull('i.refund_state').orWhereNot('i.refund_state', 'REFUNDED'));
    if (filter.sellerId) query.where('i.seller_id', filter.sellerId);
    if (filter.categoryIds) query.whereIn('i.product_id', db('products').select('id').whereIn('category_id', [...filter.categoryIds]));
    return query;
  };
  return {
    async orders(fromUtc: string, toUtc: string, filter: SalesFilter = {}): Promise<Array<{ paidAt: string; amount: number }>> {
      if (filter.sellerId || filter.categoryIds) {
        // One seller's or some categories' share of each order: their items and those items' shipping.
        const rows = (await items(fromUtc, toUtc, filter)
          .join('orders as o', 'o.id', 'i.order_id')
          .select('o.id', 'o.paid_at', 'i.quantity', 'i.unit_price', 'i.shipping_fee')) as Array<{ id: string; paid_at: string; quantity: number | string; unit_price: number | string; shipping_fee: number | string }>;
        const byOrder = new Map<string, { paidAt: string; amount: number }>();
        for (const row of rows) {
          const entry = byOrder.get(row.id) ?? { paidAt: row.paid_at, amount: 0 };
          entry.amount += Number(row.quantity) * Number(row.unit_price) + Number(row.shipping_fee);
          byOrder.set(row.id, entry);
        }
        return [...byOrder.values()];
      }
      // The amount sold is the items and shipping before points and coupons (the makers' sales).
      const given = db('order_items').select('order_id', db.raw('sum(?? * ??) as ??', ['unit_price', 'quantity', 'back'])).where('refund_state', 'REFUNDED').groupBy('order_id').as('r');
      const rows = (await paid(fromUtc, toUtc, filter).leftJoin(given, 'r.order_id', 'orders.id').select('orders.paid_at', 'orders.items_total', 'orders.shipping_total', 'r.back')) as Array<{ paid_at: string; items_total: number | string; shipping_total: number | string; back: number | string | null }>;
      return rows.map((row) => ({ paidAt: row.paid_at, amount: Number(row.items_total) + Number(row.shipping_total) - Number(row.back ?? 0) }));
    },

    async products(fromUtc: string, toUtc: string, locale: Locale, filter: SalesFilter = {}): Promise<Array<{ productId: string; title: string; quantity: number; amount: number }>> {
      const rows = (await items(fromUtc, toUtc, filter).select('i.product_id', 'i.title_ko', 'i.title_en', 'i.title_cn', 'i.title_jp', 'i.quantity', 'i.unit_price')) as Array<
        Record<string, unknown> & { product_id: string; quantity: number; unit_price: number }
      >;
      const byProduct = new Map<string, { productId: string; title: string; quantity: number; amount: number }>();
      for (const row of rows) {
        const entry = byProduct.get(row.product_id) ?? { productId: row.product_id, title: pickLocalised(row, 'title', locale), quantity: 0, amount: 0 };
        entry.quantity += Number(row.quantity);
        entry.amount += Number(row.quantity) * Number(row.unit_price);
        byProduct.set(row.product_id, entry);
      }
      return [...byProduct.values()].sort((a, b) => b.amount - a.amount || a.productId.localeCompare(b.productId)).slice(0, 100);
    },
  };
}
export type SalesRepository = ReturnType<typeof createSalesRepository>;

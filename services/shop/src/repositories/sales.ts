import type { Locale } from '@centre/contracts';
import { pickLocalised, type Knex } from '@centre/server-kit';

/** Paid orders (not cancelled) and their items between two instants: what the sales figures count. */
export function createSalesRepository(db: Knex) {
  const paid = (fromUtc: string, toUtc: string) => db('orders').whereNotNull('paid_at').whereNot('status', 'CANCELLED').where('paid_at', '>=', fromUtc).where('paid_at', '<', toUtc);
  return {
    async orders(fromUtc: string, toUtc: string): Promise<Array<{ paidAt: string; amount: number }>> {
      // The amount sold is the items and shipping before points and coupons (the makers' sales).
      const rows = (await paid(fromUtc, toUtc).select('paid_at', 'items_total', 'shipping_total')) as Array<{ paid_at: string; items_total: number | string; shipping_total: number | string }>;
      return rows.map((row) => ({ paidAt: row.paid_at, amount: Number(row.items_total) + Number(row.shipping_total) }));
    },

    async products(fromUtc: string, toUtc: string, locale: Locale): Promise<Array<{ productId: string; title: string; quantity: number; amount: number }>> {
      const rows = (await db('order_items as i')
        .whereIn('i.order_id', paid(fromUtc, toUtc).select('id'))
        .select('i.product_id', 'i.title_ko', 'i.title_en', 'i.title_cn', 'i.title_jp', 'i.quantity', 'i.unit_price')) as Array<Record<string, unknown> & { product_id: string; quantity: number; unit_price: number }>;
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

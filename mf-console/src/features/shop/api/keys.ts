/**
 * Query keys of the shop screens. Everything sits under one root: approving a product changes the
 * queue and the product list, a confirmed deposit changes the orders and the sales figures, so a
 * write invalidates the part it touches and the figures with it.
 */
const all = ['shop'] as const;
export const shopKeys = {
  all,
  categories: [...all, 'categories'] as const,
  products: [...all, 'products'] as const,
  orders: [...all, 'orders'] as const,
  coupons: [...all, 'coupons'] as const,
  loyalty: [...all, 'loyalty'] as const,
  sales: [...all, 'sales'] as const,
};

/** The shop's lists page by this many rows. */
export const SHOP_PAGE_SIZE = 20;

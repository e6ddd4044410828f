import { createServiceApp, type ServiceOptions } from '@centre/server-kit';
import { migrations } from './migrations/index.ts';

export type ShopOptions = ServiceOptions;

/** The makers' shop: products, carts, orders and payment, points, coupons, reviews, sales statistics. */
export async function buildApp(options: ShopOptions) {
  const app = await createServiceApp({ ...options, service: 'shop', migrations });
  return app;
}

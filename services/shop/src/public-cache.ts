import { PUBLIC_CACHE_NAMES, servicePublicCache, type Clock, type MaxAgeSetting, type PublicCache, type ServicePublicCacheOptions } from '@centre/server-kit';

// The shop's public answers (categories, products on sale, a product's reviews) kept serialised in
// memory, as the content service keeps its own (server-kit public-cache.ts), under the shop's own
// generation: every shop write that may change them replaces it before it is acknowledged, and so
// does a clock tick that changed something (an unpaid order cancelled gives its stock back).

/**
 * SHOP_PUBLIC_CACHE_MAX_AGE_SECONDS (10): the longest a kept answer lives without a write seen here.
 * It bounds what no write of this process announces: a second instance without a shared REDIS_URL,
 * an edit made in the database by hand. Shorter than content's minute: stock moves by the minute.
 */
export const SHOP_PUBLIC_CACHE_MAX_AGE: MaxAgeSetting = { variable: 'SHOP_PUBLIC_CACHE_MAX_AGE_SECONDS', seconds: 10 };

/** The shop's cache options: its shared state (REDIS_URL by default) and bounds. */
export type ShopCacheOptions = ServicePublicCacheOptions;

/** The shop's cache of public answers; closes its own shared state unless one was given. */
export function shopPublicCache(clock: Clock, options: ShopCacheOptions = {}, env: Record<string, string | undefined> = process.env): { cache: PublicCache; close(): Promise<void> } {
  return servicePublicCache(clock, options, { env, name: PUBLIC_CACHE_NAMES.shop, maxAge: SHOP_PUBLIC_CACHE_MAX_AGE });
}

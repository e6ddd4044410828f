import path from 'node:path';
import { DEFAULT_DEPOSIT_DAYS, keepsShopPublicAnswers } from '@centre/contracts';
import {
  cachePublicAnswers,
  createServiceApp,
  startClockTimer,
  defaultFilesDir,
  integerFrom,
  invalidatePublicAnswersOnWrites,
  localFileStore,
  requestPathOf,
  serviceUrlFrom,
  type FileStore,
  type Outbox,
  type PublicCache,
  type ServiceOptions,
} from '@centre/server-kit';
import { migrations } from './migrations/index.ts';
import { createCategoriesRepository, type CategoriesRepository } from './repositories/categories.ts';
import { createProductsRepository, type ProductsRepository } from './repositories/products.ts';
import { createCartsRepository, type CartsRepository } from './repositories/carts.ts';
import { usersClient, type UsersClient } from './clients/users.ts';
import { consoleCategoryRoutes, publicCatalogueRoutes, publicSellerRoutes } from './routes/catalogue.ts';
import { consoleProductRoutes, myProductRoutes } from './routes/products.ts';
import { cartRoutes } from './routes/carts.ts';
import { salesStatisticsRoutes } from './routes/statistics.ts';
import { createSalesRepository, type SalesRepository } from './repositories/sales.ts';
import { markRoutes } from './routes/marks.ts';
import { createMarksRepository, type MarksRepository } from './repositories/marks.ts';
import { publicReviewRoutes, reviewRoutes } from './routes/reviews.ts';
import { createReviewsRepository, type ReviewsRepository } from './repositories/reviews.ts';
import { consoleCouponRoutes, myCouponRoutes } from './routes/coupons.ts';
import { createCouponsRepository, type CouponsRepository } from './repositories/coupons.ts';
import { consoleLoyaltyRoutes, consolePointRoutes, myPointRoutes } from './routes/points.ts';
import { createLoyaltyRepository, type LoyaltyRepository } from './repositories/loyalty.ts';
import { createPointsRepository, type PointsRepository } from './repositories/points.ts';
import { cardPaymentRoutes, paymentMethodRoutes, paymentWebhookRoutes } from './routes/payments.ts';
import { demoCardGateway } from './clients/demo-card.ts';
import { paymentGateway, paymentGatewaySettingsFrom, type PaymentGateway, type PaymentGatewaySettings } from './clients/payment-gateway.ts';
import { productImageRoutes } from './routes/product-images.ts';
import { reviewImageRoutes } from './routes/review-images.ts';
import { consoleOrderRoutes, myOrderRoutes, purchaseRoutes } from './routes/orders.ts';
import { sellerProfileRoutes } from './routes/seller-profile.ts';
import { createSellerProfilesRepository, type SellerProfilesRepository } from './repositories/seller-profiles.ts';
import { consoleRefundRoutes, myRefundRoutes, sellerRefundRoutes } from './routes/refunds.ts';
import { createOrdersRepository, type OrdersRepository } from './repositories/orders.ts';
import { createShopSettingsRepository, type ShopSettingsRepository } from './repositories/settings.ts';
import { shopMessages, shopOutbox, type ShopMessages } from './messages.ts';
import { SCHEDULER_INTERVAL_MS, scheduler, type Scheduler } from './scheduler.ts';
import { auctionOrderRoutes } from './routes/auction-orders.ts';
import { shopPublicCache, type ShopCacheOptions } from './public-cache.ts';
import { createWithdrawnMembersRepository, type WithdrawnMembersRepository } from './repositories/withdrawn-members.ts';
import { withdrawnErasure, type WithdrawnErasure } from './withdrawn-erasure.ts';

declare module 'fastify' {
  interface FastifyInstance {
    categories: CategoriesRepository;
    products: ProductsRepository;
    carts: CartsRepository;
    /** Product pictures (file store). */
    productImages: FileStore;
    /** Reviewers' pictures (file store, served only while their review is shown). */
    reviewImages: FileStore;
    orders: OrdersRepository;
    points: PointsRepository;
    /** Point rates by member level and how long points last. */
    loyalty: LoyaltyRepository;
    coupons: CouponsRepository;
    reviews: ReviewsRepository;
    marks: MarksRepository;
    sales: SalesRepository;
    shopSettings: ShopSettingsRepository;
    /** Sellers' legally required information (the seller card). */
    sellerProfiles: SellerProfilesRepository;
    /** Days a buyer has to pay by bank deposit (SHOP_DEPOSIT_DAYS). */
    depositDays: number;
    /** Messages about orders, through the admin outbox. */
    shopMessages: ShopMessages;
    /** The card payment provider; null when SHOP_PAYMENT_URL and its keys are unset (bank deposit only). */
    paymentGateway: PaymentGateway | null;
    /** The card is the demo's test card (no real provider). */
    cardTestMode: boolean;
    /** Unpaid orders cancelled at their deadline. */
    shopClock: Scheduler;
    /** Who members are and whether they may sell (users service). */
    members: UsersClient;
    /** Serialised public answers (public-cache.ts): emptied by every shop write that may change them, and by the clock. */
    publicCache: PublicCache;
    /** What a withdrawn member leaves in the shop's tables. */
    withdrawnMembers: WithdrawnMembersRepository;
    /** Erases withdrawn members' shop data, ticked by the shop clock. */
    withdrawalErasure: WithdrawnErasure;
  }
}

export interface ShopOptions extends ServiceOptions {
  /** The users service (who may sell); USERS_URL or its default port when unset. */
  usersUrl?: string;
  /** Where product pictures are kept; DATA_DIR/shop-files when unset. */
  filesDir?: string;
  /** Where messages go; the admin outbox at adminUrl unless given. */
  outbox?: Outbox;
  /** Days to pay by bank deposit; SHOP_DEPOSIT_DAYS (default 3) when unset. */
  depositDays?: number;
  /** The card payment provider; SHOP_PAYMENT_URL, SHOP_PAYMENT_SECRET_KEY, SHOP_PAYMENT_WEBHOOK_SECRET when unset (null: none). */
  payment?: PaymentGatewaySettings | null;
  /** Demo mode's test card when no provider is configured; SEED_DEMO=true when unset. */
  demoCard?: boolean;
  /** Whether this instance ticks the shop clock (unpaid orders) on a timer; default true. */
  clockTimer?: boolean;
  /** The cache of public answers: its shared state (REDIS_URL by default) and bounds. */
  publicCache?: ShopCacheOptions;
}

/** The makers' shop: products, carts, orders and payment, points, coupons, reviews, sales statistics. */
export async function buildApp(options: ShopOptions) {
  const app = await createServiceApp({ ...options, service: 'shop', migrations });
  app.decorate('categories', createCategoriesRepository(app.db));
  app.decorate('products', createProductsRepository(app.db));
  app.decorate('carts', createCartsRepository(app.db));
  const filesDir = options.filesDir ?? defaultFilesDir('shop-files');
  app.decorate('productImages', localFileStore(filesDir));
  app.decorate('reviewImages', localFileStore(path.join(filesDir, 'review-images')));
  app.decorate('points', createPointsRepository(app.db));
  app.decorate('loyalty', createLoyaltyRepository(app.db));
  app.decorate('coupons', createCouponsRepository(app.db));
  app.decorate('reviews', createReviewsRepository(app.db));
  app.decorate('marks', createMarksRepository(app.db));
  app.decorate('sales', createSalesRepository(app.db));
  app.decorate('orders', createOrdersRepository(app.db, app.points, app.coupons));
  app.decorate('shopSettings', createShopSettingsRepository(app.db));
  app.decorate('sellerProfiles', createSellerProfilesRepository(app.db));
  app.decorate('depositDays', options.depositDays ?? integerFrom(process.env, 'SHOP_DEPOSIT_DAYS', DEFAULT_DEPOSIT_DAYS));
  app.decorate('shopMessages', shopMessages({ outbox: options.outbox ?? shopOutbox(options.adminUrl, options.internalToken), log: app.log }));
  // Messages under way finish before the database closes.
  app.addHook('preClose', async () => app.shopMessages.settled());
  app.decorate('members', usersClient({ baseUrl: options.usersUrl ?? serviceUrlFrom(process.env, 'users'), internalToken: options.internalToken }));
  const publicCache = shopPublicCache(app.clock, options.publicCache);
  app.decorate('publicCache', publicCache.cache);
  app.addHook('onClose', () => publicCache.close());
  // Orders (stock, sold counts), cancels, refunds, likes, reviews, product and category edits,
  // listing review, the payment webhook, auction orders: stale before "done" is answered.
  invalidatePublicAnswersOnWrites(app, publicCache.cache, (request) => !keepsShopPublicAnswers(requestPathOf(request.url)));
  // Public reads kept serialised per URL and locale, and answered before any query; the browser
  // still asks each time (ETag; a product page says no-store, as its stock moves).
  await app.register(async (kept) => {
    cachePublicAnswers(kept, publicCache.cache);
    await kept.register(publicCatalogueRoutes);
    await kept.register(publicReviewRoutes);
  });
  await app.register(publicSellerRoutes);
  await app.register(consoleCategoryRoutes);
  await app.register(myProductRoutes);
  await app.register(sellerProfileRoutes);
  await app.register(consoleProductRoutes);
  await app.register(productImageRoutes);
  await app.register(cartRoutes);
  const paymentSettings = options.payment === undefined ? paymentGatewaySettingsFrom(process.env) : options.payment;
  const demoCard = !paymentSettings && (options.demoCard ?? process.env.SEED_DEMO?.trim().toLowerCase() === 'true');
  app.decorate('paymentGateway', paymentSettings ? paymentGateway(paymentSettings) : demoCard ? demoCardGateway() : null);
  app.decorate('cardTestMode', demoCard);
  await app.register(myOrderRoutes);
  await app.register(cardPaymentRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(purchaseRoutes);
  await app.register(consoleOrderRoutes);
  await app.register(myRefundRoutes);
  await app.register(sellerRefundRoutes);
  await app.register(consoleRefundRoutes);
  await app.register(myPointRoutes);
  await app.register(consolePointRoutes);
  await app.register(consoleLoyaltyRoutes);
  await app.register(consoleCouponRoutes);
  await app.register(myCouponRoutes);
  await app.register(reviewRoutes);
  await app.register(reviewImageRoutes);
  await app.register(markRoutes);
  await app.register(salesStatisticsRoutes);
  await app.register(auctionOrderRoutes({ internalToken: options.internalToken }));
  app.decorate('withdrawnMembers', createWithdrawnMembersRepository(app.db));
  app.decorate('withdrawalErasure', withdrawnErasure(app));
  app.decorate('shopClock', scheduler(app));
  if (options.clockTimer ?? true) startClockTimer(app, () => app.shopClock.tick(), SCHEDULER_INTERVAL_MS);
  return app;
}

import { createServiceApp, serviceUrlFrom, type ServiceOptions } from '@centre/server-kit';
import { migrations } from './migrations/index.ts';
import { createCategoriesRepository, type CategoriesRepository } from './repositories/categories.ts';
import { createProductsRepository, type ProductsRepository } from './repositories/products.ts';
import { createCartsRepository, type CartsRepository } from './repositories/carts.ts';
import { usersClient, type UsersClient } from './clients/users.ts';
import { consoleCategoryRoutes, publicCatalogueRoutes } from './routes/catalogue.ts';
import { consoleProductRoutes, myProductRoutes } from './routes/products.ts';
import { cartRoutes } from './routes/carts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    categories: CategoriesRepository;
    products: ProductsRepository;
    carts: CartsRepository;
    /** Who members are and whether they may sell (users service). */
    members: UsersClient;
  }
}

export interface ShopOptions extends ServiceOptions {
  /** The users service (who may sell); USERS_URL or its default port when unset. */
  usersUrl?: string;
}

/** The makers' shop: products, carts, orders and payment, points, coupons, reviews, sales statistics. */
export async function buildApp(options: ShopOptions) {
  const app = await createServiceApp({ ...options, service: 'shop', migrations });
  app.decorate('categories', createCategoriesRepository(app.db));
  app.decorate('products', createProductsRepository(app.db));
  app.decorate('carts', createCartsRepository(app.db));
  app.decorate('members', usersClient({ baseUrl: options.usersUrl ?? serviceUrlFrom(process.env, 'users'), internalToken: options.internalToken }));
  await app.register(publicCatalogueRoutes);
  await app.register(consoleCategoryRoutes);
  await app.register(myProductRoutes);
  await app.register(consoleProductRoutes);
  await app.register(cartRoutes);
  return app;
}

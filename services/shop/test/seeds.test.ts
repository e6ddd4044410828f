import t from 'tap';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { prepareShopDatabase } from '../src/seeds/index.ts';

await forEachDatabase(t, 'shop_seeds', async (t, database) => {
  t.same(await prepareShopDatabase(database, { demo: true }), { productsCreated: 4 });
  t.same(await prepareShopDatabase(database, { demo: true }), { productsCreated: 0 }, 'seeding again adds nothing');
  const app = await buildApp({ ...serviceOptionsForTest(database, 'shop'), usersUrl: 'http://127.0.0.1:9', clockTimer: false });
  t.teardown(() => app.close());
  const categories = (await app.inject({ url: '/api/v1/shop/categories', headers: { 'accept-language': 'en' } })).json().categories;
  t.same(categories.map((category: { title: string }) => category.title), ['Clothing', 'Bags and accessories', 'Fabric and notions']);
  const products = (await app.inject({ url: '/api/v1/shop/products?sort=priceAsc' })).json();
  t.equal(products.summary.total, 4, 'the demo shop shows its products');
  t.equal(products.products[0].price, 7_500);
  t.equal((await app.inject({ url: '/api/v1/shop/products?fulfilment=PICKUP' })).json().products[0].shipping.pickupSite, 'YONGSIN');
});

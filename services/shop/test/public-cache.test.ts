// The shop's kept public answers (categories, products, a product's reviews), with two shop
// instances on one database and one shared state (memory, and Redis when REDIS_URL is set), SQLite
// and MySQL: a repeated read runs no query, locales never mix, an acknowledged order, edit, like or
// deposit is seen at once by both instances, the clock giving stock back too, and refused writes
// (or a cart, a quote) leave the kept answers alone.
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { forEachDatabase, forEachSharedState } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { ADDRESS, productInput, shopWorld, STAFF, type Member } from './shop-world.ts';

/** Counts the SQL statements an app runs while `action` does. */
async function queriesDuring<T>(app: FastifyInstance, action: () => Promise<T>): Promise<{ value: T; queries: number }> {
  let queries = 0;
  const count = () => void queries++;
  app.db.on('query', count);
  try {
    return { value: await action(), queries };
  } finally {
    app.db.off('query', count);
  }
}

const DAY = 86_400_000;

await forEachDatabase(t, 'shop_public_cache', async (t, database) => {
  await forEachSharedState(t, 'shop_public_cache', async (t, open) => {
    const world = await shopWorld(t, database, { publicCache: { sharedState: open() } });
    const first = world.app;
    // A second instance on the same database and the same shared state, as production runs two.
    const second = await buildApp({ ...world.shopOptions, publicCache: { sharedState: open() } });
    t.teardown(() => second.close());
    await world.depositAccount();
    const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
    const stockOn = async (app: FastifyInstance, productId: string) => (await get(app, `/api/v1/shop/products/${productId}`)).json().product.options[0].stock as number;
    const buy = async (buyer: Member, productId: string, optionId: string, quantity: number, total: number) => {
      const cart = (await first.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId, optionId, quantity } })).json();
      const placed = await first.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', itemIds: [cart.carts[0]._id], expectedTotal: total } });
      if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
      return placed.json().order._id as string;
    };

    // Each leg of the run has its own category (both legs share the database).
    const category = await world.category('캐시');
    const seller = await world.member('APPROVED');
    const LIST = `/api/v1/shop/products?categoryId=${category}`;

    t.test('a repeated read runs no query; 304 before any query; each locale its own answer', async (t) => {
      const product = await world.productOnSale(seller, productInput(category));
      const urls = ['/api/v1/shop/categories', `/api/v1/shop/categories/${category}`, LIST, `/api/v1/shop/products/${product.id}`, `/api/v1/shop/products/${product.id}/reviews`];
      for (const url of urls) {
        const miss = await get(first, url);
        t.equal(miss.statusCode, 200, url);
        const hit = await queriesDuring(first, () => get(first, url));
        t.equal(hit.queries, 0, `no query for a kept answer: ${url}`);
        t.equal(hit.value.body, miss.body);
        t.equal(hit.value.headers.etag, miss.headers.etag);
        const notModified = await queriesDuring(first, () => get(first, url, { 'if-none-match': miss.headers.etag as string }));
        t.equal(notModified.value.statusCode, 304);
        t.equal(notModified.queries, 0, '304 before any query');
        t.ok(hit.value.headers['x-public-cache-until'], 'marked for the gateway');
      }

      const detail = `/api/v1/shop/products/${product.id}`;
      const korean = await get(first, detail);
      const kept = await get(first, detail);
      t.equal(kept.headers['cache-control'], 'no-store', 'the browser still asks for a product each time');
      t.match(kept.headers.vary, /Accept-Language/);
      t.equal(korean.json().product.title, '린넨 앞치마');
      const english = await get(first, detail, { 'accept-language': 'en-US,en;q=0.9' });
      t.equal(english.json().product.title, 'Linen apron', 'another locale is another answer');
      const englishAgain = await queriesDuring(first, () => get(first, detail, { 'accept-language': 'en' }));
      t.equal(englishAgain.queries, 0, 'kept by the resolved locale');
      t.equal(englishAgain.value.json().product.title, 'Linen apron');
      t.equal((await get(first, detail, { 'accept-language': 'ja' })).json().product.title, 'リネンエプロン');
      t.equal((await get(first, detail)).json().product.title, '린넨 앞치마', 'Korean readers still read Korean');
      t.match((await get(first, '/api/v1/shop/categories')).headers['cache-control'], 'public, no-cache');
    });

    t.test('an order is seen at once by both instances: stock, sold out, and after payment the popular order', async (t) => {
      const older = await world.productOnSale(seller, productInput(category, { price: 10_000, options: [{ size: 'FREE', colour: '흰색', stock: 1 }] }));
      world.clock.advance(1_000);
      const newer = await world.productOnSale(seller, productInput(category, { price: 9_000 }));
      const popular = `${LIST}&sort=popular`;
      const ids = (answer: { json(): { products: Array<{ _id: string }> } }) => answer.json().products.map((product) => product._id);
      const soldOut = (answer: { json(): { products: Array<{ _id: string; soldOut: boolean }> } }) => answer.json().products.find((product) => product._id === older.id)?.soldOut;
      t.equal(await stockOn(second, older.id), 1);
      t.equal(soldOut(await get(second, LIST)), false);
      t.same(ids(await get(second, popular)).slice(0, 2), [newer.id, older.id], 'nothing sold yet: the newest first');
      t.equal((await queriesDuring(second, () => get(second, LIST))).queries, 0, 'kept');

      const buyer = await world.member();
      const orderId = await buy(buyer, older.id, older.optionIds[0]!, 1, 13_000);
      t.equal(await stockOn(second, older.id), 0, 'the other instance shows the stock taken at once');
      t.equal(soldOut(await get(second, LIST)), true, 'and the list shows it sold out');
      t.equal(await stockOn(first, older.id), 0);

      t.equal((await first.inject({ method: 'POST', url: `/api/console/shop/orders/${orderId}/deposit`, headers: STAFF() })).statusCode, 200);
      t.same(ids(await get(second, popular)).slice(0, 2), [older.id, newer.id], 'paid: the sold count moves it first');
    });

    t.test('the clock cancelling an unpaid order gives the stock back to the kept answers at once', async (t) => {
      const scarf = await world.productOnSale(seller, productInput(category, { price: 20_000, options: [{ size: 'FREE', colour: '남색', stock: 2 }] }));
      const buyer = await world.member();
      await buy(buyer, scarf.id, scarf.optionIds[0]!, 2, 43_000);
      world.clock.advance(3 * DAY + 60_000);
      // Read after the deadline and before the tick: what is kept now is the taken stock.
      t.equal(await stockOn(second, scarf.id), 0);
      t.equal((await queriesDuring(second, () => get(second, `/api/v1/shop/products/${scarf.id}`))).queries, 0, 'kept');
      t.ok((await first.shopClock.tick()) > 0, 'the clock cancelled it');
      t.equal(await stockOn(second, scarf.id), 2, 'the stock is back on the other instance at once');
      t.equal(await second.shopClock.tick(), 0, 'a tick that changes nothing...');
      t.equal((await queriesDuring(second, () => get(second, `/api/v1/shop/products/${scarf.id}`))).queries, 0, '...leaves the kept answers alone');
    });

    t.test('edits, staff hiding and likes are seen at once', async (t) => {
      const cap = await world.productOnSale(seller, productInput(category, { price: 15_000 }));
      const detail = `/api/v1/shop/products/${cap.id}`;
      t.equal((await get(second, detail)).json().product.price, 15_000);
      const edited = await first.inject({ method: 'PUT', url: `/api/v1/me/products/${cap.id}`, headers: seller.headers, payload: productInput(category, { price: 16_000, options: [{ _id: cap.optionIds[0]!, size: 'FREE', colour: '베이지', stock: 10 }] }) });
      t.equal(edited.statusCode, 200, edited.body);
      t.equal((await get(second, detail)).json().product.price, 16_000, 'a price edit');

      const fan = await world.member();
      t.equal((await get(second, detail)).json().product.likes, 0);
      t.equal((await first.inject({ method: 'PUT', url: `/api/v1/me/likes/${cap.id}`, headers: fan.headers })).statusCode, 200);
      t.equal((await get(second, detail)).json().product.likes, 1, 'a like counts at once');

      t.equal((await first.inject({ method: 'POST', url: `/api/console/shop/products/${cap.id}/hide`, headers: STAFF() })).statusCode, 200);
      t.equal((await get(second, detail)).statusCode, 404, 'hidden by staff: gone at once');
      t.notOk((await get(second, LIST)).json().products.some((product: { _id: string }) => product._id === cap.id));
    });

    t.test('refused writes, carts, quotes and bookmarks leave the kept answers alone', async (t) => {
      const bag = await world.productOnSale(seller, productInput(category, { price: 30_000 }));
      const detail = `/api/v1/shop/products/${bag.id}`;
      const buyer = await world.member();
      await get(second, detail);
      await get(second, LIST);
      const order = { address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', itemIds: ['0190a5a0-0000-7000-8000-000000000000'], expectedTotal: 30_000 };
      t.equal((await first.inject({ method: 'POST', url: '/api/v1/me/orders', payload: order })).statusCode, 401, 'no token');
      t.equal((await first.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { ...order, expectedTotal: -1 } })).statusCode, 400, 'a bad body');
      t.equal((await first.inject({ method: 'PUT', url: '/api/v1/me/likes/0190a5a0-0000-7000-8000-000000000000', headers: buyer.headers })).statusCode, 404, 'no such product');
      const cart = await first.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: bag.id, optionId: bag.optionIds[0]!, quantity: 1 } });
      t.equal(cart.statusCode, 200);
      t.equal((await first.inject({ method: 'POST', url: '/api/v1/me/orders/quote', headers: buyer.headers, payload: { itemIds: [cart.json().carts[0]._id] } })).statusCode, 200);
      t.equal((await first.inject({ method: 'PUT', url: `/api/v1/me/bookmarks/${bag.id}`, headers: buyer.headers })).statusCode, 200);
      t.equal((await queriesDuring(second, () => get(second, detail))).queries, 0, 'the product is still kept');
      t.equal((await queriesDuring(second, () => get(second, LIST))).queries, 0, 'the list is still kept');
    });

    t.test('a change behind the shop (the database directly) lasts at most the backstop age', async (t) => {
      const mug = await world.productOnSale(seller, productInput(category, { price: 7_000 }));
      const detail = `/api/v1/shop/products/${mug.id}`;
      t.equal((await get(first, detail)).json().product.price, 7_000);
      await first.db('products').where({ id: mug.id }).update({ price: 7_500 });
      t.equal((await get(first, detail)).json().product.price, 7_000, 'the kept answer still answers (which proves it is kept)');
      world.clock.advance(10_000);
      t.equal((await get(first, detail)).json().product.price, 7_500, 'after SHOP_PUBLIC_CACHE_MAX_AGE_SECONDS the database is read again');
    });
  });
});

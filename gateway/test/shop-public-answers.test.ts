import t from 'tap';
import { createSharedState, type SharedState } from '@centre/server-kit';
import { bearer, forEachDatabase, sharedStateKindsUnderTest, signAccessToken, testRedisPrefix } from '@centre/server-kit/testing';
import type { ProductInput } from '@centre/contracts';
import { ADDRESS, listen, productInput, shopWorld, STAFF, type Member } from '../../services/shop/test/shop-world.ts';
import { startTestGateway } from './helpers/gateway.ts';

// The shop's public answers through the real gateway and the real shop service (SQLite and MySQL):
// the gateway keeps what the shop marks and answers it without asking the shop, an order through
// the gateway is seen on the next read, refused writes and carts leave the kept answers alone, a
// content write does not empty the shop's. Without a shared REDIS_URL the gateway and the shop are
// two memories: what the shop's clock changes reaches the gateway after its bound
// (GATEWAY_SHOP_CACHE_MAX_AGE_SECONDS, 5); with Redis they share the generation and see it at once.

const DAY = 86_400_000;
const SOMEONE = '0190a5a0-0000-7000-8000-000000000000';
/** Staff of every family (content's console too). */
const ALL_STAFF = () => bearer(signAccessToken({ scope: ['member', 'console'] }));

await forEachDatabase(t, 'gateway_shop_answers', async (t, database) => {
  for (const kind of sharedStateKindsUnderTest()) {
    await t.test(kind, async (t) => {
      const prefix = testRedisPrefix('gateway-shop', t);
      const redisUrl = kind === 'redis' ? process.env.REDIS_URL! : undefined;
      const shopState: SharedState = createSharedState({ redisUrl, prefix });
      const world = await shopWorld(t, database, { publicCache: { sharedState: shopState } });
      t.teardown(() => shopState.close());
      await world.depositAccount();
      let upstreamReads = 0;
      world.app.server.on('request', (request: { method?: string }) => {
        if (request.method === 'GET') upstreamReads++;
      });
      const shopUrl = await listen(world.app);
      const gateway = await startTestGateway(t, {
        services: { shop: shopUrl },
        env: { API_RATE_LIMIT: '100000', ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } : {}) },
        overrides: { clock: world.clock },
      });
      const get = (url: string, headers: Record<string, string> = {}) => gateway.inject({ url, headers });
      /** What `action` asked the shop for (GETs): 0 when the gateway answered alone. */
      const readsDuring = async <T>(action: () => Promise<T>): Promise<{ value: T; reads: number }> => {
        const before = upstreamReads;
        const value = await action();
        return { value, reads: upstreamReads - before };
      };
      const stockOf = async (productId: string) => (await get(`/api/v1/shop/products/${productId}`)).json().product.options[0].stock as number;
      const buy = async (buyer: Member, productId: string, optionId: string, quantity: number, total: number) => {
        const cart = await gateway.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId, optionId, quantity } });
        const placed = await gateway.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', itemIds: [cart.json().carts[0]._id], expectedTotal: total } });
        if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
        return placed.json().order._id as string;
      };

      /** Listed, submitted and approved through the gateway, as a seller and staff would (the gateway sees the writes). */
      const productOnSale = async (seller: Member, input: ProductInput) => {
        const created = await gateway.inject({ method: 'POST', url: '/api/v1/me/products', headers: seller.headers, payload: input });
        const id = created.json()._id as string;
        await gateway.inject({ method: 'POST', url: `/api/v1/me/products/${id}/submit`, headers: seller.headers });
        const approved = await gateway.inject({ method: 'POST', url: `/api/console/shop/products/${id}/approve`, headers: STAFF() });
        if (approved.statusCode !== 200) throw new Error(`product not approved: ${approved.body}`);
        return { id, optionIds: (approved.json().product.options as Array<{ _id: string }>).map((option) => option._id) };
      };

      const category = await world.category(`게이트웨이 ${kind}`);
      const seller = await world.member('APPROVED');
      const LIST = `/api/v1/shop/products?categoryId=${category}`;

      t.test('the gateway keeps what the shop marks: no hop on a repeated read, each locale apart, the product still no-store', async (t) => {
        const apron = await productOnSale(seller, productInput(category));
        const detail = `/api/v1/shop/products/${apron.id}`;
        const first = await get(detail);
        t.equal(first.statusCode, 200);
        t.equal(first.headers['cache-control'], 'no-store', 'the browser still asks each time');
        t.match(first.headers.vary, /Accept-Language/);
        t.notOk(first.headers['x-public-cache-until'], 'the internal mark is removed');
        for (const url of [detail, LIST, '/api/v1/shop/categories', `/api/v1/shop/categories/${category}`, `${detail}/reviews`]) {
          const miss = await get(url);
          const again = await readsDuring(() => get(url));
          t.equal(again.reads, 0, `answered by the gateway: ${url}`);
          t.equal(again.value.body, miss.body);
          t.equal(again.value.headers.etag, miss.headers.etag);
        }
        const english = await get(detail, { 'accept-language': 'en' });
        t.equal(english.json().product.title, 'Linen apron', 'another locale is another answer');
        const englishAgain = await readsDuring(() => get(detail, { 'accept-language': 'en-GB,en;q=0.8' }));
        t.equal(englishAgain.reads, 0);
        t.equal(englishAgain.value.json().product.title, 'Linen apron');
        t.equal((await get(detail)).json().product.title, '린넨 앞치마', 'Korean readers still read Korean');

        const sellerPage = `/api/v1/shop/sellers/${seller.id}`;
        await get(sellerPage);
        t.equal((await readsDuring(() => get(sellerPage))).reads, 1, "a seller's page is not kept (its name is the users service's)");
      });

      t.test('an order through the gateway: the next read shows the stock taken and the list sold out', async (t) => {
        const last = await productOnSale(seller, productInput(category, { price: 10_000, options: [{ size: 'FREE', colour: '흰색', stock: 1 }] }));
        const soldOut = async () => (await get(LIST)).json().products.find((product: { _id: string }) => product._id === last.id)?.soldOut as boolean;
        t.equal(await stockOf(last.id), 1);
        t.equal(await soldOut(), false);
        t.equal((await readsDuring(() => get(LIST))).reads, 0, 'kept');
        await buy(await world.member(), last.id, last.optionIds[0]!, 1, 13_000);
        t.equal(await stockOf(last.id), 0, 'the stock taken, at once');
        t.equal(await soldOut(), true, 'the list says sold out, at once');
      });

      t.test('refused writes, carts and a content write leave the shop\'s kept answers alone', async (t) => {
        const bag = await productOnSale(seller, productInput(category, { price: 30_000 }));
        const detail = `/api/v1/shop/products/${bag.id}`;
        const buyer = await world.member();
        await get(detail);
        const order = { address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', itemIds: [SOMEONE], expectedTotal: 30_000 };
        t.equal((await gateway.inject({ method: 'POST', url: '/api/v1/me/orders', payload: order })).statusCode, 401, 'no token');
        t.equal((await gateway.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { ...order, expectedTotal: -1 } })).statusCode, 400, 'a bad body');
        t.equal((await gateway.inject({ method: 'PUT', url: `/api/v1/me/likes/${SOMEONE}`, headers: buyer.headers })).statusCode, 404, 'no such product');
        t.equal((await gateway.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: bag.id, optionId: bag.optionIds[0]!, quantity: 1 } })).statusCode, 200, 'a cart');
        // The content service is not running here: its write fails (503), which may have half-done, so content's kept answers go; the shop's stay.
        t.equal((await gateway.inject({ method: 'POST', url: '/api/console/center/faqs', headers: ALL_STAFF(), payload: {} })).statusCode, 503);
        t.equal((await readsDuring(() => get(detail))).reads, 0, 'still answered by the gateway');
        t.equal((await gateway.inject({ method: 'POST', url: `/api/console/shop/products/${bag.id}/hide`, headers: STAFF() })).statusCode, 200);
        t.equal((await get(detail)).statusCode, 404, 'a staff write through the gateway is seen at once');
      });

      t.test(kind === 'redis' ? 'the clock giving stock back is seen through the gateway at once (one generation in Redis)' : 'the clock giving stock back reaches the gateway within its bound (two memories)', async (t) => {
        const scarf = await productOnSale(seller, productInput(category, { price: 20_000, options: [{ size: 'FREE', colour: '남색', stock: 2 }] }));
        await buy(await world.member(), scarf.id, scarf.optionIds[0]!, 2, 43_000);
        world.clock.advance(3 * DAY + 60_000);
        t.equal(await stockOf(scarf.id), 0);
        t.equal((await readsDuring(() => stockOf(scarf.id))).reads, 0, 'kept by the gateway');
        t.ok((await world.app.shopClock.tick()) > 0, 'the shop clock cancelled the unpaid order');
        if (kind === 'redis') {
          t.equal(await stockOf(scarf.id), 2, 'at once');
          return;
        }
        t.equal(await stockOf(scarf.id), 0, 'the gateway cannot know yet: its copy lives on');
        world.clock.advance(4_000);
        t.equal(await stockOf(scarf.id), 0, 'still within the bound');
        world.clock.advance(1_000);
        t.equal(await stockOf(scarf.id), 2, 'after GATEWAY_SHOP_CACHE_MAX_AGE_SECONDS the stock is back');
      });
    });
  }
});

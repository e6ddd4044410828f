// Slice 2: the member's cart, re-checked at every read, pickups kept apart, and the merge of the
// cart the browser kept while signed out. SQLite and MySQL.
import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { productInput, shopWorld, STAFF } from './shop-world.ts';

await forEachDatabase(t, 'shop_carts', async (t, database) => {
  const world = await shopWorld(t, database);
  const { app } = world;
  const category = await world.category('장바구니');
  const seller = await world.member('APPROVED');
  const apron = await world.productOnSale(seller, productInput(category, { options: [{ size: 'M', colour: '베이지', stock: 5 }, { size: 'L', colour: '베이지', stock: 2 }] }));
  const pickup = await world.productOnSale(seller, productInput(category, { price: 8_000, shipping: { fulfilment: 'PICKUP', fee: 0, freeOver: null, pickupSite: 'DAPSIMNI' } }));

  t.test('add, change and remove; pickups apart; quantities 1–99 and within stock', async (t) => {
    const buyer = await world.member();
    const add = (payload: object) => app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload });
    const first = await add({ productId: apron.id, optionId: apron.optionIds[0], quantity: 2 });
    t.equal(first.statusCode, 200);
    t.equal(first.json().carts[0].quantity, 2);
    const again = await add({ productId: apron.id, optionId: apron.optionIds[0], quantity: 1 });
    t.equal(again.json().carts.length, 1, 'the same option adds up');
    t.equal(again.json().carts[0].quantity, 3);
    const withPickup = await add({ productId: pickup.id, optionId: pickup.optionIds[0], quantity: 1 });
    t.equal(withPickup.json().carts.length, 1);
    t.equal(withPickup.json().pickups.length, 1, 'pickup items are kept apart');
    t.equal(withPickup.json().pickups[0].shipping.pickupSite, 'DAPSIMNI');

    t.equal((await add({ productId: apron.id, optionId: apron.optionIds[0], quantity: 0 })).statusCode, 400);
    t.equal((await add({ productId: apron.id, optionId: apron.optionIds[0], quantity: 100 })).statusCode, 400);
    const beyond = await add({ productId: apron.id, optionId: apron.optionIds[1], quantity: 3 });
    t.equal(beyond.json().code, 'OUT_OF_STOCK');
    t.equal((await add({ productId: apron.id, optionId: pickup.optionIds[0], quantity: 1 })).json().code, 'OPTION_UNKNOWN', "another product's option");

    const itemId = again.json().carts[0]._id as string;
    t.equal((await app.inject({ method: 'PUT', url: `/api/v1/me/carts/${itemId}`, headers: buyer.headers, payload: { quantity: 5 } })).json().carts[0].quantity, 5);
    t.equal((await app.inject({ method: 'PUT', url: `/api/v1/me/carts/${itemId}`, headers: buyer.headers, payload: { quantity: 6 } })).json().code, 'OUT_OF_STOCK');

    // Another member cannot touch this cart.
    const other = await world.member();
    t.equal((await app.inject({ method: 'PUT', url: `/api/v1/me/carts/${itemId}`, headers: other.headers, payload: { quantity: 1 } })).statusCode, 404);
    t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/me/carts/${itemId}`, headers: other.headers })).statusCode, 404);
    t.same((await app.inject({ url: '/api/v1/me/carts', headers: other.headers })).json(), { carts: [], pickups: [], changes: [] });

    const removed = await app.inject({ method: 'DELETE', url: `/api/v1/me/carts/${itemId}`, headers: buyer.headers });
    t.equal(removed.json().carts.length, 0);
    t.equal(removed.json().pickups.length, 1);
    t.equal((await app.inject({ url: '/api/v1/me/carts' })).statusCode, 401);
  });

  t.test('a read says what changed: price, stock, a product taken off sale', async (t) => {
    const buyer = await world.member();
    const own = await world.productOnSale(seller, productInput(category, { price: 10_000, options: [{ size: 'S', colour: '흰색', stock: 3 }] }));
    await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: own.id, optionId: own.optionIds[0], quantity: 3 } });
    t.same((await app.inject({ url: '/api/v1/me/carts', headers: buyer.headers })).json().changes, []);

    await app.inject({ method: 'PUT', url: `/api/v1/me/products/${own.id}`, headers: seller.headers, payload: productInput(category, { price: 12_000, options: [{ _id: own.optionIds[0]!, size: 'S', colour: '흰색', stock: 1 }] }) });
    const read = (await app.inject({ url: '/api/v1/me/carts', headers: buyer.headers })).json();
    t.equal(read.carts[0].price, 12_000);
    t.same(read.changes.map((change: { kind: string; before: number; after: number }) => [change.kind, change.before, change.after]).sort(), [['PRICE_CHANGED', 10_000, 12_000], ['STOCK_SHORT', 3, 1]]);
    const next = (await app.inject({ url: '/api/v1/me/carts', headers: buyer.headers })).json();
    t.same(next.changes.map((change: { kind: string }) => change.kind), ['STOCK_SHORT'], 'a price change is said once');

    await app.inject({ method: 'POST', url: `/api/console/shop/products/${own.id}/hide`, headers: STAFF() });
    const hidden = (await app.inject({ url: '/api/v1/me/carts', headers: buyer.headers })).json();
    t.equal(hidden.carts[0].available, false);
    t.same(hidden.changes.map((change: { kind: string }) => change.kind), ['UNAVAILABLE']);
  });

  t.test('the signed-out cart merges into the member\'s', async (t) => {
    const buyer = await world.member();
    await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: apron.id, optionId: apron.optionIds[0], quantity: 2 } });
    const merged = await app.inject({
      method: 'POST',
      url: '/api/v1/me/carts/merge',
      headers: buyer.headers,
      payload: { items: [{ productId: apron.id, optionId: apron.optionIds[0], quantity: 99 }, { productId: pickup.id, optionId: pickup.optionIds[0], quantity: 1 }, { productId: apron.id, optionId: pickup.optionIds[0], quantity: 1 }] },
    });
    t.equal(merged.statusCode, 200);
    t.equal(merged.json().carts[0].quantity, 99, 'summed and held at 99');
    t.ok(merged.json().changes.some((change: { kind: string }) => change.kind === 'STOCK_SHORT'));
    t.equal(merged.json().pickups.length, 1);
    t.equal(merged.json().carts.length + merged.json().pickups.length, 2, "a mismatched option is left out");
    t.equal((await app.inject({ method: 'POST', url: '/api/v1/me/carts/merge', headers: buyer.headers, payload: { items: [], extra: 1 } })).statusCode, 400);
  });
});

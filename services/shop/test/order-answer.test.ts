// Issue 22's 503-after-commit bug: under database pressure an order could commit and then be
// answered as a failure because reading it back after the commit timed out, so the buyer retried
// and ordered twice. The answer now comes from what the order's transaction wrote. Here every
// read of an order after the commit fails: the answer must still be the order, written once, and
// exactly what a later read of it says. SQLite and MySQL.
import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { ADDRESS, productInput, shopWorld } from './shop-world.ts';

await forEachDatabase(t, 'shop_order_answer', async (t, database) => {
  const world = await shopWorld(t, database);
  const { app } = world;
  await world.depositAccount();
  const category = await world.category('응답');
  const seller = await world.member('APPROVED');
  const apron = await world.productOnSale(seller, productInput(category, { options: [{ size: 'M', colour: '베이지', stock: 5 }, { size: 'L', colour: '남색', stock: 5 }] }));
  const pouch = await world.productOnSale(seller, productInput(category, { price: 12_000, shipping: { fulfilment: 'DELIVERY', fee: 4_000, freeOver: null, pickupSite: null } }));

  t.test('reading the order back fails after the commit: the answer is still the order, placed once', async (t) => {
    const buyer = await world.member();
    let itemIds: string[] = [];
    for (const [productId, optionId, quantity] of [[apron.id, apron.optionIds[1]!, 2], [pouch.id, pouch.optionIds[0]!, 1], [apron.id, apron.optionIds[0]!, 1]] as const) {
      itemIds = (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId, optionId, quantity } })).json().carts.map((item: { _id: string }) => item._id);
    }
    const reads = { find: app.orders.find, paginate: app.orders.paginate };
    const timeout = () => Promise.reject(Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' }));
    app.orders.find = timeout;
    app.orders.paginate = timeout;
    let placed;
    try {
      placed = await app.inject({ method: 'POST', url: '/api/v1/me/orders', headers: { ...buyer.headers, 'accept-language': 'en' }, payload: { itemIds, address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', expectedTotal: 3 * 25_000 + 12_000 + 4_000 } });
    } finally {
      app.orders.find = reads.find;
      app.orders.paginate = reads.paginate;
    }
    t.equal(placed.statusCode, 201, placed.body);
    const order = placed.json().order;
    t.equal(order.status, 'PENDING_PAYMENT');
    t.equal(order.total, 91_000);
    t.equal(order.items.length, 3);
    t.equal(order.items[0].title, 'Linen apron', 'in the language asked');
    t.match(order.deposit, { bank: '신한은행', amount: 91_000 });

    const rows = await app.db('orders').where({ buyer_id: buyer.id });
    t.equal(rows.length, 1, 'the order exists exactly once');
    const read = await app.inject({ url: `/api/v1/me/orders/${order._id}`, headers: { ...buyer.headers, 'accept-language': 'en' } });
    t.same(read.json().order, order, 'the answer is what the database holds');
    t.same((await app.inject({ url: '/api/v1/me/carts', headers: buyer.headers })).json().carts, [], 'the cart lines bought are gone');
    t.same(await world.messagesTo(buyer.id), ['SHOP_ORDER_RECEIVED'], 'and the buyer is told once');
  });
});

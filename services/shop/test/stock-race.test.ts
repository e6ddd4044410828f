// Stock is decided in the database: many buyers at once for the last units, on SQLite and MySQL,
// and on MySQL with two shop instances on one database. Exactly as many orders as units succeed,
// a multi-item order is all or nothing, and the clocks of two instances cancel an unpaid order once.
import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { ADDRESS, productInput, shopWorld, type Member } from './shop-world.ts';

await forEachDatabase(t, 'shop_stock_race', async (t, database) => {
  const world = await shopWorld(t, database);
  const { app } = world;
  const instances = await world.instances();
  t.comment(`${instances.length} shop instance(s) on one ${database.client} database`);
  const on = (i: number) => instances[i % instances.length]!;
  await world.depositAccount();
  const category = await world.category('경쟁');
  const seller = await world.member('APPROVED');
  const stockOf = async (optionId: string) => Number((await app.db('product_options').where({ id: optionId }).first()).stock);

  /** Each buyer puts `lines` in their cart; answers the buyer and the cart item ids. */
  async function buyersWith(n: number, lines: Array<[string, string]>): Promise<Array<{ buyer: Member; itemIds: string[] }>> {
    return Promise.all(
      Array.from({ length: n }, async () => {
        const buyer = await world.member();
        let cart: { carts: Array<{ _id: string }> } = { carts: [] };
        for (const [productId, optionId] of lines) {
          const added = await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId, optionId, quantity: 1 } });
          if (added.statusCode !== 200) throw new Error(`not added: ${added.body}`);
          cart = added.json();
        }
        return { buyer, itemIds: cart.carts.map((item) => item._id) };
      }),
    );
  }
  const outcome = (answers: Array<{ statusCode: number; json(): { code?: string } }>) => answers.map((answer) => (answer.statusCode === 201 ? 'OK' : (answer.json().code ?? String(answer.statusCode))));
  const count = (list: string[], value: string) => list.filter((item) => item === value).length;

  t.test('N buyers at once for the last M units: exactly M orders', async (t) => {
    const M = 7;
    const N = 30;
    const { id, optionIds } = await world.productOnSale(seller, productInput(category, { price: 10_000, options: [{ size: 'FREE', colour: '빨강', stock: M }], shipping: { fulfilment: 'DELIVERY', fee: 3_000, freeOver: null, pickupSite: null } }));
    const optionId = optionIds[0]!;
    const buyers = await buyersWith(N, [[id, optionId]]);
    const started = Date.now();
    const answers = await Promise.all(
      buyers.map(({ buyer, itemIds }, i) => on(i).inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds, address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', expectedTotal: 13_000 } })),
    );
    t.comment(`${N} orders for ${M} units answered in ${Date.now() - started} ms`);
    const codes = outcome(answers);
    t.equal(count(codes, 'OK'), M, 'as many orders as units');
    t.equal(count(codes, 'OUT_OF_STOCK'), N - M, 'everyone else told the stock ran out');
    t.equal(await stockOf(optionId), 0, 'never below zero');
    const [{ sold }] = (await app.db('order_items').where({ option_id: optionId }).sum({ sold: 'quantity' })) as [{ sold: number }];
    t.equal(Number(sold), M, 'the orders hold exactly the units there were');
  });

  t.test('an order of several items is all or nothing', async (t) => {
    const scarce = await world.productOnSale(seller, productInput(category, { price: 5_000, options: [{ size: 'S', colour: '파랑', stock: 5 }], shipping: { fulfilment: 'DELIVERY', fee: 0, freeOver: null, pickupSite: null } }));
    const plenty = await world.productOnSale(seller, productInput(category, { price: 5_000, options: [{ size: 'S', colour: '노랑', stock: 20 }], shipping: { fulfilment: 'DELIVERY', fee: 0, freeOver: null, pickupSite: null } }));
    const buyers = await buyersWith(12, [[plenty.id, plenty.optionIds[0]!], [scarce.id, scarce.optionIds[0]!]]);
    const answers = await Promise.all(
      buyers.map(({ buyer, itemIds }, i) => on(i).inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds, address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', expectedTotal: 10_000 } })),
    );
    const codes = outcome(answers);
    t.equal(count(codes, 'OK'), 5);
    t.equal(await stockOf(scarce.optionIds[0]!), 0);
    t.equal(await stockOf(plenty.optionIds[0]!), 15, 'a refused order took nothing of the plentiful item');
  });

  t.test('the clocks of every instance cancel an unpaid order once, giving its stock back once', async (t) => {
    const { id, optionIds } = await world.productOnSale(seller, productInput(category, { price: 10_000, options: [{ size: 'FREE', colour: '초록', stock: 10 }], shipping: { fulfilment: 'DELIVERY', fee: 0, freeOver: null, pickupSite: null } }));
    const buyers = await buyersWith(4, [[id, optionIds[0]!]]);
    for (const { buyer, itemIds } of buyers) {
      const placed = await app.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds, address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', expectedTotal: 10_000 } });
      t.equal(placed.statusCode, 201);
    }
    t.equal(await stockOf(optionIds[0]!), 6);
    world.clock.advance(4 * 86_400_000);
    await Promise.all([...instances, ...instances].map((instance) => instance.shopClock.tick()));
    t.equal(await stockOf(optionIds[0]!), 10, 'each order gave its stock back once');
    const [{ n }] = (await app.db('order_history as h').join('order_items as i', 'i.order_id', 'h.order_id').where({ 'i.option_id': optionIds[0]!, 'h.status': 'CANCELLED' }).count({ n: '*' })) as [{ n: number }];
    t.equal(Number(n), 4, 'one cancellation each');
  });
});

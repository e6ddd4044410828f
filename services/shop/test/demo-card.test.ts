// The demo's test card: in demo mode with no provider configured, a marked stand-in takes card
// payments made with the test card (and nothing else), for the server's amount; outside demo mode
// there is no card at all. SQLite.
import t from 'tap';
import { DEMO_CARD_KEY_PREFIX } from '@centre/contracts';
import { forEachDatabase } from '@centre/server-kit/testing';
import { ADDRESS, productInput, shopWorld } from './shop-world.ts';

await forEachDatabase(t, 'shop_demo_card', async (t, database) => {
  const world = await shopWorld(t, database, { payment: null, demoCard: true });
  const { app } = world;
  await world.depositAccount();
  const category = await world.category('데모카드');
  const seller = await world.member('APPROVED');
  const product = await world.productOnSale(seller, productInput(category, { price: 20_000, options: [{ size: 'M', colour: '흰색', stock: 10 }], shipping: { fulfilment: 'DELIVERY', fee: 3_000, freeOver: null, pickupSite: null } }));

  t.test('checkout is told the card is the test card', async (t) => {
    const answer = await app.inject({ url: '/api/v1/shop/payment-methods' });
    t.equal(answer.statusCode, 200);
    t.same(answer.json(), { methods: ['BANK_DEPOSIT', 'CARD'], cardTestMode: true });
  });

  t.test('the test card pays the server\'s amount; any other key is refused', async (t) => {
    const buyer = await world.member();
    const cart = (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: product.id, optionId: product.optionIds[0], quantity: 1 } })).json();
    const placed = await app.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds: [cart.carts[0]._id], address: ADDRESS, pickupSite: null, paymentMethod: 'CARD', expectedTotal: 23_000 } });
    t.equal(placed.statusCode, 201, placed.body);
    const order = placed.json().order;
    t.match(order.card, { amount: 23_000 });
    const refused = await app.inject({ method: 'POST', url: `/api/v1/me/orders/${order._id}/payment`, headers: buyer.headers, payload: { paymentKey: 'pk_real_card_1', amount: 23_000 } });
    t.equal(refused.json().code, 'PAYMENT_REFUSED', 'only the test card');
    const paid = await app.inject({ method: 'POST', url: `/api/v1/me/orders/${order._id}/payment`, headers: buyer.headers, payload: { paymentKey: `${DEMO_CARD_KEY_PREFIX}0001`, amount: 23_000 } });
    t.equal(paid.statusCode, 200, paid.body);
    t.equal(paid.json().order.status, 'PAID');
  });

  t.test('the demo has no stand-in wallet: a mobile wallet order is refused and nothing is reserved', async (t) => {
    const buyer = await world.member();
    const cart = (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: product.id, optionId: product.optionIds[0], quantity: 1 } })).json();
    const before = Number((await app.db('product_options').where({ id: product.optionIds[0]! }).first()).stock);
    const refused = await app.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds: [cart.carts[0]._id], address: ADDRESS, pickupSite: null, paymentMethod: 'MOBILE_WALLET', expectedTotal: 23_000 } });
    t.equal(refused.statusCode, 503);
    t.equal(refused.json().code, 'PAYMENT_UNAVAILABLE');
    t.equal(Number((await app.db('product_options').where({ id: product.optionIds[0]! }).first()).stock), before);
  });
});

await forEachDatabase(t, 'shop_no_card', async (t, database) => {
  const world = await shopWorld(t, database, { payment: null, demoCard: false });
  t.test('outside demo mode, without a provider, there is no card', async (t) => {
    t.same((await world.app.inject({ url: '/api/v1/shop/payment-methods' })).json(), { methods: ['BANK_DEPOSIT'], cardTestMode: false });
  });
});

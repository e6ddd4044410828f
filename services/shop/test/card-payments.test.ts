// Card payments through the adapter, against a REAL HTTP server started here that speaks the
// provider's protocol (confirm with Basic secret key and Idempotency-Key; signed webhooks).
// SQLite and MySQL.
import { createHmac } from 'node:crypto';
import t from 'tap';
import { SHOP_WEBHOOK_SIGNATURE_HEADER } from '@centre/contracts';
import { forEachDatabase } from '@centre/server-kit/testing';
import { ADDRESS, productInput, shopWorld, STAFF, type Member } from './shop-world.ts';
import { SECRET_KEY, startProvider, WEBHOOK_SECRET } from './payment-provider.ts';

await forEachDatabase(t, 'shop_cards', async (t, database) => {
  const provider = await startProvider(t);
  const world = await shopWorld(t, database, { payment: { url: provider.url, secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET } });
  const { app } = world;
  const category = await world.category('카드');
  const seller = await world.member('APPROVED');
  const product = await world.productOnSale(seller, productInput(category, { price: 20_000, options: [{ size: 'M', colour: '흰색', stock: 10 }], shipping: { fulfilment: 'DELIVERY', fee: 3_000, freeOver: null, pickupSite: null } }));
  const stock = async () => Number((await app.db('product_options').where({ id: product.optionIds[0]! }).first()).stock);

  async function cardOrder(buyer: Member, paymentMethod: 'CARD' | 'MOBILE_WALLET' = 'CARD'): Promise<{ _id: string; paymentMethod: string; card: { amount: number; orderName: string; method: string } }> {
    const cart = (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: product.id, optionId: product.optionIds[0], quantity: 1 } })).json();
    const placed = await app.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds: [cart.carts[0]._id], address: ADDRESS, pickupSite: null, paymentMethod, expectedTotal: 23_000 } });
    if (placed.statusCode !== 201) throw new Error(placed.body);
    return placed.json().order;
  }
  const confirm = (buyer: Member, orderId: string, payload: object) => app.inject({ method: 'POST', url: `/api/v1/me/orders/${orderId}/payment`, headers: buyer.headers, payload });
  const webhook = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = `v1=${createHmac('sha256', secret).update(payload).digest('hex')}`;
    return app.inject({ method: 'POST', url: '/api/v1/shop/payments/webhook', headers: { 'content-type': 'application/json', [SHOP_WEBHOOK_SIGNATURE_HEADER]: signature }, payload });
  };

  t.test('the server confirms with its own amount, once per order', async (t) => {
    const buyer = await world.member();
    const order = await cardOrder(buyer);
    t.match(order.card, { amount: 23_000, orderName: '린넨 앞치마', method: 'CARD' });
    const paid = await confirm(buyer, order._id, { paymentKey: 'pk_ok_1', amount: 23_000 });
    t.equal(paid.statusCode, 200, paid.body);
    t.equal(paid.json().order.status, 'PAID');
    const sent = provider.confirms.filter((call) => call.body.orderId === order._id);
    t.same(sent.map((call) => [call.idempotencyKey, call.body.amount, call.body.method]), [[`confirm-${order._id}`, 23_000, 'CARD']], 'the amount sent is the server\'s; the key is the order\'s');
    const again = await confirm(buyer, order._id, { paymentKey: 'pk_ok_1', amount: 23_000 });
    t.equal(again.json().order.status, 'PAID', 'a repeated confirm answers the paid order');
    t.equal(provider.confirms.filter((call) => call.body.orderId === order._id).length, 1, 'and asks the provider nothing more');
    t.same(await world.messagesTo(buyer.id), ['SHOP_ORDER_PAID']);
  });

  t.test('a mobile wallet goes through the same adapter under the provider\'s name of the method', async (t) => {
    t.same((await app.inject({ url: '/api/v1/shop/payment-methods' })).json(), { methods: ['BANK_DEPOSIT', 'CARD', 'MOBILE_WALLET'], cardTestMode: false });
    const buyer = await world.member();
    const before = await stock();
    const order = await cardOrder(buyer, 'MOBILE_WALLET');
    t.equal(order.paymentMethod, 'MOBILE_WALLET');
    t.match(order.card, { amount: 23_000, method: 'EASY_PAY' }, 'the payment window is opened for the provider\'s easy pay');
    t.equal(await stock(), before - 1);
    const paid = await confirm(buyer, order._id, { paymentKey: 'pk_wallet_1', amount: 23_000 });
    t.equal(paid.statusCode, 200, paid.body);
    t.match(paid.json().order, { status: 'PAID', paymentMethod: 'MOBILE_WALLET', card: null });
    const sent = provider.confirms.filter((call) => call.body.orderId === order._id);
    t.same(sent.map((call) => [call.idempotencyKey, call.body.amount, call.body.method]), [[`confirm-${order._id}`, 23_000, 'EASY_PAY']]);
    t.same(await world.messagesTo(buyer.id), ['SHOP_ORDER_PAID']);
    const listed = (await app.inject({ url: '/api/console/shop/orders?paymentMethod=MOBILE_WALLET', headers: STAFF() })).json();
    t.same(listed.orders.map((listedOrder: { _id: string }) => listedOrder._id), [order._id], 'staff filter orders by the wallet');

    // Cancelled before shipping: the wallet payment is given back through the provider.
    const cancelled = await app.inject({ method: 'POST', url: `/api/v1/me/orders/${order._id}/cancel`, headers: buyer.headers });
    t.equal(cancelled.json().order.status, 'CANCELLED', cancelled.body);
    t.same(provider.cancels.filter((call) => call.paymentKey === 'pk_wallet_1').map((call) => [call.idempotencyKey, call.body.cancelAmount]), [[`cancel-${order._id}`, 23_000]]);
    t.equal(await stock(), before);
  });

  t.test('an amount that is not the server\'s is refused and the order cancelled, stock given back', async (t) => {
    const buyer = await world.member();
    const before = await stock();
    const order = await cardOrder(buyer);
    t.equal(await stock(), before - 1);
    const tampered = await confirm(buyer, order._id, { paymentKey: 'pk_cheap', amount: 1_000 });
    t.equal(tampered.statusCode, 409);
    t.equal(tampered.json().code, 'AMOUNT_MISMATCH');
    t.equal(provider.confirms.filter((call) => call.body.orderId === order._id).length, 0, 'the provider was never asked');
    t.equal((await app.inject({ url: `/api/v1/me/orders/${order._id}`, headers: buyer.headers })).json().order.status, 'CANCELLED');
    t.equal(await stock(), before);
  });

  t.test('a declined card leaves the order unpaid', async (t) => {
    const buyer = await world.member();
    const order = await cardOrder(buyer);
    const declined = await confirm(buyer, order._id, { paymentKey: 'declined_1', amount: 23_000 });
    t.equal(declined.statusCode, 402);
    t.equal(declined.json().code, 'PAYMENT_REFUSED');
    t.equal((await app.inject({ url: `/api/v1/me/orders/${order._id}`, headers: buyer.headers })).json().order.status, 'PENDING_PAYMENT');
    const stranger = await world.member();
    t.equal((await confirm(stranger, order._id, { paymentKey: 'pk_x', amount: 23_000 })).statusCode, 404);
  });

  t.test('webhooks: a bad signature is refused; the same event twice changes nothing', async (t) => {
    const buyer = await world.member();
    const order = await cardOrder(buyer);
    const event = { eventId: `evt-${order._id}`, eventType: 'PAYMENT_STATUS_CHANGED', data: { orderId: order._id, paymentKey: 'pk_hook', status: 'DONE', totalAmount: 23_000 } };
    const forged = await webhook(event, 'not-the-secret');
    t.equal(forged.statusCode, 401);
    t.equal((await app.inject({ url: `/api/v1/me/orders/${order._id}`, headers: buyer.headers })).json().order.status, 'PENDING_PAYMENT', 'a forged event changes nothing');
    t.equal((await webhook(event)).json().result, 'applied');
    const historyLength = (await app.inject({ url: `/api/v1/me/orders/${order._id}`, headers: buyer.headers })).json().order.history.length;
    t.equal((await webhook(event)).json().result, 'duplicate');
    const after = (await app.inject({ url: `/api/v1/me/orders/${order._id}`, headers: buyer.headers })).json().order;
    t.equal(after.status, 'PAID');
    t.equal(after.history.length, historyLength, 'the repeat wrote nothing');
    t.same(await world.messagesTo(buyer.id), ['SHOP_ORDER_PAID'], 'told once');
    t.equal((await webhook({ ...event, eventId: 'evt-bad', data: { ...event.data, status: 'MAYBE' } })).statusCode, 400);
  });
});

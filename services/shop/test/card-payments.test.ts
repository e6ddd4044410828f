// Card payments through the adapter, against a REAL HTTP server started here that speaks the
// provider's protocol (confirm with Basic secret key and Idempotency-Key; signed webhooks).
// SQLite and MySQL.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import t, { type Test } from 'tap';
import { SHOP_WEBHOOK_SIGNATURE_HEADER } from '@centre/contracts';
import { forEachDatabase } from '@centre/server-kit/testing';
import { ADDRESS, productInput, shopWorld, type Member } from './shop-world.ts';

const SECRET_KEY = 'test_sk_shop_0123456789';
const WEBHOOK_SECRET = 'whsec_test_shop_abcdef';
/** The provider: answers each idempotency key once and repeats that answer; refuses a wrong secret key. */
async function startProvider(t: Test) {
  const confirms: Array<{ idempotencyKey: string; body: { paymentKey: string; orderId: string; amount: number } }> = [];
  const answers = new Map<string, string>();
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server = createServer(async (request, response) => {
    const body = await read(request);
    if (request.method !== 'POST' || request.url !== '/v1/payments/confirm') return response.writeHead(404).end();
    if (request.headers.authorization !== `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`) return response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'UNAUTHORIZED_KEY', message: 'bad key' }));
    const idempotencyKey = String(request.headers['idempotency-key'] ?? '');
    const parsed = JSON.parse(body) as { paymentKey: string; orderId: string; amount: number };
    confirms.push({ idempotencyKey, body: parsed });
    const answer = answers.get(idempotencyKey) ?? (parsed.paymentKey.startsWith('declined') ? JSON.stringify({ code: 'REJECT_CARD_PAYMENT', message: 'declined' }) : JSON.stringify({ status: 'DONE', paymentKey: parsed.paymentKey, orderId: parsed.orderId, totalAmount: parsed.amount }));
    answers.set(idempotencyKey, answer);
    response.writeHead(answer.includes('"DONE"') ? 200 : 400, { 'content-type': 'application/json' }).end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, confirms };
}

await forEachDatabase(t, 'shop_cards', async (t, database) => {
  const provider = await startProvider(t);
  const world = await shopWorld(t, database, { payment: { url: provider.url, secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET } });
  const { app } = world;
  const category = await world.category('카드');
  const seller = await world.member('APPROVED');
  const product = await world.productOnSale(seller, productInput(category, { price: 20_000, options: [{ size: 'M', colour: '흰색', stock: 10 }], shipping: { fulfilment: 'DELIVERY', fee: 3_000, freeOver: null, pickupSite: null } }));
  const stock = async () => Number((await app.db('product_options').where({ id: product.optionIds[0]! }).first()).stock);

  async function cardOrder(buyer: Member): Promise<{ _id: string; card: { amount: number; orderName: string } }> {
    const cart = (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: product.id, optionId: product.optionIds[0], quantity: 1 } })).json();
    const placed = await app.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds: [cart.carts[0]._id], address: ADDRESS, pickupSite: null, paymentMethod: 'CARD', expectedTotal: 23_000 } });
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
    t.match(order.card, { amount: 23_000, orderName: '린넨 앞치마' });
    const paid = await confirm(buyer, order._id, { paymentKey: 'pk_ok_1', amount: 23_000 });
    t.equal(paid.statusCode, 200, paid.body);
    t.equal(paid.json().order.status, 'PAID');
    const sent = provider.confirms.filter((call) => call.body.orderId === order._id);
    t.same(sent.map((call) => [call.idempotencyKey, call.body.amount]), [[`confirm-${order._id}`, 23_000]], 'the amount sent is the server\'s; the key is the order\'s');
    const again = await confirm(buyer, order._id, { paymentKey: 'pk_ok_1', amount: 23_000 });
    t.equal(again.json().order.status, 'PAID', 'a repeated confirm answers the paid order');
    t.equal(provider.confirms.filter((call) => call.body.orderId === order._id).length, 1, 'and asks the provider nothing more');
    t.same(await world.messagesTo(buyer.id), ['SHOP_ORDER_PAID']);
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

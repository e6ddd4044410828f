// Slice 3: orders from the cart, priced on the server, paid by bank deposit, fulfilled by each
// seller, cancelled by the buyer or by the clock at the deadline — with the real users and admin
// services (the outbox keeps the messages). SQLite and MySQL.
import t from 'tap';
import { addDays, seoulDate } from '@centre/contracts';
import { forEachDatabase } from '@centre/server-kit/testing';
import { productInput, shopWorld, STAFF, type Member } from './shop-world.ts';

const ADDRESS = { kind: 'KR', recipient: '김구매', phone: '01012345678', postcode: '02580', roadAddress: '서울특별시 동대문구 천호대로 1', detail: '101호' } as const;

await forEachDatabase(t, 'shop_orders', async (t, database) => {
  const world = await shopWorld(t, database);
  const { app } = world;
  const category = await world.category('주문');
  const seller = await world.member('APPROVED');
  const otherSeller = await world.member('APPROVED');
  // 25,000 won, 3,000 won shipping, free from 50,000 won.
  const apron = await world.productOnSale(seller, productInput(category, { options: [{ size: 'M', colour: '베이지', stock: 5 }, { size: 'L', colour: '베이지', stock: 5 }] }));
  // 12,000 won, 4,000 won shipping, never free.
  const pouch = await world.productOnSale(otherSeller, productInput(category, { price: 12_000, shipping: { fulfilment: 'DELIVERY', fee: 4_000, freeOver: null, pickupSite: null } }));
  const pickup = await world.productOnSale(seller, productInput(category, { price: 8_000, shipping: { fulfilment: 'PICKUP', fee: 0, freeOver: null, pickupSite: 'DAPSIMNI' } }));

  const stockOf = async (optionId: string) => Number((await app.db('product_options').where({ id: optionId }).first()).stock);
  const cartOf = async (buyer: Member, items: Array<[string, string, number]>) => {
    let cart: { carts: Array<{ _id: string }>; pickups: Array<{ _id: string }> } = { carts: [], pickups: [] };
    for (const [productId, optionId, quantity] of items) cart = (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId, optionId, quantity } })).json();
    return cart;
  };
  const order = (buyer: Member, payload: object) => app.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', ...payload } });

  t.test('without the centre\'s account no order is taken', async (t) => {
    const buyer = await world.member();
    const cart = await cartOf(buyer, [[apron.id, apron.optionIds[0]!, 1]]);
    const answer = await order(buyer, { itemIds: [cart.carts[0]!._id], expectedTotal: 28_000 });
    t.equal(answer.statusCode, 503);
    t.equal(answer.json().code, 'DEPOSIT_ACCOUNT_UNSET');
    t.equal(await stockOf(apron.optionIds[0]!), 5);
    await world.depositAccount();
  });

  t.test('totals are the server\'s: a different client total is 409 PRICE_CHANGED with nothing written', async (t) => {
    const buyer = await world.member();
    const cart = await cartOf(buyer, [[apron.id, apron.optionIds[0]!, 1], [pouch.id, pouch.optionIds[0]!, 2]]);
    const itemIds = cart.carts.map((item) => item._id);
    // 25,000 + 3,000 shipping; 24,000 + 4,000 shipping.
    const wrong = await order(buyer, { itemIds, expectedTotal: 49_000 });
    t.equal(wrong.statusCode, 409);
    t.equal(wrong.json().code, 'PRICE_CHANGED');
    t.equal(wrong.json().total, '56000');
    t.equal(await stockOf(apron.optionIds[0]!), 5, 'no stock taken');
    t.equal((await app.inject({ url: '/api/v1/me/orders', headers: buyer.headers })).json().summary.total, 0, 'no order written');
    t.equal((await app.inject({ url: '/api/v1/me/carts', headers: buyer.headers })).json().carts.length, 2, 'the cart is intact');
    const quote = await app.inject({ method: 'POST', url: '/api/v1/me/orders/quote', headers: buyer.headers, payload: { itemIds } });
    t.same(quote.json().quote, { itemsTotal: 49_000, shippingTotal: 7_000, discount: 0, pointsUsed: 0, total: 56_000 }, 'checkout asks the server for the total');
    const badCoupon = await app.inject({ method: 'POST', url: '/api/v1/me/orders/quote', headers: buyer.headers, payload: { itemIds, couponCode: 'NOPE-0000' } });
    t.equal(badCoupon.json().code, 'COUPON_UNKNOWN', 'a quote says why a coupon does not apply');
    t.equal((await app.inject({ method: 'POST', url: '/api/v1/me/orders/quote', headers: buyer.headers, payload: { itemIds, expectedTotal: 1 } })).statusCode, 400, 'a quote takes no total');
    t.equal(await stockOf(apron.optionIds[0]!), 5, 'a quote reserves nothing');
    t.equal((await order(buyer, { itemIds, expectedTotal: -1 })).statusCode, 400);
    t.equal((await order(buyer, { itemIds, expectedTotal: 56_000, total: 1 })).statusCode, 400, 'no unknown keys');
  });

  t.test('a maker buys, staff confirm the deposit, each seller ships their items, the buyer confirms', async (t) => {
    const buyer = await world.member();
    const cart = await cartOf(buyer, [[apron.id, apron.optionIds[0]!, 2], [pouch.id, pouch.optionIds[0]!, 1]]);
    const itemIds = cart.carts.map((item) => item._id);
    // 50,000 reaches the apron's free shipping; the pouch pays its 4,000.
    const placed = await order(buyer, { itemIds, expectedTotal: 66_000 });
    t.equal(placed.statusCode, 201, placed.body);
    const made = placed.json().order;
    t.match(made, { status: 'PENDING_PAYMENT', itemsTotal: 62_000, shippingTotal: 4_000, total: 66_000, address: ADDRESS, pickupSite: null });
    t.match(made.deposit, { bank: '신한은행', accountNumber: '140-012-345678', holder: '패션봉제지원센터', amount: 66_000, deadline: '2026-11-27T02:00:00.000Z' });
    t.equal(await stockOf(apron.optionIds[0]!), 3);
    t.equal((await app.inject({ url: '/api/v1/me/carts', headers: buyer.headers })).json().carts.length, 0, 'the bought lines left the cart');
    const orderId = made._id as string;

    // After the order, the seller's new price counts for new orders only.
    await app.inject({ method: 'PUT', url: `/api/v1/me/products/${apron.id}`, headers: seller.headers, payload: productInput(category, { price: 30_000, options: [{ _id: apron.optionIds[0]!, size: 'M', colour: '베이지', stock: 3 }, { _id: apron.optionIds[1]!, size: 'L', colour: '베이지', stock: 5 }] }) });
    const kept = (await app.inject({ url: `/api/v1/me/orders/${orderId}`, headers: buyer.headers })).json().order;
    t.equal(kept.items.find((item: { productId: string }) => item.productId === apron.id).unitPrice, 25_000, 'the order keeps what was bought');

    // Another member reaches nothing of it.
    const stranger = await world.member();
    t.equal((await app.inject({ url: `/api/v1/me/orders/${orderId}`, headers: stranger.headers })).statusCode, 404);
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/orders/${orderId}/cancel`, headers: stranger.headers })).statusCode, 404);

    const apronItem = made.items.find((item: { productId: string }) => item.productId === apron.id)._id as string;
    const pouchItem = made.items.find((item: { productId: string }) => item.productId === pouch.id)._id as string;
    const step = (who: Member, itemId: string, payload: object) => app.inject({ method: 'POST', url: `/api/v1/me/purchases/${orderId}/items/${itemId}/step`, headers: who.headers, payload });
    t.equal((await step(seller, apronItem, { step: 'PREPARING' })).json().code, 'ORDER_STATUS', 'nothing ships before payment');

    const paid = await app.inject({ method: 'POST', url: `/api/console/shop/orders/${orderId}/deposit`, headers: STAFF() });
    t.equal(paid.json().order.status, 'PAID');
    t.equal(paid.json().order.deposit, null);
    t.equal((await app.inject({ method: 'POST', url: `/api/console/shop/orders/${orderId}/deposit`, headers: STAFF() })).json().code, 'ORDER_STATUS', 'confirmed once');
    t.equal((await app.inject({ method: 'POST', url: `/api/console/shop/orders/${orderId}/deposit`, headers: buyer.headers })).statusCode, 403, 'a member is not staff');

    t.equal((await step(otherSeller, apronItem, { step: 'PREPARING' })).statusCode, 404, "not the other seller's item");
    t.equal((await step(seller, apronItem, { step: 'SHIPPED' })).json().code, 'TRACKING_REQUIRED');
    t.equal((await step(seller, apronItem, { step: 'SHIPPED', carrier: 'CJ대한통운', trackingNumber: '123456789012' })).json().status, 'PAID', 'the other seller has not moved');
    t.equal((await step(seller, apronItem, { step: 'PREPARING' })).json().code, 'ORDER_STATUS', 'never backwards');
    t.equal((await step(otherSeller, pouchItem, { step: 'SHIPPED', carrier: '우체국택배', trackingNumber: '6071234567890' })).json().status, 'SHIPPED');
    const purchases = (await app.inject({ url: '/api/v1/me/purchases', headers: otherSeller.headers })).json();
    t.equal(purchases.purchases.length, 1, "the seller sees their own item only");
    t.match(purchases.purchases[0], { orderId, orderStatus: 'SHIPPED', address: ADDRESS, item: { _id: pouchItem, carrier: '우체국택배' } });

    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/orders/${orderId}/cancel`, headers: buyer.headers })).json().code, 'ORDER_STATUS', 'no cancel once shipped');
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/orders/${orderId}/confirm`, headers: buyer.headers })).json().code, 'ORDER_STATUS', 'confirmed only when delivered');
    await step(seller, apronItem, { step: 'DELIVERED' });
    t.equal((await step(otherSeller, pouchItem, { step: 'DELIVERED' })).json().status, 'DELIVERED');
    const confirmed = await app.inject({ method: 'POST', url: `/api/v1/me/orders/${orderId}/confirm`, headers: buyer.headers });
    t.equal(confirmed.json().order.status, 'CONFIRMED');
    t.same(
      confirmed.json().order.history.filter((entry: { itemId: string | null }) => entry.itemId === null).map((entry: { status: string }) => entry.status),
      ['PENDING_PAYMENT', 'PAID', 'SHIPPED', 'DELIVERED', 'CONFIRMED'],
    );
    t.same(await world.messagesTo(buyer.id), ['SHOP_ORDER_RECEIVED', 'SHOP_ORDER_PAID', 'SHOP_ORDER_SHIPPED', 'SHOP_ORDER_SHIPPED']);
    const popular = await app.inject({ url: `/api/v1/shop/products?categoryId=${category}&sort=popular` });
    t.equal(popular.json().products[0]._id, apron.id, 'paid units count for popularity');

    const listed = await app.inject({ url: `/api/console/shop/orders?status=CONFIRMED&sellerId=${otherSeller.id}`, headers: STAFF() });
    t.same(listed.json().orders.map((one: { _id: string }) => one._id), [orderId]);
    // Staff also filter by payment method and by the Seoul days the order was placed.
    const placedOn = seoulDate(listed.json().orders[0].createdAt);
    const byDay = async (query: string) => (await app.inject({ url: `/api/console/shop/orders?sellerId=${otherSeller.id}&${query}`, headers: STAFF() })).json().orders.map((one: { _id: string }) => one._id);
    t.same(await byDay(`paymentMethod=BANK_DEPOSIT&from=${placedOn}&to=${placedOn}`), [orderId], 'placed that day, by deposit');
    t.same(await byDay(`paymentMethod=CARD`), [], 'not by card');
    t.same(await byDay(`from=${addDays(placedOn, 1)}`), [], 'not placed from the next day');
    t.same(await byDay(`to=${addDays(placedOn, -1)}`), [], 'not placed by the day before');
  });

  t.test('delivery and pickup are ordered apart; a pickup names its site', async (t) => {
    const buyer = await world.member();
    const cart = await cartOf(buyer, [[apron.id, apron.optionIds[1]!, 1], [pickup.id, pickup.optionIds[0]!, 1]]);
    const both = [cart.carts[0]!._id, cart.pickups[0]!._id];
    t.equal((await order(buyer, { itemIds: both, expectedTotal: 41_000 })).json().code, 'FULFILMENT_MIXED');
    t.equal((await order(buyer, { itemIds: [cart.carts[0]!._id], address: null, expectedTotal: 33_000 })).json().code, 'ADDRESS_REQUIRED');
    t.equal((await order(buyer, { itemIds: [cart.pickups[0]!._id], address: null, pickupSite: 'YONGSIN', expectedTotal: 8_000 })).json().code, 'PICKUP_SITE');
    t.equal((await order(buyer, { itemIds: [cart.carts[0]!._id], address: { ...ADDRESS, postcode: '1234' }, expectedTotal: 33_000 })).statusCode, 400, 'a Korean postcode is five digits');
    const picked = await order(buyer, { itemIds: [cart.pickups[0]!._id], address: null, pickupSite: 'DAPSIMNI', expectedTotal: 8_000 });
    t.equal(picked.statusCode, 201);
    t.match(picked.json().order, { pickupSite: 'DAPSIMNI', address: null, shippingTotal: 0, total: 8_000 });
    const overseas = await order(buyer, { itemIds: [cart.carts[0]!._id], address: { kind: 'OVERSEAS', recipient: 'Hanako Sato', phone: '+81 3 1234 5678', country: 'JP', lines: '1-2-3 Shibuya', city: 'Tokyo', postcode: '150-0002' }, expectedTotal: 33_000 });
    t.equal(overseas.statusCode, 201, overseas.body);
  });

  t.test('the buyer cancels before shipping and the stock comes back', async (t) => {
    const buyer = await world.member();
    const before = await stockOf(apron.optionIds[1]!);
    const cart = await cartOf(buyer, [[apron.id, apron.optionIds[1]!, 2]]);
    const placed = (await order(buyer, { itemIds: [cart.carts[0]!._id], expectedTotal: 60_000 })).json().order;
    t.equal(await stockOf(apron.optionIds[1]!), before - 2);
    const cancelled = await app.inject({ method: 'POST', url: `/api/v1/me/orders/${placed._id}/cancel`, headers: buyer.headers });
    t.match(cancelled.json().order, { status: 'CANCELLED', cancelReason: '구매자 취소' });
    t.equal(await stockOf(apron.optionIds[1]!), before);
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/orders/${placed._id}/cancel`, headers: buyer.headers })).json().code, 'ORDER_STATUS');
    t.equal(await stockOf(apron.optionIds[1]!), before, 'given back once');
    t.same(await world.messagesTo(buyer.id), ['SHOP_ORDER_RECEIVED', 'SHOP_ORDER_CANCELLED']);
  });

  t.test('unpaid orders cancel themselves at the deadline, once', async (t) => {
    const buyer = await world.member();
    const scarf = await world.productOnSale(seller, productInput(category, { price: 20_000, options: [{ size: 'FREE', colour: '남색', stock: 4 }] }));
    const cart = await cartOf(buyer, [[scarf.id, scarf.optionIds[0]!, 3]]);
    const placed = (await order(buyer, { itemIds: [cart.carts[0]!._id], expectedTotal: 60_000 })).json().order;
    t.equal(await stockOf(scarf.optionIds[0]!), 1);
    world.clock.advance(3 * 86_400_000 - 60_000);
    await app.shopClock.tick();
    t.equal((await app.inject({ url: `/api/v1/me/orders/${placed._id}`, headers: buyer.headers })).json().order.status, 'PENDING_PAYMENT', 'not before the deadline');
    world.clock.advance(60_000);
    // Two ticks at once (as two instances would): the order is cancelled and its stock given back once.
    await Promise.all([app.shopClock.tick(), app.shopClock.tick()]);
    const cancelled = (await app.inject({ url: `/api/v1/me/orders/${placed._id}`, headers: buyer.headers })).json().order;
    t.match(cancelled, { status: 'CANCELLED', cancelReason: '결제 기한 경과' });
    t.equal(await stockOf(scarf.optionIds[0]!), 4);
    t.equal(await app.shopClock.tick(), 0, 'nothing left to cancel');
    t.equal(await stockOf(scarf.optionIds[0]!), 4);
    t.same(await world.messagesTo(buyer.id), ['SHOP_ORDER_RECEIVED', 'SHOP_ORDER_CANCELLED']);
  });
});

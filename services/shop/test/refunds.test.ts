// Withdrawal (청약철회) and refunds, in full and in part, through the payment adapter against a
// REAL HTTP server speaking the provider's protocol (payment-provider.ts); the deposit's return by
// staff; the legal period; stock, points and coupon given back; messages; the clock's confirmation
// 7 days after delivery (times set, never waited for). SQLite and MySQL.
import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { ADDRESS, NOW, productInput, shopWorld, STAFF, type Member } from './shop-world.ts';
import { SECRET_KEY, startProvider, WEBHOOK_SECRET } from './payment-provider.ts';

const DAY = 86_400_000;
const ACCOUNT = { bank: '국민은행', accountNumber: '123-45-678901', holder: '김구매' };

interface OrderView {
  _id: string;
  status: string;
  total: number;
  items: Array<{ _id: string; productId: string; refundState: string | null; sellerId: string }>;
  refunds: Array<{ _id: string; status: string; value: number; refundedAmount: number; refundedPoints: number; deduction: number; refundAccount: object | null }>;
  refundedTotal: number;
  refundedPoints: number;
  withdrawUntil: string | null;
  deliveredAt: string | null;
  history: Array<{ status: string; note: string | null }>;
}

await forEachDatabase(t, 'shop_refunds', async (t, database) => {
  const provider = await startProvider(t);
  const world = await shopWorld(t, database, { payment: { url: provider.url, secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET } });
  const { app } = world;
  await world.depositAccount();
  const category = await world.category('환불');
  const seller = await world.member('APPROVED');
  const otherSeller = await world.member('APPROVED');
  const delivery = { fulfilment: 'DELIVERY', fee: 3_000, freeOver: null, pickupSite: null } as const;
  const apron = await world.productOnSale(seller, productInput(category, { price: 20_000, options: [{ size: 'M', colour: '흰색', stock: 10 }], shipping: delivery }));
  const pouch = await world.productOnSale(seller, productInput(category, { title: { ko: '파우치', en: 'Pouch', cn: '', jp: '' }, price: 10_000, options: [{ size: 'S', colour: '남색', stock: 10 }], shipping: delivery }));
  const scarf = await world.productOnSale(otherSeller, productInput(category, { title: { ko: '스카프', en: 'Scarf', cn: '', jp: '' }, price: 15_000, options: [{ size: 'FREE', colour: '빨강', stock: 10 }], shipping: delivery }));
  const stockOf = async (optionId: string) => Number((await app.db('product_options').where({ id: optionId }).first()).stock);
  const soldOf = async (productId: string) => Number((await app.db('products').where({ id: productId }).first()).sold_count);

  const get = async (buyer: Member, id: string): Promise<OrderView> => (await app.inject({ url: `/api/v1/me/orders/${id}`, headers: buyer.headers })).json().order;
  const ask = (buyer: Member, id: string, payload: object) => app.inject({ method: 'POST', url: `/api/v1/me/orders/${id}/refund`, headers: buyer.headers, payload });
  const sellerSays = (who: Member, id: string, decision: 'approve' | 'reject', payload: object) => app.inject({ method: 'POST', url: `/api/v1/me/purchases/${id}/refund/${decision}`, headers: who.headers, payload });
  const staffSays = (id: string, decision: 'approve' | 'reject', payload: object, headers: Record<string, string> = STAFF()) => app.inject({ method: 'POST', url: `/api/console/shop/orders/${id}/refund/${decision}`, headers, payload });

  /** An order of these lines, paid (by card through the provider, or by deposit confirmed by staff) and delivered. */
  async function deliveredOrder(buyer: Member, lines: Array<[{ id: string; optionIds: string[] }, number]>, how: { method: 'CARD' | 'BANK_DEPOSIT'; couponCode?: string; points?: number; deliver?: boolean }): Promise<OrderView> {
    const itemIds: string[] = [];
    for (const [product, quantity] of lines) {
      const cart = (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: product.id, optionId: product.optionIds[0], quantity } })).json();
      itemIds.push(...cart.carts.filter((line: { productId: string }) => line.productId === product.id).map((line: { _id: string }) => line._id));
    }
    const extra = { ...(how.couponCode ? { couponCode: how.couponCode } : {}), ...(how.points ? { points: how.points } : {}) };
    const quote = (await app.inject({ method: 'POST', url: '/api/v1/me/orders/quote', headers: buyer.headers, payload: { itemIds, ...extra } })).json().quote;
    const placed = await app.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds, address: ADDRESS, pickupSite: null, paymentMethod: how.method, expectedTotal: quote.total, ...extra } });
    if (placed.statusCode !== 201) throw new Error(placed.body);
    const order = placed.json().order as OrderView;
    const paid =
      how.method === 'CARD'
        ? await app.inject({ method: 'POST', url: `/api/v1/me/orders/${order._id}/payment`, headers: buyer.headers, payload: { paymentKey: `pk_${order._id.slice(-12)}`, amount: order.total } })
        : await app.inject({ method: 'POST', url: `/api/console/shop/orders/${order._id}/deposit`, headers: STAFF() });
    if (paid.statusCode !== 200) throw new Error(paid.body);
    if (how.deliver === false) return get(buyer, order._id);
    for (const item of order.items) {
      const who = item.sellerId === seller.id ? seller : otherSeller;
      for (const payload of [{ step: 'SHIPPED', carrier: 'CJ대한통운', trackingNumber: '123456789012' }, { step: 'DELIVERED' }]) {
        const stepped = await app.inject({ method: 'POST', url: `/api/v1/me/purchases/${order._id}/items/${item._id}/step`, headers: who.headers, payload });
        if (stepped.statusCode !== 200) throw new Error(stepped.body);
      }
    }
    return get(buyer, order._id);
  }

  t.test('a card order withdrawn in two parts: the seller then staff approve, money through the provider, then points, then the coupon', async (t) => {
    world.clock.set(NOW);
    const buyer = await world.member();
    t.equal((await app.inject({ method: 'POST', url: '/api/console/shop/points', headers: STAFF(), payload: { memberId: buyer.id, delta: 5_000, reason: '이벤트' } })).statusCode, 200);
    t.equal((await app.inject({ method: 'POST', url: '/api/console/shop/coupons', headers: STAFF(), payload: { code: 'BACK-4000', kind: 'FIXED', value: 4_000, minOrder: 10_000, maxDiscount: null, validFrom: '2026-11-01T00:00:00.000Z', validTo: '2026-12-31T00:00:00.000Z', totalLimit: null } })).statusCode, 201);
    const apronStock = await stockOf(apron.optionIds[0]!);
    const pouchStock = await stockOf(pouch.optionIds[0]!);
    // Items 40,000 + shipping 6,000 − coupon 4,000 − points 2,000 = 40,000 by card.
    const order = await deliveredOrder(buyer, [[apron, 1], [pouch, 2]], { method: 'CARD', couponCode: 'back-4000', points: 2_000 });
    t.match(order, { status: 'DELIVERED', total: 40_000, deliveredAt: NOW, withdrawUntil: new Date(Date.parse(NOW) + 7 * DAY).toISOString() });
    const apronItem = order.items.find((item) => item.productId === apron.id)!._id;
    const pouchItem = order.items.find((item) => item.productId === pouch.id)!._id;
    const paymentKey = `pk_${order._id.slice(-12)}`;

    const stranger = await world.member();
    t.equal((await ask(stranger, order._id, { itemIds: [pouchItem], reason: '변심' })).statusCode, 404, "another member's order is not reached");
    t.equal((await ask(buyer, order._id, { itemIds: [pouchItem], reason: '' })).statusCode, 400, 'a reason is needed');
    t.equal((await ask(buyer, order._id, { itemIds: [pouchItem], reason: 'x'.repeat(501) })).statusCode, 400, 'a reason of 500 characters at most');
    t.equal((await ask(buyer, order._id, { itemIds: [stranger.id.replace(/.$/, '0')], reason: '변심' })).json().code, 'REFUND_ITEMS');
    t.equal((await staffSays(order._id, 'approve', {})).json().code, 'REFUND_NOT_FOUND', 'nothing to approve before a request');

    // 1. The pouches: 20,000 less their half of the coupon (2,000) = 18,000, all as money.
    const asked = await ask(buyer, order._id, { itemIds: [pouchItem], reason: '사이즈가 맞지 않아요' });
    t.equal(asked.statusCode, 200, asked.body);
    t.match(asked.json().order, { status: 'REFUND_REQUESTED', refunds: [{ status: 'REQUESTED', value: 18_000, refundAccount: null }] });
    t.equal(asked.json().order.items.find((item: { _id: string }) => item._id === pouchItem).refundState, 'REQUESTED');
    t.equal((await ask(buyer, order._id, { itemIds: [apronItem], reason: '또' })).json().code, 'ORDER_STATUS', 'one request at a time');
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/orders/${order._id}/confirm`, headers: buyer.headers })).json().code, 'ORDER_STATUS', 'no confirmation while a refund is asked');
    t.same(await world.messagesTo(seller.id), ['SHOP_REFUND_REQUESTED'], 'the seller is told');
    const purchase = (await app.inject({ url: '/api/v1/me/purchases', headers: seller.headers })).json().purchases.find((one: { item: { _id: string } }) => one.item._id === pouchItem);
    t.equal(purchase.refundReason, '사이즈가 맞지 않아요', 'the seller reads the reason');

    t.equal((await sellerSays(otherSeller, order._id, 'approve', {})).statusCode, 404, "not the other seller's items");
    t.equal((await sellerSays(seller, order._id, 'approve', { deduction: 18_001 })).json().code, 'REFUND_DEDUCTION');
    t.equal((await sellerSays(seller, order._id, 'approve', { deduction: -1 })).statusCode, 400);
    const approved = await sellerSays(seller, order._id, 'approve', {});
    t.equal(approved.statusCode, 200, approved.body);
    t.same(approved.json(), { status: 'DELIVERED' }, 'the order is back where it stood; the seller learns no more');
    const firstRefund = (await get(buyer, order._id)).refunds[0]!._id;
    t.same(provider.cancels.map((call) => [call.paymentKey, call.idempotencyKey, call.body.cancelAmount]), [[paymentKey, `refund-${firstRefund}`, 18_000]], 'the amount the server computed, under the request\'s key');
    t.equal(provider.balances.get(paymentKey), 22_000);
    t.equal(await stockOf(pouch.optionIds[0]!), pouchStock, 'the pouches are back in stock');
    t.equal(await stockOf(apron.optionIds[0]!), apronStock - 1);
    t.equal(await soldOf(pouch.id), 0, 'and no longer count as sold');
    let now = await get(buyer, order._id);
    t.match(now, { status: 'DELIVERED', refundedTotal: 18_000, refundedPoints: 0, refunds: [{ status: 'APPROVED', refundedAmount: 18_000, refundedPoints: 0 }] });
    t.equal((await sellerSays(seller, order._id, 'approve', {})).json().code, 'REFUND_NOT_FOUND', 'approved once');
    t.equal((await ask(buyer, order._id, { itemIds: [pouchItem], reason: '다시' })).json().code, 'REFUND_ITEMS', 'an item is withdrawn once');
    // The sales figures leave out what was given back: the apron and the shipping remain (46,000 − 20,000).
    const figures = async (name: string) => (await app.inject({ url: `/api/console/statistics/shop/${name}?from=2026-11-24&to=2026-11-24`, headers: STAFF() })).json();
    t.same((await figures('dailySales')).sales, [{ key: '2026-11-24', orders: 1, amount: 26_000 }]);
    t.same((await figures('productsSales')).products.map((one: { productId: string; quantity: number }) => [one.productId, one.quantity]), [[apron.id, 1]]);

    // 2. The apron, the last item: everything left — 24,000 (its 20,000, the shipping 6,000, less the coupon's other 2,000) — 22,000 money, then 2,000 points.
    t.equal((await ask(buyer, order._id, { itemIds: [apronItem], reason: '색이 달라요' })).statusCode, 200);
    t.equal((await staffSays(order._id, 'approve', {}, buyer.headers)).statusCode, 403, 'a member is not staff');
    const done = await staffSays(order._id, 'approve', { note: '반품 확인' });
    t.equal(done.statusCode, 200, done.body);
    now = done.json().order;
    t.match(now, { status: 'REFUNDED', refundedTotal: 40_000, refundedPoints: 2_000, withdrawUntil: null });
    t.match(now.refunds[1], { value: 24_000, refundedAmount: 22_000, refundedPoints: 2_000 });
    t.equal(provider.balances.get(paymentKey), 0, 'the provider gave back all that was paid');
    t.equal((await app.inject({ url: '/api/v1/me/points', headers: buyer.headers })).json().balance, 5_000, 'the points spent are back');
    t.equal(await app.points.ledgerSum(buyer.id), 5_000, 'the balance is the ledger');
    t.equal(Number((await app.db('coupons').where({ code: 'BACK-4000' }).first()).used), 0, 'the coupon use is given back');
    t.equal(await stockOf(apron.optionIds[0]!), apronStock);
    t.same((await figures('dailySales')).sales, [{ key: '2026-11-24', orders: 0, amount: 0 }], 'a refunded order sold nothing');
    // The clock stands still in the test, so the messages are compared as a set of templates.
    t.same((await world.messagesTo(buyer.id)).sort(), ['SHOP_ORDER_PAID', 'SHOP_ORDER_REFUNDED', 'SHOP_ORDER_REFUNDED', 'SHOP_ORDER_SHIPPED', 'SHOP_ORDER_SHIPPED']);
  });

  t.test('a deposit order: the account is asked, only staff return the money; a refusal puts the order back', async (t) => {
    world.clock.set(NOW);
    const buyer = await world.member();
    const order = await deliveredOrder(buyer, [[scarf, 1]], { method: 'BANK_DEPOSIT' });
    const item = order.items[0]!._id;
    t.equal(order.total, 18_000);
    t.equal((await ask(buyer, order._id, { itemIds: [item], reason: '변심' })).json().code, 'REFUND_ACCOUNT_REQUIRED');
    t.equal((await ask(buyer, order._id, { itemIds: [item], reason: '변심', refundAccount: { ...ACCOUNT, accountNumber: 'abc' } })).statusCode, 400);
    t.equal((await ask(buyer, order._id, { itemIds: [item], reason: '변심', refundAccount: ACCOUNT })).statusCode, 200);
    t.equal((await sellerSays(otherSeller, order._id, 'approve', {})).json().code, 'REFUND_BY_STAFF', 'a deposit goes back by the centre');
    t.equal((await staffSays(order._id, 'reject', { reason: '' })).statusCode, 400);
    const refused = await staffSays(order._id, 'reject', { reason: '사용 흔적이 있습니다' });
    t.equal(refused.statusCode, 200, refused.body);
    t.match(refused.json().order, { status: 'DELIVERED', items: [{ refundState: null }], refunds: [{ status: 'REJECTED' }] });
    t.ok((await world.messagesTo(buyer.id)).includes('SHOP_REFUND_REJECTED'), 'the buyer is told why');

    t.equal((await ask(buyer, order._id, { itemIds: [item], reason: '다시 요청합니다', refundAccount: ACCOUNT })).statusCode, 200);
    const seen = (await app.inject({ url: `/api/console/shop/orders/${order._id}`, headers: STAFF() })).json().order;
    t.same(seen.refunds[1].refundAccount, ACCOUNT, 'staff see where to return it');
    const cancelsBefore = provider.cancels.length;
    // The return's shipping (3,000) is deducted: 15,000 goes back by transfer.
    const approved = await staffSays(order._id, 'approve', { deduction: 3_000, note: '반품 배송비 차감' });
    t.equal(approved.statusCode, 200, approved.body);
    t.match(approved.json().order, { status: 'REFUNDED', refundedTotal: 15_000, refunds: [{}, { refundedAmount: 15_000, deduction: 3_000 }] });
    t.equal(provider.cancels.length, cancelsBefore, 'the provider is not asked for a deposit');

    // What shop staff see of the buyer: the list in outline, one order in full, a decided refund's account masked.
    const listed = (await app.inject({ url: `/api/console/shop/orders?buyerId=${buyer.id}`, headers: STAFF() })).json().orders[0];
    t.same(listed.address, { ...ADDRESS, recipient: '김*매', phone: '010****5678', roadAddress: '서울특별시 동대문구 …', detail: '' }, 'the list: name, phone and address in outline');
    t.equal(listed.refunds[0].refundAccount.accountNumber, '123****8901', 'the list: accounts masked');
    const opened = (await app.inject({ url: `/api/console/shop/orders/${order._id}`, headers: STAFF() })).json().order;
    t.same(opened.address, ADDRESS, 'one order opened: the delivery address in full');
    t.same(opened.refunds[1].refundAccount, { bank: ACCOUNT.bank, accountNumber: '123****8901', holder: '김*매' }, 'a decided refund: the account masked');
    t.same((await get(buyer, order._id)).refunds[1]!.refundAccount, ACCOUNT, 'the buyer reads their own in full');
    const raw = JSON.stringify((await app.inject({ url: `/api/console/shop/orders?buyerId=${buyer.id}`, headers: STAFF() })).json());
    t.notOk(raw.includes('01012345678') || raw.includes('123-45-678901'), 'the list carries no full phone or account number anywhere');
  });

  t.test('the provider failing leaves the request waiting; a retry refunds once', async (t) => {
    world.clock.set(NOW);
    const buyer = await world.member();
    const order = await deliveredOrder(buyer, [[pouch, 1]], { method: 'CARD' });
    t.equal((await ask(buyer, order._id, { itemIds: [order.items[0]!._id], reason: '불량' })).statusCode, 200);
    provider.state.refuseCancels = true;
    const failed = await sellerSays(seller, order._id, 'approve', {});
    provider.state.refuseCancels = false;
    t.equal(failed.statusCode, 503);
    t.equal(failed.json().code, 'PAYMENT_UNAVAILABLE');
    t.match(await get(buyer, order._id), { status: 'REFUND_REQUESTED', refunds: [{ status: 'REQUESTED' }], refundedTotal: 0 });
    const retried = await sellerSays(seller, order._id, 'approve', {});
    t.same(retried.json(), { status: 'REFUNDED' });
    const calls = provider.cancels.filter((call) => call.paymentKey === `pk_${order._id.slice(-12)}`);
    t.equal(calls.length, 2);
    t.equal(calls[0]!.idempotencyKey, calls[1]!.idempotencyKey, 'the retry uses the same key');
    t.equal(provider.balances.get(`pk_${order._id.slice(-12)}`), 0);
  });

  t.test('the legal period: 7 days from delivery; before delivery the buyer cancels a paid card order through the provider', async (t) => {
    world.clock.set(NOW);
    const buyer = await world.member();
    const late = await deliveredOrder(buyer, [[apron, 1]], { method: 'CARD' });
    world.clock.set(new Date(Date.parse(NOW) + 7 * DAY + 60_000));
    t.equal((await ask(buyer, late._id, { itemIds: [late.items[0]!._id], reason: '변심' })).json().code, 'WITHDRAWAL_PERIOD_OVER');

    world.clock.set(NOW);
    const paid = await deliveredOrder(buyer, [[apron, 1]], { method: 'CARD', deliver: false });
    t.equal(paid.status, 'PAID');
    t.equal((await ask(buyer, paid._id, { itemIds: [paid.items[0]!._id], reason: '변심' })).json().code, 'ORDER_STATUS', 'a paid order is cancelled, not withdrawn');
    const cancelled = await app.inject({ method: 'POST', url: `/api/v1/me/orders/${paid._id}/cancel`, headers: buyer.headers });
    t.equal(cancelled.json().order.status, 'CANCELLED');
    t.equal(cancelled.json().order.refundedTotal, 23_000);
    t.same(provider.cancels.filter((call) => call.paymentKey === `pk_${paid._id.slice(-12)}`).map((call) => [call.idempotencyKey, call.body.cancelAmount]), [[`cancel-${paid._id}`, 23_000]]);
  });

  t.test('the clock confirms an order 7 days after delivery, once, and not one waiting on a refund', async (t) => {
    world.clock.set(NOW);
    const buyer = await world.member();
    const quiet = await deliveredOrder(buyer, [[pouch, 1]], { method: 'CARD' });
    const asking = await deliveredOrder(buyer, [[pouch, 1]], { method: 'CARD' });
    t.equal((await ask(buyer, asking._id, { itemIds: [asking.items[0]!._id], reason: '불량' })).statusCode, 200);
    world.clock.set(new Date(Date.parse(NOW) + 7 * DAY - 60_000));
    await app.shopClock.tick();
    t.equal((await get(buyer, quiet._id)).status, 'DELIVERED', 'not before the seventh day');
    world.clock.set(new Date(Date.parse(NOW) + 7 * DAY + 60_000));
    const instances = await world.instances();
    await Promise.all(instances.map((instance) => instance.shopClock.tick()));
    const confirmed = await get(buyer, quiet._id);
    t.equal(confirmed.status, 'CONFIRMED');
    t.equal(confirmed.history.filter((entry) => entry.status === 'CONFIRMED').length, 1, 'confirmed once, whichever instance ticked');
    t.equal((await get(buyer, asking._id)).status, 'REFUND_REQUESTED', 'a refund asked keeps the order open');
  });
});

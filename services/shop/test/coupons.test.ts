// Coupons: codes in any case, validity, minimum order, uses per member (once unless staff say
// more), an overall limit and the per-member limit that hold under parallel checkouts, given back
// on cancel — on SQLite, and on MySQL with two shop instances.
import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { ADDRESS, productInput, shopWorld, STAFF, type Member } from './shop-world.ts';

await forEachDatabase(t, 'shop_coupons', async (t, database) => {
  const world = await shopWorld(t, database);
  const { app } = world;
  const instances = await world.instances();
  await world.depositAccount();
  const category = await world.category('쿠폰');
  const seller = await world.member('APPROVED');
  // 20,000 won, free shipping.
  const product = await world.productOnSale(seller, productInput(category, { price: 20_000, options: [{ size: 'FREE', colour: '회색', stock: 100 }], shipping: { fulfilment: 'DELIVERY', fee: 0, freeOver: null, pickupSite: null } }));
  const coupon = (code: string, extra: object = {}) =>
    app.inject({ method: 'POST', url: '/api/console/shop/coupons', headers: STAFF(), payload: { code, kind: 'FIXED', value: 5_000, minOrder: 10_000, maxDiscount: null, validFrom: '2026-11-01T00:00:00.000Z', validTo: '2026-12-31T00:00:00.000Z', totalLimit: null, ...extra } });
  const buy = async (i: number, buyer: Member, couponCode: string, expectedTotal: number, quantity = 1) => {
    const added = (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: product.id, optionId: product.optionIds[0], quantity: 1 } })).json();
    // A refused order leaves its line in the cart: the quantity is set, not added to.
    const cart = (await app.inject({ method: 'PUT', url: `/api/v1/me/carts/${added.carts[0]._id}`, headers: buyer.headers, payload: { quantity } })).json();
    return instances[i % instances.length]!.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds: [cart.carts[0]._id], address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', couponCode, expectedTotal } });
  };

  t.test('a code in any case; each refusal says why; once per member; given back on cancel', async (t) => {
    t.equal((await coupon('WELCOME-5000')).statusCode, 201);
    t.equal((await coupon('welcome-5000')).json().code, 'COUPON_CODE_TAKEN');
    t.equal((await coupon('OLD-1', { validFrom: '2026-01-01T00:00:00.000Z', validTo: '2026-02-01T00:00:00.000Z' })).statusCode, 201);
    t.equal((await coupon('PCT-10', { kind: 'PERCENT', value: 10, maxDiscount: 3_000 })).statusCode, 201);
    t.equal((await coupon('PCT-99', { kind: 'PERCENT', value: 99 })).json().code, 'COUPON_RULE');
    const buyer = await world.member();
    t.equal((await buy(0, buyer, 'NOPE-0000', 20_000)).json().code, 'COUPON_UNKNOWN');
    t.equal((await buy(0, buyer, 'old-1', 15_000)).json().code, 'COUPON_EXPIRED');
    const placed = await buy(0, buyer, 'Welcome-5000', 15_000);
    t.equal(placed.statusCode, 201, placed.body);
    t.match(placed.json().order, { discount: 5_000, total: 15_000 });
    t.equal((await buy(0, buyer, 'WELCOME-5000', 15_000)).json().code, 'COUPON_USED');
    const percent = await buy(0, buyer, 'pct-10', 57_000, 3);
    t.match(percent.json().order, { discount: 3_000, total: 57_000 }, '10 % of 60,000 capped at 3,000');
    await app.inject({ method: 'POST', url: `/api/v1/me/orders/${placed.json().order._id}/cancel`, headers: buyer.headers });
    t.equal((await buy(0, buyer, 'WELCOME-5000', 15_000)).statusCode, 201, 'a cancelled order gives its coupon back');
    const used = (await app.inject({ url: '/api/v1/me/coupons', headers: buyer.headers })).json();
    t.same(used.coupons.map((entry: { code: string }) => entry.code).sort(), ['PCT-10', 'WELCOME-5000'], 'the member sees the coupons they used');
    t.equal(used.summary.total, 2);
    t.equal((await app.inject({ url: '/api/v1/me/coupons', headers: (await world.member()).headers })).json().summary.total, 0, "another member's uses are not theirs");
    const member = await world.member();
    t.equal((await app.inject({ method: 'POST', url: '/api/console/shop/coupons', headers: member.headers, payload: {} })).statusCode, 403);
  });

  t.test('the overall limit holds under parallel checkouts', async (t) => {
    t.equal((await coupon('RUSH-3', { totalLimit: 3 })).statusCode, 201);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => world.member()));
    const answers = await Promise.all(buyers.map((buyer, i) => buy(i, buyer, 'rush-3', 15_000)));
    const codes = answers.map((answer) => (answer.statusCode === 201 ? 'OK' : answer.json().code));
    t.equal(codes.filter((code) => code === 'OK').length, 3);
    t.equal(codes.filter((code) => code === 'COUPON_EXHAUSTED').length, 5);
    t.equal(Number((await app.db('coupons').where({ code_key: 'RUSH-3' }).first()).used), 3);
    // One member's two checkouts at once: one use.
    t.equal((await coupon('TWICE-1')).statusCode, 201);
    const buyer = await world.member();
    const twice = await Promise.all([0, 1].map(async (i) => {
      const own = await world.productOnSale(seller, productInput(category, { price: 20_000, options: [{ size: 'FREE', colour: `색${i}`, stock: 5 }], shipping: { fulfilment: 'DELIVERY', fee: 0, freeOver: null, pickupSite: null } }));
      const cart = (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: own.id, optionId: own.optionIds[0], quantity: 1 } })).json();
      return cart.carts.find((item: { productId: string }) => item.productId === own.id)._id as string;
    }));
    const both = await Promise.all(twice.map((itemId, i) => instances[i % instances.length]!.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds: [itemId], address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', couponCode: 'twice-1', expectedTotal: 15_000 } })));
    t.same(both.map((answer) => (answer.statusCode === 201 ? 'OK' : answer.json().code)).sort(), ['COUPON_USED', 'OK']);

    // One member, a limit of two, five checkouts at once over both instances: exactly two.
    t.equal((await coupon('TWO-EACH', { perMemberLimit: 2 })).statusCode, 201);
    const member = await world.member();
    const lines = await Promise.all(
      [0, 1, 2, 3, 4].map(async (i) => {
        const own = await world.productOnSale(seller, productInput(category, { price: 20_000, options: [{ size: 'FREE', colour: `둘${i}`, stock: 5 }], shipping: { fulfilment: 'DELIVERY', fee: 0, freeOver: null, pickupSite: null } }));
        const cart = (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: member.headers, payload: { productId: own.id, optionId: own.optionIds[0], quantity: 1 } })).json();
        return cart.carts.find((item: { productId: string }) => item.productId === own.id)._id as string;
      }),
    );
    const order = (itemId: string, i: number) => instances[i % instances.length]!.inject({ method: 'POST', url: '/api/v1/me/orders', headers: member.headers, payload: { itemIds: [itemId], address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', couponCode: 'two-each', expectedTotal: 15_000 } });
    const five = await Promise.all(lines.map(order));
    t.same(five.map((answer) => (answer.statusCode === 201 ? 'OK' : answer.json().code)).sort(), ['COUPON_USED', 'COUPON_USED', 'COUPON_USED', 'OK', 'OK'], 'two uses of five');
    t.equal(await app.coupons.usesBy((await app.coupons.byCode('TWO-EACH'))!.id, member.id), 2);
    t.equal(Number((await app.coupons.byCode('TWO-EACH'))!.used), 2, 'the overall count moved with them');
    // A cancelled order gives one use back: one more checkout, then no more.
    const first = five.find((answer) => answer.statusCode === 201)!.json().order;
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/orders/${first._id}/cancel`, headers: member.headers })).statusCode, 200);
    const left = five.flatMap((answer, i) => (answer.statusCode === 201 ? [] : [lines[i]!]));
    t.equal((await order(left[0]!, 0)).statusCode, 201, 'the use given back is used again');
    t.equal((await order(left[1]!, 1)).json().code, 'COUPON_USED');
  });

  t.test('the per-member limit is a bounded integer, once unless staff say more', async (t) => {
    for (const perMemberLimit of [0, 100, 1.5, '2']) t.equal((await coupon(`BAD-${String(perMemberLimit).replace('.', '')}-LIMIT`, { perMemberLimit })).statusCode, 400, `${JSON.stringify(perMemberLimit)} refused`);
    const made = await coupon('NINETY-NINE', { perMemberLimit: 99 });
    t.equal(made.json().coupon.perMemberLimit, 99);
    t.equal((await coupon('PLAIN-ONCE')).json().coupon.perMemberLimit, 1, 'not given: once');
    // A coupon written before the limit existed (no value for the column) keeps one use.
    await app.db('coupons').insert({ id: '0190a5a0-0000-7000-8000-0000000000c1', code_key: 'OLDER-ONE', code: 'OLDER-ONE', kind: 'FIXED', value: 1_000, min_order: 0, max_discount: null, valid_from: '2026-11-01T00:00:00.000Z', valid_to: '2026-12-31T00:00:00.000Z', total_limit: null, used: 0, created_at: '2026-11-01T00:00:00.000Z' });
    const listed = (await app.inject({ url: '/api/console/shop/coupons', headers: STAFF() })).json().coupons;
    t.equal(listed.find((entry: { code: string }) => entry.code === 'OLDER-ONE').perMemberLimit, 1);
  });
});

// Points: a ledger whose sum is the balance, spent at checkout, given back on cancel, adjusted by
// staff, and never negative under parallel checkouts — on SQLite, and on MySQL with two shop
// instances on one database.
import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { ADDRESS, productInput, shopWorld, STAFF, type Member } from './shop-world.ts';

await forEachDatabase(t, 'shop_points', async (t, database) => {
  const world = await shopWorld(t, database);
  const { app } = world;
  const instances = await world.instances();
  await world.depositAccount();
  const category = await world.category('적립금');
  const seller = await world.member('APPROVED');
  const product = await world.productOnSale(seller, productInput(category, { price: 10_000, options: [{ size: 'FREE', colour: '회색', stock: 50 }], shipping: { fulfilment: 'DELIVERY', fee: 0, freeOver: null, pickupSite: null } }));
  const grant = (memberId: string, delta: number, headers: Record<string, string> = STAFF()) => app.inject({ method: 'POST', url: '/api/console/shop/points', headers, payload: { memberId, delta, reason: '이벤트 적립' } });
  const points = async (buyer: Member) => (await app.inject({ url: '/api/v1/me/points', headers: buyer.headers })).json();
  const cartLine = async (buyer: Member) => (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: product.id, optionId: product.optionIds[0], quantity: 1 } })).json().carts[0]._id as string;
  const order = (i: number, buyer: Member, itemId: string, used: number) =>
    instances[i % instances.length]!.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds: [itemId], address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', points: used, expectedTotal: 10_000 - used } });

  t.test('staff grant points with a reason; the member reads the balance and its ledger', async (t) => {
    const buyer = await world.member();
    t.equal((await grant(buyer.id, 5_000)).json().balance, 5_000);
    t.equal((await grant(buyer.id, -6_000)).json().code, 'POINTS_SHORT', 'never below zero');
    t.equal((await grant(buyer.id, 0)).json().code, 'POINTS_ZERO');
    t.equal((await grant(buyer.id, 1_000, buyer.headers)).statusCode, 403, 'a member is not staff');
    const read = await points(buyer);
    t.equal(read.balance, 5_000);
    t.same(read.entries.map((entry: { delta: number; reason: string }) => [entry.delta, entry.reason]), [[5_000, '이벤트 적립']]);
  });

  t.test('points pay part of an order, and come back when it is cancelled', async (t) => {
    const buyer = await world.member();
    await grant(buyer.id, 5_000);
    const itemId = await cartLine(buyer);
    const over = await app.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds: [itemId], address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', points: 20_000, expectedTotal: 0 } });
    t.equal(over.json().code, 'POINTS_OVER_TOTAL');
    t.equal((await order(0, buyer, itemId, 6_000)).json().code, 'POINTS_SHORT');
    const placed = await order(0, buyer, itemId, 3_000);
    t.equal(placed.statusCode, 201, placed.body);
    t.match(placed.json().order, { pointsUsed: 3_000, total: 7_000 });
    t.equal((await points(buyer)).balance, 2_000);
    await app.inject({ method: 'POST', url: `/api/v1/me/orders/${placed.json().order._id}/cancel`, headers: buyer.headers });
    const after = await points(buyer);
    t.equal(after.balance, 5_000);
    t.same(after.entries.map((entry: { delta: number }) => entry.delta).sort((a: number, b: number) => a - b), [-3_000, 3_000, 5_000]);
  });

  t.test('parallel checkouts never spend more than the balance', async (t) => {
    const buyer = await world.member();
    await grant(buyer.id, 10_000);
    const lines = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const own = await world.productOnSale(seller, productInput(category, { title: { ko: `경쟁 상품 ${i}`, en: '', cn: '', jp: '' }, price: 10_000, options: [{ size: 'FREE', colour: '회색', stock: 5 }], shipping: { fulfilment: 'DELIVERY', fee: 0, freeOver: null, pickupSite: null } }));
        return (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: own.id, optionId: own.optionIds[0], quantity: 1 } })).json().carts.find((item: { productId: string }) => item.productId === own.id)._id as string;
      }),
    );
    const answers = await Promise.all(lines.map((itemId, i) => order(i, buyer, itemId, 3_000)));
    const codes = answers.map((answer) => (answer.statusCode === 201 ? 'OK' : answer.json().code));
    t.equal(codes.filter((code) => code === 'OK').length, 3, 'three checkouts of 3,000 from 10,000');
    t.equal(codes.filter((code) => code === 'POINTS_SHORT').length, 3);
    t.equal(await app.points.balance(buyer.id), 1_000);
    t.equal(await app.points.ledgerSum(buyer.id), 1_000, 'the balance is the ledger\'s sum');
  });
});

// Points by member level (issue 22): staff set a rate per level and how long points last; a
// confirmed order earns at the buyer's level once (by the buyer or by the clock); the clock
// expires what an earned lot has left (spending takes the soonest lots first), never more than
// the balance, once however many instances tick; points a cancel or refund gives back return to
// the lots they were spent from (their expiry, or at least 30 days from the return) — on SQLite,
// and on MySQL with two instances.
import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { ADDRESS, NOW, productInput, shopWorld, STAFF, type Member } from './shop-world.ts';

const DAY = 86_400_000;

await forEachDatabase(t, 'shop_loyalty', async (t, database) => {
  const world = await shopWorld(t, database);
  const { app, users } = world;
  const instances = await world.instances();
  await world.depositAccount();
  const category = await world.category('적립');
  const seller = await world.member('APPROVED');
  // 20,000 won, no shipping fee.
  const product = await world.productOnSale(seller, productInput(category, { price: 20_000, options: [{ size: 'FREE', colour: '남색', stock: 100 }], shipping: { fulfilment: 'DELIVERY', fee: 0, freeOver: null, pickupSite: null } }));
  const at = world.clock.now().toISOString();
  const gold = await users.memberLevels.create({ name: { ko: '골드', en: 'Gold', cn: '金牌', jp: 'ゴールド' }, order: 1, grants: { extraQuotaPerWindow: 0, lotteryPriority: false } }, at);
  const withLevel = async (levelId: string | null) => {
    const member = await world.member();
    await users.db('users').where({ id: member.id }).update({ level_id: levelId });
    return member;
  };
  const loyalty = (payload: object, headers: Record<string, string> = STAFF()) => app.inject({ method: 'PUT', url: '/api/console/shop/loyalty', headers, payload });
  const points = async (buyer: Member) => (await app.inject({ url: '/api/v1/me/points', headers: buyer.headers })).json();
  /** An order of one item, paid and delivered (not yet confirmed); `used` points spent on it. */
  const delivered = async (buyer: Member, used = 0) => {
    const cart = (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: product.id, optionId: product.optionIds[0], quantity: 1 } })).json();
    const placed = await app.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds: [cart.carts[0]._id], address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', points: used, expectedTotal: 20_000 - used } });
    if (placed.statusCode !== 201) throw new Error(placed.body);
    const order = placed.json().order;
    await app.inject({ method: 'POST', url: `/api/console/shop/orders/${order._id}/deposit`, headers: STAFF() });
    const step = (payload: object) => app.inject({ method: 'POST', url: `/api/v1/me/purchases/${order._id}/items/${order.items[0]._id}/step`, headers: seller.headers, payload });
    await step({ step: 'PREPARING' });
    await step({ step: 'SHIPPED', carrier: 'CJ대한통운', trackingNumber: '123456789012' });
    await step({ step: 'DELIVERED' });
    return order._id as string;
  };
  const confirm = (buyer: Member, orderId: string) => app.inject({ method: 'POST', url: `/api/v1/me/orders/${orderId}/confirm`, headers: buyer.headers });

  t.test('staff set a rate per level and the expiry; refusals say why', async (t) => {
    const read = await app.inject({ url: '/api/console/shop/loyalty', headers: STAFF() });
    t.equal(read.statusCode, 200, read.body);
    t.same(read.json().settings, { expiryDays: 365, rates: [{ levelId: null, percent: 1 }] }, 'defaults: 1 % for everyone, a year');
    t.same(read.json().levels.map((level: { _id: string; name: { en: string } }) => [level._id, level.name.en]), [[gold._id, 'Gold']], "the users service's levels, named");
    t.equal((await loyalty({ expiryDays: 365, rates: [{ levelId: '0190a5a0-0000-7000-8000-000000000001', percent: 5 }] })).json().code, 'LEVEL_UNKNOWN');
    t.equal((await loyalty({ expiryDays: 365, rates: [{ levelId: gold._id, percent: 5 }, { levelId: gold._id, percent: 3 }] })).json().code, 'LEVEL_RATE_TWICE');
    t.equal((await loyalty({ expiryDays: 365, rates: [{ levelId: gold._id, percent: 50 }] })).statusCode, 400, 'at most 20 %');
    t.equal((await loyalty({ expiryDays: 5, rates: [] })).statusCode, 400, 'at least 30 days');
    t.equal((await loyalty({ expiryDays: 365, rates: [], extra: 1 })).statusCode, 400, 'no unknown keys');
    t.equal((await loyalty({ expiryDays: 365, rates: [] }, (await world.member()).headers)).statusCode, 403, 'a member is not staff');
    const saved = await loyalty({ expiryDays: 30, rates: [{ levelId: null, percent: 1 }, { levelId: gold._id, percent: 5 }] });
    t.equal(saved.statusCode, 200, saved.body);
    t.same(saved.json().settings, { expiryDays: 30, rates: [{ levelId: null, percent: 1 }, { levelId: gold._id, percent: 5 }] });
  });

  t.test('a confirmed order earns at the buyer\'s level, once; the clock confirms and awards too', async (t) => {
    world.clock.set(NOW);
    const goldBuyer = await withLevel(gold._id);
    const orderId = await delivered(goldBuyer);
    t.equal((await points(goldBuyer)).balance, 0, 'nothing before confirmation');
    t.equal((await confirm(goldBuyer, orderId)).statusCode, 200);
    const after = await points(goldBuyer);
    t.equal(after.balance, 1_000, '5 % of 20,000');
    t.same(after.entries.map((entry: { delta: number; reason: string; orderId: string }) => [entry.delta, entry.reason, entry.orderId]), [[1_000, 'EARNED', orderId]]);
    t.same(after.expiring, { points: 1_000, at: new Date(Date.parse(NOW) + 30 * DAY).toISOString() }, 'what expires next, and when');
    t.equal((await confirm(goldBuyer, orderId)).json().code, 'ORDER_STATUS');
    await Promise.all(instances.map((instance) => instance.shopClock.tick()));
    t.equal(await app.points.balance(goldBuyer.id), 1_000, 'earned once, whatever ticks after');

    const plain = await withLevel(null);
    const other = await delivered(plain);
    world.clock.set(new Date(Date.parse(NOW) + 8 * DAY));
    await Promise.all(instances.map((instance) => instance.shopClock.tick()));
    t.equal((await app.inject({ url: `/api/v1/me/orders/${other}`, headers: plain.headers })).json().order.status, 'CONFIRMED', 'confirmed by the clock');
    t.equal(await app.points.balance(plain.id), 200, '1 % without a level');
    t.equal(await app.points.ledgerSum(plain.id), 200);
    world.clock.set(NOW);
  });

  t.test('the clock expires what a lot has left (spent points first), once across instances; the balance stays the ledger sum', async (t) => {
    world.clock.set(NOW);
    const buyer = await withLevel(gold._id);
    await confirm(buyer, await delivered(buyer));
    t.equal(await app.points.balance(buyer.id), 1_000);
    // Staff points are not earned lots: they do not expire.
    await app.inject({ method: 'POST', url: '/api/console/shop/points', headers: STAFF(), payload: { memberId: buyer.id, delta: 500, reason: '행사' } });
    // 600 spent: taken from the earned lot, which keeps 400.
    world.clock.set(new Date(Date.parse(NOW) + 2 * DAY));
    await delivered(buyer, 600);
    t.same((await points(buyer)).expiring, { points: 400, at: new Date(Date.parse(NOW) + 30 * DAY).toISOString() });
    world.clock.set(new Date(Date.parse(NOW) + 29 * DAY));
    await Promise.all(instances.map((instance) => instance.shopClock.tick()));
    // The clock confirmed the second order (delivered on day 2): it earned 5 % of 20,000 (points paid count), a lot of its own.
    t.equal(await app.points.balance(buyer.id), 1_900, 'nothing expired yet');
    world.clock.set(new Date(Date.parse(NOW) + 31 * DAY));
    await Promise.all(instances.map((instance) => instance.shopClock.tick()));
    await Promise.all(instances.map((instance) => instance.shopClock.tick()));
    const after = await points(buyer);
    t.equal(after.balance, 1_500, "400 expired; the staff's 500 and the newer lot stay");
    t.same(after.entries.filter((entry: { reason: string }) => entry.reason === 'EXPIRED').map((entry: { delta: number }) => entry.delta), [-400], 'one expiry entry');
    t.same(after.expiring, { points: 1_000, at: new Date(Date.parse(NOW) + 59 * DAY).toISOString() }, 'the newer lot expires next');
    t.equal(await app.points.ledgerSum(buyer.id), 1_500, "the balance is the ledger's sum");
    world.clock.set(NOW);
  });

  t.test('parallel checkouts spend earned points at most to the balance; what is left expires once', async (t) => {
    world.clock.set(NOW);
    const buyer = await withLevel(gold._id);
    // Four orders earn 1,000 each (4,000 in lots expiring on day 30).
    for (let i = 0; i < 4; i++) await confirm(buyer, await delivered(buyer));
    t.equal(await app.points.balance(buyer.id), 4_000);
    const lines = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const own = await world.productOnSale(seller, productInput(category, { title: { ko: `적립 경쟁 ${i}`, en: '', cn: '', jp: '' }, price: 20_000, options: [{ size: 'FREE', colour: '회색', stock: 5 }], shipping: { fulfilment: 'DELIVERY', fee: 0, freeOver: null, pickupSite: null } }));
        return (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: own.id, optionId: own.optionIds[0], quantity: 1 } })).json().carts.find((item: { productId: string }) => item.productId === own.id)._id as string;
      }),
    );
    world.clock.set(new Date(Date.parse(NOW) + 29 * DAY));
    const answers = await Promise.all(lines.map((itemId, i) => instances[i % instances.length]!.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds: [itemId], address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', points: 1_500, expectedTotal: 18_500 } })));
    t.same(answers.map((answer) => (answer.statusCode === 201 ? 'OK' : answer.json().code)).sort(), ['OK', 'OK', 'POINTS_SHORT', 'POINTS_SHORT'], 'two checkouts of 1,500 from 4,000');
    t.same((await points(buyer)).expiring, { points: 1_000, at: new Date(Date.parse(NOW) + 30 * DAY).toISOString() }, 'spent from the lots, soonest first');
    t.equal(await app.points.balance(buyer.id), 1_000);
    // Day 31: both instances tick at once (the two unpaid orders are cancelled at their deadline on day 32).
    world.clock.set(new Date(Date.parse(NOW) + 31 * DAY));
    await Promise.all(instances.map((instance) => instance.shopClock.tick()));
    const after = await points(buyer);
    t.equal(after.balance, 0, 'what was not spent expired');
    t.same(after.entries.filter((entry: { reason: string }) => entry.reason === 'EXPIRED').map((entry: { delta: number }) => entry.delta).sort(), [-1_000], 'one expiry of what was left');
    t.equal(await app.points.ledgerSum(buyer.id), 0, "the balance is the ledger's sum");
    t.equal(after.expiring, null);
    world.clock.set(NOW);
  });

  t.test('points given back by a cancel or a refund keep their lots\' expiry, or last 30 days from their return; the balance stays the ledger sum', async (t) => {
    world.clock.set(NOW);
    t.equal((await loyalty({ expiryDays: 365, rates: [{ levelId: null, percent: 1 }, { levelId: gold._id, percent: 5 }] })).statusCode, 200);
    const day = (n: number) => new Date(Date.parse(NOW) + n * DAY).toISOString();
    const tick = async (n: number) => {
      world.clock.set(day(n));
      await Promise.all(instances.map((instance) => instance.shopClock.tick()));
    };
    const balanced = async (buyer: Member, balance: number, what: string) => {
      t.equal(await app.points.balance(buyer.id), balance, what);
      t.equal(await app.points.ledgerSum(buyer.id), balance, "the balance is the ledger's sum");
    };
    /** An unpaid deposit order of one item with `used` points. */
    const unpaid = async (buyer: Member, used: number) => {
      const cart = (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: product.id, optionId: product.optionIds[0], quantity: 1 } })).json();
      const placed = await app.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds: [cart.carts[0]._id], address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', points: used, expectedTotal: 20_000 - used } });
      t.equal(placed.statusCode, 201, placed.body);
      return placed.json().order._id as string;
    };

    const buyer = await withLevel(gold._id);
    await confirm(buyer, await delivered(buyer));
    // 1,000 earned (expiring on day 365) and 500 from staff (never expiring).
    await app.inject({ method: 'POST', url: '/api/console/shop/points', headers: STAFF(), payload: { memberId: buyer.id, delta: 500, reason: '행사' } });
    await balanced(buyer, 1_500, 'earned and granted');

    // Day 2: 1,200 spent (the whole lot, then 200 of the staff's points); the buyer cancels.
    world.clock.set(day(2));
    const first = await unpaid(buyer, 1_200);
    t.equal((await points(buyer)).expiring, null, 'the lot is spent');
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/orders/${first}/cancel`, headers: buyer.headers })).statusCode, 200);
    await balanced(buyer, 1_500, 'all 1,200 back');
    t.same((await points(buyer)).expiring, { points: 1_000, at: day(365) }, 'back in their lot, with its expiry');

    // Day 340: the lot spent again; the order is unpaid and the clock cancels it on day 344,
    // 21 days before the lot expires: the points come back for 30 days from then.
    world.clock.set(day(340));
    await unpaid(buyer, 1_000);
    await balanced(buyer, 500, 'spent');
    await tick(344);
    await balanced(buyer, 1_500, 'the clock cancelled the unpaid order and gave the points back');
    t.same((await points(buyer)).expiring, { points: 1_000, at: day(374) }, '30 days from the day they came back');
    await tick(366);
    await balanced(buyer, 1_500, 'nothing expires with the old lot');
    await tick(375);
    await balanced(buyer, 500, 'the points given back expire at their own date; the staff\'s 500 stay');
    t.same((await points(buyer)).entries.filter((entry: { reason: string }) => entry.reason === 'EXPIRED').map((entry: { delta: number }) => entry.delta), [-1_000]);
    t.equal((await points(buyer)).expiring, null);

    // A refund: 800 points paid for a delivered order come back to their lot when staff refund it.
    world.clock.set(NOW);
    const other = await withLevel(gold._id);
    await confirm(other, await delivered(other));
    world.clock.set(day(1));
    const orderId = await delivered(other, 800);
    t.same((await points(other)).expiring, { points: 200, at: day(365) });
    world.clock.set(day(3));
    const order = (await app.inject({ url: `/api/v1/me/orders/${orderId}`, headers: other.headers })).json().order;
    const asked = await app.inject({ method: 'POST', url: `/api/v1/me/orders/${orderId}/refund`, headers: other.headers, payload: { itemIds: [order.items[0]._id], reason: '변심', refundAccount: { bank: '국민은행', accountNumber: '123-45-678901', holder: '김구매' } } });
    t.equal(asked.statusCode, 200, asked.body);
    const approved = await app.inject({ method: 'POST', url: `/api/console/shop/orders/${orderId}/refund/approve`, headers: STAFF(), payload: {} });
    t.equal(approved.statusCode, 200, approved.body);
    t.match(approved.json().order, { status: 'REFUNDED', refundedTotal: 19_200, refundedPoints: 800 });
    await balanced(other, 1_000, 'the points paid are back');
    t.same((await points(other)).expiring, { points: 1_000, at: day(365) }, 'in their lot, with its expiry');

    t.equal((await loyalty({ expiryDays: 30, rates: [{ levelId: null, percent: 1 }, { levelId: gold._id, percent: 5 }] })).statusCode, 200);
    world.clock.set(NOW);
  });
});

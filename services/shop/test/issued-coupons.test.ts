// Coupons issued to members and levels, and limited to a category (issue 22): only those it was
// issued to may use an ISSUED coupon; a category coupon discounts only that category's items (its
// subcategories included); the member lists their issued coupons; the overall and per-member limits
// hold under parallel use — on SQLite, and on MySQL with two shop instances on one database.
import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { ADDRESS, NOW, productInput, shopWorld, STAFF, type Member } from './shop-world.ts';

await forEachDatabase(t, 'shop_issued_coupons', async (t, database) => {
  const world = await shopWorld(t, database);
  const { app, users } = world;
  const instances = await world.instances();
  await world.depositAccount();
  const fabric = await world.category('원단');
  const linen = await world.category('린넨', fabric);
  const tools = await world.category('도구');
  const seller = await world.member('APPROVED');
  const free = { fulfilment: 'DELIVERY', fee: 0, freeOver: null, pickupSite: null } as const;
  // 20,000 won of linen (a subcategory of fabric), 10,000 won of tools.
  const cloth = await world.productOnSale(seller, productInput(linen, { price: 20_000, options: [{ size: '1m', colour: '생지', stock: 200 }], shipping: free }));
  const scissors = await world.productOnSale(seller, productInput(tools, { title: { ko: '재단 가위', en: 'Shears', cn: '', jp: '' }, price: 10_000, options: [{ size: 'FREE', colour: '은색', stock: 200 }], shipping: free }));
  const gold = await users.memberLevels.create({ name: { ko: '골드', en: 'Gold', cn: '金牌', jp: 'ゴールド' }, order: 1, grants: { extraQuotaPerWindow: 0, lotteryPriority: false } }, world.clock.now().toISOString());
  const withLevel = async (levelId: string | null) => {
    const member = await world.member();
    await users.db('users').where({ id: member.id }).update({ level_id: levelId });
    return member;
  };
  const coupon = async (code: string, extra: object = {}) => {
    const made = await app.inject({ method: 'POST', url: '/api/console/shop/coupons', headers: STAFF(), payload: { code, kind: 'FIXED', value: 5_000, minOrder: 0, maxDiscount: null, validFrom: '2026-11-01T00:00:00.000Z', validTo: '2026-12-31T00:00:00.000Z', totalLimit: null, ...extra } });
    if (made.statusCode !== 201) throw new Error(made.body);
    return made.json().coupon._id as string;
  };
  const issue = (couponId: string, payload: object, headers: Record<string, string> = STAFF()) => app.inject({ method: 'POST', url: `/api/console/shop/coupons/${couponId}/issue`, headers, payload });
  const cartLine = async (buyer: Member, product: { id: string; optionIds: string[] }) => {
    const cart = (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: product.id, optionId: product.optionIds[0], quantity: 1 } })).json();
    return [...cart.carts].find((item: { productId: string }) => item.productId === product.id)._id as string;
  };
  const quote = (buyer: Member, itemIds: string[], couponCode: string) => app.inject({ method: 'POST', url: '/api/v1/me/orders/quote', headers: buyer.headers, payload: { itemIds, couponCode } });
  const order = (i: number, buyer: Member, itemIds: string[], couponCode: string, expectedTotal: number) =>
    instances[i % instances.length]!.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds, address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', couponCode, expectedTotal } });
  const issuedTo = async (buyer: Member) => (await app.inject({ url: '/api/v1/me/coupons/issued', headers: buyer.headers })).json().coupons as Array<{ code: string; state: string; categoryTitle: string | null }>;

  t.test('staff issue a coupon to chosen members and to a level; only they may use it, and they see it', async (t) => {
    world.clock.set(NOW);
    const id = await coupon('VIP-5000', { audience: 'ISSUED' });
    const named = await withLevel(null);
    const goldMember = await withLevel(gold._id);
    const stranger = await withLevel(null);
    t.equal((await issue(id, { memberIds: [], levelIds: [] })).json().code, 'COUPON_ISSUE_EMPTY');
    t.equal((await issue(id, { memberIds: ['0190a5a0-0000-7000-8000-000000000001'], levelIds: [] })).json().code, 'MEMBER_UNKNOWN');
    t.equal((await issue(id, { memberIds: [], levelIds: ['0190a5a0-0000-7000-8000-000000000002'] })).json().code, 'LEVEL_UNKNOWN');
    t.equal((await issue('0190a5a0-0000-7000-8000-000000000003', { memberIds: [named.id], levelIds: [] })).statusCode, 404);
    t.equal((await issue(id, { memberIds: [named.id], levelIds: [], more: true })).statusCode, 400, 'no unknown keys');
    t.equal((await issue(id, { memberIds: [named.id], levelIds: [] }, named.headers)).statusCode, 403, 'a member is not staff');
    const issued = await issue(id, { memberIds: [named.id], levelIds: [gold._id] });
    t.equal(issued.statusCode, 200, issued.body);
    t.match(issued.json(), { newlyIssued: 2, coupon: { audience: 'ISSUED', issuedMembers: 1, issuedLevelIds: [gold._id] } });
    t.equal((await issue(id, { memberIds: [named.id], levelIds: [gold._id] })).json().newlyIssued, 0, 'issued once each');

    t.match(await issuedTo(named), [{ code: 'VIP-5000', state: 'USABLE' }], 'issued by name');
    t.match(await issuedTo(goldMember), [{ code: 'VIP-5000', state: 'USABLE' }], 'issued through the level');
    t.same(await issuedTo(stranger), [], 'not issued to others');

    const refused = await quote(stranger, [await cartLine(stranger, cloth)], 'vip-5000');
    t.equal(refused.statusCode, 403);
    t.equal(refused.json().code, 'COUPON_NOT_ISSUED');
    t.match(refused.json(), { message: String }, 'a localised message');
    for (const [i, buyer] of [named, goldMember].entries()) {
      const placed = await order(i, buyer, [await cartLine(buyer, cloth)], 'vip-5000', 15_000);
      t.equal(placed.statusCode, 201, placed.body);
    }
    t.match(await issuedTo(named), [{ code: 'VIP-5000', state: 'USED' }], 'used once');
  });

  t.test('a category coupon discounts only its category\'s items (subcategories included)', async (t) => {
    world.clock.set(NOW);
    t.equal((await app.inject({ method: 'POST', url: '/api/console/shop/coupons', headers: STAFF(), payload: { code: 'NOCAT-1', kind: 'FIXED', value: 1_000, minOrder: 0, maxDiscount: null, validFrom: '2026-11-01T00:00:00.000Z', validTo: '2026-12-31T00:00:00.000Z', totalLimit: null, categoryId: '0190a5a0-0000-7000-8000-000000000004' } })).json().code, 'CATEGORY_NOT_FOUND');
    const id = await coupon('FABRIC-10', { kind: 'PERCENT', value: 10, minOrder: 15_000, categoryId: fabric, audience: 'ISSUED' });
    const buyer = await withLevel(null);
    await issue(id, { memberIds: [buyer.id], levelIds: [] });
    t.match(await issuedTo(buyer), [{ code: 'FABRIC-10', categoryTitle: '원단' }]);
    const toolLine = await cartLine(buyer, scissors);
    t.equal((await quote(buyer, [toolLine], 'FABRIC-10')).json().code, 'COUPON_CATEGORY', 'no fabric in the order');
    const clothLine = await cartLine(buyer, cloth);
    const mixed = await quote(buyer, [toolLine, clothLine], 'FABRIC-10');
    t.equal(mixed.statusCode, 200, mixed.body);
    t.match(mixed.json().quote, { itemsTotal: 30_000, discount: 2_000, total: 28_000 }, '10 % of the linen only');
    const short = await world.member();
    await issue(id, { memberIds: [short.id], levelIds: [] });
    const cheap = await world.productOnSale(seller, productInput(linen, { title: { ko: '자투리 린넨', en: '', cn: '', jp: '' }, price: 8_000, options: [{ size: '0.5m', colour: '생지', stock: 20 }], shipping: free }));
    t.equal((await quote(short, [await cartLine(short, cheap), await cartLine(short, scissors)], 'FABRIC-10')).json().code, 'COUPON_MIN_ORDER', "the minimum counts the category's items");
    const placed = await order(0, buyer, [toolLine, clothLine], 'FABRIC-10', 28_000);
    t.equal(placed.statusCode, 201, placed.body);
    t.match(placed.json().order, { discount: 2_000, total: 28_000 });
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/shop/categories/${tools}`, headers: STAFF() })).statusCode, 409, 'a category with products stays');
  });

  t.test('an issued coupon\'s overall and per-member limits hold under parallel checkouts', async (t) => {
    world.clock.set(NOW);
    const id = await coupon('GOLD-RUSH', { audience: 'ISSUED', totalLimit: 3 });
    t.equal((await issue(id, { memberIds: [], levelIds: [gold._id] })).statusCode, 200);
    const buyers = await Promise.all(Array.from({ length: 7 }, () => withLevel(gold._id)));
    const lines = await Promise.all(buyers.map((buyer) => cartLine(buyer, cloth)));
    const answers = await Promise.all(buyers.map((buyer, i) => order(i, buyer, [lines[i]!], 'gold-rush', 15_000)));
    const codes = answers.map((answer) => (answer.statusCode === 201 ? 'OK' : answer.json().code));
    t.equal(codes.filter((code) => code === 'OK').length, 3, codes.join());
    t.equal(codes.filter((code) => code === 'COUPON_EXHAUSTED').length, 4);
    t.equal(Number((await app.db('coupons').where({ id }).first()).used), 3);
    const left = buyers.find((_, i) => codes[i] !== 'OK')!;
    t.match(await issuedTo(left), [{ code: 'GOLD-RUSH', state: 'EXHAUSTED' }]);

    // One member, two checkouts at once on two instances: one use.
    const once = await coupon('GOLD-ONCE', { audience: 'ISSUED' });
    const buyer = await withLevel(null);
    await issue(once, { memberIds: [buyer.id], levelIds: [] });
    const two = [await cartLine(buyer, cloth), await cartLine(buyer, scissors)];
    const both = await Promise.all([order(0, buyer, [two[0]!], 'GOLD-ONCE', 15_000), order(1, buyer, [two[1]!], 'GOLD-ONCE', 5_000)]);
    t.same(both.map((answer) => (answer.statusCode === 201 ? 'OK' : answer.json().code)).sort(), ['COUPON_USED', 'OK']);
  });
});

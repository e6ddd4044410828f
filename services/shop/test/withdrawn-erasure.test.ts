// A withdrawn member's shop data is erased (issue 22), against the real users service and real
// files: the shop clock asks the users service which members with traces here have withdrawn and
// erases their carts, likes, bookmarks, issued coupons, reviews with their pictures (rows and
// files; a file another review shares stays), and their points once no order of theirs is under
// way; a withdrawn seller's products leave the shop and their card goes unless an order names
// them. Orders stay (the e-commerce act's five years). Nobody else's data moves. SQLite and MySQL.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { ADDRESS, NOW, productInput, shopWorld, STAFF, type Member } from './shop-world.ts';

const DAY = 86_400_000;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const BOUNDARY = 'erasureboundary';
function picture(label: string) {
  const head = Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="alt"\r\n\r\n${label}\r\n--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="p.png"\r\ncontent-type: image/png\r\n\r\n`);
  return { payload: Buffer.concat([head, PNG, Buffer.from(label), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

await forEachDatabase(t, 'shop_withdrawn', async (t, database) => {
  const world = await shopWorld(t, database);
  const { app, users } = world;
  await world.depositAccount();
  const category = await world.category('탈퇴');
  const free = { fulfilment: 'DELIVERY', fee: 0, freeOver: null, pickupSite: null } as const;
  const seller = await world.member('APPROVED');
  const apron = await world.productOnSale(seller, productInput(category, { price: 10_000, options: [{ size: 'FREE', colour: '회색', stock: 50 }], shipping: free }));
  const reviewDir = path.join(world.shopOptions.filesDir!, 'review-images');
  const storedPictures = () => (existsSync(reviewDir) ? readdirSync(reviewDir).filter((name) => !name.startsWith('.') && !name.endsWith('.json')).length : 0);
  const count = async (table: string, where: Record<string, string>) => Number((await app.db(table).where(where).count({ n: '*' }))[0]!.n);

  /** An order of one item by deposit; paid, delivered and confirmed unless `until` says otherwise. */
  const order = async (buyer: Member, product: { id: string; optionIds: string[] }, productSeller: Member, until: 'PENDING_PAYMENT' | 'CONFIRMED' = 'CONFIRMED', points = 0) => {
    const cart = (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: product.id, optionId: product.optionIds[0], quantity: 1 } })).json();
    const placed = await app.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds: [cart.carts.find((item: { productId: string }) => item.productId === product.id)._id], address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', points, expectedTotal: 10_000 - points } });
    if (placed.statusCode !== 201) throw new Error(placed.body);
    const { _id: orderId, items } = placed.json().order as { _id: string; items: Array<{ _id: string }> };
    if (until === 'CONFIRMED') {
      await app.inject({ method: 'POST', url: `/api/console/shop/orders/${orderId}/deposit`, headers: STAFF() });
      await app.inject({ method: 'POST', url: `/api/v1/me/purchases/${orderId}/items/${items[0]!._id}/step`, headers: productSeller.headers, payload: { step: 'DELIVERED' } });
      const confirmed = await app.inject({ method: 'POST', url: `/api/v1/me/orders/${orderId}/confirm`, headers: buyer.headers });
      if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
    }
    return { orderId, itemId: items[0]!._id };
  };
  const review = async (buyer: Member, orderItemId: string, pictures: string[]) => {
    const created = await app.inject({ method: 'POST', url: '/api/v1/me/reviews', headers: buyer.headers, payload: { orderItemId, rating: 5, text: '잘 받았어요' } });
    if (created.statusCode !== 201) throw new Error(created.body);
    const id = created.json().review._id as string;
    for (const label of pictures) {
      const body = picture(label);
      const uploaded = await app.inject({ method: 'POST', url: `/api/v1/me/reviews/${id}/images`, headers: { ...buyer.headers, ...body.headers }, payload: body.payload });
      if (uploaded.statusCode !== 200) throw new Error(uploaded.body);
    }
    return id;
  };
  const mark = (buyer: Member, kind: 'likes' | 'bookmarks', productId: string) => app.inject({ method: 'PUT', url: `/api/v1/me/${kind}/${productId}`, headers: buyer.headers });
  const withdraw = async (member: Member) => t.ok(await users.users.anonymise(member.id, world.clock.now().toISOString()), 'the member withdraws (users service)');

  t.test('a withdrawn buyer\'s carts, marks, coupons, reviews with pictures and points go; their orders and everyone else\'s data stay', async (t) => {
    world.clock.set(NOW);
    const [leaving, staying] = [await world.member(), await world.member()];
    const bought = await order(leaving, apron, seller);
    const kept = await order(staying, apron, seller);
    const leavingReview = await review(leaving, bought.itemId, ['내 사진', '같은 사진']);
    const stayingReview = await review(staying, kept.itemId, ['같은 사진']);
    t.equal(storedPictures(), 2, 'two distinct files (the same bytes once)');
    await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: leaving.headers, payload: { productId: apron.id, optionId: apron.optionIds[0], quantity: 2 } });
    for (const member of [leaving, staying]) t.equal((await mark(member, 'likes', apron.id)).statusCode, 200);
    t.equal((await mark(leaving, 'bookmarks', apron.id)).statusCode, 200);
    const coupon = (await app.inject({ method: 'POST', url: '/api/console/shop/coupons', headers: STAFF(), payload: { code: 'LEAVING-1', kind: 'FIXED', value: 1_000, minOrder: 0, maxDiscount: null, validFrom: NOW, validTo: '2026-12-31T00:00:00.000Z', totalLimit: null, audience: 'ISSUED' } })).json().coupon;
    t.equal((await app.inject({ method: 'POST', url: `/api/console/shop/coupons/${coupon._id}/issue`, headers: STAFF(), payload: { memberIds: [leaving.id, staying.id], levelIds: [] } })).statusCode, 200);
    t.ok((await app.points.balance(leaving.id)) > 0, 'the confirmed order earned points');
    t.equal((await app.inject({ url: `/api/v1/shop/products/${apron.id}` })).json().product.likes, 2);

    // The users service away: nothing is erased, nothing fails.
    const blind = await buildApp({ ...world.shopOptions, usersUrl: 'http://127.0.0.1:9' });
    t.teardown(() => blind.close());
    await withdraw(leaving);
    t.equal(await blind.withdrawalErasure.eraseWithdrawn(), 0, 'the users service did not answer: later');
    t.equal(await count('reviews', { member_id: leaving.id }), 1);

    const erased = await app.withdrawalErasure.eraseWithdrawn();
    t.ok(erased >= 9, `rows erased (${erased})`);
    t.equal(await count('cart_items', { member_id: leaving.id }), 0, 'cart gone');
    t.equal(await count('product_marks', { member_id: leaving.id }), 0, 'likes and bookmarks gone');
    t.equal((await app.inject({ url: `/api/v1/shop/products/${apron.id}` })).json().product.likes, 1, 'the heart count follows');
    t.equal(await count('coupon_grants', { member_id: leaving.id }), 0, 'issued coupon gone');
    t.equal(await count('coupon_grants', { member_id: staying.id }), 1, "the other member's stays");
    const shown = (await app.inject({ url: `/api/v1/shop/products/${apron.id}/reviews` })).json().reviews as Array<{ _id: string; images: Array<{ url: string }> }>;
    t.same(shown.map((entry) => entry._id), [stayingReview], 'only the staying member\'s review shows');
    t.equal(await count('review_images', { review_id: leavingReview }), 0, 'picture rows gone');
    t.equal(storedPictures(), 1, 'the leaving member\'s own file is removed; the shared one stays');
    t.equal((await app.inject({ url: shown[0]!.images[0]!.url })).statusCode, 200, "the other review's picture is still served");
    t.equal(await app.points.balance(leaving.id), 0, 'points gone');
    t.equal(await app.points.ledgerSum(leaving.id), 0, 'and their ledger');
    t.equal(await count('point_lots', { member_id: leaving.id }), 0);
    const record = await app.inject({ url: `/api/console/shop/orders/${bought.orderId}`, headers: STAFF() });
    t.equal(record.statusCode, 200, 'the order stays (the e-commerce act: five years)');
    t.equal(record.json().order.status, 'CONFIRMED');
    t.ok((await app.points.balance(staying.id)) > 0, "the other member's points stay");
    t.equal(await app.withdrawalErasure.eraseWithdrawn(), 0, 'a second pass finds nothing');
  });

  t.test('points wait until no order of the withdrawn member is under way', async (t) => {
    world.clock.set(NOW);
    const leaving = await world.member();
    await app.inject({ method: 'POST', url: '/api/console/shop/points', headers: STAFF(), payload: { memberId: leaving.id, delta: 300, reason: '행사' } });
    const unpaid = await order(leaving, apron, seller, 'PENDING_PAYMENT', 300);
    await withdraw(leaving);
    await app.withdrawalErasure.eraseWithdrawn();
    t.equal(await count('point_entries', { member_id: leaving.id }), 2, 'an unpaid order may still give its points back: the ledger stays');
    // The deposit deadline passes: the clock cancels the order (points back), and erases them.
    world.clock.set(new Date(Date.parse(NOW) + 4 * DAY));
    await app.shopClock.tick();
    t.equal((await app.inject({ url: `/api/console/shop/orders/${unpaid.orderId}`, headers: STAFF() })).json().order.status, 'CANCELLED');
    await app.shopClock.tick();
    t.equal(await count('point_entries', { member_id: leaving.id }), 0, 'ledger gone');
    t.equal(await count('point_balances', { member_id: leaving.id }), 0, 'balance gone');
    world.clock.set(NOW);
  });

  t.test("a withdrawn seller's products leave the shop; their card stays only while an order names them", async (t) => {
    world.clock.set(NOW);
    const [sold, unsold, buyer] = [await world.member('APPROVED'), await world.member('APPROVED'), await world.member()];
    const pouch = await world.productOnSale(sold, productInput(category, { title: { ko: '파우치', en: 'Pouch', cn: '', jp: '' }, price: 10_000, options: [{ size: 'S', colour: '남색', stock: 5 }], shipping: free }));
    const scarf = await world.productOnSale(unsold, productInput(category, { title: { ko: '스카프', en: 'Scarf', cn: '', jp: '' }, price: 10_000, options: [{ size: 'S', colour: '빨강', stock: 5 }], shipping: free }));
    await order(buyer, pouch, sold);
    await withdraw(sold);
    await withdraw(unsold);
    t.ok((await app.withdrawalErasure.eraseWithdrawn()) >= 3);
    for (const product of [pouch, scarf]) t.equal((await app.inject({ url: `/api/v1/shop/products/${product.id}` })).statusCode, 404, 'off the shop');
    t.equal(await count('seller_profiles', { member_id: sold.id }), 1, "an order names the seller: the card stays (the buyer's record)");
    t.equal(await count('seller_profiles', { member_id: unsold.id }), 0, 'a seller nobody bought from: the card goes');
    const unhide = await app.inject({ method: 'POST', url: `/api/console/shop/products/${pouch.id}/unhide`, headers: STAFF() });
    t.equal(unhide.statusCode, 409);
    t.equal(unhide.json().code, 'SELLER_WITHDRAWN');
    t.equal((await app.inject({ url: `/api/v1/shop/products/${apron.id}` })).statusCode, 200, "another seller's product stays on sale");
    t.equal(await app.withdrawalErasure.eraseWithdrawn(), 0, 'the kept card changes nothing on later passes');
  });
});

// Reviews: only the buyer of a confirmed item, once per item (even posted twice at once), rating
// 1–5; the seller answers once; staff hide one with a reason. SQLite and MySQL.
import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { ADDRESS, productInput, shopWorld, STAFF } from './shop-world.ts';

await forEachDatabase(t, 'shop_reviews', async (t, database) => {
  const world = await shopWorld(t, database);
  const { app } = world;
  await world.depositAccount();
  const category = await world.category('후기');
  const seller = await world.member('APPROVED');
  const product = await world.productOnSale(seller, productInput(category, { price: 10_000, shipping: { fulfilment: 'DELIVERY', fee: 0, freeOver: null, pickupSite: null } }));
  const buyer = await world.member();
  const cart = (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: product.id, optionId: product.optionIds[0], quantity: 1 } })).json();
  const order = (await app.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds: [cart.carts[0]._id], address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', expectedTotal: 10_000 } })).json().order;
  const orderItemId = order.items[0]._id as string;
  const review = (headers: Record<string, string>, payload: object = {}) => app.inject({ method: 'POST', url: '/api/v1/me/reviews', headers, payload: { orderItemId, rating: 5, text: '바느질이 꼼꼼해요', ...payload } });

  t.test('only once the order is confirmed, only by its buyer, once', async (t) => {
    t.equal((await review(buyer.headers)).json().code, 'REVIEW_NOT_CONFIRMED');
    await app.inject({ method: 'POST', url: `/api/console/shop/orders/${order._id}/deposit`, headers: STAFF() });
    await app.inject({ method: 'POST', url: `/api/v1/me/purchases/${order._id}/items/${orderItemId}/step`, headers: seller.headers, payload: { step: 'DELIVERED' } });
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/orders/${order._id}/confirm`, headers: buyer.headers })).json().order.status, 'CONFIRMED');
    const stranger = await world.member();
    t.equal((await review(stranger.headers)).statusCode, 404, 'not their item');
    t.equal((await review(buyer.headers, { rating: 6 })).statusCode, 400);
    t.equal((await review(buyer.headers, { rating: 0 })).statusCode, 400);
    const both = await Promise.all([review(buyer.headers), review(buyer.headers, { rating: 4 })]);
    t.same(both.map((answer) => answer.statusCode).sort(), [201, 409], 'two posts at once: one review');
    const listed = (await app.inject({ url: `/api/v1/shop/products/${product.id}/reviews` })).json();
    t.equal(listed.summary.total, 1);
    t.equal((await app.inject({ url: '/api/v1/me/reviews', headers: buyer.headers })).json().reviews.length, 1);
  });

  t.test('the seller answers once; staff hide with a reason', async (t) => {
    const id = (await app.inject({ url: `/api/v1/shop/products/${product.id}/reviews` })).json().reviews[0]._id as string;
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/reviews/${id}/answer`, headers: buyer.headers, payload: { text: '감사합니다' } })).statusCode, 404, 'only the seller');
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/reviews/${id}/answer`, headers: seller.headers, payload: { text: '감사합니다' } })).json().review.answer, '감사합니다');
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/reviews/${id}/answer`, headers: seller.headers, payload: { text: '또' } })).json().code, 'REVIEW_ANSWERED');
    t.equal((await app.inject({ method: 'POST', url: `/api/console/shop/reviews/${id}/hide`, headers: seller.headers, payload: { reason: 'x' } })).statusCode, 403);
    t.equal((await app.inject({ method: 'POST', url: `/api/console/shop/reviews/${id}/hide`, headers: STAFF(), payload: { reason: '개인정보 노출' } })).json().review.hidden, true);
    t.equal((await app.inject({ url: `/api/v1/shop/products/${product.id}/reviews` })).json().summary.total, 0, 'hidden from the public');
  });
});

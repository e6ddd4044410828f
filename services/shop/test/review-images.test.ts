// Review pictures (issue 22): up to three per review through the file store, with the product
// pictures' checks (type from the bytes, size limit), each with alt text; a refused upload leaves
// no file; shown on the product's public reviews and no longer served once staff hide the review.
// SQLite and MySQL.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { ADDRESS, productInput, shopWorld, STAFF } from './shop-world.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const BOUNDARY = 'reviewboundary';
/** A multipart body: the alt text (when given) before the file, as the route reads them. */
function picture(content: Buffer, alt: string | null, field = 'file') {
  const altPart = alt === null ? '' : `--${BOUNDARY}\r\ncontent-disposition: form-data; name="alt"\r\n\r\n${alt}\r\n`;
  const head = Buffer.from(`${altPart}--${BOUNDARY}\r\ncontent-disposition: form-data; name="${field}"; filename="p.png"\r\ncontent-type: image/png\r\n\r\n`);
  return { payload: Buffer.concat([head, content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}
const distinct = (label: string) => Buffer.concat([PNG, Buffer.from(label)]);

await forEachDatabase(t, 'shop_review_images', async (t, database) => {
  const world = await shopWorld(t, database);
  const { app } = world;
  await world.depositAccount();
  const category = await world.category('후기사진');
  const seller = await world.member('APPROVED');
  const product = await world.productOnSale(seller, productInput(category, { price: 10_000, shipping: { fulfilment: 'DELIVERY', fee: 0, freeOver: null, pickupSite: null } }));
  const buyer = await world.member();
  const cart = (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: product.id, optionId: product.optionIds[0], quantity: 1 } })).json();
  const order = (await app.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds: [cart.carts[0]._id], address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', expectedTotal: 10_000 } })).json().order;
  const orderItemId = order.items[0]._id as string;
  await app.inject({ method: 'POST', url: `/api/console/shop/orders/${order._id}/deposit`, headers: STAFF() });
  await app.inject({ method: 'POST', url: `/api/v1/me/purchases/${order._id}/items/${orderItemId}/step`, headers: seller.headers, payload: { step: 'DELIVERED' } });
  await app.inject({ method: 'POST', url: `/api/v1/me/orders/${order._id}/confirm`, headers: buyer.headers });
  const created = await app.inject({ method: 'POST', url: '/api/v1/me/reviews', headers: buyer.headers, payload: { orderItemId, rating: 5, text: '단추가 튼튼해요' } });
  t.equal(created.statusCode, 201, created.body);
  const reviewId = created.json().review._id as string;
  t.same(created.json().review.images, []);

  const dir = path.join(world.shopOptions.filesDir!, 'review-images');
  const storedFiles = () => (existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith('.') && !name.endsWith('.json')).sort() : []);
  const upload = (body: ReturnType<typeof picture>, headers = buyer.headers, id = reviewId) => app.inject({ method: 'POST', url: `/api/v1/me/reviews/${id}/images`, headers: { ...headers, ...body.headers }, payload: body.payload });
  const publicReviews = async () => (await app.inject({ url: `/api/v1/shop/products/${product.id}/reviews` })).json().reviews as Array<{ _id: string; images: Array<{ _id: string; url: string; alt: string }> }>;

  t.test('refused uploads leave no file: another type, no alt, a long alt, another field, another member, no token', async (t) => {
    const html = await upload(picture(Buffer.from('<html><script>alert(1)</script></html>'), '스크립트'));
    t.equal(html.statusCode, 415);
    t.equal(html.json().code, 'IMAGE_TYPE');
    const noAlt = await upload(picture(PNG, null));
    t.equal(noAlt.statusCode, 400);
    t.equal(noAlt.json().code, 'REVIEW_IMAGE_ALT');
    t.match(noAlt.json().message, /./, 'with a message');
    t.equal((await upload(picture(PNG, '   '))).json().code, 'REVIEW_IMAGE_ALT', 'blank alt');
    t.equal((await upload(picture(PNG, 'x'.repeat(201)))).json().code, 'REVIEW_IMAGE_ALT', 'too long');
    t.equal((await upload(picture(PNG, '사진', 'photo'))).json().code, 'IMAGE_REQUIRED');
    const stranger = await world.member();
    t.equal((await upload(picture(PNG, '사진'), stranger.headers)).statusCode, 404, 'not their review');
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/reviews/${reviewId}/images`, ...picture(PNG, '사진') })).statusCode, 401);
    const tooBig = await upload(picture(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]), '큰 사진'));
    t.equal(tooBig.statusCode, 413, 'beyond the size limit');
    t.same(storedFiles(), [], 'no file was kept');
    t.same((await publicReviews())[0]!.images, []);
  });

  t.test('three pictures with alt text, shown on the product\'s reviews and served with their type', async (t) => {
    for (const [i, alt] of ['앞면 단추', '뒷면 바느질', '입은 모습'].entries()) {
      const answer = await upload(picture(distinct(`image ${i}`), alt));
      t.equal(answer.statusCode, 200, answer.body);
      t.equal(answer.json().review.images.length, i + 1);
    }
    const shown = (await publicReviews())[0]!;
    t.same(shown.images.map((image) => image.alt), ['앞면 단추', '뒷면 바느질', '입은 모습'], 'in the order uploaded, with their alt text');
    const served = await app.inject({ url: shown.images[0]!.url });
    t.equal(served.statusCode, 200);
    t.equal(served.headers['content-type'], 'image/png');
    t.equal(served.headers['x-content-type-options'], 'nosniff');
    t.same(served.rawPayload, distinct('image 0'));
    t.equal(storedFiles().length, 3);

    const fourth = await upload(picture(distinct('fourth'), '네 번째'));
    t.equal(fourth.statusCode, 409);
    t.equal(fourth.json().code, 'TOO_MANY_REVIEW_IMAGES');
    t.equal(storedFiles().length, 3, 'the refused fourth left no file');
  });

  t.test('a picture removed goes from the store; two uploads at once for the last place give one', async (t) => {
    const first = (await publicReviews())[0]!.images[0]!;
    const removed = await app.inject({ method: 'DELETE', url: `/api/v1/me/reviews/${reviewId}/images/${first._id}`, headers: buyer.headers });
    t.equal(removed.statusCode, 200, removed.body);
    t.equal(removed.json().review.images.length, 2);
    t.equal(storedFiles().length, 2, 'its file is gone');
    t.equal((await app.inject({ url: first.url })).statusCode, 404);
    t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/me/reviews/${reviewId}/images/${first._id}`, headers: buyer.headers })).json().code, 'REVIEW_IMAGE_NOT_FOUND');

    const both = await Promise.all([upload(picture(distinct('race a'), '경쟁 A')), upload(picture(distinct('race b'), '경쟁 B'))]);
    const codes = both.map((answer) => answer.statusCode).sort();
    t.ok(codes.includes(200), 'one took the last place');
    t.equal(Number((await app.db('review_images').where({ review_id: reviewId }).count({ n: '*' }))[0]!.n), 3, 'never more than three');
    t.equal(storedFiles().length, 3, 'and no file of the loser stays');
  });

  t.test('staff hide the review: its pictures are no longer shown or served', async (t) => {
    const urls = (await publicReviews())[0]!.images.map((image) => image.url);
    t.equal(urls.length, 3);
    t.equal((await app.inject({ method: 'POST', url: `/api/console/shop/reviews/${reviewId}/hide`, headers: STAFF(), payload: { reason: '개인정보 노출' } })).json().review.images.length, 0);
    for (const url of urls) t.equal((await app.inject({ url })).statusCode, 404);
    t.same(await publicReviews(), []);
    t.same((await app.inject({ url: '/api/v1/me/reviews', headers: buyer.headers })).json().reviews[0].images, [], 'the reviewer sees the review hidden, without pictures');
    t.equal((await upload(picture(distinct('after'), '숨긴 뒤'))).json().code, 'REVIEW_HIDDEN');
  });
});

// Product pictures: a thumb and up to ten images per product, through the file store, type read
// from the bytes, only by the product's seller. SQLite and MySQL.
import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { productInput, shopWorld } from './shop-world.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const BOUNDARY = 'shopboundary';
function picture(content: Buffer, field = 'file') {
  const head = Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${field}"; filename="p.png"\r\ncontent-type: image/png\r\n\r\n`);
  return { payload: Buffer.concat([head, content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

await forEachDatabase(t, 'shop_images', async (t, database) => {
  const world = await shopWorld(t, database);
  const { app } = world;
  const category = await world.category('사진');
  const seller = await world.member('APPROVED');
  const { id } = await world.productOnSale(seller, productInput(category));
  const upload = (path: string, body: ReturnType<typeof picture>, headers = seller.headers) => app.inject({ method: 'POST', url: `/api/v1/me/products/${id}/${path}`, headers: { ...headers, ...body.headers }, payload: body.payload });

  t.test('a thumb and images, served with their type; at most ten', async (t) => {
    const thumb = await upload('thumb', picture(PNG));
    t.equal(thumb.statusCode, 200, thumb.body);
    const url = thumb.json().product.thumb as string;
    t.match(url, /^\/api\/v1\/shop\/images\/[0-9a-f]{32}\.png$/);
    const served = await app.inject({ url });
    t.equal(served.statusCode, 200);
    t.equal(served.headers['content-type'], 'image/png');
    t.equal(served.headers['x-content-type-options'], 'nosniff');
    t.equal((await app.inject({ url: `/api/v1/shop/products/${id}` })).json().product.thumb, url);

    for (let i = 0; i < 10; i++) t.equal((await upload('images', picture(Buffer.concat([PNG, Buffer.from(`image ${i}`)])))).statusCode, 200);
    const eleventh = await upload('images', picture(Buffer.concat([PNG, Buffer.from('eleventh')])));
    t.equal(eleventh.statusCode, 409);
    t.equal(eleventh.json().code, 'TOO_MANY_IMAGES');
    const images = (await app.inject({ url: `/api/v1/me/products/${id}`, headers: seller.headers })).json().product.images as string[];
    t.equal(images.length, 10);
    const name = images[0]!.split('/').pop()!;
    const removed = await app.inject({ method: 'DELETE', url: `/api/v1/me/products/${id}/images/${name}`, headers: seller.headers });
    t.equal(removed.json().product.images.length, 9);
  });

  t.test('refused: another type, another field, another member, no token', async (t) => {
    const html = await upload('images', picture(Buffer.from('<html><script>alert(1)</script></html>')));
    t.equal(html.statusCode, 415);
    t.equal(html.json().code, 'IMAGE_TYPE');
    t.equal((await upload('images', picture(PNG, 'photo'))).json().code, 'IMAGE_REQUIRED');
    const other = await world.member('APPROVED');
    t.equal((await upload('thumb', picture(PNG), other.headers)).statusCode, 404);
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/products/${id}/thumb`, ...picture(PNG) })).statusCode, 401);
    t.equal((await app.inject({ url: '/api/v1/shop/images/..%2F..%2Fetc%2Fpasswd' })).statusCode, 400, 'a name that is no image name is refused before any lookup');
  });
});

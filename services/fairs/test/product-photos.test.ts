// Fair product photos: the owning approved exhibitor uploads (type from the bytes, size and count
// limits, refusals in four languages) and removes them; the public sees the shown ones; staff hide
// and remove. SQLite and MySQL.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { FAIR_LIMITS, UPLOAD_IMAGE_MAX_BYTES } from '@centre/contracts';
import { controllableClock } from '@centre/server-kit';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { BUYER_C, MAKER_A, MAKER_B, facilityStaff, member, openFair, programStaff } from './fair-world.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);
const BOUNDARY = 'fairphotoboundary';
function picture(content: Buffer, field = 'file', claimed = 'image/png') {
  const head = Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${field}"; filename="photo.png"\r\ncontent-type: ${claimed}\r\n\r\n`);
  return { payload: Buffer.concat([head, content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}
const productInput = { name: 'Merino crew neck', item: 'KNIT', priceMin: 18000, priceMax: 25000, moq: 100, leadTimeDays: 30, sampleAvailable: true };

await forEachDatabase(t, 'fairs_photos', async (t, database) => {
  const clock = controllableClock('2026-11-20T00:00:00.000Z');
  const filesDir = mkdtempSync(path.join(tmpdir(), 'centre-fair-photos-'));
  const app = await buildApp({ ...serviceOptionsForTest(database), clock, clockTimer: false, filesDir });
  t.teardown(async () => {
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
  });
  const { fairId } = await openFair(app, { exhibitors: [MAKER_A, MAKER_B], buyers: [BUYER_C] });
  const products = `/api/v1/fairs/${fairId}/products`;
  const productId = (await app.inject({ method: 'POST', url: products, headers: member(MAKER_A), payload: productInput })).json().product._id as string;
  const otherId = (await app.inject({ method: 'POST', url: products, headers: member(MAKER_B), payload: { ...productInput, name: 'Selvedge jeans', item: 'DENIM' } })).json().product._id as string;
  const photos = (id = productId) => `${products}/${id}/photos`;
  const upload = (body: ReturnType<typeof picture>, headers: Record<string, string> = member(MAKER_A), id = productId) =>
    app.inject({ method: 'POST', url: photos(id), headers: { ...headers, ...body.headers }, payload: body.payload });
  const shown = async (id = productId) => ((await app.inject({ url: `${products}?limit=100` })).json().products as Array<{ _id: string; photos: Array<{ _id: string; url: string }> }>).find((row) => row._id === id)!.photos;

  t.test('the owner uploads PNG and JPEG photos; the public list and detail show them and serve the bytes', async (t) => {
    t.same((await app.inject({ url: `${products}/${productId}` })).statusCode, 404, 'no single-product route: products come in the list');
    const first = await upload(picture(PNG));
    t.equal(first.statusCode, 201, first.body);
    t.equal(first.json().product.photos.length, 1);
    const jpeg = await upload(picture(JPEG, 'file', 'image/png'));
    t.equal(jpeg.statusCode, 201, 'the type is read from the bytes, not the claimed type');
    const list = await shown();
    t.equal(list.length, 2);
    t.match(list[0]!.url, new RegExp(`^/api/v1/fairs/${fairId}/products/${productId}/photos/[0-9a-f-]{36}$`));
    const served = await app.inject({ url: list[0]!.url });
    t.equal(served.statusCode, 200);
    t.equal(served.headers['content-type'], 'image/png');
    t.equal(served.headers['x-content-type-options'], 'nosniff');
    t.same(served.rawPayload, PNG);
    t.equal((await app.inject({ url: list[1]!.url })).headers['content-type'], 'image/jpeg');
  });

  t.test('refused, in the caller language, and nothing written: another type, too large, no file, too many', async (t) => {
    const before = (await shown()).length;
    const html = await upload(picture(Buffer.from('<html><script>alert(1)</script></html>')), { ...member(MAKER_A), 'accept-language': 'ko' });
    t.equal(html.statusCode, 415);
    t.equal(html.json().code, 'PHOTO_TYPE');
    t.match(html.json().message, /PNG, JPEG, WebP 사진만/);
    const svg = await upload(picture(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'file', 'image/svg+xml'), { ...member(MAKER_A), 'accept-language': 'jp' });
    t.equal(svg.json().code, 'PHOTO_TYPE');
    t.match(svg.json().message, /PNG・JPEG・WebP/);
    const large = await upload(picture(Buffer.concat([PNG, Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES)])), { ...member(MAKER_A), 'accept-language': 'cn' });
    t.equal(large.statusCode, 413);
    t.equal(large.json().code, 'PHOTO_TOO_LARGE');
    t.match(large.json().message, /5MB/);
    const wrongField = await upload(picture(PNG, 'photo'), { ...member(MAKER_A), 'accept-language': 'en' });
    t.equal(wrongField.statusCode, 400);
    t.equal(wrongField.json().code, 'PHOTO_REQUIRED');
    t.equal(wrongField.json().message, 'Attach a photo file.');
    const json = await app.inject({ method: 'POST', url: photos(), headers: member(MAKER_A), payload: { file: 'x' } });
    t.equal(json.json().code, 'PHOTO_REQUIRED');
    t.equal((await upload(picture(Buffer.alloc(0)))).json().code, 'PHOTO_REQUIRED');
    t.equal((await shown()).length, before, 'nothing was added');

    for (let i = before; i < FAIR_LIMITS.productPhotos; i++) t.equal((await upload(picture(Buffer.concat([PNG, Buffer.from(`photo ${i}`)])))).statusCode, 201);
    const tooMany = await upload(picture(Buffer.concat([PNG, Buffer.from('one more')])), { ...member(MAKER_A), 'accept-language': 'en' });
    t.equal(tooMany.statusCode, 409);
    t.equal(tooMany.json().code, 'TOO_MANY_PHOTOS');
    t.equal((await shown()).length, FAIR_LIMITS.productPhotos);
  });

  t.test('only the owning approved exhibitor changes the photos', async (t) => {
    t.equal((await app.inject({ method: 'POST', url: photos(), ...picture(PNG) })).statusCode, 401);
    const foreign = await upload(picture(PNG), member(MAKER_B));
    t.equal(foreign.statusCode, 403);
    t.equal(foreign.json().code, 'PRODUCT_NOT_YOURS');
    t.equal((await upload(picture(PNG), member(BUYER_C))).json().code, 'NOT_AN_EXHIBITOR');
    const photo = (await shown())[0]!;
    const foreignRemove = await app.inject({ method: 'DELETE', url: `${photos()}/${photo._id}`, headers: member(MAKER_B) });
    t.equal(foreignRemove.json().code, 'PRODUCT_NOT_YOURS');
    const crossed = await app.inject({ method: 'DELETE', url: `${photos(otherId)}/${photo._id}`, headers: member(MAKER_B) });
    t.equal(crossed.statusCode, 404, 'a photo of another product through one of my products');
    t.equal(crossed.json().code, 'PHOTO_NOT_FOUND');
    t.equal((await app.inject({ url: `${photos(otherId)}/${photo._id}` })).statusCode, 404, 'not served under another product');
    t.equal((await shown()).length, FAIR_LIMITS.productPhotos, 'the refusals removed nothing');
  });

  t.test('the owner removes a photo: gone from the list, its address and (unused) the store', async (t) => {
    const [photo, ...rest] = await shown();
    const filesBefore = readdirSync(filesDir).filter((name) => !name.endsWith('.json')).length;
    const removed = await app.inject({ method: 'DELETE', url: `${photos()}/${photo!._id}`, headers: member(MAKER_A) });
    t.equal(removed.statusCode, 200, removed.body);
    t.same(removed.json().product.photos.map((row: { _id: string }) => row._id), rest.map((row) => row._id));
    t.equal((await app.inject({ url: photo!.url })).statusCode, 404);
    t.equal(readdirSync(filesDir).filter((name) => !name.endsWith('.json')).length, filesBefore - 1, 'the bytes no photo uses left the store');
    t.equal((await app.inject({ method: 'DELETE', url: `${photos()}/${photo!._id}`, headers: member(MAKER_A) })).json().code, 'PHOTO_NOT_FOUND');
  });

  t.test('staff see every photo, hide one (no longer public, no longer counted) and remove one', async (t) => {
    const consoleUrl = `/api/console/fairs/${fairId}/products/${productId}/photos`;
    t.equal((await app.inject({ url: consoleUrl, headers: member(MAKER_A) })).statusCode, 403);
    t.equal((await app.inject({ url: consoleUrl, headers: facilityStaff() })).statusCode, 403);
    const listed = (await app.inject({ url: consoleUrl, headers: programStaff() })).json().photos as Array<{ _id: string; url: string; hidden: boolean }>;
    t.equal(listed.length, FAIR_LIMITS.productPhotos - 1);
    const target = listed[0]!;
    t.equal((await app.inject({ method: 'PUT', url: `${consoleUrl}/${target._id}/visibility`, headers: member(MAKER_A), payload: { hidden: true } })).statusCode, 403);
    t.equal((await app.inject({ method: 'PUT', url: `${consoleUrl}/${target._id}/visibility`, headers: programStaff(), payload: { hidden: 'yes' } })).statusCode, 400);
    const hidden = await app.inject({ method: 'PUT', url: `${consoleUrl}/${target._id}/visibility`, headers: programStaff(), payload: { hidden: true } });
    t.equal(hidden.statusCode, 200, hidden.body);
    t.equal(hidden.json().photos.find((row: { _id: string }) => row._id === target._id).hidden, true);
    t.notOk((await shown()).some((row) => row._id === target._id), 'hidden: not in the public list');
    t.equal((await app.inject({ url: `${photos()}/${target._id}` })).statusCode, 404, 'hidden: not served publicly');
    t.equal((await app.inject({ url: target.url, headers: programStaff() })).statusCode, 200, 'staff still see it');
    t.equal((await app.inject({ method: 'DELETE', url: `${photos()}/${target._id}`, headers: member(MAKER_A) })).statusCode, 200, 'the owner may still remove a hidden photo');
    t.equal((await upload(picture(Buffer.concat([PNG, Buffer.from('replacement')])))).statusCode, 201, 'a free place again');

    const other = (await shown())[0]!;
    const removed = await app.inject({ method: 'DELETE', url: `${consoleUrl}/${other._id}`, headers: programStaff() });
    t.equal(removed.statusCode, 200);
    t.notOk(removed.json().photos.some((row: { _id: string }) => row._id === other._id));
    t.equal((await app.inject({ method: 'PUT', url: `${consoleUrl}/0190a5a0-0000-7000-8000-00000000ffff/visibility`, headers: programStaff(), payload: { hidden: true } })).json().code, 'PHOTO_NOT_FOUND');
  });

  t.test("staff's products view: every product with every photo (hidden ones marked), search and paging, even once the fair is unpublished", async (t) => {
    const list = `/api/console/fairs/${fairId}/products`;
    t.equal((await app.inject({ url: list, headers: member(MAKER_A) })).statusCode, 403);
    t.equal((await app.inject({ url: list, headers: facilityStaff() })).statusCode, 403);
    t.equal((await app.inject({ url: '/api/console/fairs/0190a5a0-0000-7000-8000-00000000ffff/products', headers: programStaff() })).json().code, 'FAIR_NOT_FOUND');
    const photoId = (await shown())[0]!._id;
    t.equal((await app.inject({ method: 'PUT', url: `${list}/${productId}/photos/${photoId}/visibility`, headers: programStaff(), payload: { hidden: true } })).statusCode, 200);
    await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}/publication`, headers: programStaff(), payload: { published: false } });
    t.teardown(() => app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}/publication`, headers: programStaff(), payload: { published: true } }));

    const all = await app.inject({ url: list, headers: programStaff() });
    t.equal(all.statusCode, 200, all.body);
    t.equal(all.json().summary.total, 2);
    const mine = all.json().products.find((row: { _id: string }) => row._id === productId);
    t.match(mine, { name: 'Merino crew neck', exhibitorStatus: 'APPROVED' });
    const hiddenPhoto = mine.photos.find((row: { _id: string }) => row._id === photoId);
    t.match(hiddenPhoto, { hidden: true, url: `${list}/${productId}/photos/${photoId}` }, 'the hidden photo is listed, marked, at its staff address');
    t.equal((await app.inject({ url: hiddenPhoto.url, headers: programStaff() })).statusCode, 200);
    t.equal(mine.photos.filter((row: { hidden: boolean }) => !row.hidden).length, (await app.inject({ url: `${list}/${productId}/photos`, headers: programStaff() })).json().photos.filter((row: { hidden: boolean }) => !row.hidden).length);

    const found = (await app.inject({ url: `${list}?keyword=selvedge`, headers: programStaff() })).json();
    t.same(found.products.map((row: { _id: string }) => row._id), [otherId], 'found by the product name');
    const paged = (await app.inject({ url: `${list}?limit=1&offset=1`, headers: programStaff() })).json();
    t.same([paged.products.length, paged.summary.total], [1, 2]);
    t.equal((await app.inject({ url: `${list}?limit=0`, headers: programStaff() })).statusCode, 400);
    t.equal((await app.inject({ url: `/api/v1/fairs/${fairId}/products` })).statusCode, 404, 'the public list is gone with the publication');
    await app.inject({ method: 'PUT', url: `${list}/${productId}/photos/${photoId}/visibility`, headers: programStaff(), payload: { hidden: false } });
  });

  t.test('parallel uploads for the last place: exactly one is added', async (t) => {
    const id = (await app.inject({ method: 'POST', url: products, headers: member(MAKER_B), payload: { ...productInput, name: 'Raw denim jacket', item: 'DENIM' } })).json().product._id as string;
    for (let i = 1; i < FAIR_LIMITS.productPhotos; i++) t.equal((await upload(picture(Buffer.concat([PNG, Buffer.from(`jacket ${i}`)])), member(MAKER_B), id)).statusCode, 201);
    const answers = await Promise.all([1, 2, 3, 4].map((n) => upload(picture(Buffer.concat([PNG, Buffer.from(`race ${n}`)])), member(MAKER_B), id)));
    t.same(answers.map((answer) => answer.statusCode).sort(), [201, 409, 409, 409], answers.map((answer) => answer.body).join('\n'));
    t.equal((await shown(id)).length, FAIR_LIMITS.productPhotos, 'never more than the limit');
    t.equal((await app.inject({ method: 'DELETE', url: `${products}/${id}`, headers: member(MAKER_B) })).statusCode, 204);
  });

  t.test('removing the product removes its photos', async (t) => {
    const before = (await shown()).length;
    t.ok(before > 0);
    t.equal((await app.inject({ method: 'DELETE', url: `${products}/${productId}`, headers: member(MAKER_A) })).statusCode, 204);
    t.equal((await app.inject({ url: `/api/console/fairs/${fairId}/products/${productId}/photos`, headers: programStaff() })).json().code, 'PRODUCT_NOT_FOUND');
    t.equal(readdirSync(filesDir).filter((name) => !name.endsWith('.json') && !name.startsWith('.')).length, 0, 'every photo file left the store');
  });
});

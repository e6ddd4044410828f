// Inquiry images take disk space: nothing is written for a refused upload, a deleted question's
// files go with it (unless another question holds the same bytes), and each member has a quota.
import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { INQUIRY_LIMITS, MEMBER_INQUIRIES_PATH } from '@centre/contracts';
import { bearer, forEachDatabase, serviceOptionsForTest, signAccessToken } from '@centre/server-kit/testing';
import { localFileStore } from '@centre/server-kit';
import { buildApp } from '../src/app.ts';
import { sweepInquiryImages } from '../src/inquiry-image-sweep.ts';
import { form } from './multipart-form.ts';

const A = { sub: '0190a5a0-0000-7000-8000-0000000000a1', username: 'sewmaker01', name: '김재봉' };
const B = { sub: '0190a5a0-0000-7000-8000-0000000000b2', username: 'pattern02', name: 'Lee Pattern' };
const memberA = bearer(signAccessToken({ ...A, scope: ['member'] }));
const memberB = bearer(signAccessToken({ ...B, scope: ['member'] }));
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** A PNG of its own bytes (a distinct stored file per tag). */
const png = (tag: string) => Buffer.concat([PNG, Buffer.from(tag)]);
const image = (value: Buffer) => ({ name: 'images', value, filename: 'photo.png', type: 'image/png' });

await forEachDatabase(t, 'inquiry_storage', async (t, database) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'inquiry-storage-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const store = path.join(dir, 'private');
  const app = await buildApp({ ...serviceOptionsForTest(database), filesDir: path.join(dir, 'public'), inquiryFilesDir: store });
  t.teardown(() => app.close());
  const filesInStore = () => readdirSync(store, { recursive: true }).filter((name) => /\.(png|jpg|webp)$/.test(String(name))).length;
  const ask = async (headers: Record<string, string>, tag: string) => {
    const body = form([{ name: 'title', value: `질문 ${tag}` }, { name: 'content', value: '내용' }, image(png(tag))]);
    const created = await app.inject({ method: 'POST', url: MEMBER_INQUIRIES_PATH, headers: { ...headers, ...body.headers }, payload: body.payload });
    t.equal(created.statusCode, 201);
    return created.json().inquiry as { _id: string; images: Array<{ name: string }> };
  };
  const addImage = (headers: Record<string, string>, id: string, tag: string) => {
    const body = form([image(png(tag))]);
    return app.inject({ method: 'POST', url: `${MEMBER_INQUIRIES_PATH}/${id}/images`, headers: { ...headers, ...body.headers }, payload: body.payload });
  };

  t.test('an upload to a question that is not yours, or not there, writes nothing', async (t) => {
    const own = await ask(memberA, 'a-own');
    const before = filesInStore();
    t.equal((await addImage(memberB, own._id, 'b-foreign')).statusCode, 404, 'another member\'s question');
    t.equal((await addImage(memberB, '0190a5a0-0000-7000-8000-00000000dead', 'b-random')).statusCode, 404, 'a random id');
    t.equal(filesInStore(), before, 'no file written');
  });

  t.test('deleting a question deletes its files, but not bytes another question still holds', async (t) => {
    const first = await ask(memberA, 'shared');
    const second = await ask(memberB, 'shared');
    const alone = await ask(memberA, 'alone');
    const before = filesInStore();
    t.equal((await app.inject({ method: 'DELETE', url: `${MEMBER_INQUIRIES_PATH}/${alone._id}`, headers: memberA })).statusCode, 204);
    t.equal(filesInStore(), before - 1, 'its only file is gone');
    t.equal((await app.inject({ method: 'DELETE', url: `${MEMBER_INQUIRIES_PATH}/${first._id}`, headers: memberA })).statusCode, 204);
    t.equal(filesInStore(), before - 1, 'the shared file stays for the other question');
    t.equal((await app.inject({ url: `${MEMBER_INQUIRIES_PATH}/${second._id}/images/${second.images[0]!.name}`, headers: memberB })).statusCode, 200);
  });

  t.test('a member\'s unanswered questions hold at most INQUIRY_LIMITS.memberOpenImages images: the next is refused, nothing written', async (t) => {
    const C = bearer(signAccessToken({ sub: '0190a5a0-0000-7000-8000-0000000000c9', username: 'quota03', name: '한도', scope: ['member'] }));
    const three = (tag: string) => [image(png(`${tag}-1`)), image(png(`${tag}-2`)), image(png(`${tag}-3`))];
    for (let i = 0; i < INQUIRY_LIMITS.memberOpenImages / 3; i++) {
      const body = form([{ name: 'title', value: `질문 ${i}` }, { name: 'content', value: '내용' }, ...three(`quota-${i}`)]);
      t.equal((await app.inject({ method: 'POST', url: MEMBER_INQUIRIES_PATH, headers: { ...C, ...body.headers }, payload: body.payload })).statusCode, 201);
    }
    const before = filesInStore();
    const body = form([{ name: 'title', value: '하나 더' }, { name: 'content', value: '내용' }, image(png('quota-over'))]);
    const over = await app.inject({ method: 'POST', url: MEMBER_INQUIRIES_PATH, headers: { ...C, ...body.headers }, payload: body.payload });
    t.equal(over.statusCode, 409);
    t.match(over.json(), { code: 'INQUIRY_IMAGE_QUOTA', message: /images/ });
    t.equal(filesInStore(), before, 'nothing written');
    const textOnly = await app.inject({ method: 'POST', url: MEMBER_INQUIRIES_PATH, headers: C, payload: { title: '글만', content: '이미지 없이' } });
    t.equal(textOnly.statusCode, 201, 'a question without images is still taken');
    t.equal((await addImage(C, textOnly.json().inquiry._id, 'quota-add')).statusCode, 409, 'nor added to a question');
    t.equal(filesInStore(), before);
  });

  t.test('the sweep removes files no question refers to once they are an hour old, and nothing else', async (t) => {
    const kept = await ask(memberA, 'sweep-kept');
    const files = localFileStore(store);
    const stray = await files.put(png('sweep-stray'), 'image/png');
    const fresh = await files.put(png('sweep-fresh'), 'image/png');
    const anHourAgo = new Date(Date.now() - 61 * 60_000);
    for (const name of [stray, kept.images[0]!.name]) utimesSync(path.join(store, name), anHourAgo, anHourAgo);
    t.equal(await sweepInquiryImages({ dir: store, files, inquiries: app.inquiries, now: new Date() }), 1);
    t.equal(await files.get(stray), null, 'the old unreferenced file is gone');
    t.ok(await files.get(fresh), 'a file younger than an hour may be an upload under way: kept');
    t.ok(await files.get(kept.images[0]!.name), 'a referenced file is kept');
  });
});

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import { localFileStore, sniffUploadType } from '@centre/server-kit';

/** A store in a folder of its own, removed when the test ends. */
function temporaryStore(t: Test) {
  const dir = mkdtempSync(path.join(tmpdir(), 'file-store-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return { dir, store: localFileStore(dir) };
}

t.test('the same bytes stored many times at once: one file, no error, nothing left behind', async (t) => {
  const { dir, store } = temporaryStore(t);
  const content = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
  const names = await Promise.all(Array.from({ length: 12 }, () => store.put(content, 'image/svg+xml')));
  t.equal(new Set(names).size, 1, 'one name for one content');
  t.same(readdirSync(dir).sort(), [names[0], `${names[0]}.json`], 'the file and its metadata, no temporary files');
  const stored = await store.get(names[0]!);
  t.equal(stored?.contentType, 'image/svg+xml');
  t.ok(stored?.content.equals(content), 'the bytes read back');
});

t.test('names outside the store are never looked up', async (t) => {
  const { store } = temporaryStore(t);
  for (const name of ['../etc/passwd', 'x.svg', `${'0'.repeat(32)}.exe`]) t.equal(await store.get(name), null, name);
  t.equal(await store.get(`${'0'.repeat(32)}.svg`), null, 'a well-formed name that was never stored');
});

t.test('upload types come from the bytes, not from a name or a claim', async (t) => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2277b5f0000000049454e44ae426082', 'hex');
  t.equal(await sniffUploadType(png), 'image/png');
  t.equal(await sniffUploadType(Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1')), 'application/pdf');
  t.equal(await sniffUploadType(Buffer.from('<html><script>alert(1)</script></html>')), null, 'HTML is refused');
  t.equal(await sniffUploadType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')), null, 'SVG is not an upload type');
  t.equal(await sniffUploadType(png, ['application/pdf']), null, 'a type outside the allowed list is refused');
});

t.test('a deleted file is gone with its metadata; deleting twice or a foreign name is harmless', async (t) => {
  const { dir, store } = temporaryStore(t);
  const name = await store.put(Buffer.from('%PDF-1.4 member document'), 'application/pdf');
  await store.delete(name);
  t.equal(await store.get(name), null);
  t.same(readdirSync(dir), [], 'nothing left on disk');
  await store.delete(name);
  await store.delete('../outside.pdf');
});

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import { localFileStore } from '../src/files/file-store.ts';

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

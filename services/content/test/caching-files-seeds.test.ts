import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { entityTag, matchesIfNoneMatch } from '@centre/server-kit';
import { forEachDatabase } from '@centre/server-kit/testing';
import { prepareContentDatabase } from '../src/seeds/index.ts';
import { read, seededContentApp, staff } from './helpers.ts';

t.test('If-None-Match matching', async (t) => {
  const tag = entityTag('{"a":1}');
  t.match(tag, /^"[A-Za-z0-9_-]+"$/, 'a strong tag');
  t.equal(entityTag('{"a":1}'), tag, 'same bytes, same tag');
  t.not(entityTag('{"a":2}'), tag);
  t.ok(matchesIfNoneMatch(tag, tag));
  t.ok(matchesIfNoneMatch(`"other", W/${tag}`, tag), 'weak comparison, any of a list');
  t.ok(matchesIfNoneMatch('*', tag));
  t.notOk(matchesIfNoneMatch('"other"', tag));
  t.notOk(matchesIfNoneMatch(undefined, tag));
});

await forEachDatabase(t, 'caching', async (t, database) => {
  const { app, filesDir, created } = await seededContentApp(t, database);

  t.test('seeding fills every resource once; a second run adds nothing', async (t) => {
    t.ok(Object.values(created).every((count) => count > 0), JSON.stringify(created));
    const again = await prepareContentDatabase(database, { demo: true, filesDir });
    t.ok(Object.values(again).every((count) => count === 0), JSON.stringify(again));
    t.equal((await read(t, app, '/api/v1/space')).summary.total, created.spaces);
  });

  t.test('public reads: ETag, revalidate always, 304 when unchanged, new tag after an edit', async (t) => {
    const url = '/api/v1/space?isMain=true&limit=8';
    const first = await app.inject({ url });
    const tag = first.headers.etag as string;
    t.match(tag, /^"/);
    t.equal(first.headers['cache-control'], 'public, no-cache');
    t.match(first.headers.vary, /Accept-Language/);

    const revalidated = await app.inject({ url, headers: { 'if-none-match': tag } });
    t.equal(revalidated.statusCode, 304);
    t.equal(revalidated.body, '');
    t.equal(revalidated.headers.etag, tag);

    const english = await app.inject({ url, headers: { 'if-none-match': tag, 'accept-language': 'en' } });
    t.equal(english.statusCode, 200, 'another language is another representation');
    t.not(english.headers.etag, tag);

    const card = first.json().spaces[0];
    const stored = (await app.inject({ url: `/api/console/space/${card._id}`, headers: staff })).json().space;
    const { _id, createdAt, updatedAt, work, ...input } = stored;
    const edit = await app.inject({ method: 'PUT', url: `/api/console/space/${card._id}`, headers: staff, payload: { ...input, title: { ...input.title, ko: '새 이름' } } });
    t.equal(edit.statusCode, 200);
    const afterEdit = await app.inject({ url, headers: { 'if-none-match': tag } });
    t.equal(afterEdit.statusCode, 200, 'an edit shows at once');
    t.not(afterEdit.headers.etag, tag);
    t.equal(afterEdit.json().spaces[0].title, '새 이름');
  });

  t.test('errors and console answers carry no cache validators', async (t) => {
    const missing = await app.inject({ url: '/api/v1/space/0190a5a0-0000-7000-8000-00000000dead' });
    t.equal(missing.statusCode, 404);
    t.notOk(missing.headers.etag);
    const consoleList = await app.inject({ url: '/api/console/space', headers: staff });
    t.equal(consoleList.statusCode, 200);
    t.notOk(consoleList.headers.etag);
    t.notOk(consoleList.headers['cache-control']?.includes('public'));
  });

  t.test('files: stored pictures served with their type, nosniff, a strict CSP and an immutable cache', async (t) => {
    const { spaces } = await read(t, app, '/api/v1/space?limit=1');
    const res = await app.inject({ url: spaces[0].thumb });
    t.equal(res.statusCode, 200);
    t.equal(res.headers['content-type'], 'image/svg+xml');
    t.equal(res.headers['x-content-type-options'], 'nosniff');
    t.equal(res.headers['content-security-policy'], "default-src 'none'; style-src 'unsafe-inline'");
    t.match(res.headers['cache-control'], /immutable/);
    t.match(res.body, /^<svg [^>]*width="\d+" height="\d+"/);
    t.equal((await app.inject({ url: spaces[0].thumb, headers: { 'if-none-match': res.headers.etag as string } })).statusCode, 304);
    const names = readdirSync(filesDir).filter((name) => name.endsWith('.svg'));
    t.ok(names.length >= 20, 'demo pictures are on disk');
    t.ok(existsSync(path.join(filesDir, `${names[0]}.json`)), 'with their metadata beside them');
  });

  t.test('files: unknown and malicious names are 404', async (t) => {
    for (const name of ['0123456789abcdef0123456789abcdef.svg', '..%2F..%2Fetc%2Fpasswd', '..%2Fcontent.sqlite', '%2E%2E%2F%2E%2E%2F', 'x.svg.json', '0123456789abcdef0123456789abcdef.svg.json', 'notes.txt']) {
      const res = await app.inject({ url: `/api/v1/files/${name}` });
      // Escaped dots are refused before routing (server-kit's request-input.ts), in every process.
      const expected = name.includes('%2E') ? 400 : 404;
      t.equal(res.statusCode, expected, name);
      t.equal(res.json().statusCode, expected);
    }
  });
});

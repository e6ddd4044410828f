import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import t, { type Test } from 'tap';
import { startTestGateway } from './helpers/gateway.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CHUNK = 'console.log("a content-hashed chunk");'.repeat(40);
const ENTRY = 'var mf_public = {};'.repeat(40);

/** A build with the .br and .gz copies the production build writes beside each text file. */
function precompressedBuilds(t: Test) {
  const root = mkdtempSync(path.join(tmpdir(), 'centre-dist-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, body: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  };
  const withCopies = (file: string, text: string) => {
    write(file, text);
    write(`${file}.br`, brotliCompressSync(text));
    write(`${file}.gz`, gzipSync(text));
  };
  write('shell/index.html', '<!doctype html><title>센터</title><div id="root"></div>');
  withCopies('shell/main.3f2a9b1c.js', CHUNK);
  withCopies('public/remoteEntry.js', ENTRY);
  withCopies('public/412.a1b2c3d4.js', CHUNK);
  write('public/only-plain.a1b2c3d4.js', CHUNK);
  return {
    SHELL_DIST: path.join(root, 'shell'),
    MF_DIST_PUBLIC: path.join(root, 'public'),
    MF_DIST_MEMBER: path.join(root, 'member'),
    MF_DIST_CONSOLE: path.join(root, 'console'),
  };
}

t.test('pre-compressed copies of the builds', async (t) => {
  const app = await startTestGateway(t, { env: precompressedBuilds(t) });

  t.test('brotli when accepted, with the original type and cache rule', async (t) => {
    for (const [url, body, cacheControl] of [
      ['/main.3f2a9b1c.js', CHUNK, IMMUTABLE],
      ['/mf/public/412.a1b2c3d4.js', CHUNK, IMMUTABLE],
      ['/mf/public/remoteEntry.js', ENTRY, 'no-cache'],
    ] as const) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      t.equal(response.statusCode, 200, url);
      t.equal(response.headers['content-encoding'], 'br', url);
      t.match(response.headers['content-type'], /javascript/, url);
      t.match(response.headers.vary, /accept-encoding/i, url);
      t.equal(response.headers['cache-control'], cacheControl, url);
      t.equal(brotliDecompressSync(response.rawPayload).toString(), body, url);
    }
  });

  t.test('gzip for clients without brotli, plain for clients without either', async (t) => {
    const gzipped = await app.inject({ url: '/mf/public/412.a1b2c3d4.js', headers: { 'accept-encoding': 'gzip' } });
    t.equal(gzipped.headers['content-encoding'], 'gzip');
    t.equal(gunzipSync(gzipped.rawPayload).toString(), CHUNK);
    const plain = await app.inject({ url: '/mf/public/412.a1b2c3d4.js', headers: { 'accept-encoding': 'identity' } });
    t.equal(plain.headers['content-encoding'], undefined);
    t.equal(plain.body, CHUNK);
  });

  t.test('a file without copies is sent as it is', async (t) => {
    const response = await app.inject({ url: '/mf/public/only-plain.a1b2c3d4.js', headers: { 'accept-encoding': 'br, gzip' } });
    t.equal(response.statusCode, 200);
    t.equal(response.headers['content-encoding'], undefined);
    t.equal(response.body, CHUNK);
  });
});

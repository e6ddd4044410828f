import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import t from 'tap';
import { CHUNK, ENTRY, precompressedBuilds } from './helpers/builds.ts';
import { startTestGateway } from './helpers/gateway.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

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

// The gateway with a certificate serves HTTPS with HTTP/2, the way production serves it: every
// kind of route (its own, the proxy with bodies and limits, the front-end files) over a real
// TLS connection, and HTTP/1.1 clients still answered.
import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import t from 'tap';
import { bearer, signAccessToken, throwawayTls } from '@centre/server-kit/testing';
import { CHUNK, precompressedBuilds } from './helpers/builds.ts';
import { startTestGateway } from './helpers/gateway.ts';
import { startEchoUpstream } from './helpers/upstream.ts';

const KIB = 1024;
const tlsDir = mkdtempSync(path.join(tmpdir(), 'centre-tls-'));
t.teardown(() => rmSync(tlsDir, { recursive: true, force: true }));
const tls = await throwawayTls(tlsDir);

interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
}

/** One request on an HTTP/2 session that trusts only the throwaway certificate. */
function request(session: http2.ClientHttp2Session, headers: http2.OutgoingHttpHeaders, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers);
    const chunks: Buffer[] = [];
    let responseHeaders: http2.IncomingHttpHeaders = {};
    stream.on('response', (received) => (responseHeaders = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ status: Number(responseHeaders[':status']), headers: responseHeaders, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end(body);
  });
}

const content = await startEchoUpstream(t);
const app = await startTestGateway(t, {
  services: { content: content.url },
  env: { ...tls.env, ...precompressedBuilds(t), BODY_LIMIT: String(64 * KIB), PUBLIC_ORIGIN: 'https://centre.example' },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };
const origin = `https://127.0.0.1:${port}`;
const session = http2.connect(origin, { ca: tls.cert });
const consoleToken = signAccessToken({ scope: ['member', 'console'] });
t.teardown(() => session.close());

t.test('the gateway speaks HTTP/2 over TLS', async (t) => {
  const health = await request(session, { ':path': '/healthz' });
  t.equal(health.status, 200);
  t.equal(session.alpnProtocol, 'h2', 'HTTP/2 was negotiated');
  t.equal(session.encrypted, true);
});

t.test('its own routes answer: a sign-in without credentials is a clear 400', async (t) => {
  const response = await request(session, { ':path': '/api/auth/refreshToken' });
  t.equal(response.status, 400);
  t.match(JSON.parse(response.body.toString()), { statusCode: 400, message: String });
});

t.test('API calls reach their service, with the query and the body', async (t) => {
  const url = `/api/v1/center/notifications?keyword=${encodeURIComponent('봉제')}&page=2`;
  const read = await request(session, { ':path': url, 'accept-language': 'en' });
  t.equal(read.status, 200);
  t.equal(content.received.at(-1)?.url, url, 'the path and query arrive unchanged');
  t.equal(content.received.at(-1)?.headers['accept-language'], 'en');
  t.notOk(read.headers.connection, 'no HTTP/1.1 connection header in an HTTP/2 answer');

  const payload = Buffer.from(JSON.stringify({ title: '재단실 이용 안내', body: '가'.repeat(2000) }));
  const write = await request(
    session,
    { ':method': 'POST', ':path': '/api/console/center/notifications', 'content-type': 'application/json', ...bearer(consoleToken) },
    payload,
  );
  t.equal(write.status, 200);
  t.equal(content.received.at(-1)?.bodyBytes, payload.length, 'the whole body arrives');
});

t.test('body limits hold over HTTP/2: too large is a 413 and the service sees nothing', async (t) => {
  const before = content.received.length;
  const response = await request(
    session,
    { ':method': 'POST', ':path': '/api/console/center/notifications', 'content-type': 'application/json', ...bearer(consoleToken) },
    Buffer.alloc(65 * KIB, 'a'),
  );
  t.equal(response.status, 413);
  t.match(JSON.parse(response.body.toString()), { statusCode: 413, message: /larger than/ });
  t.equal(content.received.length, before);
});

t.test('the console guard holds over HTTP/2', async (t) => {
  const before = content.received.length;
  const response = await request(session, { ':path': '/api/console/center/notifications' });
  t.equal(response.status, 401);
  t.equal(content.received.length, before, 'the service is never asked');
});

t.test('front-end files: the shell page and pre-compressed scripts', async (t) => {
  const page = await request(session, { ':path': '/notice' });
  t.equal(page.status, 200);
  t.match(page.headers['content-type'], /text\/html/);
  t.match(page.body.toString(), /센터/);
  const script = await request(session, { ':path': '/main.3f2a9b1c.js', 'accept-encoding': 'br' });
  t.equal(script.status, 200);
  t.equal(script.headers['content-encoding'], 'br');
  t.equal(brotliDecompressSync(script.body).toString(), CHUNK);
});

t.test('absolute addresses name the configured public origin over HTTP/2 too', async (t) => {
  const robots = await request(session, { ':path': '/robots.txt' });
  t.equal(robots.status, 200);
  t.match(robots.body.toString(), 'Sitemap: https://centre.example/sitemap.xml');
});

t.test('an HTTP/1.1 client is still answered over TLS', async (t) => {
  const answer = await new Promise<{ status: number; version: string }>((resolve, reject) => {
    httpsGet(`${origin}/healthz`, { ca: tls.cert }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, version: response.httpVersion });
    }).on('error', reject);
  });
  t.same(answer, { status: 200, version: '1.1' });
});

t.test('closing the gateway ends open HTTP/2 sessions instead of waiting on them', async (t) => {
  const closing = await startTestGateway(t, { env: tls.env });
  await closing.listen({ host: '127.0.0.1', port: 0 });
  const client = http2.connect(`https://127.0.0.1:${(closing.server.address() as { port: number }).port}`, { ca: tls.cert });
  t.teardown(() => client.destroy());
  t.equal((await request(client, { ':path': '/healthz' })).status, 200, 'a browser-like session stays open after its request');
  const ended = new Promise<void>((resolve) => client.once('close', resolve));
  const outcome = await Promise.race([
    closing.close().then(() => 'closed'),
    new Promise<string>((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5_000).unref()),
  ]);
  t.equal(outcome, 'closed');
  await t.resolves(ended, 'the client saw its session end');
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import t from 'tap';
import { bearer, signAccessToken } from '@centre/server-kit/testing';
import { ROUTES_TABLE } from '../src/routes-table.ts';
import { startTestGateway } from './helpers/gateway.ts';
import { baseUrlOf, closedPort } from './helpers/ports.ts';
import { startEchoUpstream } from './helpers/upstream.ts';

const KIB = 1024;
const content = await startEchoUpstream(t);
const applications = await startEchoUpstream(t);
const users = await startEchoUpstream(t);
const shop = await startEchoUpstream(t);
const fairs = await startEchoUpstream(t);
const auction = await startEchoUpstream(t);
const app = await startTestGateway(t, {
  services: { content: content.url, applications: applications.url, users: users.url, shop: shop.url, fairs: fairs.url, auction: auction.url /* admin: a closed port */ },
  env: { BODY_LIMIT: String(64 * KIB), UPLOAD_BODY_LIMIT: String(512 * KIB) },
});
const consoleToken = signAccessToken({ scope: ['member', 'console'] });

t.test('every prefix of the table reaches its own service, path and query unchanged', async (t) => {
  const upstreams = { content, applications, users, shop, fairs, auction } as const;
  for (const { prefix, service } of ROUTES_TABLE) {
    if (service === 'admin') continue;
    const url = `${prefix}/some/thing?page=2&keyword=${encodeURIComponent('봉제')}`;
    const response = await app.inject({ url, headers: bearer(consoleToken) });
    t.equal(response.statusCode, 200, url);
    t.equal(upstreams[service].received.at(-1)?.url, url, `${prefix} → ${service}`);
  }
});

t.test('a prefix matches whole segments only', async (t) => {
  const response = await app.inject({ url: '/api/v1/centerfold' });
  t.equal(response.statusCode, 404);
  t.match(response.json(), { statusCode: 404, error: 'Not Found' });
});

t.test('identity headers a client sends are stripped; forwarding facts are the gateway\'s own', async (t) => {
  const response = await app.inject({
    url: '/api/v1/center',
    headers: {
      'x-user-id': 'admin',
      'x-user-scope': 'console',
      'x-internal-token': 'guess',
      'x-forwarded-user': 'admin',
      'x-remote-user': 'admin',
      'x-auth-request-user': 'admin',
      'x-forwarded-for': '203.0.113.66',
      forwarded: 'for=203.0.113.66',
      'x-real-ip': '203.0.113.66',
      'accept-language': 'en',
    },
    remoteAddress: '198.51.100.7',
  });
  const { headers } = response.json();
  for (const name of ['x-user-id', 'x-user-scope', 'x-internal-token', 'x-forwarded-user', 'x-remote-user', 'x-auth-request-user', 'forwarded', 'x-real-ip']) {
    t.notOk(name in headers, `${name} is not forwarded`);
  }
  t.equal(headers['x-forwarded-for'], '198.51.100.7', 'the service sees the real client address');
  t.equal(headers['accept-language'], 'en', 'ordinary headers pass');
});

t.test('a request id is generated, forwarded and returned; a sane client id is kept', async (t) => {
  const generated = await app.inject({ url: '/api/v1/space' });
  const id = generated.headers['x-request-id'];
  t.match(id, /^[0-9a-f-]{36}$/);
  t.equal(generated.json().headers['x-request-id'], id);

  const kept = await app.inject({ url: '/api/v1/space', headers: { 'x-request-id': 'trace-abc.123' } });
  t.equal(kept.headers['x-request-id'], 'trace-abc.123');
  t.equal(kept.json().headers['x-request-id'], 'trace-abc.123');

  const replaced = await app.inject({ url: '/api/v1/space', headers: { 'x-request-id': 'bad id\twith "quotes"' } });
  t.not(replaced.headers['x-request-id'], 'bad id\twith "quotes"');
  t.match(replaced.headers['x-request-id'], /^[0-9a-f-]{36}$/);
});

t.test('JSON bodies pass through within the limit', async (t) => {
  const payload = { title: '공지', body: 'x'.repeat(10 * KIB) };
  const response = await app.inject({ method: 'POST', url: '/api/console/boards', headers: bearer(consoleToken), payload });
  t.equal(response.statusCode, 200);
  t.equal(response.json().bodyBytes, Buffer.byteLength(JSON.stringify(payload)));
});

t.test('a body over the limit is 413 and never reaches the service', async (t) => {
  const before = content.received.length;
  const declared = await app.inject({
    method: 'POST',
    url: '/api/console/boards',
    headers: { ...bearer(consoleToken), 'content-type': 'application/json' },
    payload: JSON.stringify({ body: 'x'.repeat(100 * KIB) }),
  });
  t.equal(declared.statusCode, 413);
  t.match(declared.json(), { statusCode: 413, message: /larger than/ });
  t.equal(content.received.length, before);
});

t.test('a chunked body (no Content-Length) over the limit is cut off with 413', async (t) => {
  const gateway = await app.listen({ port: 0, host: '127.0.0.1' }).then(() => baseUrlOf(app.server.address()));
  const chunks = Array.from({ length: 40 }, () => Buffer.alloc(4 * KIB, 'y'));
  const response = await fetch(`${gateway}/api/console/boards`, {
    method: 'POST',
    headers: { ...bearer(consoleToken), 'content-type': 'application/octet-stream' },
    body: Readable.toWeb(Readable.from(chunks)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  t.equal(response.status, 413);
  t.equal(response.headers.get('connection'), 'close', 'the half-read connection is not kept alive');
  t.match(await response.json(), { statusCode: 413 });
  const small = await fetch(`${gateway}/api/console/boards`, {
    method: 'POST',
    headers: { ...bearer(consoleToken), 'content-type': 'application/octet-stream' },
    body: Readable.toWeb(Readable.from([Buffer.alloc(KIB)])) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  t.equal(small.status, 200, 'a small chunked body still passes');
  t.equal((await small.json()).bodyBytes, KIB);
});

t.test('multipart uploads get the larger limit, and only up to it', async (t) => {
  const multipart = (bytes: number) => {
    const boundary = 'centreboundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`),
      Buffer.alloc(bytes, 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { headers: { ...bearer(consoleToken), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body };
  };
  const within = await app.inject({ method: 'POST', url: '/api/v1/editor/images', ...multipart(300 * KIB) });
  t.equal(within.statusCode, 200);
  t.ok(within.json().bodyBytes > 300 * KIB);
  const over = await app.inject({ method: 'POST', url: '/api/v1/editor/images', ...multipart(600 * KIB) });
  t.equal(over.statusCode, 413);
});

t.test('an unreachable service is a JSON 503 for its routes only', async (t) => {
  const down = await app.inject({ url: '/api/console/dashboard', headers: bearer(consoleToken) });
  t.equal(down.statusCode, 503);
  t.same(down.json(), { statusCode: 503, error: 'Service Unavailable', message: 'The admin service is unavailable. Please try again shortly.' });
  t.ok(down.headers['x-request-id']);
  t.equal((await app.inject({ url: '/api/v1/center' })).statusCode, 200, 'content still answers');
  t.equal((await app.inject({ url: '/api/v1/apply' })).statusCode, 200, 'applications still answer');
});

t.test('a service that goes away mid-life turns into 503, and back when it returns', async (t) => {
  const port = await closedPort();
  const gateway = await startTestGateway(t, { services: { content: `http://127.0.0.1:${port}` } });
  t.equal((await gateway.inject({ url: '/api/v1/center' })).statusCode, 503);
  const revived = (await import('fastify')).default();
  revived.get('/api/v1/center', async () => ({ back: true }));
  await revived.listen({ port, host: '127.0.0.1' });
  t.teardown(() => revived.close());
  const response = await gateway.inject({ url: '/api/v1/center' });
  t.equal(response.statusCode, 200);
  t.same(response.json(), { back: true });
});

t.test('/internal/* is never proxied, however it is spelled', async (t) => {
  const before = users.received.length;
  for (const url of [
    '/internal/credentials/verify',
    '/api/v1/users/../../../internal/principals/1',
    '/api/v1/users/%2e%2e/%2e%2e/%2e%2e/internal/principals/1',
    '/api/v1/users/..%2f..%2f..%2finternal/principals/1',
    '/api/v1/users/%2E%2E%2F%2E%2E%2F%2E%2E%2Finternal/principals/1',
  ]) {
    const response = await app.inject({ method: 'GET', url });
    t.ok(response.statusCode === 404 || response.statusCode === 400, `${url} → ${response.statusCode}`);
    t.equal(response.headers['content-type']?.toString().startsWith('application/json'), true);
  }
  const posted = await app.inject({ method: 'POST', url: '/internal/credentials/verify', payload: { username: 'admin', password: 'x' } });
  t.equal(posted.statusCode, 404);
  t.notOk(users.received.some((request) => request.url.includes('internal')), 'the users service never saw an internal path');
  t.equal(users.received.length, before);
});

t.test('unknown /api paths are a JSON 404', async (t) => {
  for (const [method, url] of [['GET', '/api/v2/anything'], ['POST', '/api/nothing'], ['GET', '/api/v1/me/elsewhere']] as const) {
    const response = await app.inject({ method, url, headers: bearer(consoleToken) });
    t.equal(response.statusCode, 404, url);
    t.match(response.json(), { statusCode: 404, error: 'Not Found', message: /.+/ });
  }
});

t.test('the gateway keeps at most GATEWAY_UPSTREAM_CONNECTIONS connections to a service; the rest wait their turn', async (t) => {
  // A content service that answers only when the test releases what it holds, counting the connections it accepts.
  let connections = 0;
  const held: Array<() => void> = [];
  const upstream = http.createServer((request, response) => {
    request.resume();
    held.push(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"spaces":[]}'));
  });
  upstream.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
  const bounded = await startTestGateway(t, { services: { content: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` }, env: { GATEWAY_UPSTREAM_CONNECTIONS: '2' } });
  const answers = Array.from({ length: 5 }, (_, i) => bounded.inject(`/api/v1/space?page=${i + 1}`));
  // Release what has arrived, a turn at a time: with two connections, two at a time arrive.
  let answered = 0;
  const all = Promise.all(answers).then((list) => ((answered = list.length), list));
  while (answered === 0) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    t.ok(held.length <= 2, `never more than two requests at the service at once (${held.length})`);
    for (const release of held.splice(0)) release();
  }
  t.same((await all).map((answer) => answer.statusCode), [200, 200, 200, 200, 200], 'all five answered, in turn');
  t.equal(connections, 2, 'over two connections');
});

// The client every process calls another with (internal-client.ts), against a real server: JSON both
// ways with the internal token, every HTTP answer handed back as it came, a process that is away or
// too slow thrown as the caller's 503, and one kept-alive connection reused call after call.
import t from 'tap';
import Fastify from 'fastify';
import type { Socket } from 'node:net';
import { INTERNAL_TOKEN_HEADER } from '@centre/contracts';
import { DomainError, internalClient } from '@centre/server-kit';

const TOKEN = 'internal-client-test-token-0123456789abcdef';

const server = Fastify();
// The client keeps its connections alive: they are ended at the close, or the server waits out its keep-alive timeout.
const sockets = new Set<Socket>();
server.server.on('connection', (socket: Socket) => sockets.add(socket));
const seen: Array<{ method: string; token: unknown; contentType: unknown; body: unknown }> = [];
server.all('/echo', async (request) => {
  seen.push({ method: request.method, token: request.headers[INTERNAL_TOKEN_HEADER], contentType: request.headers['content-type'], body: request.body ?? null });
  return { method: request.method, body: request.body ?? null, name: '메이커' };
});
server.get('/refused', async (_request, reply) => reply.code(409).send({ code: 'OVER_QUOTA' }));
server.get('/broken', async (_request, reply) => reply.code(502).type('text/html').send('<h1>Bad gateway</h1>'));
server.get('/empty', async (_request, reply) => reply.code(204).send());
server.get('/slow', async () => {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return { late: true };
});
await server.listen({ port: 0, host: '127.0.0.1' });
t.teardown(() => server.close());
const { port } = server.server.address() as { port: number };
const baseUrl = `http://127.0.0.1:${port}`;

t.test('JSON both ways, with the internal token; a body only when there is one', async (t) => {
  const client = internalClient({ service: 'users', baseUrl, internalToken: TOKEN });
  const posted = await client.request<{ method: string; body: unknown; name: string }>('POST', '/echo', { body: { ids: ['a', 'b'], n: 2 } });
  t.same(posted, { status: 200, body: { method: 'POST', body: { ids: ['a', 'b'], n: 2 }, name: '메이커' } }, 'the answer parsed, in UTF-8');
  const read = await client.request('GET', '/echo');
  t.equal(read.status, 200);
  t.same(seen.slice(-2), [
    { method: 'POST', token: TOKEN, contentType: 'application/json', body: { ids: ['a', 'b'], n: 2 } },
    { method: 'GET', token: TOKEN, contentType: undefined, body: null },
  ], 'the token on both; a content type only with a body');
  const anonymous = internalClient({ service: 'content', baseUrl });
  await anonymous.request('GET', '/echo');
  t.equal(seen.at(-1)!.token, undefined, 'no token when the client has none (public reads)');
});

t.test('every HTTP answer is handed back as it came, the failing ones too', async (t) => {
  const client = internalClient({ service: 'users', baseUrl, internalToken: TOKEN });
  t.same(await client.request('GET', '/refused'), { status: 409, body: { code: 'OVER_QUOTA' } }, 'a refusal with its code');
  t.same(await client.request('GET', '/broken'), { status: 502, body: null }, 'a 5xx that is not JSON: its status, no body');
  t.same(await client.request('GET', '/empty'), { status: 204, body: null }, 'no content: no body');
  t.same(await client.request('GET', '/no-such-route'), { status: 404, body: { message: 'Route GET:/no-such-route not found', error: 'Not Found', statusCode: 404 } }, 'an unknown route is a 404 to read');
});

t.test('a process that is away, or slower than the timeout, is the caller\'s 503', async (t) => {
  const away = Fastify();
  await away.listen({ port: 0, host: '127.0.0.1' });
  const awayPort = (away.server.address() as { port: number }).port;
  await away.close();
  const unreachable = internalClient({ service: 'admin', baseUrl: `http://127.0.0.1:${awayPort}`, internalToken: TOKEN });
  const refused = await unreachable.request('GET', '/echo').then(() => null, (error: unknown) => error);
  t.ok(refused instanceof DomainError, 'a DomainError');
  t.match(refused, { status: 503, code: 'SERVICE_UNAVAILABLE', message: /admin service is unavailable/ }, 'nobody listening: 503 naming the service');

  const impatient = internalClient({ service: 'users', baseUrl, internalToken: TOKEN, timeoutMs: 150 });
  const started = performance.now();
  const late = await impatient.request('GET', '/slow').then(() => null, (error: unknown) => error);
  const waited = performance.now() - started;
  t.match(late, { status: 503, code: 'SERVICE_UNAVAILABLE' }, 'an answer later than the timeout: 503');
  t.ok(waited < 900, `given up at the timeout, not when the answer came (${waited.toFixed(0)} ms)`);
});

t.test('calls one after another reuse one kept-alive connection (every answer is read to its end)', async (t) => {
  // A server of its own, so the count is this test's connections only.
  const pooled = Fastify();
  const opened = new Set<Socket>();
  pooled.server.on('connection', (socket: Socket) => opened.add(socket));
  pooled.get('/refused', async (_request, reply) => reply.code(409).send({ code: 'OVER_QUOTA', padding: 'x'.repeat(300_000) }));
  pooled.get('/ok', async () => ({ ok: true }));
  await pooled.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(() => pooled.close());
  const client = internalClient({ service: 'users', baseUrl: `http://127.0.0.1:${(pooled.server.address() as { port: number }).port}` });
  for (let i = 0; i < 20; i++) await client.request('GET', i % 2 ? '/ok' : '/refused');
  // One, or two when a call is sent while the one before is still being released; one a call if answers were left unread.
  t.ok(opened.size <= 2, `20 calls in a row, ${opened.size} connection(s)`);
});

t.teardown(() => {
  for (const socket of sockets) socket.destroy();
});

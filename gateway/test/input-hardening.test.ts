// The gateway as the one door: ambiguous paths refused before routing (over a raw socket, where
// nothing normalises them first), private answers never cached, absolute URLs from the configured
// public origin and never from the Host header, and no source map published.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import { startContentService } from './helpers/content-service.ts';
import { startTestGateway } from './helpers/gateway.ts';

/** Sends one request exactly as written and reads the status line of the answer. */
function rawStatus(port: number, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (match) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)));
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

t.test('ambiguous paths are refused before routing', async (t) => {
  const content = await startContentService(t);
  const app = await startTestGateway(t, { services: { content: content.url } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };

  t.equal(await rawStatus(port, '/api/v1/center/notifications'), 200, 'a plain path reaches the service');
  for (const target of [
    '/api/v1/files/x\\..\\..\\api/console/users',
    '/api/v1/files/x%5c..%5c..%5capi/console/users',
    '/api/v1/files/%2e%2e/%2e%2e/api/console/users',
    '/api/v1/files/.%2E/api/console/users',
    '/api/v1/files/..%2fapi%2fconsole%2fusers',
    '/api/v1/center/../../internal/audit',
    '/mf/public/%2e%2e/%2e%2e/package.json',
    '/\\evil.example/',
  ]) {
    t.equal(await rawStatus(port, target), 400, target);
  }
});

t.test('private answers are no-store at the gateway too', async (t) => {
  const app = await startTestGateway(t);
  for (const url of ['/api/auth/refresh', '/api/auth/login', '/api/console/users', '/api/v1/me/profile']) {
    const response = await app.inject({ method: url.startsWith('/api/auth') ? 'POST' : 'GET', url });
    t.equal(response.headers['cache-control'], 'no-store', `${url} (${response.statusCode})`);
  }
  const publicAnswer = await app.inject('/robots.txt');
  t.not(publicAnswer.headers['cache-control'], 'no-store', 'public answers keep their own caching');
});

t.test('absolute URLs come from PUBLIC_ORIGIN, never from the Host header', async (t) => {
  const content = await startContentService(t);
  const app = await startTestGateway(t, { services: { content: content.url }, env: { PUBLIC_ORIGIN: 'https://centre.example' } });
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
  const robots = await app.inject({ url: '/robots.txt', headers: forged });
  t.match(robots.body, /^Sitemap: https:\/\/centre\.example\/sitemap\.xml$/m);
  t.notMatch(robots.body, /evil/);
  const sitemap = await app.inject({ url: '/sitemap.xml', headers: forged });
  const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  t.ok(locs.length > 0, 'the sitemap lists pages');
  t.ok(locs.every((loc) => loc.startsWith('https://centre.example/')), 'every URL on the public origin');

  const defaulted = await startTestGateway(t, { env: { PORT: '8999' } });
  const robotsByDefault = await defaulted.inject({ url: '/robots.txt', headers: forged });
  t.match(robotsByDefault.body, /^Sitemap: http:\/\/127\.0\.0\.1:8999\/sitemap\.xml$/m, 'default: the gateway\'s own address');
  await t.rejects(startTestGateway(t, { env: { PUBLIC_ORIGIN: 'https://centre.example/path' } }), /PUBLIC_ORIGIN/, 'an origin with a path is refused');
});

function buildsWithSourceMaps(t: Test) {
  const root = mkdtempSync(path.join(tmpdir(), 'centre-maps-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('shell/index.html', '<!doctype html><title>센터</title>');
  write('shell/main.3f2a9b1c7d.js', 'console.log("shell")\n');
  write('shell/main.3f2a9b1c7d.js.map', '{"version":3}');
  write('shell/main.3f2a9b1c7d.js.map.br', 'x');
  for (const remote of ['public', 'member', 'console']) {
    write(`${remote}/remoteEntry.js`, 'var remote;');
    write(`${remote}/static/js/412.a1b2c3d4.js`, '/* chunk */');
    write(`${remote}/static/js/412.a1b2c3d4.js.map`, '{"version":3}');
    write(`${remote}/static/css/main.a1b2c3d4.css.map`, '{"version":3}');
  }
  return {
    SHELL_DIST: path.join(root, 'shell'),
    MF_DIST_PUBLIC: path.join(root, 'public'),
    MF_DIST_MEMBER: path.join(root, 'member'),
    MF_DIST_CONSOLE: path.join(root, 'console'),
  };
}

t.test('source maps are not published', async (t) => {
  const app = await startTestGateway(t, { env: buildsWithSourceMaps(t) });
  t.equal((await app.inject('/main.3f2a9b1c7d.js')).statusCode, 200, 'the script itself is served');
  t.equal((await app.inject('/mf/public/static/js/412.a1b2c3d4.js')).statusCode, 200, 'a remote chunk is served');
  for (const url of [
    '/main.3f2a9b1c7d.js.map',
    '/main.3f2a9b1c7d.js.map.br',
    '/mf/public/static/js/412.a1b2c3d4.js.map',
    '/mf/member/static/js/412.a1b2c3d4.js.map',
    '/mf/console/static/js/412.a1b2c3d4.js.map',
    '/mf/console/static/css/main.a1b2c3d4.css.map',
  ]) {
    const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    t.equal(response.statusCode, 404, url);
    t.notMatch(response.body, /"version":3/, `${url}: no map content`);
  }
});

t.test('a source map asked for with an escaped letter is not served either', async (t) => {
  const app = await startTestGateway(t, { env: buildsWithSourceMaps(t) });
  for (const url of ['/mf/public/static/js/412.a1b2c3d4.js.%6dap', '/main.3f2a9b1c7d.js.m%61p', '/mf/console/static/css/main.a1b2c3d4.css.%6D%61%70']) {
    const response = await app.inject(url);
    t.equal(response.statusCode, 400, url);
    t.equal(response.json().code, 'PATH_REFUSED', `${url}: in the one error shape`);
    t.notMatch(response.body, /"version":3/, `${url}: no map content`);
  }
});

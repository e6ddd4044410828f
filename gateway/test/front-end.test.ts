import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import { startTestGateway } from './helpers/gateway.ts';
import { baseUrlOf } from './helpers/ports.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Build folders shaped like the real ones: an entry, a manifest, content-hashed chunks. */
function fakeBuilds(t: Test) {
  const root = mkdtempSync(path.join(tmpdir(), 'centre-dist-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('shell/index.html', '<!doctype html><title>센터</title><div id="root"></div>');
  write('shell/main.3f2a9b1c7d.js', 'console.log("shell")');
  write('shell/favicon.ico', 'icon');
  write('public/remoteEntry.js', 'var mf_public;');
  write('public/mf-manifest.json', '{"name":"mf_public"}');
  write('public/static/js/412.a1b2c3d4e5f60718.js', '/* chunk */');
  write('member/remoteEntry.js', 'var mf_member;');
  return {
    SHELL_DIST: path.join(root, 'shell'),
    MF_DIST_PUBLIC: path.join(root, 'public'),
    MF_DIST_MEMBER: path.join(root, 'member'),
    MF_DIST_CONSOLE: path.join(root, 'console-not-built'),
  };
}

t.test('serving the builds', async (t) => {
  const app = await startTestGateway(t, { env: fakeBuilds(t) });

  t.test('the shell at /, revalidated every time', async (t) => {
    const response = await app.inject('/');
    t.equal(response.statusCode, 200);
    t.match(response.headers['content-type'], /^text\/html/);
    t.match(response.body, /id="root"/);
    t.equal(response.headers['cache-control'], 'no-cache');
  });

  t.test('history-mode fallback: page routes get the shell', async (t) => {
    for (const url of ['/studio/apply', '/console/users/12', '/mypage/', '/notice?page=2', '/v1.2/page']) {
      const response = await app.inject(url);
      t.equal(response.statusCode, 200, url);
      t.match(response.headers['content-type'], /^text\/html/, url);
      t.equal(response.headers['cache-control'], 'no-cache', url);
    }
  });

  t.test('/api and /internal never fall back to a page', async (t) => {
    for (const url of ['/api/unknown', '/api', '/internal/principals/1']) {
      const response = await app.inject(url);
      t.equal(response.statusCode, 404, url);
      t.match(response.json(), { statusCode: 404, error: 'Not Found', message: /.+/ });
    }
  });

  t.test('a missing file with an extension is a 404, not the shell', async (t) => {
    for (const url of ['/missing.js', '/img/logo.png', '/mf/public/static/js/nope.js']) {
      t.equal((await app.inject(url)).statusCode, 404, url);
    }
  });

  t.test('cache headers: entries no-cache, content-hashed files immutable', async (t) => {
    const cases: Array<[string, string]> = [
      ['/main.3f2a9b1c7d.js', IMMUTABLE],
      ['/favicon.ico', 'no-cache'],
      ['/mf/public/remoteEntry.js', 'no-cache'],
      ['/mf/public/mf-manifest.json', 'no-cache'],
      ['/mf/public/static/js/412.a1b2c3d4e5f60718.js', IMMUTABLE],
      ['/mf/member/remoteEntry.js', 'no-cache'],
      ['/remotes.json', 'no-cache'],
    ];
    for (const [url, cacheControl] of cases) {
      const response = await app.inject(url);
      t.equal(response.statusCode, 200, url);
      t.equal(response.headers['cache-control'], cacheControl, url);
    }
  });

  t.test('a remote without a build answers 503, the others are unaffected', async (t) => {
    const response = await app.inject('/mf/console/remoteEntry.js');
    t.equal(response.statusCode, 503);
    t.match(response.body, /not built/);
    t.equal((await app.inject('/mf/public/remoteEntry.js')).statusCode, 200);
  });

  t.test('the path cannot climb out of a build folder', async (t) => {
    for (const url of ['/../../etc/passwd', '/mf/public/..%2f..%2fshell/index.html', '/%2e%2e/%2e%2e/etc/hostname.txt']) {
      const response = await app.inject(url);
      t.not(response.statusCode, 500, url);
      t.notMatch(response.body, /root:|localhost/, url);
    }
  });

  t.test('security headers and a CSP for the Module Federation front end', async (t) => {
    const response = await app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    t.match(csp, /default-src 'self'/);
    t.match(csp, /script-src 'self'(;|$)/, 'no inline or eval scripts');
    t.match(csp, /connect-src 'self'/);
    t.match(csp, /img-src 'self' data: blob:/);
    t.match(csp, /style-src 'self' 'unsafe-inline'/);
    t.match(csp, /frame-ancestors 'none'/);
    t.equal(response.headers['x-content-type-options'], 'nosniff');
    t.equal(response.headers['cross-origin-opener-policy'], 'same-origin', 'document-only headers on a page');
    t.equal(response.headers['referrer-policy'], 'no-referrer');
  });

  t.test('API answers are data: the REST set of headers, a CSP that allows nothing, no framing', async (t) => {
    for (const url of ['/api/nothing', '/api/auth/accessToken', '/api/v1/center/notifications']) {
      const response = await app.inject(url);
      t.equal(response.headers['content-security-policy'], "default-src 'none';frame-ancestors 'none'", url);
      t.equal(response.headers['x-frame-options'], 'DENY', url);
      t.equal(response.headers['x-content-type-options'], 'nosniff', url);
      t.match(response.headers['strict-transport-security'], /max-age=\d+/, url);
      t.equal(response.headers['cross-origin-resource-policy'], 'same-site', url);
      for (const documentOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies']) {
        t.notOk(response.headers[documentOnly], `${url}: no ${documentOnly}`);
      }
    }
  });
});

t.test('/remotes.json comes from config: defaults, and a moved remote by one env var', async (t) => {
  const defaults = await startTestGateway(t);
  t.same((await defaults.inject('/remotes.json')).json(), {
    mf_public: '/mf/public/mf-manifest.json',
    mf_member: '/mf/member/mf-manifest.json',
    mf_console: '/mf/console/mf-manifest.json',
  });
  const moved = await startTestGateway(t, { env: { REMOTE_MEMBER_URL: 'https://cdn.example.org/member/v7/mf-manifest.json' } });
  const response = await moved.inject('/remotes.json');
  t.equal(response.json().mf_member, 'https://cdn.example.org/member/v7/mf-manifest.json');
  t.equal(response.json().mf_public, '/mf/public/mf-manifest.json');
  t.match(String(response.headers['content-security-policy']), /script-src 'self' https:\/\/cdn\.example\.org/, 'the CSP lets the moved remote load');
});

t.test('without any build the gateway starts; pages are 503, the API still works', async (t) => {
  const app = await startTestGateway(t);
  const page = await app.inject('/studio/apply');
  t.equal(page.statusCode, 503);
  t.match(page.headers['content-type'], /^text\/plain/);
  t.equal((await app.inject('/mf/public/remoteEntry.js')).statusCode, 503);
  t.equal((await app.inject('/healthz')).statusCode, 200);
  t.equal((await app.inject('/api/auth/accessToken')).statusCode, 401);
  t.equal((await app.inject('/api/nothing')).statusCode, 404);
});

t.test('CORS is closed by default, open only to CORS_ORIGINS', async (t) => {
  const closed = await startTestGateway(t);
  const simple = await closed.inject({ url: '/remotes.json', headers: { origin: 'https://evil.example' } });
  t.notOk(simple.headers['access-control-allow-origin']);
  const preflight = await closed.inject({
    method: 'OPTIONS',
    url: '/api/v1/center',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
  });
  t.notOk(preflight.headers['access-control-allow-origin']);

  const open = await startTestGateway(t, { env: { CORS_ORIGINS: 'https://partner.example.org, https://other.example.org' } });
  const allowed = await open.inject({
    method: 'OPTIONS',
    url: '/api/v1/center',
    headers: { origin: 'https://partner.example.org', 'access-control-request-method': 'POST' },
  });
  t.equal(allowed.statusCode, 204);
  t.equal(allowed.headers['access-control-allow-origin'], 'https://partner.example.org');
  const refused = await open.inject({ url: '/remotes.json', headers: { origin: 'https://evil.example' } });
  t.notOk(refused.headers['access-control-allow-origin']);
});

t.test('a real listening gateway serves the shell and the API over HTTP', async (t) => {
  const app = await startTestGateway(t, { env: fakeBuilds(t) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = baseUrlOf(app.server.address());
  const page = await fetch(`${base}/education/course/3`);
  t.equal(page.status, 200);
  t.match(await page.text(), /id="root"/);
  const remotes = await fetch(`${base}/remotes.json`);
  t.equal((await remotes.json()).mf_public, '/mf/public/mf-manifest.json');
  const api = await fetch(`${base}/api/unknown`);
  t.equal(api.status, 404);
  t.ok(api.headers.get('x-request-id'));
});

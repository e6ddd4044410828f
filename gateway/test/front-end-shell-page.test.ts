import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import t, { type Test } from 'tap';
import { remoteForPath } from '../src/routes/front-end.ts';
import { isConsolePath, isMemberPath } from '@centre/contracts';
import { startTestGateway } from './helpers/gateway.ts';

const SHELL_HTML = '<!doctype html><html><head><title>센터</title><script defer src="/main.3f2a9b1c.js"></script></head><body><div id="root"></div></body></html>';

/** A remote build whose manifest names its entry and the exposed module's first chunks, as the real ones do. */
const manifest = (name: string) =>
  JSON.stringify({
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    exposes: [{ name: 'lifecycles', assets: { js: { sync: ['596.0d91ffd2.js', '__federation_expose_lifecycles.f5a61cf8.js'], async: ['553.87bb9c34.js'] }, css: { sync: ['__federation_expose_lifecycles.f4dbd868.css'], async: [] } } }],
  });

function builds(t: Test) {
  const root = mkdtempSync(path.join(tmpdir(), 'centre-dist-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('shell/index.html', SHELL_HTML);
  for (const name of ['public', 'member', 'console']) write(`${name}/mf-manifest.json`, manifest(`mf_${name}`));
  return { SHELL_DIST: path.join(root, 'shell'), MF_DIST_PUBLIC: path.join(root, 'public'), MF_DIST_MEMBER: path.join(root, 'member'), MF_DIST_CONSOLE: path.join(root, 'console') };
}

const inlinedMap = (html: string) => JSON.parse(/<script type="application\/json" id="remotes">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="(\w+)"( crossorigin)? href="([^"]+)">/g)].map((m) => `${m[1]}${m[2] ? '+cors' : ''} ${m[3]}`);

t.test('index.html comes with the remote map inlined and the page remote’s files hinted', async (t) => {
  const app = await startTestGateway(t, { env: builds(t) });
  const response = await app.inject('/');
  t.equal(response.statusCode, 200);
  t.equal(response.headers['cache-control'], 'no-cache');
  t.match(response.headers['content-type'], /^text\/html/);
  t.same(inlinedMap(response.body), (await app.inject('/remotes.json')).json(), 'the same map as /remotes.json');
  t.same(preloads(response.body), [
    'fetch+cors /mf/public/mf-manifest.json',
    'script /mf/public/remoteEntry.js',
    'style /mf/public/__federation_expose_lifecycles.f4dbd868.css',
    'script /mf/public/596.0d91ffd2.js',
    'script /mf/public/__federation_expose_lifecycles.f5a61cf8.js',
  ]);
  t.ok(response.body.indexOf('id="remotes"') < response.body.indexOf('</head>'), 'in the head');
  t.match(response.body, /<div id="root">/, 'the rest of the page is unchanged');
  t.notMatch(String(response.headers['content-security-policy']), /unsafe-inline'[^;]*script|script-src[^;]*unsafe-inline/, 'no inline script allowed for it');

  const console = await app.inject('/console/users/12');
  t.same(preloads(console.body).slice(0, 2), ['fetch+cors /mf/console/mf-manifest.json', 'script /mf/console/remoteEntry.js'], 'console pages hint the console remote');
  t.same(preloads((await app.inject('/studio/apply')).body)[0], 'fetch+cors /mf/member/mf-manifest.json');

  const compressed = await app.inject({ url: '/notice', headers: { 'accept-encoding': 'gzip, br' } });
  t.equal(compressed.headers['content-encoding'], 'br');
  t.equal(brotliDecompressSync(compressed.rawPayload).toString(), (await app.inject('/notice')).body);
  const revalidated = await app.inject({ url: '/notice', headers: { 'if-none-match': String(compressed.headers.etag) } });
  t.equal(revalidated.statusCode, 304);
});

t.test('a remote moved by its env var is inlined and hinted at its new address', async (t) => {
  const moved = 'https://cdn.example.org/mf-public/2026-11-22/mf-manifest.json';
  const app = await startTestGateway(t, { env: { ...builds(t), REMOTE_PUBLIC_URL: moved } });
  const html = (await app.inject('/')).body;
  t.equal((inlinedMap(html) as Record<string, string>).mf_public, moved);
  t.same(preloads(html), [`fetch+cors ${moved}`], 'only the manifest: the gateway does not read a build it does not serve');
  t.match(html, '<link rel="preconnect" href="https://cdn.example.org">');
  t.notMatch(html, '/mf/public/', 'nothing points at the old address');
});

t.test('a map value cannot close the data block', async (t) => {
  const app = await startTestGateway(t, { env: { ...builds(t), REMOTE_MEMBER_URL: '/x/</script><script>alert(1)</script>/mf-manifest.json' } });
  const html = (await app.inject('/')).body;
  t.notMatch(html, '<script>alert(1)');
  t.equal((inlinedMap(html) as Record<string, string>).mf_member, '/x/</script><script>alert(1)</script>/mf-manifest.json');
});

t.test('the gateway hints the remote the shell mounts for a path (whole segments compared)', async (t) => {
  const expected: Record<string, 'mf_console' | 'mf_member' | 'mf_public'> = {
    '/': 'mf_public', '/notice': 'mf_public', '/facility-space/YONGSIN': 'mf_public', '/console': 'mf_console',
    '/console/users/1': 'mf_console', '/login': 'mf_member', '/join/terms': 'mf_member', '/mypage': 'mf_member',
    '/studio/apply': 'mf_member', '/studio/apply2': 'mf_member', '/studio/application': 'mf_public',
    '/cuttingroom/apply': 'mf_member', '/cuttingroom/schedule': 'mf_public', '/consoles': 'mf_public', '/loginx': 'mf_public',
    '/shop': 'mf_public', '/shop/cart': 'mf_public', '/shop/checkout': 'mf_member', '/shop/checkouts': 'mf_public',
  };
  for (const [pathname, remote] of Object.entries(expected)) {
    t.equal(remoteForPath(pathname.slice(1)), remote, pathname);
    t.equal(isConsolePath(pathname), remote === 'mf_console', `${pathname}: console`);
    t.equal(isMemberPath(pathname), remote === 'mf_member', `${pathname}: member`);
  }
});

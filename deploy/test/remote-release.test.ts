// Releasing one remote alone: its build uploaded to a versioned path, the site switched to it by one
// ConfigMap change (the overlay's remotes.env → centre-remotes-<hash>), and back by a rollback. The
// gateway, configured from the rendered ConfigMap as in the cluster, serves the versioned remote.
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import { startTestGateway } from '../../gateway/test/helpers/gateway.ts';
import { BASE_DIR, REMOTES_CONFIG } from '../k8s/generate.ts';
import { render, type K8sObject } from '../k8s/render.ts';
import { RELEASES_MOUNT, list, rollback, switchTo, upload } from '../remote-release.ts';
import { ROOT } from '../podman.ts';

function workspace(t: Test) {
  const dir = mkdtempSync(path.join(tmpdir(), 'centre-release-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  symlinkSync(BASE_DIR, path.join(dir, 'base'));
  const overlay = path.join(dir, 'overlays', 'production');
  cpSync(path.join(ROOT, 'deploy/k8s/overlays/production'), overlay, { recursive: true });
  const releases = path.join(dir, 'releases');
  const build = (version: string) => {
    const dist = path.join(dir, 'builds', version);
    mkdirSync(path.join(dist, 'static/js'), { recursive: true });
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'mf_public', release: version }));
    writeFileSync(path.join(dist, 'remoteEntry.js'), `var mf_public = "${version}";`);
    writeFileSync(path.join(dist, 'static/js/412.a1b2c3d4e5f60718.js'), `/* ${version} */`);
    writeFileSync(path.join(dist, 'static/js/412.a1b2c3d4e5f60718.js.map'), '{}');
    return dist;
  };
  return { overlay, releases, build };
}

const key = (object: K8sObject) => `${object.kind}/${object.metadata.name.startsWith(`${REMOTES_CONFIG}-`) ? REMOTES_CONFIG : object.metadata.name}`;
const remotesOf = (objects: K8sObject[]) => objects.find((object) => key(object) === `ConfigMap/${REMOTES_CONFIG}`) as K8sObject & { data: Record<string, string> };

/** Which objects differ between two renders (the generated ConfigMap compared by its base name). */
function changed(before: K8sObject[], after: K8sObject[]): string[] {
  const old = new Map(before.map((object) => [key(object), JSON.stringify(object)]));
  const renamed = remotesOf(after).metadata.name;
  const previous = remotesOf(before).metadata.name;
  return after.filter((object) => old.get(key(object)) !== JSON.stringify(object).replaceAll(renamed, previous)).map(key);
}

t.test('upload, switch by one ConfigMap change, serve, roll back', async (t) => {
  const { overlay, releases, build } = workspace(t);
  upload('mf-public', '2026.11.27-1', { dist: build('v1'), releases });
  upload('mf-public', '2026.11.28-1', { dist: build('v2'), releases });
  t.throws(() => upload('mf-public', '2026.11.27-1', { dist: build('v3'), releases }), /never overwritten/);
  t.throws(() => upload('mf-public', '../x', { dist: build('v3'), releases }), /A version is/);
  t.same(list('mf-public', releases), ['2026.11.27-1', '2026.11.28-1']);
  t.throws(() => switchTo('mf-public', '2026.12.01-1', overlay, { releases }), /not uploaded/);

  const initial = render(overlay);
  switchTo('mf-public', '2026.11.27-1', overlay, { releases });
  const first = render(overlay);
  t.same(changed(initial, first), [`ConfigMap/${REMOTES_CONFIG}`], 'one ConfigMap changed (and the gateway follows its new name)');
  t.not(remotesOf(first).metadata.name, remotesOf(initial).metadata.name, 'a new hash suffix: the gateway Deployment rolls');
  const gatewayRef = (objects: K8sObject[]) => JSON.stringify(objects.find((object) => key(object) === 'Deployment/gateway')).includes(remotesOf(objects).metadata.name);
  t.ok(gatewayRef(first), 'the gateway reads the new ConfigMap');
  t.match(remotesOf(first).data, { REMOTE_PUBLIC_URL: '/mf/public/2026.11.27-1/mf-manifest.json', MF_DIST_PUBLIC: `${RELEASES_MOUNT}/mf-public`, REMOTE_MEMBER_URL: '/mf/member/mf-manifest.json' });

  // The gateway as the pod runs it: its environment from the ConfigMap, the volume at RELEASES_MOUNT.
  const gatewayWith = async (objects: K8sObject[]) => {
    const env = Object.fromEntries(Object.entries(remotesOf(objects).data).map(([name, value]) => [name, value.replace(RELEASES_MOUNT, releases)]));
    return startTestGateway(t, { env });
  };
  const gateway = await gatewayWith(first);
  t.match((await gateway.inject('/remotes.json')).json(), { mf_public: '/mf/public/2026.11.27-1/mf-manifest.json' });
  const manifest = await gateway.inject('/mf/public/2026.11.27-1/mf-manifest.json');
  t.equal(manifest.statusCode, 200);
  t.match(manifest.json(), { release: 'v1' });
  t.equal(manifest.headers['cache-control'], 'no-cache');
  const chunk = await gateway.inject('/mf/public/2026.11.27-1/static/js/412.a1b2c3d4e5f60718.js');
  t.match(chunk.headers['cache-control'], /immutable/);
  t.equal((await gateway.inject('/mf/public/2026.11.27-1/static/js/412.a1b2c3d4e5f60718.js.map')).statusCode, 404, 'no source map uploaded or served');

  switchTo('mf-public', '2026.11.28-1', overlay, { releases });
  const second = render(overlay);
  t.same(changed(first, second), [`ConfigMap/${REMOTES_CONFIG}`]);
  t.match((await (await gatewayWith(second)).inject('/remotes.json')).json(), { mf_public: '/mf/public/2026.11.28-1/mf-manifest.json' });

  rollback('mf-public', overlay);
  const rolledBack = render(overlay);
  t.same(remotesOf(rolledBack).data, remotesOf(first).data, 'rollback: the settings of the version before');
  t.equal(remotesOf(rolledBack).metadata.name, remotesOf(first).metadata.name, 'the very ConfigMap of before (same hash)');
  t.match((await (await gatewayWith(rolledBack)).inject('/remotes.json')).json(), { mf_public: '/mf/public/2026.11.27-1/mf-manifest.json' });

  rollback('mf-public', overlay);
  t.same(remotesOf(render(overlay)).data, remotesOf(second).data, 'a second rollback undoes the first');
});

t.test('a remote never switched cannot be rolled back', async (t) => {
  const { overlay } = workspace(t);
  t.throws(() => rollback('mf-member', overlay), /remembers no earlier setting/);
});

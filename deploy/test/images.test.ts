// The images: what goes in (every server process of SERVICE_NAMES, dependencies before sources)
// and, where podman runs and the image is built (`npm run images`), what the built image is.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { SERVICE_NAMES } from '@centre/server-kit';
import { SERVER_WORKSPACES } from '../images.ts';
import { IMAGES, PODMAN_GLOBAL_ARGS, ROOT, imageExists, podmanAvailable, podmanEnv } from '../podman.ts';

t.test('the runtime image holds every server workspace, dependencies before sources', async (t) => {
  const workspaces = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
  for (const name of SERVICE_NAMES) t.ok(SERVER_WORKSPACES.includes(`services/${name}`), `${name} is in the image`);
  t.ok(SERVER_WORKSPACES.includes('gateway'));
  for (const workspace of SERVER_WORKSPACES) t.ok(workspaces.includes(workspace), `${workspace} is a workspace`);
  const containerfile = readFileSync(path.join(ROOT, 'deploy/images/runtime.Containerfile'), 'utf8');
  const order = ['COPY deps/', 'COPY web/', 'COPY app/'].map((line) => containerfile.indexOf(line));
  t.ok(order.every((at) => at > 0), 'three COPY layers');
  t.same([...order].sort((a, b) => a - b), order, 'dependencies, then front ends, then sources');
  t.match(containerfile, /^USER 10001:10001$/m, 'non-root');
  t.match(containerfile, /^FROM localhost\/centre-base:trixie$/m, 'from the Debian base built here');
});

const podman = podmanAvailable();
const built = podman.ok && imageExists(IMAGES.runtime);
const skip = process.env.REQUIRE_CONTAINERS === '1' ? false : !podman.ok ? podman.why : !built ? `${IMAGES.runtime} is not built (npm run images)` : false;

t.test('the built runtime image', { skip }, async (t) => {
  t.ok(podman.ok, podman.ok ? 'podman runs' : podman.why);
  t.ok(built, `${IMAGES.runtime} exists`);
  const run = (args: string[]) => spawnSync('podman', [...PODMAN_GLOBAL_ARGS, ...args], { env: podmanEnv(), encoding: 'utf8' });
  const inspect = run(['image', 'inspect', IMAGES.runtime, '--format', '{{json .Config}}']);
  t.equal(inspect.status, 0, inspect.stderr);
  const config = JSON.parse(inspect.stdout) as { User: string; Entrypoint: string[]; Cmd: string[]; Volumes?: Record<string, unknown> };
  t.equal(config.User, '10001:10001');
  t.same(config.Entrypoint, ['node', '/app/deploy/container/run.mjs']);
  t.same(config.Cmd, ['gateway']);
  const health = run(['image', 'inspect', IMAGES.runtime, '--format', '{{json .Config.Healthcheck}}']);
  t.match(health.stdout, /"CMD","node","\/app\/deploy\/container\/healthcheck\.mjs"/, 'HEALTHCHECK asks /healthz');
  t.ok(config.Volumes && '/data' in config.Volumes, 'DATA_DIR is a volume');
  const unknown = run(['run', '--rm', '--read-only', '--network', 'none', IMAGES.runtime, 'nope']);
  t.equal(unknown.status, 64, 'an unknown process name is refused');
  t.match(unknown.stderr, new RegExp(`gateway, ${SERVICE_NAMES.join(', ')}, migrate`));
  const devTools = run(['run', '--rm', '--read-only', '--network', 'none', '--entrypoint', 'sh', IMAGES.runtime, '-c', 'ls /app/node_modules | grep -c -E "^(typescript|tap|eslint|webpack|react|tsx|esbuild)$" || true']);
  t.equal(devTools.stdout.trim(), '0', 'no dev dependency or front-end package in the image');
});

// `npm run images`: builds the product's images here, from nothing but Debian's packages and the
// npm registry (no image registry is reachable on these machines).
//   localhost/centre-base:trixie    debootstrap --variant=minbase of Debian trixie with nodejs, imported
//   localhost/centre-runtime:latest every server process (gateway, each service, migrate), one image
//   localhost/centre-haproxy:latest the container stack's load balancer (HAProxy from Debian)
// Options: --no-front-ends (leave the shell and remotes out instead of building them first),
// --rebuild-base (debootstrap again). Prints each step's time and the images' sizes.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORTS, SERVICE_NAMES, SERVICE_PORT_OFFSETS } from '@centre/server-kit';
import { bundleServerProcesses } from '../infra/server-bundles.ts';
import { IMAGES, ROOT, imageExists, podman } from './podman.ts';

export const WORK_DIR = process.env.IMAGES_WORK_DIR ?? '/var/tmp/centre-images';
const DEBIAN_MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';

/** The workspaces that run on the server: their package.json and sources go into the runtime image. */
export const SERVER_WORKSPACES = ['packages/contracts', 'packages/server-kit', ...SERVICE_NAMES.map((name) => `services/${name}`), 'gateway'];
/** The front ends the gateway serves (their dist folders). */
export const FRONT_ENDS = ['shell', 'mf-public', 'mf-member', 'mf-console'];
/** Files the sources read at run time, next to them. */
const DATA_FILES = ['services/users/src/common-passwords.txt'];

// The tools' progress goes to standard error: inside a test, standard output is the TAP stream, and
// dpkg's carriage-return progress lines there once made tap report a passing container test as "no tests found".
function run(command: string, args: string[], options: { cwd?: string; input?: Buffer } = {}): void {
  const result = spawnSync(command, args, { cwd: options.cwd, stdio: [options.input ? 'pipe' : 'ignore', 2, 2], input: options.input });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with ${result.status ?? result.signal}`);
}

function timed<T>(label: string, work: () => T): T {
  const started = Date.now();
  const result = work();
  console.log(`[images] ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Debian trixie, minimal, with Node from Debian; imported as an image. */
function buildBase(force: boolean): void {
  if (!force && imageExists(IMAGES.base)) {
    console.log(`[images] ${IMAGES.base} exists (--rebuild-base to make it again)`);
    return;
  }
  const rootfs = path.join(WORK_DIR, 'rootfs');
  rmSync(rootfs, { recursive: true, force: true });
  mkdirSync(WORK_DIR, { recursive: true });
  timed('debootstrap trixie (minbase, nodejs)', () =>
    run('debootstrap', ['--variant=minbase', '--include=nodejs,ca-certificates', 'trixie', rootfs, DEBIAN_MIRROR]),
  );
  // What no container needs: package caches, documentation, manuals, locales other than C.
  for (const dir of ['var/cache/apt/archives', 'var/lib/apt/lists', 'usr/share/doc', 'usr/share/man', 'usr/share/info']) {
    rmSync(path.join(rootfs, dir), { recursive: true, force: true });
    mkdirSync(path.join(rootfs, dir), { recursive: true });
  }
  timed('podman import', () => {
    const tar = spawnSync('tar', ['-C', rootfs, '-c', '.'], { maxBuffer: 2 * 1024 * 1024 * 1024 });
    if (tar.status !== 0) throw new Error('tar of the root file system failed');
    podman(['import', '--change', 'CMD ["/bin/bash"]', '-', IMAGES.base], { input: tar.stdout });
  });
}

function sha256Files(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(existsSync(file) ? readFileSync(file) : '').update('\0');
  return hash.digest('hex');
}

/**
 * The production dependencies of the server workspaces, installed from the registry into a
 * folder of their own (no dev dependency, no front-end package). Made again only when a
 * package.json or the lockfile changed, so the image's dependency layer is reused otherwise.
 */
function prepareDependencies(context: string): void {
  const deps = path.join(context, 'deps');
  // The root package.json counts only by its engines (its scripts and dev tools do not reach the image).
  const packageFiles = ['package-lock.json', ...SERVER_WORKSPACES.map((workspace) => `${workspace}/package.json`)].map((file) => path.join(ROOT, file));
  const nativeSqlite = path.join(ROOT, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
  // Bumped when what this function makes changes (2: no tsx, the processes are bundles).
  const engines = JSON.stringify((JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines?: unknown }).engines ?? null);
  const key = `2:${engines}:${sha256Files([...packageFiles, nativeSqlite])}`;
  const keyFile = path.join(WORK_DIR, 'deps.key');
  if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key && existsSync(path.join(deps, 'node_modules'))) {
    console.log('[images] production dependencies unchanged');
    return;
  }
  rmSync(deps, { recursive: true, force: true });
  mkdirSync(deps, { recursive: true });
  const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: unknown };
  const manifest = {
    name: 'centre-platform-runtime',
    private: true,
    type: 'module',
    engines: rootPackage.engines,
    workspaces: SERVER_WORKSPACES,
  };
  writeFileSync(path.join(deps, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(path.join(ROOT, 'package-lock.json'), path.join(deps, 'package-lock.json'));
  for (const workspace of SERVER_WORKSPACES) {
    mkdirSync(path.join(deps, workspace), { recursive: true });
    cpSync(path.join(ROOT, workspace, 'package.json'), path.join(deps, workspace, 'package.json'));
  }
  timed('npm install --omit=dev (server workspaces)', () =>
    run('npm', ['install', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: deps }),
  );
  // better-sqlite3's native module: the one this machine compiled for Node 20 (same ABI as
  // Debian's Node 20), instead of compilers in the image.
  const target = path.join(deps, 'node_modules/better-sqlite3/build/Release');
  mkdirSync(target, { recursive: true });
  cpSync(nativeSqlite, path.join(target, 'better_sqlite3.node'));
  // Tests, type declarations and sources maps of dependencies are not run.
  rmSync(path.join(deps, 'node_modules/.package-lock.json'), { force: true });
  writeFileSync(keyFile, key);
}

/**
 * The server processes as JavaScript bundles (esbuild): our TypeScript (the @centre/* workspaces
 * included) in one file per process, every npm package left to node_modules. A container then
 * starts without tsx compiling anything at each start.
 */
async function bundleSources(context: string): Promise<void> {
  const app = path.join(context, 'app');
  rmSync(app, { recursive: true, force: true });
  // Each bundle beside its entry (so files read relative to it are found), as `.mjs`.
  const bundles = await bundleServerProcesses((entry) => path.join(app, entry.replace(/\.ts$/, '.mjs')));
  for (const [name, outfile] of Object.entries(bundles)) bundles[name] = path.relative(app, outfile);
  for (const file of DATA_FILES) cpSync(path.join(ROOT, file), path.join(app, file));
  mkdirSync(path.join(app, 'deploy/container'), { recursive: true });
  cpSync(path.join(ROOT, 'deploy/container/run.mjs'), path.join(app, 'deploy/container/run.mjs'));
  cpSync(path.join(ROOT, 'deploy/container/healthcheck.mjs'), path.join(app, 'deploy/container/healthcheck.mjs'));
  writeFileSync(path.join(app, 'deploy/container/processes.json'), `${JSON.stringify(bundles, null, 2)}\n`);
  // The healthcheck's port rule, from server-kit's, so it needs no TypeScript at all.
  writeFileSync(path.join(app, 'deploy/container/ports.json'), `${JSON.stringify({ defaultBase: DEFAULT_PORTS.gateway, offsets: SERVICE_PORT_OFFSETS })}\n`);
}

function copyFrontEnds(context: string, include: boolean): string[] {
  const web = path.join(context, 'web');
  rmSync(web, { recursive: true, force: true });
  mkdirSync(web, { recursive: true });
  if (!include) return [];
  timed('front-end build (infra/build.ts: only what is not built)', () => run(process.execPath, ['--import', 'tsx', 'infra/build.ts'], { cwd: ROOT }));
  const copied: string[] = [];
  for (const app of FRONT_ENDS) {
    const dist = path.join(ROOT, app, 'dist');
    if (!existsSync(dist)) continue;
    cpSync(dist, path.join(web, app, 'dist'), { recursive: true, filter: (source) => !source.endsWith('.map') });
    copied.push(app);
  }
  return copied;
}

function imageSize(image: string): string {
  const bytes = Number(podman(['image', 'inspect', image, '--format', '{{.Size}}']).trim());
  return `${(bytes / 1e6).toFixed(0)} MB`;
}

export async function buildImages(options: { frontEnds: boolean; rebuildBase: boolean }): Promise<void> {
  const started = Date.now();
  buildBase(options.rebuildBase);
  const context = path.join(WORK_DIR, 'context');
  mkdirSync(context, { recursive: true });
  prepareDependencies(context);
  const bundling = Date.now();
  await bundleSources(context);
  console.log(`[images] bundle the server processes (esbuild): ${((Date.now() - bundling) / 1000).toFixed(1)} s`);
  const frontEnds = copyFrontEnds(context, options.frontEnds);
  console.log(`[images] front ends in the image: ${frontEnds.length > 0 ? frontEnds.join(', ') : 'none'}`);
  const dockerfile = (name: string) => path.join(ROOT, 'deploy/images', `${name}.Containerfile`);
  // Docker format: OCI images have no HEALTHCHECK. Host network: the haproxy build fetches from Debian.
  timed('build centre-runtime', () => podman(['build', '--format', 'docker', '--layers', '--network', 'host', '-f', dockerfile('runtime'), '-t', IMAGES.runtime, context], { inherit: true }));
  timed('build centre-haproxy', () => podman(['build', '--format', 'docker', '--layers', '--network', 'host', '-f', dockerfile('haproxy'), '-t', IMAGES.haproxy, path.join(ROOT, 'deploy/images')], { inherit: true }));
  for (const image of Object.values(IMAGES)) console.log(`[images] ${image}: ${imageSize(image)}`);
  console.log(`[images] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, 'deploy/images.ts')) {
  const args = new Set(process.argv.slice(2));
  const unknown = [...args].filter((arg) => !['--no-front-ends', '--rebuild-base'].includes(arg));
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(', ')}: use --no-front-ends, --rebuild-base`);
    process.exit(64);
  }
  try {
    await buildImages({ frontEnds: !args.has('--no-front-ends'), rebuildBase: args.has('--rebuild-base') });
  } catch (error) {
    console.error(`[images] ${(error as Error).message}`);
    process.exit(1);
  }
}


// `npm run remote -- <command>`: release one remote alone, switch the site to it, roll back.
//   upload   <remote> <version> [--dist <folder>] [--releases <folder>]
//            copies the remote's build (default <remote>/dist) to <releases>/<remote>/<version>/;
//            a version, once uploaded, is never overwritten.
//   switch   <remote> <version> --overlay <dev|production|folder> [--releases <folder>]
//            points the remote at that version: one change to the overlay's remotes.env, which
//            is the `centre-remotes` ConfigMap (its hash suffix changes, so the gateway rolls).
//   rollback <remote> --overlay <…>   switches back to what the last switch replaced.
//   list     <remote> [--releases <folder>]
// The gateway serves /mf/<name>/ from MF_DIST_<NAME>; a switched remote reads it from the
// releases volume (RELEASES_MOUNT in the gateway pods) and /remotes.json tells the shell the
// versioned manifest (REMOTE_<NAME>_URL). Then: `kubectl apply -k deploy/k8s/overlays/<overlay>`.
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './podman.ts';

/** Where the gateway pods mount the releases volume (deploy/k8s/generate.ts mounts it there). */
export const RELEASES_MOUNT = '/srv/remote-releases';
const DEFAULT_RELEASES_DIR = process.env.REMOTE_RELEASES_DIR ?? path.join(ROOT, 'data', 'remote-releases');
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** The remotes, by their folder name, with the settings the gateway reads (gateway/src/config.ts REMOTE_MOUNTS). */
export const REMOTES = {
  'mf-public': { urlPrefix: '/mf/public/', urlEnv: 'REMOTE_PUBLIC_URL', distEnv: 'MF_DIST_PUBLIC' },
  'mf-member': { urlPrefix: '/mf/member/', urlEnv: 'REMOTE_MEMBER_URL', distEnv: 'MF_DIST_MEMBER' },
  'mf-console': { urlPrefix: '/mf/console/', urlEnv: 'REMOTE_CONSOLE_URL', distEnv: 'MF_DIST_CONSOLE' },
} as const;
export type RemoteFolder = keyof typeof REMOTES;

function remoteOf(name: string | undefined): RemoteFolder {
  if (!name || !(name in REMOTES)) throw new Error(`Name a remote: ${Object.keys(REMOTES).join(', ')}`);
  return name as RemoteFolder;
}

function versionOf(version: string | undefined): string {
  if (!version || !VERSION.test(version)) throw new Error(`A version is 1–64 letters, digits, ".", "_" or "-", starting with a letter or digit; got "${version ?? ''}"`);
  return version;
}

export function upload(remote: RemoteFolder, version: string, options: { dist?: string; releases?: string } = {}): string {
  const dist = path.resolve(options.dist ?? path.join(ROOT, remote, 'dist'));
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dist} holds no mf-manifest.json: build the remote first (npm run build -w ${remote})`);
  const target = path.join(options.releases ?? DEFAULT_RELEASES_DIR, remote, versionOf(version));
  if (existsSync(target)) throw new Error(`${remote} ${version} is already uploaded (${target}): a release is never overwritten; upload a new version`);
  cpSync(dist, target, { recursive: true, filter: (source) => !/\.map(\.(br|gz))?$/.test(source) });
  return target;
}

export function list(remote: RemoteFolder, releases = DEFAULT_RELEASES_DIR): string[] {
  const dir = path.join(releases, remote);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

function overlayFile(overlay: string): string {
  const dir = existsSync(overlay) ? overlay : path.join(ROOT, 'deploy/k8s/overlays', overlay);
  const file = path.join(dir, 'remotes.env');
  if (!existsSync(file)) throw new Error(`${file} does not exist: name an overlay (dev, production) or its folder`);
  return file;
}

interface Settings {
  url: string | null;
  dist: string | null;
}

function settingsIn(lines: string[], remote: RemoteFolder): Settings {
  const value = (key: string) => lines.find((line) => line.startsWith(`${key}=`))?.slice(key.length + 1) ?? null;
  return { url: value(REMOTES[remote].urlEnv), dist: value(REMOTES[remote].distEnv) };
}

const PREVIOUS = (remote: RemoteFolder) => `# previous ${remote}: `;

/** Writes the remote's settings into remotes.env, remembering what they replace for a rollback. */
function writeSettings(file: string, remote: RemoteFolder, next: Settings): { before: Settings } {
  const { urlEnv, distEnv } = REMOTES[remote];
  const lines = readFileSync(file, 'utf8').split('\n').filter((line, at, all) => line !== '' || at < all.length - 1);
  const before = settingsIn(lines, remote);
  const kept = lines.filter((line) => !line.startsWith(`${urlEnv}=`) && !line.startsWith(`${distEnv}=`) && !line.startsWith(PREVIOUS(remote)));
  const previous = `${PREVIOUS(remote)}${JSON.stringify(before)}`;
  const added = [previous, ...(next.url ? [`${urlEnv}=${next.url}`] : []), ...(next.dist ? [`${distEnv}=${next.dist}`] : [])];
  writeFileSync(file, `${[...kept, ...added].join('\n')}\n`);
  return { before };
}

export function switchTo(remote: RemoteFolder, version: string, overlay: string, options: { releases?: string } = {}): { before: Settings; after: Settings } {
  versionOf(version);
  const releases = options.releases ?? DEFAULT_RELEASES_DIR;
  if (!existsSync(path.join(releases, remote, version, 'mf-manifest.json'))) throw new Error(`${remote} ${version} is not uploaded to ${releases}: upload it first`);
  const after = { url: `${REMOTES[remote].urlPrefix}${version}/mf-manifest.json`, dist: `${RELEASES_MOUNT}/${remote}` };
  const { before } = writeSettings(overlayFile(overlay), remote, after);
  return { before, after };
}

export function rollback(remote: RemoteFolder, overlay: string): { before: Settings; after: Settings } {
  const file = overlayFile(overlay);
  const line = readFileSync(file, 'utf8').split('\n').find((item) => item.startsWith(PREVIOUS(remote)));
  if (!line) throw new Error(`${file} remembers no earlier setting of ${remote}: switch to a version by name`);
  const after = JSON.parse(line.slice(PREVIOUS(remote).length)) as Settings;
  const { before } = writeSettings(file, remote, after);
  return { before, after };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, 'deploy/remote-release.ts')) {
  const [command, ...rest] = process.argv.slice(2);
  const option = (name: string) => {
    const at = rest.indexOf(name);
    return at >= 0 ? rest[at + 1] : undefined;
  };
  const positional = rest.filter((arg, at) => !arg.startsWith('--') && !rest[at - 1]?.startsWith('--'));
  try {
    const remote = remoteOf(positional[0]);
    const releases = option('--releases');
    if (command === 'upload') {
      console.log(`Uploaded to ${upload(remote, versionOf(positional[1]), { dist: option('--dist'), releases })}`);
    } else if (command === 'list') {
      console.log(list(remote, releases).join('\n') || '(no release uploaded)');
    } else if (command === 'switch' || command === 'rollback') {
      const overlay = option('--overlay');
      if (!overlay) throw new Error('Name the overlay: --overlay dev|production');
      const { before, after } = command === 'switch' ? switchTo(remote, versionOf(positional[1]), overlay, { releases }) : rollback(remote, overlay);
      console.log(`${remote}: ${before.url ?? '(default)'} → ${after.url ?? '(default)'}`);
      console.log(`Apply it: kubectl apply -k ${path.relative(process.cwd(), path.dirname(overlayFile(overlay)))} (the gateway rolls to the new centre-remotes ConfigMap)`);
    } else {
      throw new Error('Commands: upload, switch, rollback, list');
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

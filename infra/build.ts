// `npm run build`: production builds of the shell and the three remotes, two at a time.
// An app is skipped when its dist is newer than every source it is built from (its own folder and
// the shared packages), so `npm test` / `npm start` do not rebuild needlessly. `--force` rebuilds.
import { spawn } from 'node:child_process';
import { readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell', 'mf-public', 'mf-member', 'mf-console'] as const;
const SHARED_SOURCES = ['packages/platform', 'packages/contracts', 'packages/mf-config'];
const IGNORED = new Set(['node_modules', 'dist', '.webpack-cache', 'test', '.tap', 'coverage']);
const PARALLEL = 2;

/** Newest modification time of any file under `dir`, skipping build output and dependencies. */
async function newestSource(dir: string): Promise<number> {
  let newest = 0;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (IGNORED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? await newestSource(full) : (await stat(full)).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

/**
 * Written after a successful build. webpack leaves unchanged files untouched (compareBeforeEmit),
 * so the files' own times cannot tell when the build last ran.
 */
const STAMP = '.build-stamp';

async function builtAt(app: string): Promise<number | null> {
  const dist = path.join(root, app, 'dist');
  const stamp = await stat(path.join(dist, STAMP)).catch(() => null);
  const manifest = await stat(path.join(dist, 'mf-manifest.json')).catch(() => null);
  return stamp && manifest ? stamp.mtimeMs : null;
}

async function isUpToDate(app: string, sharedNewest: number): Promise<boolean> {
  const built = await builtAt(app);
  if (built === null) return false;
  return built > Math.max(sharedNewest, await newestSource(path.join(root, app)));
}

function buildApp(app: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '--silent', '-w', app], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) {
        console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        writeFile(path.join(root, app, 'dist', STAMP), new Date().toISOString()).then(resolve, reject);
      } else {
        console.error(output);
        reject(new Error(`${app}: webpack exited with ${code}`));
      }
    });
  });
}

async function main() {
  const force = process.argv.includes('--force');
  const sharedNewest = Math.max(...(await Promise.all(SHARED_SOURCES.map((dir) => newestSource(path.join(root, dir))))));
  const queue: string[] = [];
  for (const app of APPS) {
    if (!force && (await isUpToDate(app, sharedNewest))) console.log(`${app}: up to date, skipped`);
    else queue.push(app);
  }
  const workers = Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await buildApp(app);
  });
  await Promise.all(workers);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

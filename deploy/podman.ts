// podman as it works on these machines: runc, cgroupfs, overlay storage, no default ulimits
// (deploy/podman/containers.conf; see /work/shared/TOOLCHAIN.md).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEPLOY_DIR = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(DEPLOY_DIR, '..');

export const IMAGES = {
  base: 'localhost/centre-base:trixie',
  runtime: 'localhost/centre-runtime:latest',
  haproxy: 'localhost/centre-haproxy:latest',
} as const;

export const PODMAN_GLOBAL_ARGS = ['--runtime', 'runc', '--storage-driver', 'overlay', '--cgroup-manager', 'cgroupfs'];

export function podmanEnv(): NodeJS.ProcessEnv {
  return { ...process.env, CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? path.join(DEPLOY_DIR, 'podman', 'containers.conf') };
}

/** Whether podman can be run here at all (the container test skips, naming why, when not). */
export function podmanAvailable(): { ok: true } | { ok: false; why: string } {
  const result = spawnSync('podman', [...PODMAN_GLOBAL_ARGS, 'version', '--format', '{{.Client.Version}}'], { env: podmanEnv(), encoding: 'utf8' });
  if (result.error) return { ok: false, why: `podman is not installed (${(result.error as NodeJS.ErrnoException).code ?? result.error.message})` };
  if (result.status !== 0) return { ok: false, why: `podman does not run here: ${result.stderr.trim().split('\n').pop()}` };
  return { ok: true };
}

/** Runs podman and returns its standard output; throws with its error output when it fails. */
export function podman(args: string[], options: { input?: string | Buffer; inherit?: boolean } = {}): string {
  const result = spawnSync('podman', [...PODMAN_GLOBAL_ARGS, ...args], {
    env: podmanEnv(),
    encoding: 'utf8',
    input: options.input,
    // Shown progress goes to standard error (standard output is a test's TAP stream; see images.ts).
    stdio: options.inherit ? ['pipe', 2, 2] : 'pipe',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`podman ${args.join(' ')} failed (${result.status}): ${(result.stderr ?? '').trim()}`);
  return result.stdout ?? '';
}

/** podman, asynchronously (the stack starts many containers at once). */
export function podmanAsync(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', [...PODMAN_GLOBAL_ARGS, ...args], { env: podmanEnv() });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`podman ${args.join(' ')} failed (${code}): ${err.trim()}`))));
  });
}

export function imageExists(image: string): boolean {
  return spawnSync('podman', [...PODMAN_GLOBAL_ARGS, 'image', 'exists', image], { env: podmanEnv() }).status === 0;
}

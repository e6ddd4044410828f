// What every benchmark needs: the production build served by the real gateway and services, on
// free ports with a throw-away DATA_DIR, and a Chromium that never looks anything up off this machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, startStack, type RunningStack } from '../stack.ts';

export { CHROMIUM_PATH } from '../chromium.ts';

/** The pages the benchmarks load: the home page first (the budget is about it). */
export const BENCH_PAGES = ['/', '/notice', '/facility-space/YONGSIN'] as const;

export interface BenchSite {
  url: string;
  stop(): Promise<void>;
}

/** Builds what is out of date (production mode), then starts the whole stack on free ports. */
export async function startBenchSite(): Promise<BenchSite> {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'infra/build.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the front ends failed');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-bench-'));
  let stack: RunningStack;
  try {
    stack = await startStack({
      freePorts: true,
      output: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore',
      env: { DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-only-Passw0rd!', LOG_LEVEL: 'warn' },
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: stack.url,
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);

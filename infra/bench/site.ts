// What every benchmark needs: the production build served by the real gateway and services, on
// free ports with a throw-away DATA_DIR, and a Chromium that never looks anything up off this machine.
// The gateway serves HTTPS with HTTP/2, as in production, with a throw-away certificate that only
// the benchmark's Chromium trusts; BENCH_PLAIN_HTTP=1 measures plain HTTP/1.1 instead.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { throwawayTls } from '@centre/server-kit/testing';
import { ROOT, startStack, type RunningStack } from '../stack.ts';

export { CHROMIUM_PATH } from '../chromium.ts';

/** The pages the benchmarks load: the home page first (the budget is about it). */
export const BENCH_PAGES = ['/', '/notice', '/facility-space/YONGSIN'] as const;

export interface BenchSite {
  url: string;
  /** What Chromium needs beside its usual arguments to load the site: trust in its certificate. */
  chromiumArgs: string[];
  /** The throw-away certificate the gateway serves (null over plain HTTP), for load generators. */
  tls: { certFile: string; keyFile: string } | null;
  contentUrl?: string | undefined;
  stop(): Promise<void>;
}

/** Builds what is out of date (production mode), then starts the whole stack on free ports. */
export async function startBenchSite(): Promise<BenchSite> {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'infra/build.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the front ends failed');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-bench-'));
  let stack: RunningStack;
  const chromiumArgs: string[] = [];
  let tlsFiles: BenchSite['tls'] = null;
  try {
    // The load generator is one address: lift the per-address API limit (it is still checked on every request).
    const env: Record<string, string> = { DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-only-Passw0rd!', LOG_LEVEL: 'warn', SEED_DEMO: 'true', API_RATE_LIMIT: '1000000000' };
    if (process.env.BENCH_PLAIN_HTTP !== '1') {
      const tls = await throwawayTls(dataDir);
      Object.assign(env, tls.env);
      tlsFiles = { certFile: tls.env.TLS_CERT_FILE, keyFile: tls.env.TLS_KEY_FILE };
      chromiumArgs.push(...tls.chromiumArgs);
    }
    stack = await startStack({ freePorts: true, output: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore', env });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: stack.url,
    chromiumArgs,
    tls: tlsFiles,
    contentUrl: stack.env.CONTENT_URL,
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);

import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Clock } from './clock.ts';

/**
 * A clock a browser or API test moves in a running stack, so a journey never waits on the real
 * clock (a meeting that must have begun, a deadline that must have passed). Test-only:
 * - on only when the process's environment says `TEST_CLOCK=on` (a test's stack sets it: the
 *   browser harness's `env` option, or startTestStack's); never on otherwise;
 * - refused outright with `NODE_ENV=production`: such a process does not start;
 * - per service: the clock of service `fairs` reads `DATA_DIR/test-clock/fairs.json`, written by
 *   the test with `setTestClockOffset(dataDir, 'fairs', ms)`, so the other processes (sign-in,
 *   sessions) keep the real time. No file: the real time.
 * It is the real time plus the file's `offsetMs` (read again whenever the file changes), so time
 * keeps flowing; services read it through `app.clock` like any other clock.
 */
export const TEST_CLOCK_FLAG = 'TEST_CLOCK';

function offsetFile(dataDir: string, service: string): string {
  return path.join(dataDir, 'test-clock', `${service}.json`);
}

/** The movable clock when the environment turns it on; null otherwise (the service keeps the system clock). */
export function testClockFrom(env: NodeJS.ProcessEnv, service: string): Clock | null {
  if (env[TEST_CLOCK_FLAG] !== 'on') return null;
  if (env.NODE_ENV === 'production') throw new Error(`${TEST_CLOCK_FLAG}=on is for test stacks only; it is refused with NODE_ENV=production.`);
  const file = offsetFile(path.resolve(env.DATA_DIR ?? 'data'), service);
  let seen = '';
  let offsetMs = 0;
  const offset = (): number => {
    let changed: string;
    try {
      const stat = statSync(file);
      changed = `${stat.ino}:${stat.mtimeMs}`;
    } catch {
      return 0;
    }
    if (changed !== seen) {
      const read = Number((JSON.parse(readFileSync(file, 'utf8')) as { offsetMs?: unknown }).offsetMs);
      offsetMs = Number.isFinite(read) ? read : 0;
      seen = changed;
    }
    return offsetMs;
  };
  return { now: () => new Date(Date.now() + offset()) };
}

/** Test side: from now on `service`'s clock in the stack over `dataDir` reads the real time plus `offsetMs`. */
export function setTestClockOffset(dataDir: string, service: string, offsetMs: number): void {
  const file = offsetFile(dataDir, service);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside, then renamed over: a reader sees the old offset or the new one, never half a file.
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, JSON.stringify({ offsetMs }));
  renameSync(aside, file);
}

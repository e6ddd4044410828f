// Keeps the site up when one of its processes dies: the launcher restarts that process with
// back-off and logs why, instead of stopping every process (which took the whole site down for
// one crashed service). The gateway answers the dead service's routes with 503 meanwhile.
import type { ChildProcess } from 'node:child_process';

export interface RestartPolicy {
  /** Wait before the first restart; each quick death doubles it, up to the cap. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** A process that stayed up this long counts as healthy again: its next restart is quick. */
  stableAfterMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = { initialDelayMs: 500, maxDelayMs: 30_000, stableAfterMs: 30_000 };

/** How long to wait before restarting a process that ran for `ranForMs`, after the last wait (null: none yet). */
export function nextRestartDelay(previousDelayMs: number | null, ranForMs: number, policy: RestartPolicy = DEFAULT_RESTART_POLICY): number {
  if (previousDelayMs === null || ranForMs >= policy.stableAfterMs) return policy.initialDelayMs;
  return Math.min(previousDelayMs * 2, policy.maxDelayMs);
}

export interface Restart {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  delayMs: number;
}

interface Supervised {
  launch: () => ChildProcess;
  child: ChildProcess;
  startedAt: number;
  delayMs: number | null;
  timer?: NodeJS.Timeout;
}

/** Processes are stopped with SIGTERM, and killed when they have not exited after this. */
const STOP_GRACE_MS = 10_000;

export class ProcessSupervisor {
  private readonly processes = new Map<string, Supervised>();
  private supervising = false;
  private stopping = false;
  private resolveEarlyExit!: (exit: { name: string; code: number | null }) => void;
  /** Every restart so far, oldest first (what the log said). */
  readonly restarts: Restart[] = [];
  /** Resolves when a process exits on its own before supervision begins (a failed start). */
  readonly exitedDuringStart = new Promise<{ name: string; code: number | null }>((resolve) => (this.resolveEarlyExit = resolve));

  constructor(
    private readonly log: (line: string) => void,
    private readonly policy: RestartPolicy = DEFAULT_RESTART_POLICY,
  ) {}

  /** Launches a process now and watches it. */
  add(name: string, launch: () => ChildProcess): ChildProcess {
    const entry: Supervised = { launch, child: launch(), startedAt: Date.now(), delayMs: null };
    this.processes.set(name, entry);
    this.watch(name, entry);
    return entry.child;
  }

  /** From now on (every process is healthy), a process that dies is restarted instead of failing the start. */
  startSupervising(): void {
    this.supervising = true;
  }

  /** The process now running under this name (a restart replaces it). */
  current(name: string): ChildProcess | undefined {
    return this.processes.get(name)?.child;
  }

  private watch(name: string, entry: Supervised): void {
    entry.child.once('exit', (code, signal) => {
      if (this.stopping) return;
      if (!this.supervising) return this.resolveEarlyExit({ name, code });
      const ranForMs = Date.now() - entry.startedAt;
      const delayMs = nextRestartDelay(entry.delayMs, ranForMs, this.policy);
      entry.delayMs = delayMs;
      this.restarts.push({ name, code, signal, delayMs });
      const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      this.log(`${name} ${why} after ${(ranForMs / 1000).toFixed(1)} s; restarting it in ${(delayMs / 1000).toFixed(1)} s`);
      entry.timer = setTimeout(() => {
        if (this.stopping) return;
        entry.child = entry.launch();
        entry.startedAt = Date.now();
        this.watch(name, entry);
      }, delayMs);
    });
  }

  /** Stops every process: SIGTERM (in-flight requests finish), SIGKILL after the grace period. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      [...this.processes.values()].map((entry) => {
        clearTimeout(entry.timer);
        const { child } = entry;
        return new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        });
      }),
    );
  }
}

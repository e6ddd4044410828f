// A small open-loop load generator over node:http for benchmarks: requests start at their planned
// moment whatever earlier ones are doing (as people do at an opening hour), and each answer's
// status, latency and Retry-After are kept.
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';

export interface PlannedRequest {
  /** Milliseconds after the start of the run. */
  at: number;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface Answer {
  status: number;
  /** From the planned start to the last byte of the answer. */
  latencyMs: number;
  retryAfter: string | undefined;
  body: string;
  /** Set when no answer came (connection error or time-out). */
  error?: string;
}

export interface LoadRun {
  answers: Answer[];
  elapsedMs: number;
}

/** Sends every planned request on its schedule through one keep-alive agent of `connections` sockets. */
export async function runPlannedLoad(origin: string, plan: readonly PlannedRequest[], connections: number, timeoutMs = 30_000): Promise<LoadRun> {
  const url = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const started = performance.now();
  const send = (planned: PlannedRequest) =>
    new Promise<Answer>((resolve) => {
      const plannedStart = started + planned.at;
      const payload = planned.body === undefined ? undefined : JSON.stringify(planned.body);
      const req = httpRequest(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: planned.method,
          path: planned.path,
          headers: { ...planned.headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              latencyMs: performance.now() - plannedStart,
              retryAfter: res.headers['retry-after'] as string | undefined,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ status: 0, latencyMs: performance.now() - plannedStart, retryAfter: undefined, body: '', error: error.code ?? error.message }),
      );
      req.end(payload);
    });
  const answers = await Promise.all(
    plan.map(
      (planned) =>
        new Promise<Answer>((resolve) => {
          setTimeout(() => void send(planned).then(resolve), Math.max(0, planned.at));
        }),
    ),
  );
  const elapsedMs = performance.now() - started;
  agent.destroy();
  return { answers, elapsedMs };
}

/** The p-th percentile (0–100) of the numbers, by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** "201 × 180, 409 × 2820": answers counted by status (0 for no answer). */
export function statusCounts(answers: readonly Answer[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  return new Map([...counts].sort(([a], [b]) => a - b));
}

const SHARED_SERVERS = new Set(['mariadbd', 'mysqld', 'redis-server']);

/**
 * CPU seconds (user + system) used so far by this process and each process it started, named by
 * what it runs (`gateway`, `services/applications`…, `balancer`; "bench" is this process: the load
 * generator), and the machine's MariaDB/MySQL and Redis servers. Linux only (/proc);
 * elsewhere an empty map. Two readings around a run tell where its CPU went.
 */
export function cpuByProcess(): Map<string, number> {
  const seconds = new Map<string, number>();
  if (process.platform !== 'linux') return seconds;
  const ticks = 100; // USER_HZ on Linux
  const stats = new Map<number, { parent: number; cpu: number; name: string }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
      const known = /(gateway|services\/[a-z]+)\/|bench\/(balancer)\.ts/.exec(command);
      const name = known?.[1] ?? known?.[2] ?? command.split(' ')[0]!.split('/').pop()!;
      stats.set(Number(entry), { parent: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / ticks, name });
    } catch {
      // The process ended while being read.
    }
  }
  const descends = (pid: number): boolean => pid === process.pid || (pid > 1 && stats.has(pid) && descends(stats.get(pid)!.parent));
  for (const [pid, stat] of stats) {
    // The machine's databases serve the run too, on the same cores.
    if (!descends(pid) && !SHARED_SERVERS.has(stat.name)) continue;
    const name = pid === process.pid ? 'bench' : stat.name;
    seconds.set(name, (seconds.get(name) ?? 0) + stat.cpu);
  }
  return seconds;
}

/** "gateway 1.2 s, services/applications 2.0 s…": the CPU each process used between two readings. */
export function cpuBetween(before: Map<string, number>, after: Map<string, number>): string {
  return [...after]
    .map(([name, seconds]) => [name, seconds - (before.get(name) ?? 0)] as const)
    .filter(([, seconds]) => seconds >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
    .join(', ');
}

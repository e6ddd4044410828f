import type { FastifyInstance } from 'fastify';

/**
 * The one shape of a service's clock work (each service's scheduler.ts): one tick at a time in
 * this instance — calls while a tick runs share it — and a failure handed to `onFailure` (logged,
 * tried again at the next tick), never thrown at the timer. Running once across instances is the
 * work's own business: a conditional update or a claim row decides it in the database.
 */
export function clockTick<T>(work: () => Promise<T>, onFailure: (error: unknown) => T): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => (running ??= work().catch(onFailure).finally(() => (running = null)));
}

/** Calls `tick` every `intervalMs` until the app closes; the timer never keeps the process alive. */
export function startClockTimer(app: FastifyInstance, tick: () => Promise<unknown>, intervalMs: number): void {
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

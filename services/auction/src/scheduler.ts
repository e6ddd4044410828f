// What happens because time passes: lots whose close has passed are closed (closing.ts). Each
// instance ticks on a light timer; the compare-and-set on the lot makes every close happen once
// however many instances tick. Bids never wait for a tick: the clock refuses late bids itself.
import type { FastifyBaseLogger } from 'fastify';
import { clockTick } from '@centre/server-kit';

/** How often the timer ticks; a closed lot is recorded (and its winner told) within this. */
export const SCHEDULER_INTERVAL_MS = 10_000;

export interface SchedulerParts {
  dueToClose: () => Promise<string[]>;
  close: (workId: string) => Promise<string>;
  /** Asks the shop about the orders of unpaid wins (payments.ts); optional for hand-built tests. */
  syncPayments?: () => Promise<number>;
  log: FastifyBaseLogger;
}

export function scheduler(parts: SchedulerParts) {
  async function closeDueLots(): Promise<number> {
    let closed = 0;
    for (const workId of await parts.dueToClose()) {
      const outcome = await parts.close(workId);
      if (outcome === 'SOLD' || outcome === 'UNSOLD') closed++;
    }
    if (parts.syncPayments) {
      // The shop being away must not stop lots from closing: said, and tried at the next tick.
      await parts.syncPayments().catch((error: unknown) => parts.log.warn({ err: error }, 'auction payments not synced with the shop; tried again at the next tick'));
    }
    return closed;
  }

  return {
    /** One tick; concurrent calls in this instance share it. Answers how many lots this tick closed. */
    tick: clockTick(closeDueLots, (error) => {
      parts.log.error({ err: error }, 'the auction clock (closing lots) failed; it tries again at the next tick');
      return 0;
    }),
  };
}
export type Scheduler = ReturnType<typeof scheduler>;


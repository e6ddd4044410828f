import type { FastifyInstance } from 'fastify';
import { clockTick } from '@centre/server-kit';
import { cancelUnpaid } from './ordering.ts';
import { confirmDelivered } from './refunding.ts';
import { loyaltyTick } from './loyalty.ts';

/** How often the timer ticks. */
export const SCHEDULER_INTERVAL_MS = 60_000;

/**
 * The shop's clock, in every instance: unpaid orders past their deposit deadline are cancelled
 * and their stock given back; orders delivered 7 days ago that the buyer did not confirm (nor
 * withdraw from) are confirmed; confirmed orders earn their points, and earned points past their
 * expiry expire; withdrawn members' data is erased (withdrawn-erasure.ts). Several instances may
 * tick at once; each order is cancelled once (a conditional update), so no stock is given back
 * twice, and an erasure repeated finds nothing left. A tick that changed anything makes the kept
 * public answers stale (public-cache.ts).
 */
export function scheduler(app: FastifyInstance) {
  return {
    /** One tick (the number of orders cancelled or confirmed, points and rows changed); concurrent calls in this instance share it. */
    tick: clockTick(
      async () => {
        const changed = (await cancelUnpaid(app)) + (await confirmDelivered(app)) + (await loyaltyTick(app)) + (await app.withdrawalErasure.eraseWithdrawn());
        // Stock given back (and a withdrawn seller's products hidden) shows on the public pages: kept
        // answers are stale from here on (with a shared REDIS_URL, the gateway's too; without, its
        // copy ends by its short bound).
        if (changed > 0) await app.publicCache.invalidate();
        return changed;
      },
      (error) => {
        app.log.error({ err: error }, 'the shop clock (unpaid orders) failed; it tries again at the next tick');
        return 0;
      },
    ),
  };
}
export type Scheduler = ReturnType<typeof scheduler>;

import { APPLY_PATHS, ErrorResponse, IdParams, LotteryAnswer, LotteryDrawRequest } from '@centre/contracts';
import type { FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { tellLotteryResults } from '../scheduler.ts';
import type { DrawRefusal } from '../repositories/lottery.ts';

const REFUSALS: Record<Exclude<DrawRefusal, 'NOT_FOUND'>, string> = {
  NOT_LOTTERY: 'This window gives its places first come, first served: there is nothing to draw.',
  NOT_CLOSED: 'The lottery is drawn when applications have closed. Close the window early to draw now.',
  ALREADY_DRAWN: 'This window\'s lottery has already been drawn; its record is final.',
};

/**
 * Staff draw a LOTTERY window (when the clock has not yet) and show its record: seed, entrants
 * with their weights, and per unit who was drawn, in order. The contract's path is
 * `/limitations/:id/lottery`; `/limitations/:id/draw` is the same, by the name the issue gives it.
 */
export const consoleLotteryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const path of [`${APPLY_PATHS.consoleLimitations}/:id/lottery`, `${APPLY_PATHS.consoleLimitations}/:id/draw`]) {
    app.get(path, { schema: { params: IdParams, response: { 200: LotteryAnswer, 404: ErrorResponse } } }, async (request, reply) => {
      // A window that closed since the last tick is drawn now, so staff never see it undrawn.
      await app.reviewClock.tickForRequest();
      const lottery = await app.lottery.record(request.params.id);
      if (!lottery) return reply.notFound('This window has no lottery record (not a lottery window, or not drawn yet).');
      return { lottery };
    });

    app.post(
      path,
      { schema: { params: IdParams, body: LotteryDrawRequest, response: { 200: LotteryAnswer, 404: ErrorResponse, 409: ErrorResponse } } },
      async (request, reply) => {
        const outcome = await app.lottery.draw(request.params.id, { seed: request.body?.seed, by: request.user.sub, now: app.clock.now() });
        if (outcome === 'NOT_FOUND') return reply.notFound('This application window does not exist.');
        if (typeof outcome === 'string') return reply.conflict(REFUSALS[outcome]);
        tellLotteryResults(app.applyMessages, outcome);
        return { lottery: outcome.record };
      },
    );
  }
};

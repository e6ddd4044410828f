import { APPLY_PATHS, ErrorResponse, IdParams, LotteryAnswer, LotteryDrawRequest } from '@centre/contracts';
import type { FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { tellLotteryResults } from '../scheduler.ts';
import type { DrawRefusal } from '../repositories/lottery.ts';

const REFUSALS: Record<Exclude<DrawRefusal, 'NOT_FOUND'>, string> = {
  NOT_LOTTERY: 'This window gives its places first come, first served: there is nothing to draw.',
  NOT_CLOSED: 'The lottery is drawn when applications have closed. Close the window early to draw now.',
  ALREADY_DRAWN: 'This window\'s lottery has already been drawn; its record is final.',
};

/** Why a seed in the body is refused (LOTTERY_SEED_REFUSED), in the words staff read. */
const SEED_REFUSED =
  'A lottery is drawn with the seed the server chose when the window was made (its hash is published on the window); a seed cannot be supplied. Send an empty body.';

/**
 * Staff draw a LOTTERY window (when the clock has not yet) and read its record: the revealed seed
 * and its hash, entrants with their weights, and per unit who was drawn, in order. Reading changes
 * nothing: a window that closed is drawn by the service clock or by this POST, never by a GET.
 */
export const consoleLotteryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const path = `${APPLY_PATHS.consoleLimitations}/:id/lottery`;
  app.get(path, { schema: { params: IdParams, response: { 200: LotteryAnswer, 404: ErrorResponse } } }, async (request, reply) => {
    const lottery = await app.lottery.record(request.params.id);
    if (!lottery) return reply.notFound('This window has no lottery record (not a lottery window, or not drawn yet).');
    return { lottery };
  });

  app.post(
    path,
    { schema: { params: IdParams, body: LotteryDrawRequest, response: { 200: LotteryAnswer, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse } } },
    async (request, reply) => {
      if (request.body?.seed !== undefined) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', code: 'LOTTERY_SEED_REFUSED', message: SEED_REFUSED });
      const outcome = await app.lottery.draw(request.params.id, { by: request.user.sub, now: app.clock.now() });
      if (outcome === 'NOT_FOUND') return reply.notFound('This application window does not exist.');
      if (typeof outcome === 'string') return reply.conflict(REFUSALS[outcome]);
      tellLotteryResults(app.applyMessages, outcome);
      return { lottery: outcome.record };
    },
  );
};

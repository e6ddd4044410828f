import {
  AuctionWinAnswer,
  AuctionWinOrder,
  AuctionWinQuery,
  consoleOfferNextPath,
  ErrorResponse,
  Id,
  IdParams,
  INTERNAL_AUCTION_WIN_ORDER_ROUTE,
  INTERNAL_AUCTION_WIN_ROUTE,
  OfferNextAnswer,
} from '@centre/contracts';
import { noteChange, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { attachOrder, offerNext, winFor } from '../payments.ts';

const WorkParams = Type.Object({ workId: Id }, { additionalProperties: false });

/** The shop (only) reads a member's win and attaches the order that pays for it. */
export const internalWinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const shopOnly = { internalCallers: ['shop'] as const };
  app.get(INTERNAL_AUCTION_WIN_ROUTE, { config: shopOnly, schema: { params: WorkParams, querystring: AuctionWinQuery, response: { 200: AuctionWinAnswer, 404: ErrorResponse } } }, async (request) => ({
    win: await winFor(app, request.params.workId, request.query.memberId),
  }));
  app.put(INTERNAL_AUCTION_WIN_ORDER_ROUTE, { config: shopOnly, schema: { params: WorkParams, body: AuctionWinOrder, response: { 200: AuctionWinAnswer, 404: ErrorResponse, 409: ErrorResponse } } }, async (request) => ({
    win: await attachOrder(app, request.params.workId, request.body.memberId, request.body.orderId, request.body.replaces),
  }));
};

/** Staff offer an unpaid win past its deadline to the next bidder (audited). */
export const consolePaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(consoleOfferNextPath(':id'), { config: { noBody: true }, schema: { params: IdParams, response: { 200: OfferNextAnswer, 404: ErrorResponse, 409: ErrorResponse } } }, async (request) => {
    const answer = await offerNext(app, request.params.id, request.user.sub);
    noteChange(request, null, { workId: request.params.id, ...answer });
    return answer;
  });
};

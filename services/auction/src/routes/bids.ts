import {
  AUCTION_PATHS,
  BidDetail,
  BidList,
  BidParams,
  BidPlaced,
  BidRefusal,
  BidRequest,
  ErrorResponse,
  ListQuery,
  MyBidList,
  MyBidQuery,
  OneBidParams,
  RaiseMaximumRequest,
} from '@centre/contracts';
import { pageFrom, summaryOf, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import type { FastifyRequest } from 'fastify';
import { bidderOf, bidOf, placeBid, raiseMaximum, retractBid } from '../bidding.ts';
import { myBids } from '../my-bids.ts';
import { lotView } from '../lot-rules.ts';
import { refusal } from '../refusal.ts';
import { SERVER_TIME_HEADER } from './public.ts';

/** The caller's member id when a valid token came with a public read (their own bids are marked), else null. */
async function viewerOf(request: FastifyRequest): Promise<string | null> {
  if (!request.headers.authorization) return null;
  try {
    return (await request.jwtVerify<{ sub: string }>()).sub;
  } catch {
    return null;
  }
}

/**
 * Bids of a work: the history public with masked names; placing, raising and retracting for the
 * signed-in member (token checked here, as these paths are not under /api/v1/me). Every answer
 * carries the server's time.
 */
export const bidRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header(SERVER_TIME_HEADER, app.clock.now().toISOString());
    return payload;
  });
  const path = AUCTION_PATHS.bids(':work');
  const onePath = `${path}/:bid`;

  app.get(path, { schema: { params: BidParams, querystring: ListQuery, response: { 200: BidList, 404: ErrorResponse } } }, async (request) => {
    const now = app.clock.now();
    const work = await app.works.publishedRow(request.params.work);
    const lot = work ? (await app.works.lotsOf([work.id])).get(work.id) : null;
    const program = work ? await app.programs.row(work.program_id) : null;
    if (!work || !lot || !program) throw refusal('NOT_FOUND');
    const page = pageFrom(request.query);
    const viewer = await viewerOf(request);
    const { rows, total } = await app.bids.list(page, { workId: work.id });
    return { bids: rows.map((row) => bidOf(row, viewer)), summary: summaryOf(total, page), lot: lotView(work, lot, program, now), serverTime: now.toISOString() };
  });

  app.get(onePath, { schema: { params: OneBidParams, response: { 200: BidDetail, 404: ErrorResponse } } }, async (request) => {
    const work = await app.works.publishedRow(request.params.work);
    const bid = work ? await app.bids.one(work.id, request.params.bid) : null;
    if (!bid) throw refusal('BID_NOT_FOUND');
    return { bid: bidOf(bid, await viewerOf(request)), serverTime: app.clock.now().toISOString() };
  });

  app.post(path, { onRequest: app.requireMember, schema: { params: BidParams, body: BidRequest, response: { 201: BidPlaced, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: BidRefusal } } }, async (request, reply) =>
    reply.code(201).send(await placeBid(app, request.params.work, bidderOf(request.user), request.body)),
  );

  app.put(onePath, { onRequest: app.requireMember, schema: { params: OneBidParams, body: RaiseMaximumRequest, response: { 200: BidPlaced, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse } } }, async (request) =>
    raiseMaximum(app, request.params.work, request.params.bid, bidderOf(request.user), request.body.maximum),
  );

  app.delete(onePath, { onRequest: app.requireMember, schema: { params: OneBidParams, response: { 204: Type.Null(), 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse } } }, async (request, reply) => {
    await retractBid(app, request.params.work, request.params.bid, { memberId: request.user.sub });
    return reply.code(204).send(null);
  });

  // Mine: every work I bid on and where I stand (member family: the guard checks the token).
  app.get(AUCTION_PATHS.myBids, { schema: { querystring: MyBidQuery, response: { 200: MyBidList } } }, async (request) => myBids(app, request.user.sub, request.query, request.locale));
};

import {
  AppealAnswer,
  AppealRequest,
  ApplyAnswer,
  ApplyEquipmentList,
  ApplyEquipmentQuery,
  ApplyRefusal,
  ApplyRequest,
  CancelAnswer,
  ErrorResponse,
  FieldErrorResponse,
  IdParams,
  MemberApplicationDetail,
  MemberApplicationList,
  MemberApplicationQuery,
  MemberStrikes,
  QueuedAnswer,
  APPLY_QUEUE_FULL_CODE,
  APPLY_QUEUE_FULL_MESSAGES,
  fillMessage,
} from '@centre/contracts';
import { pageFrom, summaryOf, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { equipmentFor, withDayPhone } from '../applying.ts';
import { QueueFull, refusalErrorOf, seoulClock } from '../waiting-room/waiting-room.ts';
import { cancelOwnApplication } from '../cancelling.ts';
import { optionalMemberId } from '../member-identity.ts';
import { cancelledExtra } from '../messages.ts';

const NOT_FOUND = 'This application does not exist.';
const REFUSALS = { 401: ErrorResponse, 403: ApplyRefusal, 404: ApplyRefusal, 409: ApplyRefusal, 503: ErrorResponse } as const;

/**
 * What a maker does (spec §7 apply/applications, apply/applications/equipments): apply for units
 * and read their own applications. Only the token's subject is ever used: a member reaches no one
 * else's applications.
 */
export const memberApplyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/apply/applications/equipments',
    { schema: { querystring: ApplyEquipmentQuery, response: { 200: ApplyEquipmentList, 401: ErrorResponse, 503: ErrorResponse } } },
    async (request, reply) => {
      const memberId = await optionalMemberId(request);
      const { location, work } = request.query;
      reply.header('cache-control', 'no-store').header('vary', 'Accept-Language, Authorization');
      return { equipments: await equipmentFor(app, location, work, request.locale, memberId) };
    },
  );

  app.post(
    '/api/v1/apply/applications',
    {
      // The waiting room (issue 21): every application takes a numbered place in its window's queue
      // and is decided in arrival order; answered with the decision when it comes within a moment
      // (201, or the refusal), else 202 with the place. The queue's bound answers 503 + Retry-After.
      onRequest: app.requireMember,
      schema: { body: ApplyRequest, response: { 201: ApplyAnswer, 202: QueuedAnswer, 400: FieldErrorResponse, ...REFUSALS } },
    },
    async (request, reply) => {
      const locale = request.locale;
      reply.header('cache-control', 'no-store');
      let joined: Awaited<ReturnType<typeof app.waitingRoom.join>>;
      try {
        joined = await app.waitingRoom.join(request.user.sub, withDayPhone(request.body, locale));
      } catch (error) {
        if (!(error instanceof QueueFull)) throw error;
        return reply
          .code(503)
          .header('retry-after', String(error.retryAfterSeconds))
          .send({ statusCode: 503, error: 'Service Unavailable', code: APPLY_QUEUE_FULL_CODE, message: fillMessage(APPLY_QUEUE_FULL_MESSAGES[locale], { at: seoulClock(error.at) }) });
      }
      const decided = await app.waitingRoom.decision(joined.ticket, joined.position);
      if (!decided) return reply.code(202).send({ ticket: await app.waitingRoom.view(joined.ticket, locale, joined.position) });
      if (decided.outcome?.kind === 'REFUSED') throw refusalErrorOf(decided.outcome);
      const ids = decided.outcome?.kind === 'TAKEN' ? decided.outcome.applicationIds : [];
      return reply.code(201).send({ applications: await app.applications.viewsOf(ids, locale, app.clock.now()) });
    },
  );

  app.get(
    '/api/v1/apply/applications',
    { onRequest: app.requireMember, schema: { querystring: MemberApplicationQuery, response: { 200: MemberApplicationList, 401: ErrorResponse } } },
    async (request) => {
      const page = pageFrom(request.query);
      const { status, work, location, windowId } = request.query;
      const { applications, total } = await app.applications.listOwn(request.user.sub, { status, work, location, windowId }, request.locale, page, app.clock.now());
      return { applications, summary: summaryOf(total, page) };
    },
  );
};

/**
 * My page (/api/v1/me/*: server-kit requires the member's token and answers no-store). The list of
 * one's applications is not here: the spec names it apply/applications, and my page reads that.
 */
export const myApplicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/me/applications/strikes', { schema: { response: { 200: MemberStrikes, 401: ErrorResponse } } }, async (request) => {
    const [{ strikes, suspension }, policy] = await Promise.all([app.strikes.ofMember(request.user.sub, app.clock.now()), app.applySettings.strikePolicy()]);
    return { strikes, suspension, policy };
  });

  app.post(
    '/api/v1/me/applications/strikes/:id/appeal',
    { schema: { params: IdParams, body: AppealRequest, response: { 201: AppealAnswer, ...REFUSALS } } },
    async (request, reply) => {
      const appeal = await app.strikes.appeal(request.user.sub, request.params.id, request.body.text, app.clock.now());
      if (!appeal) return reply.notFound('This strike does not exist.');
      return reply.code(201).send({ appeal });
    },
  );

  app.get(
    '/api/v1/me/applications/:id',
    { schema: { params: IdParams, response: { 200: MemberApplicationDetail, 401: ErrorResponse, 404: ErrorResponse } } },
    async (request, reply) => {
      const application = await app.applications.findOwn(request.user.sub, request.params.id, request.locale, app.clock.now());
      if (!application) return reply.notFound(NOT_FOUND);
      return { application };
    },
  );

  app.post(
    '/api/v1/me/applications/:id/cancel',
    { schema: { params: IdParams, response: { 200: CancelAnswer, ...REFUSALS } } },
    async (request, reply) => {
      const locale = request.locale;
      const cancelled = await cancelOwnApplication(app.applications, request.user.sub, request.params.id, app.clock.now());
      if (!cancelled) return reply.notFound(NOT_FOUND);
      app.applyMessages.later('WAITLIST_PROMOTED', cancelled.promoted.map((promotion) => promotion.applicationId));
      app.applyMessages.later('APPLICATION_CANCELLED', [request.params.id], cancelledExtra(cancelled.strikeId !== null));
      const [application] = await app.applications.viewsOf([request.params.id], locale, app.clock.now());
      return { application: application!, strike: cancelled.strikeId ? { _id: cancelled.strikeId } : null };
    },
  );
};

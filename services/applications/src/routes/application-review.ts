import {
  APPLY_PATHS,
  APPLICATION_REVIEW_PATHS,
  ApplicationReviewQuery,
  ApproveRequest,
  AttendanceAnswer,
  AttendanceRequest,
  BulkApproveRequest,
  BulkDecisionAnswer,
  BulkDecisionRequest,
  BulkRejectRequest,
  ConsoleApplicationDetail,
  ConsoleApplicationList,
  ConsoleStrikesQuery,
  ErrorResponse,
  IdParams,
  MemberStrikes,
  RejectRequest,
  type ConsoleApplication,
  type RejectReasonCode,
} from '@centre/contracts';
import { pageFrom, summaryOf, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import type { FastifyRequest } from 'fastify';
import { withApplicants } from '../clients/users.ts';
import type { DecidedBy, DecisionEffects } from '../repositories/application-review.ts';

const NOT_FOUND = 'This application does not exist.';

function decidedBy(request: FastifyRequest): DecidedBy {
  return { staffId: request.user.sub, requestId: String(request.id) };
}

/**
 * Staff review applications (console scope, enforced by server-kit for /api/console/*; every
 * successful write is also reported to the audit log by server-kit, with the request id that the
 * decision log of each application carries).
 */
export const consoleReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Who applied, from the users service; a silent users service leaves `member` null rather than failing the queue. */
  async function withMembers(applications: ConsoleApplication[]): Promise<ConsoleApplication[]> {
    try {
      return await withApplicants(app.memberDirectory, applications);
    } catch (error) {
      app.log.warn({ err: error }, 'the users service did not describe the applicants');
      return applications;
    }
  }

  /** Decisions are committed first; their messages follow in the background, and never undo them. */
  function answer(effects: DecisionEffects, decision: 'APPROVED' | 'REJECTED') {
    app.applyMessages.later(decision === 'APPROVED' ? 'APPLICATION_APPROVED' : 'APPLICATION_REJECTED', effects.decided);
    app.applyMessages.later('WAITLIST_PROMOTED', effects.promoted.map((promotion) => promotion.applicationId));
    return { results: effects.outcomes, promoted: effects.promoted.map((promotion) => promotion.applicationId) };
  }

  const locale = (request: FastifyRequest) => request.locale;
  const approve = async (request: FastifyRequest, ids: string[], note: string | undefined) =>
    answer(await app.applicationReview.approve(ids, decidedBy(request), app.clock.now(), locale(request), note ?? null), 'APPROVED');
  const reject = async (request: FastifyRequest, ids: string[], reason: { code?: RejectReasonCode | undefined; text?: string | undefined }) =>
    answer(await app.applicationReview.reject(ids, decidedBy(request), app.clock.now(), locale(request), reason), 'REJECTED');
  const NEEDS_REASON = 'A rejection needs a reason: choose one or write it.';

  app.get(APPLY_PATHS.consoleApplications, { schema: { querystring: ApplicationReviewQuery, response: { 200: ConsoleApplicationList } } }, async (request) => {
    const page = pageFrom(request.query);
    const { limit: _limit, offset: _offset, sort, ...filter } = request.query;
    const { applications, total } = await app.applications.paginateForConsole(filter, page, app.clock.now(), sort);
    return { applications: await withMembers(applications), summary: summaryOf(total, page) };
  });

  app.get(`${APPLY_PATHS.consoleApplications}/:id`, { schema: { params: IdParams, response: { 200: ConsoleApplicationDetail, 404: ErrorResponse } } }, async (request, reply) => {
    const application = await app.applications.findForConsole(request.params.id, app.clock.now());
    if (!application) return reply.notFound(NOT_FOUND);
    return { application: (await withMembers([application]))[0]! };
  });

  // Bulk, by the contract's one path with a decision…
  app.post(APPLY_PATHS.consoleDecisions, { schema: { body: BulkDecisionRequest, response: { 200: BulkDecisionAnswer, 400: ErrorResponse } } }, async (request, reply) => {
    const { ids, decision, reasonCode, reason } = request.body;
    if (decision === 'APPROVED') return approve(request, ids, undefined);
    if (!reasonCode && !reason) return reply.badRequest(NEEDS_REASON);
    return reject(request, ids, { code: reasonCode, text: reason });
  });

  // …and by the short paths the issue names, one or many ids.
  app.post(APPLICATION_REVIEW_PATHS.consoleApprove, { schema: { body: BulkApproveRequest, response: { 200: BulkDecisionAnswer } } }, async (request) =>
    approve(request, request.body.ids, request.body.note),
  );

  app.post(APPLICATION_REVIEW_PATHS.consoleReject, { schema: { body: BulkRejectRequest, response: { 200: BulkDecisionAnswer, 400: ErrorResponse } } }, async (request, reply) => {
    const { ids, reasonCode, reason } = request.body;
    if (!reasonCode && !reason) return reply.badRequest(NEEDS_REASON);
    return reject(request, ids, { code: reasonCode, text: reason });
  });

  // One application: a refusal becomes the answer's status (409 full or not decidable, 404 unknown).
  const refusalOf = (answered: { results: DecisionEffects['outcomes'] }) => answered.results.find((outcome) => !outcome.ok) ?? null;

  app.post(
    `${APPLY_PATHS.consoleApplications}/:id/approve`,
    { schema: { params: IdParams, body: ApproveRequest, response: { 200: BulkDecisionAnswer, 404: ErrorResponse, 409: ErrorResponse } } },
    async (request, reply) => {
      const answered = await approve(request, [request.params.id], request.body?.note);
      const refusal = refusalOf(answered);
      if (refusal) return refusal.code === 'UNIT_NOT_FOUND' ? reply.notFound(NOT_FOUND) : reply.conflict(refusal.message ?? '');
      return answered;
    },
  );

  app.post(
    `${APPLY_PATHS.consoleApplications}/:id/reject`,
    { schema: { params: IdParams, body: RejectRequest, response: { 200: BulkDecisionAnswer, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse } } },
    async (request, reply) => {
      const { reasonCode, reason } = request.body;
      if (!reasonCode && !reason) return reply.badRequest(NEEDS_REASON);
      const answered = await reject(request, [request.params.id], { code: reasonCode, text: reason });
      const refusal = refusalOf(answered);
      if (refusal) return refusal.code === 'UNIT_NOT_FOUND' ? reply.notFound(NOT_FOUND) : reply.conflict(refusal.message ?? '');
      return answered;
    },
  );

  app.post(APPLY_PATHS.consoleAttendance, { schema: { body: AttendanceRequest, response: { 200: AttendanceAnswer } } }, async (request) => {
    const { outcomes, strikes } = await app.applicationReview.markAttendance(request.body.ids, request.body.attendance, decidedBy(request), app.clock.now(), locale(request));
    return { results: outcomes, strikes };
  });

  app.get(APPLICATION_REVIEW_PATHS.consoleStrikes, { schema: { querystring: ConsoleStrikesQuery, response: { 200: MemberStrikes } } }, async (request) => {
    const [{ strikes, suspension }, policy] = await Promise.all([app.strikes.ofMember(request.query.member, app.clock.now()), app.applySettings.strikePolicy()]);
    return { strikes, suspension, policy };
  });
};

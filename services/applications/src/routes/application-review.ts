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
import { localeFrom, pageFrom, summaryOf, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import type { FastifyRequest } from 'fastify';
import { applicantSummary } from '../applicants.ts';
import { noticesOf } from '../decision-messages.ts';
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
  async function withMembers(applications: Array<Omit<ConsoleApplication, 'member'>>): Promise<ConsoleApplication[]> {
    const members = await app.applicants.lookUp(applications.map((application) => application.memberId));
    return applications.map((application) => ({ ...application, member: applicantSummary(members.get(application.memberId)) }));
  }

  /** Decisions are committed first; their messages follow, and a silent outbox never undoes them. */
  async function answer(effects: DecisionEffects) {
    await app.tellDecisions(noticesOf(effects.decided, effects.promoted));
    return { results: effects.outcomes, promoted: effects.promoted.map((row) => row.id) };
  }

  const approve = (request: FastifyRequest, ids: string[], note: string | undefined) =>
    app.applicationReview.approve(ids, decidedBy(request), app.clock.now().toISOString(), note ?? null);
  const reject = (request: FastifyRequest, ids: string[], reason: { code?: RejectReasonCode | undefined; text?: string | undefined }) =>
    app.applicationReview.reject(ids, decidedBy(request), app.clock.now().toISOString(), reason);

  app.get(APPLY_PATHS.consoleApplications, { schema: { querystring: ApplicationReviewQuery, response: { 200: ConsoleApplicationList } } }, async (request) => {
    const page = pageFrom(request.query);
    const { applications, total } = await app.applicationReview.paginate(request.query, localeFrom(request.headers['accept-language']), page);
    return { applications: await withMembers(applications), summary: summaryOf(total, page) };
  });

  app.get(`${APPLY_PATHS.consoleApplications}/:id`, { schema: { params: IdParams, response: { 200: ConsoleApplicationDetail, 404: ErrorResponse } } }, async (request, reply) => {
    const application = await app.applicationReview.findForConsole(request.params.id, localeFrom(request.headers['accept-language']));
    if (!application) return reply.notFound(NOT_FOUND);
    return { application: (await withMembers([application]))[0]! };
  });

  // Bulk, by the contract's one path with a decision…
  app.post(APPLY_PATHS.consoleDecisions, { schema: { body: BulkDecisionRequest, response: { 200: BulkDecisionAnswer, 400: ErrorResponse } } }, async (request, reply) => {
    const { ids, decision, reasonCode, reason } = request.body;
    if (decision === 'REJECTED' && !reasonCode && !reason) return reply.badRequest('A rejection needs a reason: choose one or write it.');
    return answer(decision === 'APPROVED' ? await approve(request, ids, undefined) : await reject(request, ids, { code: reasonCode, text: reason }));
  });

  // …and by the short paths the issue names, one or many ids.
  app.post(APPLICATION_REVIEW_PATHS.consoleApprove, { schema: { body: BulkApproveRequest, response: { 200: BulkDecisionAnswer } } }, async (request) =>
    answer(await approve(request, request.body.ids, request.body.note)),
  );

  app.post(APPLICATION_REVIEW_PATHS.consoleReject, { schema: { body: BulkRejectRequest, response: { 200: BulkDecisionAnswer, 400: ErrorResponse } } }, async (request, reply) => {
    const { ids, reasonCode, reason } = request.body;
    if (!reasonCode && !reason) return reply.badRequest('A rejection needs a reason: choose one or write it.');
    return answer(await reject(request, ids, { code: reasonCode, text: reason }));
  });

  // One application: the outcome's refusal becomes the answer's status (409 full or not decidable, 404 unknown).
  app.post(
    `${APPLY_PATHS.consoleApplications}/:id/approve`,
    { schema: { params: IdParams, body: ApproveRequest, response: { 200: BulkDecisionAnswer, 404: ErrorResponse, 409: ErrorResponse } } },
    async (request, reply) => {
      const effects = await approve(request, [request.params.id], request.body?.note);
      const [outcome] = effects.outcomes;
      if (outcome && !outcome.ok) return outcome.code === 'UNIT_NOT_FOUND' ? reply.notFound(NOT_FOUND) : reply.conflict(outcome.message ?? '');
      return answer(effects);
    },
  );

  app.post(
    `${APPLY_PATHS.consoleApplications}/:id/reject`,
    { schema: { params: IdParams, body: RejectRequest, response: { 200: BulkDecisionAnswer, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse } } },
    async (request, reply) => {
      const { reasonCode, reason } = request.body;
      if (!reasonCode && !reason) return reply.badRequest('A rejection needs a reason: choose one or write it.');
      const effects = await reject(request, [request.params.id], { code: reasonCode, text: reason });
      const [outcome] = effects.outcomes;
      if (outcome && !outcome.ok) return outcome.code === 'UNIT_NOT_FOUND' ? reply.notFound(NOT_FOUND) : reply.conflict(outcome.message ?? '');
      return answer(effects);
    },
  );

  app.post(APPLY_PATHS.consoleAttendance, { schema: { body: AttendanceRequest, response: { 200: AttendanceAnswer } } }, async (request) => {
    const { outcomes, strikes } = await app.applicationReview.markAttendance(request.body.ids, request.body.attendance, decidedBy(request), app.clock.now());
    return { results: outcomes, strikes };
  });

  app.get(APPLICATION_REVIEW_PATHS.consoleStrikes, { schema: { querystring: ConsoleStrikesQuery, response: { 200: MemberStrikes } } }, async (request) =>
    app.applicationReview.strikesOf(request.query.member, app.clock.now()),
  );
};

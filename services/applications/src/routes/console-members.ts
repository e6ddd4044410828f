import {
  AppealAnswer,
  AppealDecisionRequest,
  ApplyRefusal,
  ConsoleAppealList,
  ConsoleAppealQuery,
  ErrorResponse,
  IdParams,
  TrainingCompletionDetail,
  TrainingCompletionInput,
  TrainingCompletionList,
  TrainingCompletionQuery,
} from '@centre/contracts';
import { listAnswer, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { withApplicants } from '../clients/users.ts';

/** Staff record training completions (the equipment prerequisite) and decide members' appeals against strikes. */
export const consoleMemberRulesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/console/apply/trainings',
    { schema: { querystring: TrainingCompletionQuery, response: { 200: TrainingCompletionList } } },
    async (request) =>
      listAnswer('trainings', request.query, (page) => app.trainings.paginate({ memberId: request.query.memberId, educationId: request.query.educationId }, page)),
  );

  app.post(
    '/api/console/apply/trainings',
    { schema: { body: TrainingCompletionInput, response: { 200: TrainingCompletionDetail, 201: TrainingCompletionDetail } } },
    async (request, reply) => {
      const { training, created } = await app.trainings.record(request.body, request.user.sub, app.clock.now().toISOString());
      return reply.code(created ? 201 : 200).send({ training });
    },
  );

  app.delete(
    '/api/console/apply/trainings/:id',
    { schema: { params: IdParams, response: { 204: Type.Null(), 404: ErrorResponse } } },
    async (request, reply) => {
      if (!(await app.trainings.remove(request.params.id))) return reply.notFound('This training record does not exist.');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/console/apply/appeals',
    { schema: { querystring: ConsoleAppealQuery, response: { 200: ConsoleAppealList, 503: ErrorResponse } } },
    async (request) =>
      listAnswer('appeals', request.query, async (page) => {
        const { items, total } = await app.strikes.paginateAppeals({ status: request.query.status, memberId: request.query.memberId }, page, app.clock.now());
        return { items: await withApplicants(app.memberDirectory, items), total };
      }),
  );

  app.post(
    '/api/console/apply/appeals/:id/decision',
    { schema: { params: IdParams, body: AppealDecisionRequest, response: { 200: AppealAnswer, 404: ErrorResponse, 409: ApplyRefusal } } },
    async (request, reply) => {
      const appeal = await app.strikes.decideAppeal(request.params.id, request.body.decision, request.body.note ?? null, request.user.sub, app.clock.now());
      if (!appeal) return reply.notFound('This appeal does not exist.');
      return { appeal };
    },
  );
};

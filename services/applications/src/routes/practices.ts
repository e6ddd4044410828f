import {
  ConsolePracticeSeatDetail,
  ConsolePracticeSeatList,
  ConsolePracticeSessionDetail,
  ConsolePracticeSessionList,
  ConsolePracticeSessionQuery,
  ErrorResponse,
  IdParams,
  ListQuery,
  PracticeCancelAnswer,
  PracticeCancelRequest,
  PracticeCompletionAnswer,
  PracticeCompletionRequest,
  PracticeSeatDetail,
  PracticeSeatList,
  PracticeSeatQuery,
  PracticeSeatRequest,
  PracticeSessionDetail,
  PracticeSessionInput,
  PracticeSessionList,
  PracticeSessionQuery,
  PRACTICE_REFUSALS,
  seoulDateTime,
} from '@centre/contracts';
import { listAnswer, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { refusalFrom } from '../booking/refusals.ts';
import { admittedBy } from '../apply-admission.ts';
import { withApplicants } from '../clients/users.ts';
import { applyForPractice, cancelOwnPractice, cancelPractice, completePractice, decideSeat, practiceBegun, practiceInputProblem, updatePractice } from '../practices.ts';

const NOT_FOUND = 'This practice session does not exist.';
const SEAT_NOT_FOUND = 'This seat does not exist.';
const REFUSALS = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 503: ErrorResponse } as const;

/** The public list of upcoming sessions (seats left) and one session. */
export const publicPracticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/practices', { schema: { querystring: PracticeSessionQuery, response: { 200: PracticeSessionList } } }, async (request) => {
    const { site, equipmentId } = request.query;
    return listAnswer('practices', request.query, (page) => app.practices.paginatePublic({ site, equipmentId, now: seoulDateTime(app.clock.now()) }, request.locale, page));
  });

  app.get('/api/v1/practices/:id', { schema: { params: IdParams, response: { 200: PracticeSessionDetail, 404: ErrorResponse } } }, async (request, reply) => {
    const practice = await app.practices.findPublic(request.params.id, request.locale);
    if (!practice) return reply.notFound(NOT_FOUND);
    return { practice };
  });
};

/** A maker's seats (/api/v1/me/*: server-kit requires the member's token); only the token's subject is used. */
export const myPracticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const begun = (row: { use_date: string; start_time: string }) => practiceBegun(row, app.clock.now());

  // Under the same in-flight bound as the cutting room's applications (503 + Retry-After beyond it).
  app.post('/api/v1/me/practices', { ...admittedBy(app.applyAdmission), schema: { body: PracticeSeatRequest, response: { 201: PracticeSeatDetail, ...REFUSALS } } }, async (request, reply) => {
    const id = await applyForPractice(app, request.user.sub, request.body.sessionId, request.body.waitlist ?? false);
    return reply.code(201).send({ seat: (await app.practices.findOwn(request.user.sub, id, request.locale, begun))! });
  });

  app.get('/api/v1/me/practices', { schema: { querystring: PracticeSeatQuery, response: { 200: PracticeSeatList } } }, async (request) =>
    listAnswer('seats', request.query, (page) => app.practices.listOwn(request.user.sub, request.query.status, request.locale, page, begun)),
  );

  app.get('/api/v1/me/practices/:id', { schema: { params: IdParams, response: { 200: PracticeSeatDetail, 404: ErrorResponse } } }, async (request, reply) => {
    const seat = await app.practices.findOwn(request.user.sub, request.params.id, request.locale, begun);
    if (!seat) return reply.notFound(SEAT_NOT_FOUND);
    return { seat };
  });

  app.post('/api/v1/me/practices/:id/cancel', { config: { noBody: true }, schema: { params: IdParams, response: { 200: PracticeSeatDetail, ...REFUSALS } } }, async (request, reply) => {
    if (!(await cancelOwnPractice(app, request.user.sub, request.params.id))) return reply.notFound(SEAT_NOT_FOUND);
    return { seat: (await app.practices.findOwn(request.user.sub, request.params.id, request.locale, begun))! };
  });
};

/** Staff plan sessions, confirm or refuse seats and mark completion (the `applications` permission). */
export const consolePracticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/console/practices', { schema: { querystring: ConsolePracticeSessionQuery, response: { 200: ConsolePracticeSessionList } } }, async (request) => {
    const { site, equipmentId, status, from } = request.query;
    return listAnswer('practices', request.query, (page) => app.practices.paginateConsole({ site, equipmentId, status, from }, page));
  });

  app.get('/api/console/practices/:id', { schema: { params: IdParams, response: { 200: ConsolePracticeSessionDetail, 404: ErrorResponse } } }, async (request, reply) => {
    const practice = await app.practices.findConsole(request.params.id);
    if (!practice) return reply.notFound(NOT_FOUND);
    return { practice };
  });

  app.post('/api/console/practices', { schema: { body: PracticeSessionInput, response: { 201: ConsolePracticeSessionDetail, ...REFUSALS } } }, async (request, reply) => {
    const problem = await practiceInputProblem(app, request.body);
    if (problem) return reply.badRequest(problem);
    const id = await app.practices.create(request.body, app.clock.now().toISOString());
    return reply.code(201).send({ practice: (await app.practices.findConsole(id))! });
  });

  app.put('/api/console/practices/:id', { schema: { params: IdParams, body: PracticeSessionInput, response: { 200: ConsolePracticeSessionDetail, ...REFUSALS } } }, async (request, reply) => {
    const problem = await practiceInputProblem(app, request.body);
    if (problem) return reply.badRequest(problem);
    const outcome = await updatePractice(app, request.params.id, request.body);
    if (outcome === 'NOT_FOUND') return reply.notFound(NOT_FOUND);
    if (outcome === 'BELOW_HELD') throw refusalFrom(PRACTICE_REFUSALS, 'SEATS_BELOW_HELD');
    return { practice: (await app.practices.findConsole(request.params.id))! };
  });

  app.get('/api/console/practices/:id/seats', { schema: { params: IdParams, querystring: ListQuery, response: { 200: ConsolePracticeSeatList, 503: ErrorResponse } } }, async (request) =>
    listAnswer('seats', request.query, async (page) => {
      const { items, total } = await app.practices.seatsOf(request.params.id, page);
      return { items: await withApplicants(app.memberDirectory, items), total };
    }),
  );

  for (const [action, decision] of [['confirm', 'CONFIRM'], ['refuse', 'REFUSE']] as const) {
    app.post(`/api/console/practices/seats/:id/${action}`, { config: { noBody: true }, schema: { params: IdParams, response: { 200: ConsolePracticeSeatDetail, ...REFUSALS } } }, async (request, reply) => {
      const seat = await decideSeat(app, request.params.id, decision, request.user.sub);
      if (!seat) return reply.notFound(SEAT_NOT_FOUND);
      return { seat: (await withApplicants(app.memberDirectory, [seat]))[0]! };
    });
  }

  // The centre cancels the whole session; everyone booked or waitlisted is told (`told`: how many the outbox took).
  app.post('/api/console/practices/:id/cancel', { schema: { params: IdParams, body: PracticeCancelRequest, response: { 200: PracticeCancelAnswer, ...REFUSALS } } }, async (request, reply) => {
    const told = await cancelPractice(app, request.params.id, request.body.reason);
    if (told === null) return reply.notFound(NOT_FOUND);
    return { practice: (await app.practices.findConsole(request.params.id))!, told };
  });

  app.post('/api/console/practices/:id/completion', { schema: { params: IdParams, body: PracticeCompletionRequest, response: { 200: PracticeCompletionAnswer, ...REFUSALS } } }, async (request, reply) => {
    const outcome = await completePractice(app, request.params.id, request.body.seatIds, request.user.sub);
    if (!outcome) return reply.notFound(NOT_FOUND);
    return outcome;
  });
};

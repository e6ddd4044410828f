import {
  ADVICE_REFUSALS,
  AdviceSessionInput,
  AdviceSettings,
  AdviceSettingsAnswer,
  AdvisorDetail,
  AdvisorInput,
  AdvisorList,
  AdvisorNoteRequest,
  AdvisorQuery,
  ConsoleAdviceSessionDetail,
  ConsoleAdviceSessionList,
  ConsoleAdviceSessionQuery,
  ConsoleAdvisorDetail,
  ConsoleAdvisorList,
  ConsoleConsultationDetail,
  ConsoleConsultationList,
  ConsoleConsultationQuery,
  ConsultationConfirmRequest,
  ConsultationReassignRequest,
  ConsultationRequest,
  ErrorResponse,
  IdParams,
  ListQuery,
  MemberConsultationDetail,
  MemberConsultationList,
  MemberConsultationQuery,
  seoulDate,
} from '@centre/contracts';
import { listAnswer, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import type { FastifyInstance } from 'fastify';
import { cancelOwnConsultation, judgeSession, requestConsultation, tellConfirmed } from '../advice.ts';
import { refusalFrom } from '../booking/refusals.ts';
import { admittedBy } from '../apply-admission.ts';
import { hasBegun } from '../cancelling.ts';
import { withApplicants } from '../clients/users.ts';

const ADVISOR_NOT_FOUND = 'This advisor does not exist.';
const SESSION_NOT_FOUND = 'This advice session does not exist.';
const CONSULTATION_NOT_FOUND = 'This consultation does not exist.';
const REFUSALS = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 503: ErrorResponse } as const;

/** A visit happens at a site; phone and video at none. */
function checkSessionInput(input: AdviceSessionInput): string | null {
  if ((input.mode === 'VISIT') !== (input.site !== null)) throw refusalFrom(ADVICE_REFUSALS, 'VISIT_NEEDS_SITE');
  return input.startTime < input.endTime ? null : 'A session must start before it ends.';
}

/** The public list of advisors and one with their free sessions: never anything about members. */
export const publicAdviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/lawyers', { schema: { querystring: AdvisorQuery, response: { 200: AdvisorList } } }, async (request) => {
    const { speciality, language } = request.query;
    return listAnswer('lawyers', request.query, (page) => app.advice.paginateAdvisors({ speciality, language }, request.locale, page));
  });

  app.get('/api/v1/lawyers/:id', { schema: { params: IdParams, response: { 200: AdvisorDetail, 404: ErrorResponse } } }, async (request, reply) => {
    const lawyer = await app.advice.findAdvisor(request.params.id, request.locale, seoulDate(app.clock.now()));
    if (!lawyer) return reply.notFound(ADVISOR_NOT_FOUND);
    // Sessions of today that have begun are not free any more.
    const at = app.clock.now();
    return { lawyer: { ...lawyer, freeSessions: lawyer.freeSessions.filter((session) => !hasBegun({ use_date: session.date, start_time: session.startTime }, at)) } };
  });
};

/** A member's consultations (/api/v1/me/*: the member's token; only its subject is used). */
export const myConsultationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const begun = (session: { use_date: string; start_time: string }) => hasBegun(session, app.clock.now());

  // Under the same in-flight bound as the cutting room's applications (503 + Retry-After beyond it).
  app.post('/api/v1/me/consultations', { ...admittedBy(app.applyAdmission), schema: { body: ConsultationRequest, response: { 201: MemberConsultationDetail, ...REFUSALS } } }, async (request, reply) => {
    const id = await requestConsultation(app, request.user.sub, request.body);
    return reply.code(201).send({ consultation: (await app.advice.findOwn(request.user.sub, id, begun))! });
  });

  app.get('/api/v1/me/consultations', { schema: { querystring: MemberConsultationQuery, response: { 200: MemberConsultationList } } }, async (request) =>
    listAnswer('consultations', request.query, (page) => app.advice.listOwn(request.user.sub, request.query.status, page, begun)),
  );

  app.get('/api/v1/me/consultations/:id', { schema: { params: IdParams, response: { 200: MemberConsultationDetail, 404: ErrorResponse } } }, async (request, reply) => {
    const consultation = await app.advice.findOwn(request.user.sub, request.params.id, begun);
    if (!consultation) return reply.notFound(CONSULTATION_NOT_FOUND);
    return { consultation };
  });

  app.post('/api/v1/me/consultations/:id/cancel', { config: { noBody: true }, schema: { params: IdParams, response: { 200: MemberConsultationDetail, ...REFUSALS } } }, async (request, reply) => {
    if (!(await cancelOwnConsultation(app, request.user.sub, request.params.id))) return reply.notFound(CONSULTATION_NOT_FOUND);
    return { consultation: (await app.advice.findOwn(request.user.sub, request.params.id, begun))! };
  });
};

/** A consultation as staff see it, with who the member is (users service). */
async function consultationAnswer(app: FastifyInstance, id: string) {
  return { consultation: (await withApplicants(app.memberDirectory, [(await app.advice.findForConsole(id))!]))[0]! };
}

/** Staff (the `advice` permission): advisors and sessions, requests, confirm, reassign, cancel, the advisor's note, the eligibility rule. */
export const consoleAdviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/console/advice/advisors', { schema: { querystring: ListQuery, response: { 200: ConsoleAdvisorList } } }, async (request) =>
    listAnswer('advisors', request.query, (page) => app.advice.paginateAdvisorsForConsole(page)),
  );
  app.get('/api/console/advice/advisors/:id', { schema: { params: IdParams, response: { 200: ConsoleAdvisorDetail, 404: ErrorResponse } } }, async (request, reply) => {
    const advisor = await app.advice.findAdvisorForConsole(request.params.id);
    if (!advisor) return reply.notFound(ADVISOR_NOT_FOUND);
    return { advisor };
  });
  app.post('/api/console/advice/advisors', { schema: { body: AdvisorInput, response: { 201: ConsoleAdvisorDetail, ...REFUSALS } } }, async (request, reply) => {
    const id = await app.advice.createAdvisor(request.body, app.clock.now().toISOString());
    return reply.code(201).send({ advisor: (await app.advice.findAdvisorForConsole(id))! });
  });
  app.put('/api/console/advice/advisors/:id', { schema: { params: IdParams, body: AdvisorInput, response: { 200: ConsoleAdvisorDetail, ...REFUSALS } } }, async (request, reply) => {
    if (!(await app.advice.updateAdvisor(request.params.id, request.body, app.clock.now().toISOString()))) return reply.notFound(ADVISOR_NOT_FOUND);
    return { advisor: (await app.advice.findAdvisorForConsole(request.params.id))! };
  });
  app.delete('/api/console/advice/advisors/:id', { schema: { params: IdParams, response: { 204: Type.Null(), ...REFUSALS } } }, async (request, reply) => {
    const outcome = await app.advice.removeAdvisor(request.params.id);
    if (outcome === 'NOT_FOUND') return reply.notFound(ADVISOR_NOT_FOUND);
    if (outcome === 'HAS_SESSIONS') throw refusalFrom(ADVICE_REFUSALS, 'ADVISOR_HAS_SESSIONS');
    return reply.code(204).send(null);
  });

  app.get('/api/console/advice/sessions', { schema: { querystring: ConsoleAdviceSessionQuery, response: { 200: ConsoleAdviceSessionList } } }, async (request) =>
    listAnswer('sessions', request.query, (page) => app.advice.paginateSessions({ advisorId: request.query.advisorId, from: request.query.from }, page)),
  );
  app.post('/api/console/advice/sessions', { schema: { body: AdviceSessionInput, response: { 201: ConsoleAdviceSessionDetail, ...REFUSALS } } }, async (request, reply) => {
    const problem = checkSessionInput(request.body);
    if (problem) return reply.badRequest(problem);
    const id = await app.advice.createSession(request.body, app.clock.now().toISOString());
    return reply.code(201).send({ session: (await app.advice.findSessionForConsole(id))! });
  });
  app.put('/api/console/advice/sessions/:id', { schema: { params: IdParams, body: AdviceSessionInput, response: { 200: ConsoleAdviceSessionDetail, ...REFUSALS } } }, async (request, reply) => {
    const problem = checkSessionInput(request.body);
    if (problem) return reply.badRequest(problem);
    if ((await app.advice.updateSession(request.params.id, request.body, app.clock.now().toISOString())) === 'NOT_FOUND') return reply.notFound(SESSION_NOT_FOUND);
    return { session: (await app.advice.findSessionForConsole(request.params.id))! };
  });
  app.delete('/api/console/advice/sessions/:id', { schema: { params: IdParams, response: { 204: Type.Null(), ...REFUSALS } } }, async (request, reply) => {
    if ((await app.advice.updateSession(request.params.id, null, app.clock.now().toISOString())) === 'NOT_FOUND') return reply.notFound(SESSION_NOT_FOUND);
    return reply.code(204).send(null);
  });

  app.get('/api/console/advice/requests', { schema: { querystring: ConsoleConsultationQuery, response: { 200: ConsoleConsultationList, 503: ErrorResponse } } }, async (request) => {
    const { status, speciality, advisorId, memberId } = request.query;
    return listAnswer('consultations', request.query, async (page) => {
      const { items, total } = await app.advice.paginateForConsole({ status, speciality, advisorId, memberId }, page);
      return { items: await withApplicants(app.memberDirectory, items), total };
    });
  });
  app.get('/api/console/advice/requests/:id', { schema: { params: IdParams, response: { 200: ConsoleConsultationDetail, 404: ErrorResponse, 503: ErrorResponse } } }, async (request, reply) => {
    if (!(await app.advice.findForConsole(request.params.id))) return reply.notFound(CONSULTATION_NOT_FOUND);
    return consultationAnswer(app, request.params.id);
  });
  app.put('/api/console/advice/requests/:id/confirm', { schema: { params: IdParams, body: ConsultationConfirmRequest, response: { 200: ConsoleConsultationDetail, ...REFUSALS } } }, async (request, reply) => {
    const at = app.clock.now();
    if (!(await app.advice.confirm(request.params.id, request.body.sessionId, request.user.sub, at.toISOString(), judgeSession(at)))) return reply.notFound(CONSULTATION_NOT_FOUND);
    await tellConfirmed(app, request.params.id);
    return consultationAnswer(app, request.params.id);
  });
  app.put('/api/console/advice/requests/:id/reassign', { schema: { params: IdParams, body: ConsultationReassignRequest, response: { 200: ConsoleConsultationDetail, ...REFUSALS } } }, async (request, reply) => {
    const at = app.clock.now();
    if (!(await app.advice.reassign(request.params.id, request.body.sessionId, request.user.sub, at.toISOString(), judgeSession(at)))) return reply.notFound(CONSULTATION_NOT_FOUND);
    return consultationAnswer(app, request.params.id);
  });
  app.put('/api/console/advice/requests/:id/cancel', { config: { noBody: true }, schema: { params: IdParams, response: { 200: ConsoleConsultationDetail, ...REFUSALS } } }, async (request, reply) => {
    if (!(await app.advice.cancel(request.params.id, { staffId: request.user.sub }, app.clock.now().toISOString()))) return reply.notFound(CONSULTATION_NOT_FOUND);
    return consultationAnswer(app, request.params.id);
  });
  app.put('/api/console/advice/requests/:id/note', { schema: { params: IdParams, body: AdvisorNoteRequest, response: { 200: ConsoleConsultationDetail, ...REFUSALS } } }, async (request, reply) => {
    if (!(await app.advice.writeNote(request.params.id, request.body.note, app.clock.now().toISOString()))) return reply.notFound(CONSULTATION_NOT_FOUND);
    return consultationAnswer(app, request.params.id);
  });

  app.get('/api/console/advice/settings', { schema: { response: { 200: AdviceSettingsAnswer } } }, async () => ({ settings: await app.advice.settings() }));
  app.put('/api/console/advice/settings', { schema: { body: AdviceSettings, response: { 200: AdviceSettingsAnswer } } }, async (request) => {
    await app.advice.setSettings(request.body, app.clock.now().toISOString());
    return { settings: await app.advice.settings() };
  });
};

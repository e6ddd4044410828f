import {
  ApplicationWindowCreated,
  ApplicationWindowDetail,
  ApplicationWindowInput,
  ApplicationWindowList,
  ApplicationWindowQuery,
  ConsoleApplicationWindowDetail,
  ConsoleApplicationWindowList,
  ErrorResponse,
  IdParams,
  StrikePolicy,
  StrikePolicyAnswer,
} from '@centre/contracts';
import { listAnswer, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { windowInputProblem } from '../windows.ts';
import { optionalMemberId } from '../member-identity.ts';
import type { FastifyInstance } from 'fastify';

const NOT_FOUND = 'This application window does not exist.';

/**
 * What the signed-in member's level adds to every window's quota, for the remaining quota the form
 * shows. A silent users service shows the window's own quota (applying itself always asks afresh).
 */
async function extraQuotaOf(app: FastifyInstance, memberId: string | null): Promise<number> {
  if (!memberId) return 0;
  const member = await app.memberDirectory.one(memberId).catch(() => null);
  return member?.grants.extraQuotaPerWindow ?? 0;
}

/** Which windows take applications, per site and work type (spec §7: apply/limitations). */
export const publicWindowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/apply/limitations',
    { schema: { querystring: ApplicationWindowQuery, response: { 200: ApplicationWindowList, 401: ErrorResponse } } },
    async (request, reply) => {
      const { work, location, status } = request.query;
      const memberId = await optionalMemberId(request);
      const extraQuota = await extraQuotaOf(app, memberId);
      const locale = request.locale;
      // Counts change by the second and the quota is the member's own: never cached.
      reply.header('cache-control', 'no-store').header('vary', 'Accept-Language, Authorization');
      return listAnswer('limitations', request.query, (page) => app.applicationWindows.paginate({ work, location, status }, locale, page, app.clock.now(), memberId, extraQuota));
    },
  );

  app.get(
    '/api/v1/apply/limitations/:id',
    { schema: { params: IdParams, response: { 200: ApplicationWindowDetail, 401: ErrorResponse, 404: ErrorResponse } } },
    async (request, reply) => {
      const memberId = await optionalMemberId(request);
      const limitation = await app.applicationWindows.find(request.params.id, request.locale, app.clock.now(), memberId, await extraQuotaOf(app, memberId));
      if (!limitation) return reply.notFound(NOT_FOUND);
      reply.header('cache-control', 'no-store').header('vary', 'Accept-Language, Authorization');
      return { limitation };
    },
  );
};

/** Staff plan, edit and close windows, and set the strike rule. The console scope is enforced by server-kit. */
export const consoleWindowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/console/apply/limitations',
    { schema: { querystring: ApplicationWindowQuery, response: { 200: ConsoleApplicationWindowList } } },
    async (request) => {
      const { work, location, status } = request.query;
      return listAnswer('limitations', request.query, (page) => app.applicationWindows.paginateForConsole({ work, location, status }, page, app.clock.now()));
    },
  );

  app.get(
    '/api/console/apply/limitations/:id',
    { schema: { params: IdParams, response: { 200: ConsoleApplicationWindowDetail, 404: ErrorResponse } } },
    async (request, reply) => {
      const limitation = await app.applicationWindows.findForConsole(request.params.id, app.clock.now());
      if (!limitation) return reply.notFound(NOT_FOUND);
      return { limitation };
    },
  );

  app.post(
    '/api/console/apply/limitations',
    { schema: { body: ApplicationWindowInput, response: { 201: ApplicationWindowCreated, 400: ErrorResponse } } },
    async (request, reply) => {
      const problem = windowInputProblem(request.body);
      if (problem) return reply.badRequest(problem);
      const id = await app.applicationWindows.create(request.body, app.clock.now().toISOString());
      return reply.code(201).send({ _id: id });
    },
  );

  app.put(
    '/api/console/apply/limitations/:id',
    { schema: { params: IdParams, body: ApplicationWindowInput, response: { 200: ConsoleApplicationWindowDetail, 400: ErrorResponse, 404: ErrorResponse } } },
    async (request, reply) => {
      const problem = windowInputProblem(request.body);
      if (problem) return reply.badRequest(problem);
      if (!(await app.applicationWindows.update(request.params.id, request.body, app.clock.now().toISOString()))) return reply.notFound(NOT_FOUND);
      return { limitation: (await app.applicationWindows.findForConsole(request.params.id, app.clock.now()))! };
    },
  );

  // Close early: applications stop at once; what was taken stays for review.
  app.post(
    '/api/console/apply/limitations/:id/close',
    { schema: { params: IdParams, response: { 200: ConsoleApplicationWindowDetail, 404: ErrorResponse } } },
    async (request, reply) => {
      await app.applicationWindows.closeEarly(request.params.id, app.clock.now().toISOString());
      const limitation = await app.applicationWindows.findForConsole(request.params.id, app.clock.now());
      if (!limitation) return reply.notFound(NOT_FOUND);
      return { limitation };
    },
  );

  app.get('/api/console/apply/settings', { schema: { response: { 200: StrikePolicyAnswer } } }, async () => ({ policy: await app.applySettings.strikePolicy() }));

  app.put('/api/console/apply/settings', { schema: { body: StrikePolicy, response: { 200: StrikePolicyAnswer } } }, async (request) => {
    await app.applySettings.setStrikePolicy(request.body, app.clock.now().toISOString());
    return { policy: await app.applySettings.strikePolicy() };
  });
};

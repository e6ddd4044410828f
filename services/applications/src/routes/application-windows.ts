import {
  ApplicationWindowInput,
  ApplicationWindowList,
  ApplicationWindowQuery,
  ConsoleApplicationWindow,
  ErrorResponse,
} from '@centre/contracts';
import { localeFrom, pageFrom, summaryOf, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';

/** Which windows are open to applications, per site and work type (spec §7: apply/limitations). */
export const publicWindowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/apply/limitations',
    { schema: { querystring: ApplicationWindowQuery, response: { 200: ApplicationWindowList } } },
    async (request) => {
      const page = pageFrom(request.query);
      const { work, location, status } = request.query;
      const { limitations, total } = await app.applicationWindows.paginate({ work, location, status }, localeFrom(request.headers['accept-language']), page);
      return { limitations, summary: summaryOf(total, page) };
    },
  );
};

/** Staff open and plan windows. The console scope is enforced by server-kit. */
export const consoleWindowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/console/apply/limitations',
    { schema: { querystring: ApplicationWindowQuery, response: { 200: Type.Object({ limitations: Type.Array(ConsoleApplicationWindow), summary: ApplicationWindowList.properties.summary }) } } },
    async (request) => {
      const page = pageFrom(request.query);
      const { work, location, status } = request.query;
      const { limitations, total } = await app.applicationWindows.paginateForConsole({ work, location, status }, page);
      return { limitations, summary: summaryOf(total, page) };
    },
  );

  app.post(
    '/api/console/apply/limitations',
    { schema: { body: ApplicationWindowInput, response: { 201: Type.Object({ _id: Type.String() }), 400: ErrorResponse } } },
    async (request, reply) => {
      const input = request.body;
      if (input.applyFrom > input.applyTo || input.useFrom > input.useTo) {
        return reply.badRequest('A period cannot end before it starts.');
      }
      const id = await app.applicationWindows.create(input);
      return reply.code(201).send({ _id: id });
    },
  );
};

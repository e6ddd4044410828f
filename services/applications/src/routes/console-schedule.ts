import {
  BlackoutCreated,
  HolidayAdded,
  BlackoutInput,
  BlackoutList,
  BlackoutQuery,
  ConsoleScheduleQuery,
  ConsoleScheduleUnitDetail,
  ConsoleScheduleUnitList,
  ErrorResponse,
  GenerateUnitsAnswer,
  GenerateUnitsRequest,
  Holiday,
  HolidayList,
  HolidayParams,
  HolidayQuery,
  IdParams,
  ScheduleUnitUpdate,
} from '@centre/contracts';
import { listAnswer, summaryOf, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';

const UNIT_NOT_FOUND = 'This schedule unit does not exist.';

/** Staff's schedule: units per site and room, generating them, capacity, closing; blackouts and holidays. */
export const consoleScheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/console/schedule',
    { schema: { querystring: ConsoleScheduleQuery, response: { 200: ConsoleScheduleUnitList } } },
    async (request) => {
      const { work, location, windowId, date, state } = request.query;
      const month = date ? undefined : request.query.month;
      const page = { limit: request.query.limit ?? 100, offset: request.query.offset ?? 0 };
      const { units, total } = await app.schedule.paginateForConsole({ work, location, windowId, date, month, state }, page);
      return { units, summary: summaryOf(total, page) };
    },
  );

  app.post(
    '/api/console/schedule/generate',
    { schema: { body: GenerateUnitsRequest, response: { 200: GenerateUnitsAnswer, 400: ErrorResponse, 404: ErrorResponse } } },
    async (request, reply) => {
      const rules = await app.applicationWindows.rules(request.body.windowId);
      if (!rules) return reply.notFound('This application window does not exist.');
      const from = request.body.from ?? rules.useFrom;
      const to = request.body.to ?? rules.useTo;
      if (from > to) return reply.badRequest('A period cannot end before it starts.');
      return app.schedule.generate(rules, from, to, app.clock.now().toISOString());
    },
  );

  app.get(
    '/api/console/schedule/blackouts',
    { schema: { querystring: BlackoutQuery, response: { 200: BlackoutList } } },
    async (request) => {
      const { location, work, month } = request.query;
      return listAnswer('blackouts', request.query, (page) => app.closures.paginateBlackouts({ location, work, month }, page));
    },
  );

  app.post(
    '/api/console/schedule/blackouts',
    { schema: { body: BlackoutInput, response: { 201: BlackoutCreated, 400: ErrorResponse } } },
    async (request, reply) => {
      if (request.body.from > request.body.to) return reply.badRequest('A period cannot end before it starts.');
      const created = await app.closures.addBlackout(request.body, request.user.sub, app.clock.now().toISOString());
      // The members whose bookings fell on it are told, and invited to pick another day.
      app.applyMessages.later('BLACKOUT_CHANGE', created.affectedApplicationIds);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/api/console/schedule/blackouts/:id',
    { schema: { params: IdParams, response: { 204: Type.Null(), 404: ErrorResponse } } },
    async (request, reply) => {
      if (!(await app.closures.removeBlackout(request.params.id, app.clock.now().toISOString()))) return reply.notFound('This blackout does not exist.');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/console/schedule/holidays',
    { schema: { querystring: HolidayQuery, response: { 200: HolidayList } } },
    async (request) => ({ holidays: await app.closures.holidays(request.query.year) }),
  );

  app.post(
    '/api/console/schedule/holidays',
    { schema: { body: Holiday, response: { 201: HolidayAdded } } },
    async (request, reply) => {
      const affected = await app.closures.addHoliday(request.body, app.clock.now().toISOString());
      app.applyMessages.later('BLACKOUT_CHANGE', affected);
      return reply.code(201).send({ holiday: request.body, affectedApplicationIds: affected });
    },
  );

  app.delete(
    '/api/console/schedule/holidays/:date',
    { schema: { params: HolidayParams, response: { 204: Type.Null(), 404: ErrorResponse } } },
    async (request, reply) => {
      if (!(await app.closures.removeHoliday(request.params.date, app.clock.now().toISOString()))) return reply.notFound('This day is not a holiday.');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/console/schedule/:id',
    { schema: { params: IdParams, response: { 200: ConsoleScheduleUnitDetail, 404: ErrorResponse } } },
    async (request, reply) => {
      const unit = await app.schedule.findForConsole(request.params.id);
      if (!unit) return reply.notFound(UNIT_NOT_FOUND);
      return { unit };
    },
  );

  app.put(
    '/api/console/schedule/:id',
    { schema: { params: IdParams, body: ScheduleUnitUpdate, response: { 200: ConsoleScheduleUnitDetail, 404: ErrorResponse, 409: ErrorResponse } } },
    async (request, reply) => {
      const outcome = await app.schedule.update(request.params.id, request.body, app.clock.now().toISOString());
      if (outcome === 'NOT_FOUND') return reply.notFound(UNIT_NOT_FOUND);
      if (outcome === 'BELOW_HELD') return reply.conflict('The capacity cannot be lower than the places already held.');
      if (outcome === 'HAS_APPLICATIONS') return reply.conflict('This unit has applications: add a blackout instead, which tells the members.');
      // More places (or a reopened unit): the waitlist takes them in order, and is told.
      const promoted = await app.applications.promote(request.params.id, app.clock.now());
      app.applyMessages.later('WAITLIST_PROMOTED', promoted.map((promotion) => promotion.applicationId));
      return { unit: (await app.schedule.findForConsole(request.params.id))! };
    },
  );
};

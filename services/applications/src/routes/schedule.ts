import { ErrorResponse, IdParams, ScheduleListResponse, ScheduleQuery, ScheduleUnitDetail, seoulMonth } from '@centre/contracts';
import { summaryOf, type FastifyPluginAsyncTypebox } from '@centre/server-kit';

/**
 * The bookable units (spec §7 schedule, schedule/{id}) and, for one site's room, the month
 * calendar the public pages draw, built from the same units.
 */
export const publicScheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/schedule',
    { schema: { querystring: ScheduleQuery, response: { 200: ScheduleListResponse, 400: ErrorResponse } } },
    async (request, reply) => {
      const { work, location, windowId, date } = request.query;
      const locale = request.locale;
      // A given day decides the month; otherwise the asked month, or the current one in Seoul.
      const month = date ? date.slice(0, 7) : (request.query.month ?? seoulMonth(app.clock.now()));
      const page = { limit: request.query.limit ?? 100, offset: request.query.offset ?? 0 };
      // A window's units are listed whole unless a month is asked for.
      const unitMonth = date ? undefined : (request.query.month ?? (windowId ? undefined : month));
      const [{ units, total }, days] = await Promise.all([
        app.schedule.paginate({ work, location, windowId, date, month: unitMonth }, locale, page),
        work && location ? app.schedule.month(work, location, month, locale) : Promise.resolve(null),
      ]);
      reply.header('vary', 'Accept-Language');
      return { ...(work && location && days ? { schedule: { work, location, month, days } } : {}), units, summary: summaryOf(total, page), month };
    },
  );

  app.get(
    '/api/v1/schedule/:id',
    { schema: { params: IdParams, response: { 200: ScheduleUnitDetail, 404: ErrorResponse } } },
    async (request, reply) => {
      const unit = await app.schedule.find(request.params.id, request.locale);
      if (!unit) return reply.notFound('This schedule unit does not exist.');
      reply.header('vary', 'Accept-Language');
      return { unit };
    },
  );
};

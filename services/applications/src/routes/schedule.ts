import { ErrorResponse, ScheduleQuery, ScheduleResponse } from '@centre/contracts';
import { localeFrom, type FastifyPluginAsyncTypebox } from '@centre/server-kit';

/** The current month in Asia/Seoul, as YYYY-MM. */
export function currentSeoulMonth(at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' }).format(at).slice(0, 7);
}

/** Public calendars of booked and free days for each site's cutting room and studio. */
export const publicScheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/schedule',
    { schema: { querystring: ScheduleQuery, response: { 200: ScheduleResponse, 400: ErrorResponse } } },
    async (request, reply) => {
      const { work, location } = request.query;
      const month = request.query.month ?? currentSeoulMonth();
      const days = await app.schedule.month(work, location, month, localeFrom(request.headers['accept-language']));
      reply.header('vary', 'Accept-Language');
      return { schedule: { work, location, month, days } };
    },
  );
};

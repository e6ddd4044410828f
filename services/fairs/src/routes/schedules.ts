// My schedule at a fair (spec §7 me/schedules/{_fair}) and its iCal export.
import { ErrorResponse, FairScheduleParams, MySchedule } from '@centre/contracts';
import { publicOriginFrom, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { scheduleCalendar, scheduleOf } from '../schedules.ts';

export const myScheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const host = new URL(publicOriginFrom(process.env)).host;

  app.get('/api/v1/me/schedules/:fair', { schema: { params: FairScheduleParams, response: { 200: MySchedule, 401: ErrorResponse, 404: ErrorResponse } } }, async (request) =>
    scheduleOf(app, request.user.sub, request.params.fair, request.locale),
  );

  app.get('/api/v1/me/schedules/:fair/ical', { schema: { params: FairScheduleParams, response: { 200: Type.String(), 401: ErrorResponse, 404: ErrorResponse } } }, async (request, reply) => {
    const calendar = await scheduleCalendar(app, request.user.sub, request.params.fair, request.locale, host);
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('content-disposition', 'attachment; filename="fair-schedule.ics"').send(calendar);
  });
};

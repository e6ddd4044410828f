// Matching (spec §7 me/matchings, §9 console matchings): buyers request, exhibitors answer,
// either side cancels; staff read every meeting of a fair, place and cancel meetings.
import { ErrorResponse, IdParams, MeetingAnswer, MeetingOutcomeAnswer, MeetingOutcomeInput, OutcomeReport, OutcomeReportQuery, MeetingAnswerInput, MeetingList, MeetingListQuery, MeetingMove, MeetingPlacement, MeetingRequest } from '@centre/contracts';
import { listAnswer, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { outcomeReport, outcomeReportCsv, recordNoShowAsStaff, recordOutcome } from '../outcomes.ts';
import { answerMeeting, cancelMeetingAsStaff, cancelOwnMeeting, moveMeetingAsStaff, ownMeeting, placeMeeting, requestMeeting } from '../matching.ts';
import { meetingView } from '../repositories/meetings.ts';
import { refusal } from '../refusals.ts';

const REFUSALS = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse } as const;

export const myMatchingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answerFor = async (memberId: string, id: string) => ({ matching: meetingView(await ownMeeting(app, memberId, id), { memberId }) });

  app.get('/api/v1/me/matchings', { schema: { querystring: MeetingListQuery, response: { 200: MeetingList, 401: ErrorResponse } } }, async (request) =>
    listAnswer('matchings', request.query, async (page) => {
      const found = await app.fairMeetings.listOfMember(request.user.sub, request.query, page);
      return { items: found.items.map((row) => meetingView(row, { memberId: request.user.sub })), total: found.total };
    }),
  );

  app.get('/api/v1/me/matchings/:id', { schema: { params: IdParams, response: { 200: MeetingAnswer, ...REFUSALS } } }, async (request) => answerFor(request.user.sub, request.params.id));

  app.post('/api/v1/me/matchings', { schema: { body: MeetingRequest, response: { 201: MeetingAnswer, ...REFUSALS } } }, async (request, reply) => {
    const id = await requestMeeting(app, request.user.sub, request.body);
    return reply.code(201).send(await answerFor(request.user.sub, id));
  });

  app.put('/api/v1/me/matchings/:id/answer', { schema: { params: IdParams, body: MeetingAnswerInput, response: { 200: MeetingAnswer, ...REFUSALS } } }, async (request) => {
    await answerMeeting(app, request.user.sub, request.params.id, request.body.accept);
    return answerFor(request.user.sub, request.params.id);
  });

  app.post('/api/v1/me/matchings/:id/cancel', { config: { noBody: true }, schema: { params: IdParams, response: { 200: MeetingAnswer, ...REFUSALS } } }, async (request) => {
    await cancelOwnMeeting(app, request.user.sub, request.params.id);
    return answerFor(request.user.sub, request.params.id);
  });

  app.put('/api/v1/me/matchings/:id/outcome', { schema: { params: IdParams, body: MeetingOutcomeInput, response: { 200: MeetingOutcomeAnswer, ...REFUSALS } } }, async (request) => ({
    outcome: await recordOutcome(app, request.user.sub, request.params.id, request.body),
  }));
};

export const consoleMatchingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answerFor = async (id: string) => {
    const meeting = await app.fairMeetings.find(id);
    if (!meeting) throw refusal('MEETING_NOT_FOUND');
    return { matching: meetingView(meeting, 'STAFF') };
  };

  app.get('/api/console/matchings', { schema: { querystring: MeetingListQuery, response: { 200: MeetingList } } }, async (request) =>
    listAnswer('matchings', request.query, async (page) => {
      const found = await app.fairMeetings.listForConsole(request.query, page);
      return { items: found.items.map((row) => meetingView(row, 'STAFF')), total: found.total };
    }),
  );

  app.get('/api/console/matchings/report', { schema: { querystring: OutcomeReportQuery, response: { 200: OutcomeReport, 404: ErrorResponse } } }, async (request) =>
    outcomeReport(app, request.query.fair),
  );

  app.get('/api/console/matchings/report.csv', { schema: { querystring: OutcomeReportQuery, response: { 200: Type.String(), 404: ErrorResponse } } }, async (request, reply) => {
    const csv = outcomeReportCsv(await outcomeReport(app, request.query.fair));
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="fair-outcomes.csv"').send(csv);
  });

  app.post('/api/console/matchings', { schema: { body: MeetingPlacement, response: { 201: MeetingAnswer, ...REFUSALS } } }, async (request, reply) =>
    reply.code(201).send(await answerFor(await placeMeeting(app, request.body))),
  );

  app.post('/api/console/matchings/:id/cancel', { config: { noBody: true }, schema: { params: IdParams, response: { 200: MeetingAnswer, ...REFUSALS } } }, async (request) => {
    await cancelMeetingAsStaff(app, request.params.id);
    return answerFor(request.params.id);
  });

  app.put('/api/console/matchings/:id/slot', { schema: { params: IdParams, body: MeetingMove, response: { 200: MeetingAnswer, ...REFUSALS } } }, async (request) => {
    await moveMeetingAsStaff(app, request.params.id, request.body.slot);
    return answerFor(request.params.id);
  });

  app.post('/api/console/matchings/:id/no-show', { config: { noBody: true }, schema: { params: IdParams, response: { 200: MeetingOutcomeAnswer, ...REFUSALS } } }, async (request) => ({
    outcome: await recordNoShowAsStaff(app, request.user.sub, request.params.id),
  }));
};

import { APPLICATION_REVIEW_PATHS, APPLICATIONS_REPORT_MAX_DAYS, ApplicationsReportQuery, ErrorResponse } from '@centre/contracts';
import type { MemberEligibility } from '@centre/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { applicationsCsv, type ApplicationReportRow } from '../applications-csv.ts';
import { addDays } from '@centre/contracts';

/** More rows than a year of both sites can hold: a report this long is refused, never cut silently. */
const REPORT_ROW_LIMIT = 50_000;

/** The district's report of applications for a period, as CSV (console scope, by server-kit). */
export const applicationsReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(APPLICATION_REVIEW_PATHS.consoleReport, { schema: { querystring: ApplicationsReportQuery, response: { 200: Type.String(), 400: ErrorResponse } } }, async (request, reply) => {
    const { from, to } = request.query;
    if (from > to) return reply.badRequest('The period cannot end before it starts.');
    if (addDays(from, APPLICATIONS_REPORT_MAX_DAYS) < to) return reply.badRequest(`A report covers at most ${APPLICATIONS_REPORT_MAX_DAYS} days.`);
    const rows = await app.applicationReview.forReport(request.query, REPORT_ROW_LIMIT + 1);
    if (rows.length > REPORT_ROW_LIMIT) return reply.badRequest('Too many applications in this period for one report: choose a shorter period.');
    // The member's kind comes from the users service; without it the columns stay empty rather than the report failing.
    const members = await app.memberDirectory.eligibility(rows.map((row) => row.member_id)).catch((error: unknown) => {
      app.log.warn({ err: error }, 'the users service did not describe the members of the report');
      return new Map<string, MemberEligibility>();
    });
    const report = rows.map((row): ApplicationReportRow => {
      const member = members.get(row.member_id);
      return {
        applicationId: row.id,
        date: row.use_date,
        location: row.location,
        work: row.work,
        unit: `${row.start_time}-${row.end_time}`,
        memberType: member?.memberType ?? '',
        memberKind: member?.memberKind ?? '',
        status: row.status,
        attendance: row.attendance ?? '',
        item: row.item,
        quantity: row.quantity === null ? null : Number(row.quantity),
        appliedAt: row.created_at,
        decidedAt: row.decided_at,
      };
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="applications-${from}-${to}.csv"`)
      .send(applicationsCsv(report));
  });
};

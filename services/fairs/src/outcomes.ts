// After a meeting each side records what happened (held or no-show, items, estimated amount,
// follow-up); staff read the fair's outcome report by item, country and exhibitor, and as CSV.
import type { MeetingOutcomeInput, OutcomeReport } from '@centre/contracts';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import { ownMeeting } from './matching.ts';
import type { RecordedOutcome, ReportRow } from './repositories/outcomes.ts';
import { refusal } from './refusals.ts';

export async function recordOutcome(app: FastifyInstance, memberId: string, meetingId: string, input: MeetingOutcomeInput): Promise<RecordedOutcome> {
  const meeting = await ownMeeting(app, memberId, meetingId);
  const now = app.clock.now();
  if (meeting.status !== 'ACCEPTED' || Date.parse(meeting.starts_at) > now.getTime()) throw refusal('MEETING_NOT_STARTED');
  const side = meeting.exhibitor_member_id === memberId ? 'EXHIBITOR' : 'BUYER';
  return app.fairOutcomes.record(meetingId, side, memberId, input, now.toISOString());
}

/**
 * Staff at the hall saw that an accepted meeting did not take place: a no-show, recorded as the
 * meeting's own record (the exhibitor's side, which the report counts first), by the staff member.
 */
export async function recordNoShowAsStaff(app: FastifyInstance, staffId: string, meetingId: string): Promise<RecordedOutcome> {
  const meeting = await app.fairMeetings.find(meetingId);
  if (!meeting) throw refusal('MEETING_NOT_FOUND');
  const now = app.clock.now();
  if (meeting.status !== 'ACCEPTED' || Date.parse(meeting.starts_at) > now.getTime()) throw refusal('MEETING_NOT_STARTED');
  return app.fairOutcomes.record(meetingId, 'EXHIBITOR', staffId, { attendance: 'NO_SHOW', items: [], estimatedAmount: 0, followUp: '' }, now.toISOString());
}

type Line = { meetings: number; held: number; noShows: number; estimatedAmount: number };
const emptyLine = (): Line => ({ meetings: 0, held: 0, noShows: 0, estimatedAmount: 0 });

/** The exhibitor's record counts when there is one, else the buyer's: each meeting once. */
const outcomeOf = (row: ReportRow): RecordedOutcome | undefined => row.outcomes.EXHIBITOR ?? row.outcomes.BUYER;

function add(line: Line, outcome: RecordedOutcome | undefined): void {
  line.meetings++;
  if (outcome?.attendance === 'HELD') {
    line.held++;
    line.estimatedAmount += outcome.estimatedAmount;
  }
  if (outcome?.attendance === 'NO_SHOW') line.noShows++;
}

export async function outcomeReport(app: FastifyInstance, fairId: string): Promise<OutcomeReport> {
  if (!(await app.fairs.rules(fairId))) throw refusal('FAIR_NOT_FOUND');
  const rows = await app.fairOutcomes.reportRows(fairId);
  const totals = { ...emptyLine(), accepted: rows.length, recorded: 0 };
  const byItem = new Map<string, Line>();
  const byCountry = new Map<string, Line>();
  const byExhibitor = new Map<string, Line & { tradeName: string }>();
  for (const row of rows) {
    const outcome = outcomeOf(row);
    if (outcome) totals.recorded++;
    add(totals, outcome);
    if (!byCountry.has(row.country)) byCountry.set(row.country, emptyLine());
    add(byCountry.get(row.country)!, outcome);
    if (!byExhibitor.has(row.exhibitorId)) byExhibitor.set(row.exhibitorId, { ...emptyLine(), tradeName: row.tradeName });
    add(byExhibitor.get(row.exhibitorId)!, outcome);
    // A meeting counts under each item consulted on; its amount under the first (amounts are not split).
    for (const [index, item] of (outcome?.items ?? []).entries()) {
      if (!byItem.has(item)) byItem.set(item, emptyLine());
      const line = byItem.get(item)!;
      add(line, index === 0 ? outcome : outcome && { ...outcome, estimatedAmount: 0 });
    }
  }
  return {
    totals: { meetings: totals.meetings, held: totals.held, noShows: totals.noShows, estimatedAmount: totals.estimatedAmount, accepted: totals.accepted, recorded: totals.recorded },
    byItem: [...byItem].map(([item, line]) => ({ item: item as OutcomeReport['byItem'][number]['item'], ...line })),
    byCountry: [...byCountry].map(([country, line]) => ({ country, ...line })),
    byExhibitor: [...byExhibitor].map(([exhibitorId, line]) => ({ exhibitorId, ...line })),
  };
}

function safeCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The report as one CSV table (UTF-8 with a byte-order mark so Excel reads Korean names): one line per group. */
export function outcomeReportCsv(report: OutcomeReport): string {
  const lines: Array<[string, string, Line]> = [
    ['total', '', report.totals],
    ...report.byItem.map((line) => ['item', line.item, line] as [string, string, Line]),
    ...report.byCountry.map((line) => ['country', line.country, line] as [string, string, Line]),
    ...report.byExhibitor.map((line) => ['exhibitor', line.tradeName, line] as [string, string, Line]),
  ];
  const body = stringify(
    lines.map(([group, name, line]) => [group, name, line.meetings, line.held, line.noShows, line.estimatedAmount].map(safeCell)),
    { header: true, columns: ['group', 'name', 'meetings', 'held', 'no_shows', 'estimated_amount_krw'], record_delimiter: 'windows' },
  );
  return `\uFEFF${body}`;
}

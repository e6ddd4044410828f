// What each side of a meeting recorded after it, and the rows of the staff's outcome report.
import type { MakerItem, MeetingOutcomeInput } from '@centre/contracts';
import { isUniqueViolation, type Knex } from '@centre/server-kit';
import { listColumn, listFromColumn } from '../lists.ts';

export type Side = 'EXHIBITOR' | 'BUYER';

export interface RecordedOutcome extends MeetingOutcomeInput {
  side: Side;
  recordedAt: string;
}

/** One accepted meeting of a fair with whatever its sides recorded. */
export interface ReportRow {
  meetingId: string;
  exhibitorId: string;
  tradeName: string;
  country: string;
  outcomes: Partial<Record<Side, RecordedOutcome>>;
}

type OutcomeRow = { meeting_id: string; side: Side; attendance: MeetingOutcomeInput['attendance']; items: string; estimated_amount: number | string; follow_up: string; recorded_at: string };

const outcomeOf = (row: OutcomeRow): RecordedOutcome => ({
  side: row.side,
  attendance: row.attendance,
  items: listFromColumn<MakerItem>(row.items),
  estimatedAmount: Number(row.estimated_amount),
  followUp: row.follow_up,
  recordedAt: row.recorded_at,
});

export function createOutcomesRepository(db: Knex) {
  return {
    /** Records (or replaces) one side's outcome; two saves at once land on the one row. */
    async record(meetingId: string, side: Side, memberId: string, input: MeetingOutcomeInput, at: string): Promise<RecordedOutcome> {
      const columns = { member_id: memberId, attendance: input.attendance, items: listColumn(input.items), estimated_amount: input.estimatedAmount, follow_up: input.followUp, recorded_at: at };
      const updated = await db('meeting_outcomes').where({ meeting_id: meetingId, side }).update(columns);
      if (updated === 0) {
        try {
          await db('meeting_outcomes').insert({ meeting_id: meetingId, side, ...columns });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          await db('meeting_outcomes').where({ meeting_id: meetingId, side }).update(columns);
        }
      }
      return { ...input, side, recordedAt: at };
    },

    async reportRows(fairId: string): Promise<ReportRow[]> {
      const meetings = (await db('meetings as m')
        .join('fair_exhibitors as e', 'e.id', 'm.exhibitor_id')
        .join('introductions as i', 'i.id', 'e.introduction_id')
        .join('fair_buyers as b', 'b.id', 'm.buyer_id')
        .where({ 'm.fair_id': fairId, 'm.status': 'ACCEPTED' })
        .orderBy('m.starts_at')
        .select('m.id', 'm.exhibitor_id', 'i.trade_name', 'b.country')) as Array<{ id: string; exhibitor_id: string; trade_name: string; country: string }>;
      const outcomes = (await db('meeting_outcomes as o').join('meetings as m', 'm.id', 'o.meeting_id').where({ 'm.fair_id': fairId }).select('o.*')) as OutcomeRow[];
      const byMeeting = new Map<string, Partial<Record<Side, RecordedOutcome>>>();
      for (const row of outcomes) byMeeting.set(row.meeting_id, { ...byMeeting.get(row.meeting_id), [row.side]: outcomeOf(row) });
      return meetings.map((row) => ({ meetingId: row.id, exhibitorId: row.exhibitor_id, tradeName: row.trade_name, country: row.country, outcomes: byMeeting.get(row.id) ?? {} }));
    },
  };
}

export type OutcomesRepository = ReturnType<typeof createOutcomesRepository>;

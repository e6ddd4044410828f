// Staff's decisions on many applications at once, over apply-core's one-application functions
// (approve, reject, markAttendance: each its own transaction with conditional writes of the
// unit's counters, so two staff deciding at the same moment never overfill a unit). A bulk decides
// each id on its own: what fits is approved, the rest is answered with its refusal. Every decision
// is also written to the decision log with the request id the audit log carries.
import { applyRefusalMessage, type ApplicationStatus, type ApplyRefusalCode, type Attendance, type DecisionOutcome, type Locale, type RejectReasonCode } from '@centre/contracts';
import { newId, type Knex } from '@centre/server-kit';
import { applyRefusal, refusalCodeOf } from '../refusal.ts';
import { seoulDate } from '@centre/contracts';
import type { ApplicationRow, ApplicationsRepository, Promotion } from './applications.ts';

/** Who decided, and the request that carried it (the audit log's request id). */
export interface DecidedBy {
  staffId: string;
  requestId: string | null;
}

export interface DecisionEffects {
  outcomes: DecisionOutcome[];
  /** Applications decided, for their members' messages. */
  decided: string[];
  /** Waitlisted applications that took a freed place, in order. */
  promoted: Promotion[];
}

/** One line of the decision log. */
export type DecisionKind = 'APPROVED' | 'REJECTED' | Attendance | 'ATTENDANCE_CLEARED' | 'DRAWN' | 'NOT_DRAWN';

export function createApplicationReviewRepository(db: Knex, applications: ApplicationsRepository) {
  async function statusOf(id: string): Promise<ApplicationStatus | null> {
    return (await applications.row(id))?.status ?? null;
  }

  function refused(id: string, code: ApplyRefusalCode, status: ApplicationStatus | null, locale: Locale): DecisionOutcome {
    return { _id: id, ok: false, status, code, message: applyRefusalMessage(code, locale) };
  }

  async function log(applicationId: string, decision: DecisionKind, by: DecidedBy, at: string, reason: { code?: string | null; text?: string | null } = {}): Promise<void> {
    await db('application_decisions').insert({
      id: newId(),
      application_id: applicationId,
      decision,
      reason_code: reason.code ?? null,
      reason: reason.text?.slice(0, 500) ?? null,
      decided_by: by.staffId.slice(0, 36),
      request_id: by.requestId?.slice(0, 64) ?? null,
      decided_at: at,
    });
  }

  /** Runs one decision; a rule's refusal becomes the outcome, anything else is thrown. */
  async function decide(id: string, locale: Locale, work: () => Promise<ApplicationStatus>): Promise<DecisionOutcome> {
    try {
      return { _id: id, ok: true, status: await work(), code: null, message: null };
    } catch (error) {
      const code = refusalCodeOf(error);
      if (code) return refused(id, code, await statusOf(id), locale);
      throw error;
    }
  }

  return {
    log,

    async approve(ids: readonly string[], by: DecidedBy, now: Date, locale: Locale, note: string | null = null): Promise<DecisionEffects> {
      const effects: DecisionEffects = { outcomes: [], decided: [], promoted: [] };
      for (const id of ids) {
        const outcome = await decide(id, locale, async () => {
          const row = await applications.row(id);
          // A lottery entry is decided by the draw: staff may give it a place only once drawn.
          if (row && !row.lottery_draw_id && row.status === 'WAITING' && !row.holding && (await db('application_windows').where({ id: row.window_id, allocation: 'LOTTERY' }).first())) {
            throw applyRefusal('NOT_DECIDABLE');
          }
          await applications.approve(id, by.staffId, now, note ?? undefined);
          await log(id, 'APPROVED', by, now.toISOString(), { text: note });
          return 'APPROVED';
        });
        effects.outcomes.push(outcome);
        if (outcome.ok) effects.decided.push(id);
      }
      return effects;
    },

    async reject(ids: readonly string[], by: DecidedBy, now: Date, locale: Locale, reason: { code?: RejectReasonCode | undefined; text?: string | undefined }): Promise<DecisionEffects> {
      const effects: DecisionEffects = { outcomes: [], decided: [], promoted: [] };
      for (const id of ids) {
        const outcome = await decide(id, locale, async () => {
          const { promoted } = await applications.reject(id, reason, by.staffId, now);
          effects.promoted.push(...promoted);
          await log(id, 'REJECTED', by, now.toISOString(), { code: reason.code ?? null, text: reason.text ?? null });
          return 'REJECTED';
        });
        effects.outcomes.push(outcome);
        if (outcome.ok) effects.decided.push(id);
      }
      return effects;
    },

    /**
     * Attendance of approved applications, on their day (Seoul) or after. NO_SHOW adds a strike
     * (apply-core's rule, which may suspend); answered with whether it suspended the member.
     */
    async markAttendance(
      ids: readonly string[],
      attendance: Attendance | null,
      by: DecidedBy,
      now: Date,
      locale: Locale,
    ): Promise<{ outcomes: DecisionOutcome[]; strikes: Array<{ applicationId: string; strikeId: string; suspended: boolean }> }> {
      const today = seoulDate(now);
      const outcomes: DecisionOutcome[] = [];
      const strikes: Array<{ applicationId: string; strikeId: string; suspended: boolean }> = [];
      const marked: string[] = [];
      for (const id of ids) {
        const row: ApplicationRow | null = await applications.row(id);
        if (!row) outcomes.push(refused(id, 'UNIT_NOT_FOUND', null, locale));
        else if (row.status !== 'APPROVED') outcomes.push(refused(id, 'NOT_DECIDABLE', row.status, locale));
        else if (row.use_date > today) outcomes.push(refused(id, 'DAY_PASSED', row.status, locale));
        else marked.push(id);
      }
      for (const result of await applications.markAttendance(marked, attendance, by.staffId, now)) {
        if (!result.ok) {
          outcomes.push(refused(result.id, 'NOT_DECIDABLE', await statusOf(result.id), locale));
          continue;
        }
        outcomes.push({ _id: result.id, ok: true, status: 'APPROVED', code: null, message: null });
        await log(result.id, attendance ?? 'ATTENDANCE_CLEARED', by, now.toISOString());
        if (result.strikeId) {
          const suspension = await db('suspensions').where({ strike_id: result.strikeId }).first();
          strikes.push({ applicationId: result.id, strikeId: result.strikeId, suspended: Boolean(suspension) });
        }
      }
      // Answer in the order asked.
      outcomes.sort((a, b) => ids.indexOf(a._id) - ids.indexOf(b._id));
      return { outcomes, strikes };
    },

    /** Applications whose day of use lies in [from, to], for the district's report (oldest day first). */
    async forReport(filter: { from: string; to: string; location?: string | undefined; work?: string | undefined }, limit: number): Promise<ApplicationRow[]> {
      const query = db<ApplicationRow>('applications').whereBetween('use_date', [filter.from, filter.to]);
      if (filter.location) query.where('location', filter.location);
      if (filter.work) query.where('work', filter.work);
      return query.orderBy([{ column: 'use_date' }, { column: 'start_time' }, { column: 'created_at' }, { column: 'id' }]).limit(limit);
    },
  };
}

export type ApplicationReviewRepository = ReturnType<typeof createApplicationReviewRepository>;

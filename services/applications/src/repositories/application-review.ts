// Staff's side of applications: the review queue, approvals and rejections (one or many), attendance
// and the no-show strikes it adds. Every change of a place is a conditional UPDATE inside
// transactionWithRetry, so two staff deciding at the same moment, on one instance or several, can
// never put more makers on a unit than it holds.
import {
  REJECT_REASON_TEMPLATES,
  type MemberStrikes,
  type ApplicationReviewQuery,
  type ApplicationStatus,
  type ApplyRefusalCode,
  type Attendance,
  type ConsoleApplication,
  type DecisionOutcome,
  type Locale,
  type RejectReasonCode,
} from '@centre/contracts';
import { newId, toBoolean, whereContains, pickLocalised, transactionWithRetry, type Knex, type Page } from '@centre/server-kit';
import { addDays, seoulDate } from '../seoul-time.ts';
import { createApplySettingsRepository } from './settings.ts';

/** An application row with what the review needs of its window. */
export type ApplicationRow = Record<string, unknown> & {
  id: string;
  window_id: string;
  member_id: string;
  member_username: string;
  member_name: string;
  unit_id: string;
  work: ConsoleApplication['work'];
  location: ConsoleApplication['location'];
  use_date: string;
  start_time: string;
  end_time: string;
  status: ApplicationStatus;
  holding: number | boolean;
  waitlist_seq: number | null;
  item: string;
  fabric: string;
  quantity: number;
  marker_length_cm: number | null;
  plies: number | null;
  equipment_ids: string;
  phone: string;
  channel: ConsoleApplication['channel'];
  note: string;
  reject_reason_code: RejectReasonCode | null;
  reject_reason: string | null;
  decided_at: string | null;
  decided_by: string | null;
  cancelled_at: string | null;
  cancelled_by: ConsoleApplication['cancelledBy'];
  late_cancel: number | boolean;
  attendance: Attendance | null;
  attendance_marked_at: string | null;
  lottery_draw_id: string | null;
  created_at: string;
  updated_at: string;
  allocation: ConsoleApplication['allocation'];
  cancel_deadline_days: number;
};

/** Who decided, and the request that carried it (the audit log's request id). */
export interface DecidedBy {
  staffId: string;
  requestId: string | null;
}

/** What a decision changed, for the messages sent after it is committed. */
export interface DecisionEffects {
  outcomes: DecisionOutcome[];
  /** Applications decided, for their members' messages. */
  decided: ApplicationRow[];
  /** Applications moved from the waitlist to a place (WAITLIST_PROMOTED). */
  promoted: ApplicationRow[];
}

const LIVE: ApplicationStatus[] = ['WAITLISTED', 'WAITING', 'APPROVED'];

/** The refusal carried out of a transaction so that it rolls back whatever it wrote. */
class Refused extends Error {
  constructor(readonly code: ApplyRefusalCode) {
    super(code);
  }
}

const REFUSAL_WORDS: Partial<Record<ApplyRefusalCode, string>> = {
  UNIT_NOT_FOUND: 'This application does not exist.',
  UNIT_FULL: 'The unit is full: approving this application would exceed its capacity.',
  NOT_DECIDABLE: 'This application cannot be decided in its current state.',
  UNIT_CLOSED: 'The unit is closed.',
  DAY_PASSED: 'Attendance can be marked on the day of use or after it, for approved applications only.',
};

function outcomeOf(id: string, code: ApplyRefusalCode | null, status: ApplicationStatus | null): DecisionOutcome {
  return { _id: id, ok: code === null, status, code, message: code ? (REFUSAL_WORDS[code] ?? code) : null };
}

/** The words of a rejection in `locale`: the template's, the staff's own, or both. */
export function rejectReasonText(code: RejectReasonCode | null, written: string | null, locale: Locale): string | null {
  const template = code && code !== 'OTHER' ? REJECT_REASON_TEMPLATES[code][locale] : null;
  if (template && written) return `${template} ${written}`;
  return template ?? written ?? (code ? REJECT_REASON_TEMPLATES[code][locale] : null);
}

const APPLICATION_COLUMNS = ['a.*', 'w.allocation', 'w.cancel_deadline_days'];

export function createApplicationReviewRepository(db: Knex) {
  function reviewQuery(filter: Omit<ApplicationReviewQuery, 'limit' | 'offset' | 'sort'>, trx: Knex = db) {
    const query = trx('applications as a').join('application_windows as w', 'w.id', 'a.window_id');
    if (filter.location) query.where('a.location', filter.location);
    if (filter.work) query.where('a.work', filter.work);
    if (filter.windowId) query.where('a.window_id', filter.windowId);
    if (filter.unitId) query.where('a.unit_id', filter.unitId);
    if (filter.memberId) query.where('a.member_id', filter.memberId);
    if (filter.date) query.where('a.use_date', filter.date);
    if (filter.from) query.where('a.use_date', '>=', filter.from);
    if (filter.to) query.where('a.use_date', '<=', filter.to);
    if (filter.status) query.where('a.status', filter.status);
    if (filter.attendance) query.where('a.attendance', filter.attendance);
    if (filter.keyword) whereContains(query, ['a.member_username', 'a.member_name'], filter.keyword);
    return query;
  }

  /** 1-based places on the waitlist of each WAITLISTED application given. */
  async function waitlistPositions(rows: ApplicationRow[]): Promise<Map<string, number>> {
    const positions = new Map<string, number>();
    const waitlisted = rows.filter((row) => row.status === 'WAITLISTED' && row.waitlist_seq !== null);
    for (const row of waitlisted) {
      const [{ ahead } = { ahead: 0 }] = await db('applications')
        .where({ unit_id: row.unit_id, status: 'WAITLISTED' })
        .andWhere('waitlist_seq', '<', Number(row.waitlist_seq))
        .count({ ahead: '*' });
      positions.set(row.id, Number(ahead) + 1);
    }
    return positions;
  }

  async function windowTitles(rows: ApplicationRow[], locale: Locale): Promise<Map<string, string>> {
    const ids = [...new Set(rows.map((row) => row.window_id))];
    if (ids.length === 0) return new Map();
    const windows = (await db('application_windows').whereIn('id', ids)) as Array<Record<string, unknown> & { id: string }>;
    return new Map(windows.map((window) => [window.id, pickLocalised(window, 'title', locale)]));
  }

  function consoleOf(row: ApplicationRow, title: string, position: number | null, locale: Locale): Omit<ConsoleApplication, 'member'> {
    return {
      _id: row.id,
      windowId: row.window_id,
      windowTitle: title,
      unitId: row.unit_id,
      work: row.work,
      location: row.location,
      allocation: row.allocation,
      date: row.use_date,
      startTime: row.start_time,
      endTime: row.end_time,
      status: row.status,
      waitlistPosition: position,
      rejectReason: row.status === 'REJECTED' ? rejectReasonText(row.reject_reason_code, row.reject_reason, locale) : null,
      attendance: row.attendance,
      item: row.item,
      fabric: row.fabric,
      quantity: Number(row.quantity),
      markerLengthCm: row.marker_length_cm === null ? null : Number(row.marker_length_cm),
      plies: row.plies === null ? null : Number(row.plies),
      equipmentIds: JSON.parse(row.equipment_ids || '[]') as string[],
      phone: row.phone,
      channel: row.channel,
      note: row.note,
      cancelDeadline: addDays(row.use_date, -Number(row.cancel_deadline_days)),
      cancelledAt: row.cancelled_at,
      cancelledBy: row.cancelled_by,
      lateCancel: toBoolean(row.late_cancel),
      decidedAt: row.decided_at,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      memberId: row.member_id,
      holding: toBoolean(row.holding),
      decidedBy: row.decided_by,
      attendanceMarkedAt: row.attendance_marked_at,
      lotteryDrawId: row.lottery_draw_id,
    };
  }

  async function present(rows: ApplicationRow[], locale: Locale): Promise<Array<Omit<ConsoleApplication, 'member'>>> {
    const [titles, positions] = await Promise.all([windowTitles(rows, locale), waitlistPositions(rows)]);
    return rows.map((row) => consoleOf(row, titles.get(row.window_id) ?? '', positions.get(row.id) ?? null, locale));
  }

  async function find(id: string, trx: Knex = db): Promise<ApplicationRow | null> {
    const row = (await trx('applications as a').join('application_windows as w', 'w.id', 'a.window_id').select(APPLICATION_COLUMNS).where('a.id', id).first()) as ApplicationRow | undefined;
    return row ?? null;
  }

  async function logDecision(trx: Knex, applicationId: string, decision: string, by: DecidedBy, at: string, reason: { code?: string | null; text?: string | null } = {}) {
    await trx('application_decisions').insert({
      id: newId(),
      application_id: applicationId,
      decision,
      reason_code: reason.code ?? null,
      reason: reason.text ?? null,
      decided_by: by.staffId.slice(0, 36),
      request_id: by.requestId?.slice(0, 64) ?? null,
      decided_at: at,
    });
  }

  /**
   * Moves names from a unit's waitlist to its free places, first come first served: each move is
   * a conditional UPDATE of the unit's counters (held < capacity), so it never overfills.
   */
  async function promoteWaitlist(trx: Knex, unitId: string, at: string): Promise<string[]> {
    const promoted: string[] = [];
    for (;;) {
      const next = (await trx('applications').select('id').where({ unit_id: unitId, status: 'WAITLISTED' }).orderBy('waitlist_seq').first().forUpdate()) as { id: string } | undefined;
      if (!next) return promoted;
      const placed = await trx('schedule_units')
        .where({ id: unitId })
        .whereNull('closed_reason')
        .andWhere('held', '<', trx.ref('capacity'))
        .andWhere('waitlisted', '>', 0)
        .update({ held: trx.raw('held + 1'), waitlisted: trx.raw('waitlisted - 1'), updated_at: at });
      if (placed === 0) return promoted;
      // The row is locked (FOR UPDATE; SQLite has one writer): it is still WAITLISTED.
      await trx('applications').where({ id: next.id, status: 'WAITLISTED' }).update({ status: 'WAITING', holding: 1, waitlist_seq: null, updated_at: at });
      promoted.push(next.id);
    }
  }

  /** Gives back what a live application held: its place (and the waitlist moves up), its waitlist name, its quota. */
  async function release(trx: Knex, row: ApplicationRow, at: string): Promise<string[]> {
    if (toBoolean(row.holding)) {
      await trx('schedule_units').where({ id: row.unit_id }).andWhere('held', '>', 0).update({ held: trx.raw('held - 1'), updated_at: at });
    }
    if (row.status === 'WAITLISTED') {
      await trx('schedule_units').where({ id: row.unit_id }).andWhere('waitlisted', '>', 0).update({ waitlisted: trx.raw('waitlisted - 1'), updated_at: at });
    }
    await trx('member_window_usage').where({ window_id: row.window_id, member_id: row.member_id }).andWhere('used', '>', 0).update({ used: trx.raw('used - 1') });
    return toBoolean(row.holding) ? promoteWaitlist(trx, row.unit_id, at) : [];
  }

  async function approveOne(id: string, by: DecidedBy, at: string, note: string | null): Promise<{ outcome: DecisionOutcome; row: ApplicationRow | null }> {
    try {
      const row = await transactionWithRetry(db, async (trx) => {
        const row = await find(id, trx);
        if (!row) throw new Refused('UNIT_NOT_FOUND');
        if (row.status !== 'WAITING') throw new Refused('NOT_DECIDABLE');
        const holding = toBoolean(row.holding);
        if (!holding) {
          // A lottery entry before its draw holds nothing and is decided by the draw.
          if (row.allocation === 'LOTTERY' && !row.lottery_draw_id) throw new Refused('NOT_DECIDABLE');
          const taken = await trx('schedule_units')
            .where({ id: row.unit_id })
            .whereNull('closed_reason')
            .andWhere('held', '<', trx.ref('capacity'))
            .update({ held: trx.raw('held + 1'), updated_at: at });
          if (taken === 0) throw new Refused('UNIT_FULL');
        }
        const approved = await trx('applications')
          .where({ id, status: 'WAITING', holding: holding ? 1 : 0 })
          .update({ status: 'APPROVED', holding: 1, decided_at: at, decided_by: by.staffId, decision_note: note, updated_at: at });
        if (approved === 0) throw new Refused('NOT_DECIDABLE');
        await logDecision(trx, id, 'APPROVED', by, at, { text: note });
        return { ...row, status: 'APPROVED' as const, holding: true, decided_at: at, decided_by: by.staffId };
      });
      return { outcome: outcomeOf(id, null, 'APPROVED'), row };
    } catch (error) {
      if (error instanceof Refused) return { outcome: outcomeOf(id, error.code, (await find(id))?.status ?? null), row: null };
      throw error;
    }
  }

  async function rejectOne(
    id: string,
    by: DecidedBy,
    at: string,
    reason: { code: RejectReasonCode | null; text: string | null },
  ): Promise<{ outcome: DecisionOutcome; row: ApplicationRow | null; promoted: string[] }> {
    try {
      const { row, promoted } = await transactionWithRetry(db, async (trx) => {
        const row = await find(id, trx);
        if (!row) throw new Refused('UNIT_NOT_FOUND');
        if (!LIVE.includes(row.status)) throw new Refused('NOT_DECIDABLE');
        const rejected = await trx('applications')
          .where({ id, status: row.status })
          .update({
            status: 'REJECTED',
            holding: 0,
            live_unit_id: null,
            waitlist_seq: null,
            reject_reason_code: reason.code,
            reject_reason: reason.text,
            decided_at: at,
            decided_by: by.staffId,
            updated_at: at,
          });
        if (rejected === 0) throw new Refused('NOT_DECIDABLE');
        const promoted = await release(trx, row, at);
        await logDecision(trx, id, 'REJECTED', by, at, { code: reason.code, text: reason.text });
        return { row: { ...row, status: 'REJECTED' as const, reject_reason_code: reason.code, reject_reason: reason.text }, promoted };
      });
      return { outcome: outcomeOf(id, null, 'REJECTED'), row, promoted };
    } catch (error) {
      if (error instanceof Refused) return { outcome: outcomeOf(id, error.code, (await find(id))?.status ?? null), row: null, promoted: [] };
      throw error;
    }
  }

  /**
   * A no-show's strike; when it makes `strikeLimit` within `periodDays`, the member is suspended
   * for `suspensionDays` (unless a suspension is already in force).
   */
  async function addNoShowStrike(trx: Knex, row: ApplicationRow, at: string): Promise<{ strikeId: string; suspended: boolean }> {
    const existing = (await trx('strikes').where({ application_id: row.id, reason: 'NO_SHOW' }).first()) as { id: string } | undefined;
    let strikeId: string;
    if (existing) {
      strikeId = existing.id;
      await trx('strikes').where({ id: strikeId }).update({ revoked_at: null });
    } else {
      strikeId = newId();
      await trx('strikes').insert({ id: strikeId, member_id: row.member_id, application_id: row.id, reason: 'NO_SHOW', use_date: row.use_date, created_at: at, revoked_at: null });
    }
    const { strikeLimit, periodDays, suspensionDays } = await createApplySettingsRepository(db).strikePolicy(trx);
    const policy = { limit: strikeLimit, periodDays, suspensionDays };
    const since = new Date(Date.parse(at) - policy.periodDays * 86_400_000).toISOString();
    const [{ active } = { active: 0 }] = await trx('strikes').where({ member_id: row.member_id }).whereNull('revoked_at').andWhere('created_at', '>=', since).count({ active: '*' });
    if (Number(active) < policy.limit) return { strikeId, suspended: false };
    const inForce = await trx('suspensions').where({ member_id: row.member_id }).whereNull('lifted_at').andWhere('until_at', '>', at).first();
    if (inForce) return { strikeId, suspended: false };
    await trx('suspensions').insert({
      id: newId(),
      member_id: row.member_id,
      from_at: at,
      until_at: new Date(Date.parse(at) + policy.suspensionDays * 86_400_000).toISOString(),
      strike_id: strikeId,
      lifted_at: null,
      created_at: at,
    });
    return { strikeId, suspended: true };
  }

  return {
    find,

    /** A member's strikes (with any appeal), the suspension in force and the rule, for the console's member page. */
    async strikesOf(memberId: string, now: Date): Promise<MemberStrikes> {
      const at = now.toISOString();
      const policy = await createApplySettingsRepository(db).strikePolicy();
      const since = new Date(now.getTime() - policy.periodDays * 86_400_000).toISOString();
      const [strikes, appeals, suspension] = await Promise.all([
        db('strikes').where({ member_id: memberId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'asc' }]) as Promise<Array<Record<string, string | null>>>,
        db('appeals').where({ member_id: memberId }) as Promise<Array<Record<string, string | null>>>,
        db('suspensions').where({ member_id: memberId }).whereNull('lifted_at').andWhere('until_at', '>', at).orderBy('until_at', 'desc').first() as Promise<Record<string, string | null> | undefined>,
      ]);
      const appealOf = new Map(appeals.map((appeal) => [appeal.strike_id, appeal]));
      return {
        strikes: strikes.map((strike) => {
          const appeal = appealOf.get(strike.id!);
          return {
            _id: strike.id!,
            applicationId: strike.application_id ?? null,
            reason: strike.reason as MemberStrikes['strikes'][number]['reason'],
            date: strike.use_date!,
            createdAt: strike.created_at!,
            revokedAt: strike.revoked_at ?? null,
            active: !strike.revoked_at && strike.created_at! >= since,
            appeal: appeal
              ? {
                  _id: appeal.id!,
                  strikeId: appeal.strike_id!,
                  text: appeal.text!,
                  status: appeal.status as NonNullable<MemberStrikes['strikes'][number]['appeal']>['status'],
                  decisionNote: appeal.decision_note ?? null,
                  decidedAt: appeal.decided_at ?? null,
                  createdAt: appeal.created_at!,
                }
              : null,
          };
        }),
        suspension: suspension ? { _id: suspension.id!, from: suspension.from_at!, until: suspension.until_at!, liftedAt: suspension.lifted_at ?? null } : null,
        policy,
      };
    },

    async paginate(query: ApplicationReviewQuery, locale: Locale, paging: Page): Promise<{ applications: Array<Omit<ConsoleApplication, 'member'>>; total: number }> {
      const { limit: _limit, offset: _offset, sort = 'date', ...filter } = query;
      const [{ total } = { total: 0 }] = await reviewQuery(filter).count({ total: '*' });
      const descending = sort.startsWith('-');
      const column = sort.endsWith('applied') ? 'a.created_at' : 'a.use_date';
      const order = descending ? 'desc' : 'asc';
      const rows = (await reviewQuery(filter)
        .select(APPLICATION_COLUMNS)
        .orderBy([{ column, order }, { column: 'a.start_time', order }, { column: 'a.created_at', order: 'asc' }, { column: 'a.id', order: 'asc' }])
        .limit(paging.limit)
        .offset(paging.offset)) as ApplicationRow[];
      return { applications: await present(rows, locale), total: Number(total) };
    },

    async findForConsole(id: string, locale: Locale): Promise<Omit<ConsoleApplication, 'member'> | null> {
      const row = await find(id);
      return row ? (await present([row], locale))[0]! : null;
    },

    /** Approves each id on its own (a bulk approves what fits); refusals say why. */
    async approve(ids: readonly string[], by: DecidedBy, at: string, note: string | null = null): Promise<DecisionEffects> {
      const effects: DecisionEffects = { outcomes: [], decided: [], promoted: [] };
      for (const id of ids) {
        const { outcome, row } = await approveOne(id, by, at, note);
        effects.outcomes.push(outcome);
        if (row) effects.decided.push(row);
      }
      return effects;
    },

    /** Rejects each id: its place is freed and the unit's waitlist moves up, in order. */
    async reject(ids: readonly string[], by: DecidedBy, at: string, reason: { code?: RejectReasonCode | undefined; text?: string | undefined }): Promise<DecisionEffects> {
      const effects: DecisionEffects = { outcomes: [], decided: [], promoted: [] };
      const promotedIds: string[] = [];
      for (const id of ids) {
        const { outcome, row, promoted } = await rejectOne(id, by, at, { code: reason.code ?? null, text: reason.text ?? null });
        effects.outcomes.push(outcome);
        if (row) effects.decided.push(row);
        promotedIds.push(...promoted);
      }
      for (const id of promotedIds) {
        const row = await find(id);
        if (row) effects.promoted.push(row);
      }
      return effects;
    },

    /**
     * Marks attendance of approved applications on their day or after (Seoul). NO_SHOW adds a
     * strike (which may suspend); changing it back revokes that strike.
     */
    async markAttendance(
      ids: readonly string[],
      attendance: Attendance | null,
      by: DecidedBy,
      now: Date,
    ): Promise<{ outcomes: DecisionOutcome[]; strikes: Array<{ applicationId: string; strikeId: string; suspended: boolean }> }> {
      const at = now.toISOString();
      const today = seoulDate(now);
      const outcomes: DecisionOutcome[] = [];
      const strikes: Array<{ applicationId: string; strikeId: string; suspended: boolean }> = [];
      for (const id of ids) {
        try {
          const strike = await transactionWithRetry(db, async (trx) => {
            const row = await find(id, trx);
            if (!row) throw new Refused('UNIT_NOT_FOUND');
            if (row.status !== 'APPROVED' || row.use_date > today) throw new Refused('DAY_PASSED');
            const marked = await trx('applications')
              .where({ id, status: 'APPROVED' })
              .update({ attendance, attendance_marked_at: attendance ? at : null, attendance_marked_by: attendance ? by.staffId : null, updated_at: at });
            if (marked === 0) throw new Refused('NOT_DECIDABLE');
            await logDecision(trx, id, attendance ?? 'ATTENDANCE_CLEARED', by, at);
            if (attendance === 'NO_SHOW') return addNoShowStrike(trx, row, at);
            if (row.attendance === 'NO_SHOW') await trx('strikes').where({ application_id: id, reason: 'NO_SHOW' }).whereNull('revoked_at').update({ revoked_at: at });
            return null;
          });
          outcomes.push(outcomeOf(id, null, 'APPROVED'));
          if (strike) strikes.push({ applicationId: id, ...strike });
        } catch (error) {
          if (!(error instanceof Refused)) throw error;
          outcomes.push(outcomeOf(id, error.code, (await find(id))?.status ?? null));
        }
      }
      return { outcomes, strikes };
    },
  };
}

export type ApplicationReviewRepository = ReturnType<typeof createApplicationReviewRepository>;

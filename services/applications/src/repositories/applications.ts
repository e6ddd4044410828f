import {
  bookingNumberDigits,
  LIVE_APPLICATION_STATUSES,
  REJECT_REASON_TEMPLATES,
  type AllocationMode,
  type ApplicationStatus,
  type ApplyRequest,
  type Attendance,
  type Canceller,
  type LevelGrants,
  type Channel,
  type ConsoleApplication,
  type LocalisedText,
  type Locale,
  type Location,
  type MemberApplication,
  type RejectReasonCode,
  type WorkType,
} from '@centre/contracts';
import { isUniqueViolation, localisedToRow, newId, now, pageOfRows, pickLocalised, toBoolean, transactionWithRetry, whereContains, type Knex, type Page } from '@centre/server-kit';
import { cancelDeadlineOf, hasBegun } from '../cancelling.ts';
import { applyRefusal } from '../refusal.ts';
import { ensureQuotaRow, givePlaceBack, giveQuotaBack, takePlace, takeQuota as spendQuota } from '../booking/places.ts';
import type { UnitWithWindow } from './schedule.ts';
import type { StrikesRepository } from './strikes.ts';

export interface ApplicationRow {
  id: string;
  window_id: string;
  member_id: string;
  unit_id: string | null;
  work: WorkType;
  location: Location;
  use_date: string;
  start_time: string;
  end_time: string;
  status: ApplicationStatus;
  holding: number | boolean;
  live_unit_id: string | null;
  waitlist_seq: number | null;
  item: string;
  fabric: string;
  quantity: number;
  marker_length_cm: number | null;
  plies: number | null;
  equipment_ids: string;
  phone: string;
  channel: Channel;
  note: string;
  rules_agreed_at: string | null;
  reject_reason_code: RejectReasonCode | null;
  reject_reason: string | null;
  decision_note: string | null;
  decided_at: string | null;
  decided_by: string | null;
  cancelled_at: string | null;
  cancelled_by: Canceller | null;
  late_cancel: number | boolean;
  attendance: Attendance | null;
  attendance_marked_at: string | null;
  attendance_marked_by: string | null;
  lottery_draw_id: string | null;
  /** What the member's level granted when they applied (migration 005). */
  level_extra_quota?: number;
  level_priority?: number | boolean;
  created_at: string;
  updated_at: string;
}

/** An application joined with what its readers need of its window. */
type ViewRow = ApplicationRow & Record<string, unknown> & { allocation: AllocationMode; cancel_deadline_days: number; waitlist_position: number | string | null };

/** A row written by the demo seeds before applying existed as a flow (kept for the seeds). */
export interface NewApplication {
  windowId: string;
  memberId: string;
  work: WorkType;
  location: Location;
  useDate: string;
  status: ApplicationStatus;
}

export interface ApplicationFilter {
  memberId?: string | undefined;
  status?: ApplicationStatus | undefined;
  work?: WorkType | undefined;
  location?: Location | undefined;
  windowId?: string | undefined;
  unitId?: string | undefined;
  date?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  attendance?: Attendance | undefined;
  /** The member's username or name as they applied (apply-ops: the review queue's search). */
  keyword?: string | undefined;
}

/** Orders of the review queue (apply-ops): by day of use, or by when the maker applied; '-' for newest first. */
export type ApplicationOrder = 'date' | '-date' | 'applied' | '-applied';

/** What apply() needs of the unit: read before the transaction, to refuse with a precise reason. */
export interface UnitToApply {
  unit: UnitWithWindow;
  memberQuota: number;
  waitlistSize: number;
}

export interface Promotion {
  applicationId: string;
  memberId: string;
  unitId: string;
}

export interface DecisionResult {
  application: ApplicationRow;
  /** Waitlisted applications that took the freed place (FIRST_COME), to be told. */
  promoted: Promotion[];
}

const LIVE = LIVE_APPLICATION_STATUSES as ApplicationStatus[];

/** A unit takes applications only while it is not closed. */
const openUnit = (query: Knex.QueryBuilder) => void query.whereNull('closed_reason');


/**
 * Applications to use a room's unit. Capacity, waitlist and quota are decided in the database:
 * each place is taken by a conditional UPDATE of a counter (`held < capacity`, `used < quota`)
 * inside one transaction per request, retried when MySQL picks it as a deadlock victim, so any
 * number of requests on any number of service instances never overbook nor overrun a quota.
 */
export function createApplicationsRepository(db: Knex, strikes: StrikesRepository) {

  function viewQuery(trx: Knex = db) {
    return trx('applications as a')
      .join('application_windows as w', 'w.id', 'a.window_id')
      .select(
        'a.*',
        'w.allocation',
        'w.cancel_deadline_days',
        'w.title_ko',
        'w.title_en',
        'w.title_cn',
        'w.title_jp',
        // 1-based place among the unit's WAITLISTED, by waitlist number (FIFO).
        trx.raw(
          "(case when a.status = 'WAITLISTED' then (select count(*) from applications as q where q.unit_id = a.unit_id and q.status = 'WAITLISTED' and q.waitlist_seq <= a.waitlist_seq) else null end) as waitlist_position",
        ),
      );
  }

  function filtered(filter: ApplicationFilter, trx: Knex = db) {
    const query = viewQuery(trx);
    if (filter.memberId) query.where('a.member_id', filter.memberId);
    if (filter.status) query.where('a.status', filter.status);
    if (filter.work) query.where('a.work', filter.work);
    if (filter.location) query.where('a.location', filter.location);
    if (filter.windowId) query.where('a.window_id', filter.windowId);
    if (filter.unitId) query.where('a.unit_id', filter.unitId);
    if (filter.date) query.where('a.use_date', filter.date);
    if (filter.from) query.where('a.use_date', '>=', filter.from);
    if (filter.to) query.where('a.use_date', '<=', filter.to);
    if (filter.attendance) query.where('a.attendance', filter.attendance);
    if (filter.keyword) {
      // A maker's name or username, or the booking number they quote ("5F3A-91C2": the id's tail).
      const booking = bookingNumberDigits(filter.keyword);
      const keyword = filter.keyword;
      query.where((inner) => {
        whereContains(inner, ['a.member_username', 'a.member_name'], keyword);
        if (booking) inner.orWhere('a.id', 'like', `%${booking}`);
      });
    }
    return query;
  }

  function memberView(row: ViewRow, locale: Locale, at: Date): MemberApplication {
    const live = LIVE.includes(row.status);
    const rejectReason = row.reject_reason ?? (row.reject_reason_code ? REJECT_REASON_TEMPLATES[row.reject_reason_code][locale] || REJECT_REASON_TEMPLATES[row.reject_reason_code].ko : null);
    return {
      _id: row.id,
      windowId: row.window_id,
      windowTitle: pickLocalised(row, 'title', locale),
      unitId: row.unit_id ?? row.id,
      work: row.work,
      location: row.location,
      allocation: row.allocation,
      date: row.use_date,
      startTime: row.start_time,
      endTime: row.end_time,
      status: row.status,
      waitlistPosition: row.waitlist_position === null || row.waitlist_position === undefined ? null : Number(row.waitlist_position),
      rejectReason: row.status === 'REJECTED' ? rejectReason : null,
      attendance: row.attendance,
      item: row.item,
      fabric: row.fabric,
      quantity: Number(row.quantity),
      markerLengthCm: row.marker_length_cm === null ? null : Number(row.marker_length_cm),
      plies: row.plies === null ? null : Number(row.plies),
      equipmentIds: JSON.parse(row.equipment_ids) as string[],
      phone: row.phone,
      channel: row.channel,
      note: row.note,
      cancelDeadline: cancelDeadlineOf(row.use_date, Number(row.cancel_deadline_days)),
      cancellable: live && !hasBegun(row, at),
      cancelledAt: row.cancelled_at,
      cancelledBy: row.cancelled_by,
      lateCancel: toBoolean(row.late_cancel),
      decidedAt: row.decided_at,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  function consoleView(row: ViewRow, at: Date): ConsoleApplication {
    const { cancellable: _cancellable, ...view } = memberView(row, 'ko', at);
    return {
      ...view,
      memberId: row.member_id,
      member: null,
      holding: toBoolean(row.holding),
      decidedBy: row.decided_by,
      attendanceMarkedAt: row.attendance_marked_at,
      lotteryDrawId: row.lottery_draw_id,
    };
  }

  /** Gives one place back on a unit (and its quota), then lets the waitlist take it. */
  async function release(trx: Knex, row: ApplicationRow, promote: boolean, at: string): Promise<Promotion[]> {
    if (toBoolean(row.holding) && row.unit_id) await givePlaceBack(trx, 'schedule_units', row.unit_id, at);
    if (row.status === 'WAITLISTED' && row.unit_id) {
      await trx('schedule_units').where({ id: row.unit_id }).andWhere('waitlisted', '>', 0).update({ waitlisted: trx.raw('waitlisted - 1'), updated_at: at });
    }
    await giveQuotaBack(trx, 'member_window_usage', { window_id: row.window_id, member_id: row.member_id });
    return promote && toBoolean(row.holding) && row.unit_id ? promoteWaitlist(trx, row.unit_id, at) : [];
  }

  /**
   * While the unit has a free place and someone waits, the first in line (lowest waitlist number)
   * takes it: the place is claimed by the same conditional UPDATE as applying, so promotion never
   * overbooks either. Answers who was promoted, in order.
   */
  async function promoteWaitlist(trx: Knex, unitId: string, at: string): Promise<Promotion[]> {
    const promoted: Promotion[] = [];
    for (;;) {
      if (!(await takePlace(trx, 'schedule_units', unitId, at, openUnit))) break;
      const next = await trx<ApplicationRow>('applications').where({ unit_id: unitId, status: 'WAITLISTED' }).orderBy('waitlist_seq', 'asc').first().forUpdate();
      if (!next) {
        await trx('schedule_units').where({ id: unitId }).update({ held: trx.raw('held - 1') });
        break;
      }
      await trx('applications').where({ id: next.id, status: 'WAITLISTED' }).update({ status: 'WAITING', holding: true, waitlist_seq: null, updated_at: at });
      await trx('schedule_units').where({ id: unitId }).andWhere('waitlisted', '>', 0).update({ waitlisted: trx.raw('waitlisted - 1') });
      promoted.push({ applicationId: next.id, memberId: next.member_id, unitId });
    }
    return promoted;
  }

  /** Takes one place of the member's quota in the window (its row exists: see apply), or refuses OVER_QUOTA. */
  async function takeQuota(trx: Knex, windowId: string, memberId: string, quota: number, unitId: string): Promise<void> {
    if (!(await spendQuota(trx, 'member_window_usage', { window_id: windowId, member_id: memberId }, quota))) throw applyRefusal('OVER_QUOTA', { unitId });
  }

  return {
    promoteWaitlist,
    release,

    /** Lets the unit's waitlist take any free place (capacity raised, unit reopened); answers who was promoted. */
    async promote(unitId: string, at: Date): Promise<Promotion[]> {
      return transactionWithRetry(db, (trx) => promoteWaitlist(trx, unitId, at.toISOString()));
    },

    /**
     * Takes the member's applications for the given units, all or nothing. The caller has checked
     * who the member is (eligibility, documents, training); here the room decides: quota, then a
     * place (FIRST_COME), the waitlist (when asked and allowed), or an entry for the draw (LOTTERY).
     */
    async apply(memberId: string, request: ApplyRequest, units: UnitToApply[], at: Date, applicant?: { username: string; name: string; grants?: LevelGrants }): Promise<string[]> {
      const timestamp = at.toISOString();
      // Same order in every transaction: two requests of one member never lock rows crosswise.
      const ordered = [...units].sort((a, b) => (a.unit.id < b.unit.id ? -1 : 1));
      // The quota rows exist before the transaction (booking/places.ts says why).
      for (const windowId of new Set(ordered.map(({ unit }) => unit.window_id))) {
        await ensureQuotaRow(db, 'member_window_usage', { window_id: windowId, member_id: memberId });
      }
      return transactionWithRetry(db, async (trx) => {
        const ids: string[] = [];
        for (const { unit, memberQuota, waitlistSize } of ordered) {
          await takeQuota(trx, unit.window_id, memberId, memberQuota, unit.id);
          let status: ApplicationStatus = 'WAITING';
          let holding = false;
          let waitlistSeq: number | null = null;
          if (unit.allocation === 'FIRST_COME') {
            if (await takePlace(trx, 'schedule_units', unit.id, timestamp, openUnit)) holding = true;
            else if (!request.joinWaitlist) throw applyRefusal('UNIT_FULL', { unitId: unit.id });
            else {
              const queued = await trx('schedule_units')
                .where({ id: unit.id })
                .whereNull('closed_reason')
                .andWhere('waitlisted', '<', waitlistSize)
                .update({ waitlisted: trx.raw('waitlisted + 1'), waitlist_seq: trx.raw('waitlist_seq + 1'), updated_at: timestamp });
              if (queued === 0) throw applyRefusal(waitlistSize === 0 ? 'UNIT_FULL' : 'WAITLIST_FULL', { unitId: unit.id });
              // Our own UPDATE holds the row: the number read is the one we took.
              const row = await trx('schedule_units').select('waitlist_seq').where({ id: unit.id }).first();
              status = 'WAITLISTED';
              waitlistSeq = Number(row.waitlist_seq);
            }
          }
          const id = newId();
          try {
            await trx('applications').insert({
              id,
              window_id: unit.window_id,
              member_id: memberId,
              // Kept for the review queue's search by name (apply-ops); the users service stays the source.
              member_username: applicant?.username.slice(0, 64) ?? '',
              member_name: applicant?.name.slice(0, 100) ?? '',
              // The level's grants as they stood now (memberQuota already includes the extra): the draw reads them here.
              level_extra_quota: applicant?.grants?.extraQuotaPerWindow ?? 0,
              level_priority: applicant?.grants?.lotteryPriority ?? false,
              unit_id: unit.id,
              work: unit.work,
              location: unit.location,
              use_date: unit.use_date,
              start_time: unit.start_time,
              end_time: unit.end_time,
              status,
              holding,
              live_unit_id: unit.id,
              waitlist_seq: waitlistSeq,
              item: request.item,
              fabric: request.fabric ?? '',
              quantity: request.quantity,
              marker_length_cm: request.markerLengthCm ?? null,
              plies: request.plies ?? null,
              equipment_ids: JSON.stringify(request.equipmentIds ?? []),
              phone: request.phone,
              channel: request.channel ?? 'SMS',
              note: request.note ?? '',
              rules_agreed_at: timestamp,
              created_at: timestamp,
              updated_at: timestamp,
            });
          } catch (error) {
            if (isUniqueViolation(error)) throw applyRefusal('ALREADY_APPLIED', { unitId: unit.id });
            throw error;
          }
          ids.push(id);
        }
        return ids;
      });
    },

    /**
     * The member's application withdrawn, if `judge` (the rules, cancelling.ts) allows it for the
     * row as locked here; a late one brings a strike (and a suspension when the strikes reach the limit).
     */
    async cancelOwn(memberId: string, id: string, at: Date, judge: (row: ApplicationRow & { cancel_deadline_days: number }) => { late: boolean }): Promise<{ row: ApplicationRow; strikeId: string | null; promoted: Promotion[] } | null> {
      const timestamp = at.toISOString();
      return transactionWithRetry(db, async (trx) => {
        const row = (await trx('applications as a').join('application_windows as w', 'w.id', 'a.window_id').select('a.*', 'w.cancel_deadline_days').where({ 'a.id': id, 'a.member_id': memberId }).first()) as
          | (ApplicationRow & { cancel_deadline_days: number })
          | undefined;
        if (!row) return null;
        const { late } = judge(row);
        const changed = await trx('applications')
          .where({ id, status: row.status })
          .update({ status: 'CANCELLED', live_unit_id: null, holding: false, waitlist_seq: null, cancelled_at: timestamp, cancelled_by: 'MEMBER', late_cancel: late, updated_at: timestamp });
        if (changed === 0) throw applyRefusal('NOT_CANCELLABLE');
        const promoted = await release(trx, row, true, timestamp);
        const strikeId = late ? await strikes.add(trx, memberId, id, 'LATE_CANCEL', row.use_date, at) : null;
        return { row: { ...row, status: 'CANCELLED' as const }, strikeId, promoted };
      });
    },

    /**
     * Staff approve a WAITING application. One that holds its place is simply approved; a lottery
     * entry (holding nothing) must first take a place by the conditional UPDATE: two staff
     * approving the last place at once get one APPROVED and one UNIT_FULL.
     */
    async approve(id: string, staffId: string | null, at: Date, note?: string): Promise<ApplicationRow> {
      const timestamp = at.toISOString();
      return transactionWithRetry(db, async (trx) => {
        const row = await trx<ApplicationRow>('applications').where({ id }).first();
        if (!row) throw applyRefusal('UNIT_NOT_FOUND');
        if (row.status !== 'WAITING') throw applyRefusal('NOT_DECIDABLE');
        if (!toBoolean(row.holding)) {
          if (!row.unit_id || !(await takePlace(trx, 'schedule_units', row.unit_id, timestamp, openUnit))) throw applyRefusal('UNIT_FULL', { unitId: row.unit_id ?? undefined });
        }
        const changed = await trx('applications')
          .where({ id, status: 'WAITING' })
          .update({ status: 'APPROVED', holding: true, decided_at: timestamp, decided_by: staffId, decision_note: note ?? null, updated_at: timestamp });
        if (changed === 0) throw applyRefusal('NOT_DECIDABLE');
        return { ...row, status: 'APPROVED', holding: true, decided_at: timestamp, decided_by: staffId };
      });
    },

    /**
     * Staff reject a live application (waiting, waitlisted, or even approved): its place and quota
     * are freed and the waitlist promoted; the promoted are answered so they can be told.
     */
    async reject(id: string, reason: { code?: RejectReasonCode | undefined; text?: string | undefined }, staffId: string | null, at: Date): Promise<DecisionResult> {
      const timestamp = at.toISOString();
      return transactionWithRetry(db, async (trx) => {
        const row = await trx<ApplicationRow>('applications').where({ id }).first();
        if (!row) throw applyRefusal('UNIT_NOT_FOUND');
        if (!LIVE.includes(row.status)) throw applyRefusal('NOT_DECIDABLE');
        const changed = await trx('applications')
          .where({ id, status: row.status })
          .update({
            status: 'REJECTED',
            live_unit_id: null,
            holding: false,
            waitlist_seq: null,
            reject_reason_code: reason.code ?? (reason.text ? 'OTHER' : null),
            reject_reason: reason.text ?? null,
            decided_at: timestamp,
            decided_by: staffId,
            updated_at: timestamp,
          });
        if (changed === 0) throw applyRefusal('NOT_DECIDABLE');
        const promoted = await release(trx, row, true, timestamp);
        return { application: { ...row, status: 'REJECTED', holding: false, decided_at: timestamp }, promoted };
      });
    },

    /** The centre cancels live applications (a blackout, a holiday added): no strike, no promotion (the unit is closed). */
    async cancelByCentre(trx: Knex, unitIds: string[], at: string): Promise<ApplicationRow[]> {
      if (unitIds.length === 0) return [];
      const rows = await trx<ApplicationRow>('applications').whereIn('unit_id', unitIds).whereIn('status', LIVE);
      const cancelled: ApplicationRow[] = [];
      for (const row of rows) {
        const changed = await trx('applications')
          .where({ id: row.id, status: row.status })
          .update({ status: 'CANCELLED', live_unit_id: null, holding: false, waitlist_seq: null, cancelled_at: at, cancelled_by: 'CENTRE', updated_at: at });
        if (changed === 0) continue;
        await release(trx, row, false, at);
        cancelled.push(row);
      }
      return cancelled;
    },

    async listOwn(memberId: string, filter: ApplicationFilter, locale: Locale, paging: Page, at: Date): Promise<{ applications: MemberApplication[]; total: number }> {
      const { rows, total } = await pageOfRows<ViewRow>(filtered({ ...filter, memberId }), paging, [
        { column: 'a.created_at', order: 'desc' },
        { column: 'a.id', order: 'desc' },
      ]);
      return { applications: rows.map((row) => memberView(row, locale, at)), total };
    },

    async findOwn(memberId: string, id: string, locale: Locale, at: Date): Promise<MemberApplication | null> {
      const row = (await filtered({ memberId }).where('a.id', id).first()) as ViewRow | undefined;
      return row ? memberView(row, locale, at) : null;
    },

    async viewsOf(ids: string[], locale: Locale, at: Date): Promise<MemberApplication[]> {
      if (ids.length === 0) return [];
      const rows = (await viewQuery().whereIn('a.id', ids)) as ViewRow[];
      const byId = new Map(rows.map((row) => [row.id, memberView(row, locale, at)]));
      return ids.map((id) => byId.get(id)).filter((view): view is MemberApplication => Boolean(view));
    },

    /** The review queue (staff): `member` is null here, filled by the caller from the users service. */
    async paginateForConsole(filter: ApplicationFilter, paging: Page, at: Date, order: ApplicationOrder = 'date'): Promise<{ applications: ConsoleApplication[]; total: number }> {
      const direction = order.startsWith('-') ? 'desc' : 'asc';
      const { rows, total } = await pageOfRows<ViewRow>(filtered(filter), paging, [
        ...(order.endsWith('applied') ? [{ column: 'a.created_at', order: direction } as const] : []),
        { column: 'a.use_date', order: direction },
        { column: 'a.start_time', order: direction },
        { column: 'a.created_at', order: 'asc' },
        { column: 'a.id', order: 'asc' },
      ]);
      return { applications: rows.map((row) => consoleView(row, at)), total };
    },

    async findForConsole(id: string, at: Date): Promise<ConsoleApplication | null> {
      const row = (await viewQuery().where('a.id', id).first()) as ViewRow | undefined;
      return row ? consoleView(row, at) : null;
    },

    async row(id: string, trx: Knex = db): Promise<ApplicationRow | null> {
      return (await trx<ApplicationRow>('applications').where({ id }).first()) ?? null;
    },

    /** Staff mark attendance of approved applications; NO_SHOW adds a strike (once per application). */
    async markAttendance(ids: string[], attendance: Attendance | null, staffId: string | null, at: Date): Promise<Array<{ id: string; ok: boolean; strikeId: string | null }>> {
      const timestamp = at.toISOString();
      const results: Array<{ id: string; ok: boolean; strikeId: string | null }> = [];
      for (const id of ids) {
        results.push(
          await transactionWithRetry(db, async (trx) => {
            const row = await trx<ApplicationRow>('applications').where({ id }).first();
            if (!row || row.status !== 'APPROVED') return { id, ok: false, strikeId: null };
            await trx('applications').where({ id }).update({ attendance, attendance_marked_at: attendance ? timestamp : null, attendance_marked_by: attendance ? staffId : null, updated_at: timestamp });
            if (attendance === 'NO_SHOW') return { id, ok: true, strikeId: await strikes.add(trx, row.member_id, id, 'NO_SHOW', row.use_date, at) };
            // Marked ATTENDED after a NO_SHOW by mistake: the strike no longer holds.
            if (row.attendance === 'NO_SHOW') await strikes.revokeFor(trx, id, 'NO_SHOW', at);
            return { id, ok: true, strikeId: null };
          }),
        );
      }
      return results;
    },

    /** Units the member holds, waits for or entered in the window (their quota used). */
    async usedQuota(windowId: string, memberId: string): Promise<number> {
      const row = await db('member_window_usage').where({ window_id: windowId, member_id: memberId }).first();
      return row ? Number(row.used) : 0;
    },

    /** Seeds: a row as it stood before applying existed as a flow. */
    async create(application: NewApplication): Promise<string> {
      const id = newId();
      const timestamp = now();
      await db('applications').insert({
        id,
        window_id: application.windowId,
        member_id: application.memberId,
        work: application.work,
        location: application.location,
        use_date: application.useDate,
        status: application.status,
        created_at: timestamp,
        updated_at: timestamp,
      });
      return id;
    },

    async addClosedDay(date: string, reason: LocalisedText): Promise<void> {
      await db('closed_days').insert({ date, ...localisedToRow('reason', reason) }).onConflict('date').ignore();
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;

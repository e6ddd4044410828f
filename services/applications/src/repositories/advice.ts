// Advisors, their sessions and members' consultations. A session is a place of capacity one and
// the yearly limit a quota, taken by booking/places.ts inside one transaction with the
// consultation's row (the same code paths as the cutting room's units and window quotas); the
// rules (who may ask, until when) are the use case's (advice.ts), asked about rows as read here.
import {
  ADVICE_REFUSALS,
  type AdviceMode,
  type AdviceSessionInput,
  type AdviceSettings,
  type AdviceSpeciality,
  type Advisor,
  type AdvisorInput,
  type ConsoleAdviceSession,
  type ConsoleAdvisor,
  type ConsoleConsultation,
  type ConsultationStatus,
  type FreeAdviceSession,
  type Locale,
  type Location,
  type MemberConsultation,
} from '@centre/contracts';
import { ADVICE_SETTINGS_DEFAULT } from '@centre/contracts';
import { DomainError, isUniqueViolation, localisedFromRow, localisedToRow, newId, pageOfRows, pickLocalised, toBoolean, transactionWithRetry, type Knex, type Page, type PageOfItems } from '@centre/server-kit';
import { ensureQuotaRow, givePlaceBack, giveQuotaBack, takePlace, takeQuota } from '../booking/places.ts';
import { refusalFrom } from '../booking/refusals.ts';

const refuse = (code: keyof typeof ADVICE_REFUSALS) => refusalFrom(ADVICE_REFUSALS, code);

interface AdvisorRow extends Record<string, unknown> {
  id: string;
  name: string;
  profession: Advisor['profession'];
  photo_file_id: string | null;
  specialities: string;
  languages: string;
  active: number | boolean;
  created_at: string;
  updated_at: string;
}

export interface AdviceSessionRow {
  id: string;
  advisor_id: string;
  use_date: string;
  start_time: string;
  end_time: string;
  mode: AdviceMode;
  site: Location | null;
  capacity: number;
  held: number;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ConsultationRow {
  id: string;
  member_id: string;
  speciality: AdviceSpeciality;
  session_id: string | null;
  live_session_id: string | null;
  topic: string;
  description: string;
  advisor_note: string | null;
  status: ConsultationStatus;
  quota_year: string;
  employees: number | null;
  decided_at: string | null;
  decided_by: string | null;
  cancelled_at: string | null;
  cancelled_by: string | null;
  erased_at: string | null;
  reminded_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A consultation joined with its session and advisor (null columns when it has none yet). */
export type ConsultationView = ConsultationRow & { s_id: string | null; advisor_id: string | null; advisor_name: string | null; use_date: string | null; start_time: string | null; end_time: string | null; mode: AdviceMode | null; site: Location | null };

export const LIVE_CONSULTATIONS: ConsultationStatus[] = ['REQUESTED', 'CONFIRMED'];

/** A session takes a booking only while it is not cancelled. */
const openSession = (query: Knex.QueryBuilder) => void query.whereNull('cancelled_at');

function publicAdvisor(row: AdvisorRow, locale: Locale): Advisor {
  return {
    _id: row.id,
    name: row.name,
    profession: row.profession,
    photoFileId: row.photo_file_id,
    specialities: JSON.parse(row.specialities) as Advisor['specialities'],
    languages: JSON.parse(row.languages) as Advisor['languages'],
    bio: pickLocalised(row, 'bio', locale),
  };
}

function consoleAdvisor(row: AdvisorRow): ConsoleAdvisor {
  const { bio: _bio, ...rest } = publicAdvisor(row, 'ko');
  return { ...rest, bio: localisedFromRow(row, 'bio'), active: toBoolean(row.active), createdAt: row.created_at, updatedAt: row.updated_at };
}

function advisorColumns(input: AdvisorInput) {
  return {
    name: input.name,
    profession: input.profession,
    photo_file_id: input.photoFileId,
    specialities: JSON.stringify(input.specialities),
    languages: JSON.stringify(input.languages),
    ...localisedToRow('bio', input.bio),
    ...(input.active === undefined ? {} : { active: input.active }),
  };
}

function freeSession(row: AdviceSessionRow): FreeAdviceSession {
  return { _id: row.id, date: row.use_date, startTime: row.start_time, endTime: row.end_time, mode: row.mode, site: row.site };
}

function consoleSession(row: AdviceSessionRow & { advisor_name: string }): ConsoleAdviceSession {
  return { ...freeSession(row), advisorId: row.advisor_id, advisorName: row.advisor_name, taken: Number(row.held) >= Number(row.capacity), createdAt: row.created_at };
}

function sessionOf(row: ConsultationView) {
  if (!row.s_id) return null;
  return { _id: row.s_id, advisorId: row.advisor_id!, advisorName: row.advisor_name ?? '', date: row.use_date!, startTime: row.start_time!, endTime: row.end_time!, mode: row.mode!, site: row.site };
}

export function createAdviceRepository(db: Knex) {
  function consultations(trx: Knex = db) {
    return trx('consultations as c')
      .leftJoin('advice_sessions as s', 's.id', 'c.session_id')
      .leftJoin('advisors as a', 'a.id', 's.advisor_id')
      .select('c.*', 's.id as s_id', 's.advisor_id', 'a.name as advisor_name', 's.use_date', 's.start_time', 's.end_time', 's.mode', 's.site');
  }

  function memberView(row: ConsultationView, begun: (session: { use_date: string; start_time: string }) => boolean): MemberConsultation {
    const session = sessionOf(row);
    return {
      _id: row.id,
      speciality: row.speciality,
      topic: row.topic,
      description: row.description,
      status: row.status,
      session,
      advisorNote: row.advisor_note,
      cancellable: LIVE_CONSULTATIONS.includes(row.status) && !(row.use_date && row.start_time && begun({ use_date: row.use_date, start_time: row.start_time })),
      createdAt: row.created_at,
    };
  }

  function consoleView(row: ConsultationView): ConsoleConsultation {
    return {
      _id: row.id,
      memberId: row.member_id,
      member: null,
      speciality: row.speciality,
      topic: row.topic,
      description: row.description,
      employees: row.employees === null ? null : Number(row.employees),
      status: row.status,
      session: sessionOf(row),
      advisorNote: row.advisor_note,
      decidedAt: row.decided_at,
      cancelledBy: row.cancelled_by,
      createdAt: row.created_at,
    };
  }

  async function sessionRow(id: string, trx: Knex = db): Promise<(AdviceSessionRow & { specialities: string; active: number | boolean }) | null> {
    return (
      ((await trx('advice_sessions as s').join('advisors as a', 'a.id', 's.advisor_id').select('s.*', 'a.specialities', 'a.active').where('s.id', id).first()) as
        | (AdviceSessionRow & { specialities: string; active: number | boolean })
        | undefined) ?? null
    );
  }

  /** Takes the session for the consultation, if `judge` allows it and it is free (the place decides). */
  async function takeSession(trx: Knex, sessionId: string, speciality: AdviceSpeciality, at: string, judge: (session: AdviceSessionRow) => void): Promise<void> {
    const session = await sessionRow(sessionId, trx);
    if (!session || session.cancelled_at) throw refuse('SESSION_NOT_FOUND');
    if (!toBoolean(session.active) || !(JSON.parse(session.specialities) as string[]).includes(speciality)) throw refuse('OUTSIDE_ADVISOR_SESSIONS');
    judge(session);
    if (!(await takePlace(trx, 'advice_sessions', sessionId, at, openSession))) throw refuse('SESSION_TAKEN');
  }

  /** Writes the consultation's new session; one live consultation per session (unique), whatever the counter says. */
  async function setSession(trx: Knex, id: string, sessionId: string | null, changes: Record<string, unknown>): Promise<void> {
    try {
      await trx('consultations').where({ id }).update({ session_id: sessionId, live_session_id: sessionId, ...changes });
    } catch (error) {
      if (isUniqueViolation(error)) throw refuse('SESSION_TAKEN');
      throw error;
    }
  }

  return {
    // ---- Advisors
    async createAdvisor(input: AdvisorInput, at: string): Promise<string> {
      const id = newId();
      await db('advisors').insert({ id, ...advisorColumns(input), active: input.active ?? true, created_at: at, updated_at: at });
      return id;
    },

    async updateAdvisor(id: string, input: AdvisorInput, at: string): Promise<boolean> {
      return (await db('advisors').where({ id }).update({ ...advisorColumns(input), updated_at: at })) === 1;
    },

    /** Removes an advisor who has no sessions; 'HAS_SESSIONS' otherwise (make them inactive instead). */
    /** The photo uploaded by staff (a stored file's name); false when there is no such advisor. */
    async setAdvisorPhoto(id: string, photoFileId: string, at: string): Promise<boolean> {
      return (await db('advisors').where({ id }).update({ photo_file_id: photoFileId, updated_at: at })) === 1;
    },

    async removeAdvisor(id: string): Promise<'OK' | 'NOT_FOUND' | 'HAS_SESSIONS'> {
      return transactionWithRetry(db, async (trx) => {
        if (!(await trx('advisors').where({ id }).first())) return 'NOT_FOUND';
        if (await trx('advice_sessions').where({ advisor_id: id }).first()) return 'HAS_SESSIONS';
        await trx('advisors').where({ id }).delete();
        return 'OK';
      });
    },

    async paginateAdvisors(filter: { speciality?: AdviceSpeciality | undefined; language?: Locale | undefined }, locale: Locale, page: Page): Promise<PageOfItems<Advisor>> {
      const query = db<AdvisorRow>('advisors').where('active', true);
      // The lists are short JSON arrays of fixed words: a quoted match is exact.
      if (filter.speciality) query.where('specialities', 'like', `%"${filter.speciality}"%`);
      if (filter.language) query.where('languages', 'like', `%"${filter.language}"%`);
      const { rows, total } = await pageOfRows<AdvisorRow>(query, page, [{ column: 'name', order: 'asc' }, { column: 'id', order: 'asc' }]);
      return { items: rows.map((row) => publicAdvisor(row, locale)), total };
    },

    async findAdvisor(id: string, locale: Locale, from: string): Promise<(Advisor & { freeSessions: FreeAdviceSession[] }) | null> {
      const row = (await db<AdvisorRow>('advisors').where({ id, active: true }).first()) as AdvisorRow | undefined;
      if (!row) return null;
      const sessions = (await db<AdviceSessionRow>('advice_sessions')
        .where({ advisor_id: id })
        .whereNull('cancelled_at')
        .andWhereRaw('held < capacity')
        .andWhere('use_date', '>=', from)
        .orderBy([{ column: 'use_date' }, { column: 'start_time' }])
        .limit(100)) as AdviceSessionRow[];
      return { ...publicAdvisor(row, locale), freeSessions: sessions.map(freeSession) };
    },

    async paginateAdvisorsForConsole(page: Page): Promise<PageOfItems<ConsoleAdvisor>> {
      const { rows, total } = await pageOfRows<AdvisorRow>(db('advisors'), page, [{ column: 'name', order: 'asc' }, { column: 'id', order: 'asc' }]);
      return { items: rows.map(consoleAdvisor), total };
    },

    async findAdvisorForConsole(id: string): Promise<ConsoleAdvisor | null> {
      const row = (await db<AdvisorRow>('advisors').where({ id }).first()) as AdvisorRow | undefined;
      return row ? consoleAdvisor(row) : null;
    },

    // ---- Sessions
    async createSession(input: AdviceSessionInput, at: string): Promise<string> {
      if (!(await db('advisors').where({ id: input.advisorId }).first())) throw refuse('ADVISOR_NOT_FOUND');
      const id = newId();
      try {
        await db('advice_sessions').insert({ id, advisor_id: input.advisorId, use_date: input.date, start_time: input.startTime, end_time: input.endTime, mode: input.mode, site: input.site, capacity: 1, held: 0, created_at: at, updated_at: at });
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse('SESSION_EXISTS');
        throw error;
      }
      return id;
    },

    /** Changes or removes a session nobody booked (the conditional statement says so). */
    async updateSession(id: string, input: AdviceSessionInput | null, at: string): Promise<'OK' | 'NOT_FOUND'> {
      try {
        const query = db('advice_sessions').where({ id, held: 0 });
        const changed = input
          ? await query.update({ advisor_id: input.advisorId, use_date: input.date, start_time: input.startTime, end_time: input.endTime, mode: input.mode, site: input.site, updated_at: at })
          : await query.delete();
        if (changed === 1) return 'OK';
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse('SESSION_EXISTS');
        // A session someone once booked keeps its row (consultations refer to it).
        if (!input) throw refuse('SESSION_HAS_BOOKING');
        throw error;
      }
      if (!(await db('advice_sessions').where({ id }).first())) return 'NOT_FOUND';
      throw refuse('SESSION_HAS_BOOKING');
    },

    async paginateSessions(filter: { advisorId?: string | undefined; from?: string | undefined }, page: Page): Promise<PageOfItems<ConsoleAdviceSession>> {
      const query = db('advice_sessions as s').join('advisors as a', 'a.id', 's.advisor_id').select('s.*', 'a.name as advisor_name');
      if (filter.advisorId) query.where('s.advisor_id', filter.advisorId);
      if (filter.from) query.where('s.use_date', '>=', filter.from);
      const { rows, total } = await pageOfRows<AdviceSessionRow & { advisor_name: string }>(query, page, [{ column: 's.use_date', order: 'asc' }, { column: 's.start_time', order: 'asc' }, { column: 's.id', order: 'asc' }]);
      return { items: rows.map(consoleSession), total };
    },

    async findSessionForConsole(id: string): Promise<ConsoleAdviceSession | null> {
      const row = (await db('advice_sessions as s').join('advisors as a', 'a.id', 's.advisor_id').select('s.*', 'a.name as advisor_name').where('s.id', id).first()) as (AdviceSessionRow & { advisor_name: string }) | undefined;
      return row ? consoleSession(row) : null;
    },

    // ---- Settings
    async settings(): Promise<AdviceSettings> {
      const row = await db('advice_settings').where({ id: 'default' }).first();
      return row ? { yearlyLimit: Number(row.yearly_limit), employeesBelow: row.max_employees === null ? null : Number(row.max_employees) } : ADVICE_SETTINGS_DEFAULT;
    },

    async setSettings(settings: AdviceSettings, at: string): Promise<void> {
      await db('advice_settings')
        .insert({ id: 'default', yearly_limit: settings.yearlyLimit, max_employees: settings.employeesBelow, updated_at: at })
        .onConflict('id')
        .merge();
    },

    // ---- Consultations
    /**
     * Takes the member's request, all or nothing: one use of the year's quota, then the session
     * when one was chosen. Answers the new consultation's id.
     */
    async request(
      memberId: string,
      input: { speciality: AdviceSpeciality; topic: string; description: string; sessionId?: string | undefined; employees?: number | undefined },
      rules: { year: string; yearlyLimit: number; judge: (session: AdviceSessionRow) => void },
      at: string,
    ): Promise<string> {
      const quotaKey = { quota_year: rules.year, member_id: memberId };
      await ensureQuotaRow(db, 'member_advice_usage', quotaKey);
      return transactionWithRetry(db, async (trx) => {
        if (!(await takeQuota(trx, 'member_advice_usage', quotaKey, rules.yearlyLimit))) throw refuse('OVER_YEARLY_LIMIT');
        if (input.sessionId) await takeSession(trx, input.sessionId, input.speciality, at, rules.judge);
        const id = newId();
        await trx('consultations').insert({
          id,
          member_id: memberId,
          speciality: input.speciality,
          session_id: null,
          live_session_id: null,
          topic: input.topic,
          description: input.description,
          status: 'REQUESTED',
          quota_year: rules.year,
          employees: input.employees ?? null,
          created_at: at,
          updated_at: at,
        });
        if (input.sessionId) await setSession(trx, id, input.sessionId, {});
        return id;
      });
    },

    /** Cancels a live consultation (its session and the year's use go back); null when there is none (of this member, when given). */
    async cancel(id: string, by: { memberId: string } | { staffId: string }, at: string, judge: (row: ConsultationView) => void = () => {}): Promise<ConsultationRow | null> {
      return transactionWithRetry(db, async (trx) => {
        const query = consultations(trx).where('c.id', id);
        if ('memberId' in by) query.where('c.member_id', by.memberId);
        const row = (await query.first()) as ConsultationView | undefined;
        if (!row) return null;
        if (!LIVE_CONSULTATIONS.includes(row.status)) throw refuse('NOT_CANCELLABLE');
        judge(row);
        const changed = await trx('consultations')
          .where({ id, status: row.status })
          .update({ status: 'CANCELLED', live_session_id: null, cancelled_at: at, cancelled_by: 'memberId' in by ? 'MEMBER' : 'CENTRE', updated_at: at, ...('staffId' in by ? { decided_by: by.staffId } : {}) });
        if (changed === 0) throw refuse('NOT_CANCELLABLE');
        if (row.live_session_id) await givePlaceBack(trx, 'advice_sessions', row.live_session_id, at);
        await giveQuotaBack(trx, 'member_advice_usage', { quota_year: row.quota_year, member_id: row.member_id });
        return { ...row, status: 'CANCELLED' };
      });
    },

    /**
     * Staff confirm a request. One that holds a session keeps it (or moves to `sessionId`); one
     * for "any advisor" takes the session staff chose, by the same place as a member's booking.
     */
    async confirm(id: string, sessionId: string | undefined, staffId: string, at: string, judge: (session: AdviceSessionRow) => void): Promise<boolean> {
      return transactionWithRetry(db, async (trx) => {
        const row = await trx<ConsultationRow>('consultations').where({ id }).first();
        if (!row) return false;
        if (row.status !== 'REQUESTED') throw refuse('NOT_DECIDABLE');
        const target = sessionId ?? row.live_session_id;
        if (!target) throw refuse('SESSION_NEEDED');
        const changes = { status: 'CONFIRMED', decided_at: at, decided_by: staffId, updated_at: at };
        if (target !== row.live_session_id) {
          await takeSession(trx, target, row.speciality, at, judge);
          if (row.live_session_id) await givePlaceBack(trx, 'advice_sessions', row.live_session_id, at);
          await setSession(trx, id, target, changes);
        } else {
          await trx('consultations').where({ id }).update(changes);
        }
        return true;
      });
    },

    /** Staff move a live consultation to another free session (of an advisor of its speciality). */
    async reassign(id: string, sessionId: string, staffId: string, at: string, judge: (session: AdviceSessionRow) => void): Promise<boolean> {
      return transactionWithRetry(db, async (trx) => {
        const row = await trx<ConsultationRow>('consultations').where({ id }).first();
        if (!row) return false;
        if (!LIVE_CONSULTATIONS.includes(row.status) || row.live_session_id === sessionId) throw refuse('NOT_DECIDABLE');
        await takeSession(trx, sessionId, row.speciality, at, judge);
        if (row.live_session_id) await givePlaceBack(trx, 'advice_sessions', row.live_session_id, at);
        // Moved: the reminder is for the new day.
        await setSession(trx, id, sessionId, { decided_by: staffId, reminded_at: null, updated_at: at });
        return true;
      });
    },

    /** The advisor's note afterwards (staff write it): the consultation is then DONE. */
    async writeNote(id: string, note: string, at: string): Promise<boolean> {
      const row = await db<ConsultationRow>('consultations').where({ id }).first();
      if (!row) return false;
      const changed = await db('consultations')
        .where({ id })
        .whereIn('status', ['CONFIRMED', 'DONE'])
        .update({ advisor_note: note, note_at: at, status: 'DONE', live_session_id: null, updated_at: at });
      if (changed === 0) throw refuse('NOT_DECIDABLE');
      return true;
    },

    async listOwn(memberId: string, status: ConsultationStatus | undefined, page: Page, begun: (session: { use_date: string; start_time: string }) => boolean): Promise<PageOfItems<MemberConsultation>> {
      const query = consultations().where('c.member_id', memberId);
      if (status) query.where('c.status', status);
      const { rows, total } = await pageOfRows<ConsultationView>(query, page, [{ column: 'c.created_at', order: 'desc' }, { column: 'c.id', order: 'desc' }]);
      return { items: rows.map((row) => memberView(row, begun)), total };
    },

    async findOwn(memberId: string, id: string, begun: (session: { use_date: string; start_time: string }) => boolean): Promise<MemberConsultation | null> {
      const row = (await consultations().where({ 'c.id': id, 'c.member_id': memberId }).first()) as ConsultationView | undefined;
      return row ? memberView(row, begun) : null;
    },

    async paginateForConsole(filter: { status?: ConsultationStatus | undefined; speciality?: AdviceSpeciality | undefined; advisorId?: string | undefined; memberId?: string | undefined }, page: Page): Promise<PageOfItems<ConsoleConsultation>> {
      const query = consultations();
      if (filter.status) query.where('c.status', filter.status);
      if (filter.speciality) query.where('c.speciality', filter.speciality);
      if (filter.advisorId) query.where('s.advisor_id', filter.advisorId);
      if (filter.memberId) query.where('c.member_id', filter.memberId);
      const { rows, total } = await pageOfRows<ConsultationView>(query, page, [{ column: 'c.created_at', order: 'asc' }, { column: 'c.id', order: 'asc' }]);
      return { items: rows.map(consoleView), total };
    },

    async findForConsole(id: string): Promise<ConsoleConsultation | null> {
      const row = (await consultations().where('c.id', id).first()) as ConsultationView | undefined;
      return row ? consoleView(row) : null;
    },

    /** One consultation with its session and advisor, as messages name them. */
    async viewOf(id: string): Promise<ConsultationView | null> {
      return ((await consultations().where('c.id', id).first()) as ConsultationView | undefined) ?? null;
    },

    /** Confirmed consultations on `date` not yet reminded (at most `limit`). */
    async dueReminders(date: string, limit: number): Promise<Array<ConsultationView>> {
      return (await consultations().where({ 'c.status': 'CONFIRMED', 's.use_date': date }).whereNull('c.reminded_at').limit(limit)) as ConsultationView[];
    },

    /** Marks the reminder as this caller's to send (conditional: two instances, one sender); true when won. */
    async claimReminder(id: string, at: string): Promise<boolean> {
      return (await db('consultations').where({ id }).whereNull('reminded_at').update({ reminded_at: at })) === 1;
    },

    async releaseReminder(id: string): Promise<void> {
      await db('consultations').where({ id }).update({ reminded_at: null });
    },

    /** Members whose consultations still hold personal text, after `after` in id order (at most `limit`), for the withdrawal check. */
    async membersWithPrivateText(after: string, limit: number): Promise<string[]> {
      const rows = (await db('consultations').distinct('member_id').whereNull('erased_at').andWhere('member_id', '>', after).orderBy('member_id').limit(limit)) as Array<{ member_id: string }>;
      return rows.map((row) => row.member_id);
    },

    /** Erases the members' descriptions, topics and notes; their live consultations are cancelled and the sessions freed. */
    async eraseMembers(memberIds: readonly string[], at: string): Promise<number> {
      if (memberIds.length === 0) return 0;
      const live = (await db<ConsultationRow>('consultations').whereIn('member_id', [...memberIds]).whereIn('status', LIVE_CONSULTATIONS)) as ConsultationRow[];
      for (const row of live) {
        try {
          await this.cancel(row.id, { memberId: row.member_id }, at);
        } catch (error) {
          // Already cancelled by another instance: nothing to free.
          if (!(error instanceof DomainError && error.code === 'NOT_CANCELLABLE')) throw error;
        }
      }
      return db('consultations').whereIn('member_id', [...memberIds]).whereNull('erased_at').update({ topic: '', description: '', advisor_note: null, erased_at: at, updated_at: at });
    },
  };
}

export type AdviceRepository = ReturnType<typeof createAdviceRepository>;

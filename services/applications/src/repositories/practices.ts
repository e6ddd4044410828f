// Practice sessions and makers' seats in them. A seat is a place of the session's counter row,
// taken by booking/places.ts inside one transaction with the seat's row; the rules (who may apply,
// until when) are the use case's (practices.ts), asked about the row as locked here.
import type { ConsolePracticeSeat, ConsolePracticeSession, Locale, Location, PracticeSeat, PracticeSeatStatus, PracticeSession, PracticeSessionInput, PracticeSessionStatus } from '@centre/contracts';
import { PRACTICE_REFUSALS } from '@centre/contracts';
import { isUniqueViolation, localisedFromRow, localisedToRow, newId, pageOfRows, pickLocalised, transactionWithRetry, type Knex, type Page, type PageOfItems } from '@centre/server-kit';
import { givePlaceBack, takePlace } from '../booking/places.ts';
import { refusalFrom } from '../booking/refusals.ts';

export interface PracticeSessionRow extends Record<string, unknown> {
  id: string;
  equipment_id: string;
  site: Location;
  use_date: string;
  start_time: string;
  end_time: string;
  capacity: number;
  held: number;
  level: PracticeSession['level'];
  language: Locale;
  status: PracticeSessionStatus;
  training_education_id: string | null;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PracticeSeatRow {
  id: string;
  session_id: string;
  member_id: string;
  status: PracticeSeatStatus;
  live_session_id: string | null;
  decided_at: string | null;
  decided_by: string | null;
  cancelled_at: string | null;
  completed_at: string | null;
  reminded_at?: string | null;
  created_at: string;
  updated_at: string;
}

/** A seat moved from the waitlist, or one the centre cancelled: whom to tell, about which session. */
export interface SeatOfSession {
  seatId: string;
  memberId: string;
  session: PracticeSessionRow;
}

const refuse = (code: keyof typeof PRACTICE_REFUSALS) => refusalFrom(PRACTICE_REFUSALS, code);
/** Seats holding a place of the session's counter. */
const HOLDING_SEATS: PracticeSeatStatus[] = ['WAITING', 'CONFIRMED'];
/** Seats the member may give up: those holding a place and those on the waitlist. */
const LIVE_SEATS: PracticeSeatStatus[] = [...HOLDING_SEATS, 'WAITLISTED'];
/** How many are moved from a waitlist at most in one go (a session has at most 40 seats). */
const PROMOTE_MAX = 40;

/** Seats are taken only while the session is open. */
const openSession = (query: Knex.QueryBuilder) => void query.where('status', 'OPEN');

/** What every view of a session shows, whatever its language. */
function sessionFacts(row: PracticeSessionRow) {
  return {
    _id: row.id,
    equipmentId: row.equipment_id,
    site: row.site,
    date: row.use_date,
    startTime: row.start_time,
    endTime: row.end_time,
    seats: Number(row.capacity),
    level: row.level,
    language: row.language,
    status: row.status,
  };
}

function publicSession(row: PracticeSessionRow, locale: Locale): PracticeSession {
  return {
    ...sessionFacts(row),
    title: pickLocalised(row, 'title', locale),
    seatsLeft: row.status === 'OPEN' ? Math.max(0, Number(row.capacity) - Number(row.held)) : 0,
    materials: pickLocalised(row, 'materials', locale),
    learns: pickLocalised(row, 'learns', locale),
  };
}

function consoleSession(row: PracticeSessionRow): ConsolePracticeSession {
  return {
    ...sessionFacts(row),
    title: localisedFromRow(row, 'title'),
    held: Number(row.held),
    materials: localisedFromRow(row, 'materials'),
    learns: localisedFromRow(row, 'learns'),
    completedAt: row.completed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function consoleSeat(row: PracticeSeatRow): ConsolePracticeSeat {
  return { _id: row.id, sessionId: row.session_id, memberId: row.member_id, member: null, status: row.status, decidedAt: row.decided_at, completedAt: row.completed_at, createdAt: row.created_at };
}

function sessionColumns(input: PracticeSessionInput) {
  return {
    ...localisedToRow('title', input.title),
    equipment_id: input.equipmentId,
    site: input.site,
    use_date: input.date,
    start_time: input.startTime,
    end_time: input.endTime,
    level: input.level,
    ...localisedToRow('materials', input.materials),
    language: input.language,
    ...localisedToRow('learns', input.learns),
  };
}

export function createPracticesRepository(db: Knex) {
  function sessions(filter: { site?: Location | undefined; equipmentId?: string | undefined; status?: PracticeSessionStatus | undefined; from?: string | undefined }) {
    const query = db<PracticeSessionRow>('practice_sessions');
    if (filter.site) query.where('site', filter.site);
    if (filter.equipmentId) query.where('equipment_id', filter.equipmentId);
    if (filter.status) query.where('status', filter.status);
    if (filter.from) query.where('use_date', '>=', filter.from);
    return query;
  }
  const BY_TIME = [{ column: 'use_date', order: 'asc' }, { column: 'start_time', order: 'asc' }, { column: 'id', order: 'asc' }] as const;

  /** The first in line is 1: waitlisted seats of the session asked for before this one, plus one. */
  async function waitlistPosition(sessionId: string, createdAt: string, seatId: string): Promise<number> {
    const [{ ahead }] = (await db('practice_seats')
      .where({ session_id: sessionId, status: 'WAITLISTED' })
      .andWhere((q) => q.where('created_at', '<', createdAt).orWhere((same) => same.where('created_at', createdAt).andWhere('id', '<', seatId)))
      .count({ ahead: '*' })) as [{ ahead: number | string }];
    return Number(ahead) + 1;
  }

  /**
   * Moves waitlisted seats of the session, first come first served, into the seats free now
   * (each one a place taken by the counter's conditional UPDATE, so never more than there are);
   * inside the caller's transaction. Answers the seats moved.
   */
  async function promote(trx: Knex, sessionId: string, at: string): Promise<SeatOfSession[]> {
    const moved: SeatOfSession[] = [];
    const waiting = await trx<PracticeSeatRow>('practice_seats').where({ session_id: sessionId, status: 'WAITLISTED' }).orderBy([{ column: 'created_at', order: 'asc' }, { column: 'id', order: 'asc' }]).limit(PROMOTE_MAX);
    for (const seat of waiting) {
      if (!(await takePlace(trx, 'practice_sessions', sessionId, at, openSession))) break;
      const changed = await trx('practice_seats').where({ id: seat.id, status: 'WAITLISTED' }).update({ status: 'WAITING', updated_at: at });
      if (changed === 0) {
        // Given up (or moved by another request) since it was read: the place goes back for the next in line.
        await givePlaceBack(trx, 'practice_sessions', sessionId, at);
        continue;
      }
      moved.push({ seatId: seat.id, memberId: seat.member_id, session: (await trx<PracticeSessionRow>('practice_sessions').where({ id: sessionId }).first()) as PracticeSessionRow });
    }
    return moved;
  }

  async function withPositions(seats: PracticeSeat[]): Promise<PracticeSeat[]> {
    return Promise.all(seats.map(async (seat) => ({ ...seat, waitlistPosition: seat.status === 'WAITLISTED' ? await waitlistPosition(seat.sessionId, seat.createdAt, seat._id) : null })));
  }

  function seatView(row: PracticeSeatRow & PracticeSessionRow & { seat_id: string; seat_status: PracticeSeatStatus; seat_created_at: string }, locale: Locale, begun: (row: PracticeSessionRow) => boolean): PracticeSeat {
    return {
      _id: row.seat_id,
      sessionId: row.session_id,
      title: pickLocalised(row, 'title', locale),
      site: row.site,
      date: row.use_date,
      startTime: row.start_time,
      endTime: row.end_time,
      status: row.seat_status,
      cancellable: LIVE_SEATS.includes(row.seat_status) && !begun(row),
      createdAt: row.seat_created_at,
    };
  }

  function seatsWithSessions(trx: Knex = db) {
    return trx('practice_seats as p').join('practice_sessions as s', 's.id', 'p.session_id').select('s.*', 'p.session_id', 'p.member_id', 'p.id as seat_id', 'p.status as seat_status', 'p.created_at as seat_created_at');
  }

  return {
    async create(input: PracticeSessionInput, at: string): Promise<string> {
      const id = newId();
      await db('practice_sessions').insert({ id, ...sessionColumns(input), capacity: input.seats, held: 0, status: 'OPEN', created_at: at, updated_at: at });
      return id;
    },

    /** Staff's edit; the seats never go below those taken (the UPDATE says so). More seats move the waitlist up (answered). */
    async update(id: string, input: PracticeSessionInput, at: string): Promise<'NOT_FOUND' | 'BELOW_HELD' | SeatOfSession[]> {
      return transactionWithRetry(db, async (trx) => {
        const changed = await trx('practice_sessions').where({ id }).andWhere('held', '<=', input.seats).update({ ...sessionColumns(input), capacity: input.seats, updated_at: at });
        if (changed === 1) return promote(trx, id, at);
        return (await trx('practice_sessions').where({ id }).first()) ? 'BELOW_HELD' : 'NOT_FOUND';
      });
    },

    /**
     * The centre cancels the whole session: OPEN → CANCELLED (conditional: once), every live
     * seat (asked, confirmed, waitlisted) CANCELLED and the counter emptied. Answers whom to tell;
     * null when there is no such session.
     */
    async cancelSession(id: string, at: string): Promise<SeatOfSession[] | null> {
      return transactionWithRetry(db, async (trx) => {
        const session = await this.row(id, trx);
        if (!session) return null;
        const changed = await trx('practice_sessions').where({ id, status: 'OPEN' }).update({ status: 'CANCELLED', held: 0, updated_at: at });
        if (changed === 0) throw refuse('NOT_DECIDABLE');
        const seats = await trx<PracticeSeatRow>('practice_seats').where({ session_id: id }).whereIn('status', LIVE_SEATS).orderBy('created_at');
        await trx('practice_seats').where({ session_id: id }).whereIn('status', LIVE_SEATS).update({ status: 'CANCELLED', live_session_id: null, cancelled_at: at, updated_at: at });
        const cancelled = { ...session, status: 'CANCELLED' as const };
        return seats.map((seat) => ({ seatId: seat.id, memberId: seat.member_id, session: cancelled }));
      });
    },

    async row(id: string, trx: Knex = db): Promise<PracticeSessionRow | null> {
      return ((await trx<PracticeSessionRow>('practice_sessions').where({ id }).first()) as PracticeSessionRow | undefined) ?? null;
    },

    /** Open sessions not yet begun at `now` (Seoul "YYYY-MM-DD HH:MM"). */
    async paginatePublic(filter: { site?: Location | undefined; equipmentId?: string | undefined; now: string }, locale: Locale, page: Page): Promise<PageOfItems<PracticeSession>> {
      const [today, time] = [filter.now.slice(0, 10), filter.now.slice(11, 16)];
      const query = sessions({ site: filter.site, equipmentId: filter.equipmentId, status: 'OPEN', from: today }).andWhere((q) => q.where('use_date', '>', today).orWhere('start_time', '>', time));
      const { rows, total } = await pageOfRows<PracticeSessionRow>(query, page, BY_TIME);
      return { items: rows.map((row) => publicSession(row, locale)), total };
    },

    async findPublic(id: string, locale: Locale): Promise<PracticeSession | null> {
      const row = await this.row(id);
      return row && row.status !== 'CANCELLED' ? publicSession(row, locale) : null;
    },

    async paginateConsole(filter: { site?: Location | undefined; equipmentId?: string | undefined; status?: PracticeSessionStatus | undefined; from?: string | undefined }, page: Page): Promise<PageOfItems<ConsolePracticeSession>> {
      const { rows, total } = await pageOfRows<PracticeSessionRow>(sessions(filter), page, BY_TIME);
      return { items: rows.map(consoleSession), total };
    },

    async findConsole(id: string): Promise<ConsolePracticeSession | null> {
      const row = await this.row(id);
      return row ? consoleSession(row) : null;
    },

    /**
     * The member takes a seat if `judge` (the rules, asked about the session as read in the
     * transaction) allows and one is free: the seat is the counter's conditional UPDATE, so the
     * last seat asked for at once by many makers on many instances goes to exactly one.
     */
    async takeSeat(memberId: string, sessionId: string, at: string, judge: (session: PracticeSessionRow) => void, waitlist = false): Promise<string> {
      return transactionWithRetry(db, async (trx) => {
        const session = await this.row(sessionId, trx);
        if (!session) throw refuse('PRACTICE_NOT_FOUND');
        judge(session);
        // Full: refused, or (asked for) a place on the waitlist, which holds no seat.
        const taken = await takePlace(trx, 'practice_sessions', sessionId, at, openSession);
        if (!taken && !waitlist) throw refuse('PRACTICE_FULL');
        const id = newId();
        try {
          await trx('practice_seats').insert({ id, session_id: sessionId, member_id: memberId, status: taken ? 'WAITING' : 'WAITLISTED', live_session_id: sessionId, created_at: at, updated_at: at });
        } catch (error) {
          if (isUniqueViolation(error)) throw refuse('ALREADY_APPLIED');
          throw error;
        }
        return id;
      });
    },

    /** The member gives their live seat up, if `judge` allows; null when the seat is not theirs. A seat given back moves the waitlist up (`promoted`). */
    async cancelOwn(memberId: string, seatId: string, at: string, judge: (session: PracticeSessionRow) => void): Promise<{ seat: PracticeSeatRow; promoted: SeatOfSession[] } | null> {
      return transactionWithRetry(db, async (trx) => {
        const seat = await trx<PracticeSeatRow>('practice_seats').where({ id: seatId, member_id: memberId }).first();
        if (!seat) return null;
        if (!LIVE_SEATS.includes(seat.status)) throw refuse('NOT_CANCELLABLE');
        judge((await this.row(seat.session_id, trx))!);
        const changed = await trx('practice_seats').where({ id: seatId, status: seat.status }).update({ status: 'CANCELLED', live_session_id: null, cancelled_at: at, updated_at: at });
        if (changed === 0) throw refuse('NOT_CANCELLABLE');
        if (!HOLDING_SEATS.includes(seat.status)) return { seat: { ...seat, status: 'CANCELLED' }, promoted: [] };
        await givePlaceBack(trx, 'practice_sessions', seat.session_id, at);
        return { seat: { ...seat, status: 'CANCELLED' }, promoted: await promote(trx, seat.session_id, at) };
      });
    },

    /** Staff confirm a waiting seat, or refuse a live one (its seat goes back, to the first on the waitlist: `promoted`). */
    async decide(seatId: string, decision: 'CONFIRM' | 'REFUSE', staffId: string | null, at: string): Promise<{ seat: ConsolePracticeSeat; session: PracticeSessionRow; promoted: SeatOfSession[] } | null> {
      return transactionWithRetry(db, async (trx) => {
        const seat = await trx<PracticeSeatRow>('practice_seats').where({ id: seatId }).first();
        if (!seat) return null;
        const allowed: PracticeSeatStatus[] = decision === 'CONFIRM' ? ['WAITING'] : LIVE_SEATS;
        if (!allowed.includes(seat.status)) throw refuse('NOT_DECIDABLE');
        const status: PracticeSeatStatus = decision === 'CONFIRM' ? 'CONFIRMED' : 'REFUSED';
        const changed = await trx('practice_seats')
          .where({ id: seatId, status: seat.status })
          .update({ status, decided_at: at, decided_by: staffId, updated_at: at, ...(status === 'REFUSED' ? { live_session_id: null } : {}) });
        if (changed === 0) throw refuse('NOT_DECIDABLE');
        let promoted: SeatOfSession[] = [];
        if (status === 'REFUSED' && HOLDING_SEATS.includes(seat.status)) {
          await givePlaceBack(trx, 'practice_sessions', seat.session_id, at);
          promoted = await promote(trx, seat.session_id, at);
        }
        return { seat: consoleSeat({ ...seat, status, decided_at: at, decided_by: staffId }), session: (await this.row(seat.session_id, trx))!, promoted };
      });
    },

    /**
     * Marks the given confirmed seats completed and the session COMPLETED (with the course its
     * equipment asks for). Again for seats already completed changes nothing: answers every
     * completed seat's member, so the training records can be written (again) after.
     */
    async complete(sessionId: string, seatIds: readonly string[], educationId: string | null, at: string): Promise<{ seatIds: string[]; memberIds: string[] }> {
      return transactionWithRetry(db, async (trx) => {
        const seats = await trx<PracticeSeatRow>('practice_seats').where({ session_id: sessionId }).whereIn('id', [...seatIds]);
        if (seats.length !== seatIds.length || seats.some((seat) => seat.status !== 'CONFIRMED' && seat.status !== 'COMPLETED')) throw refuse('NOT_DECIDABLE');
        await trx('practice_seats').whereIn('id', [...seatIds]).where('status', 'CONFIRMED').update({ status: 'COMPLETED', completed_at: at, updated_at: at });
        await trx('practice_sessions').where({ id: sessionId }).update({ status: 'COMPLETED', training_education_id: educationId, completed_at: at, updated_at: at });
        return { seatIds: seats.map((seat) => seat.id), memberIds: seats.map((seat) => seat.member_id) };
      });
    },

    async listOwn(memberId: string, status: PracticeSeatStatus | undefined, locale: Locale, page: Page, begun: (row: PracticeSessionRow) => boolean): Promise<PageOfItems<PracticeSeat>> {
      const query = seatsWithSessions().where('p.member_id', memberId);
      if (status) query.where('p.status', status);
      const { rows, total } = await pageOfRows<Parameters<typeof seatView>[0]>(query, page, [{ column: 'p.created_at', order: 'desc' }, { column: 'p.id', order: 'desc' }]);
      return { items: await withPositions(rows.map((row) => seatView(row, locale, begun))), total };
    },

    async findOwn(memberId: string, seatId: string, locale: Locale, begun: (row: PracticeSessionRow) => boolean): Promise<PracticeSeat | null> {
      const row = (await seatsWithSessions().where({ 'p.member_id': memberId, 'p.id': seatId }).first()) as Parameters<typeof seatView>[0] | undefined;
      return row ? (await withPositions([seatView(row, locale, begun)]))[0]! : null;
    },

    /** Confirmed seats in open sessions on `date` not yet reminded (at most `limit`). */
    async dueReminders(date: string, limit: number): Promise<SeatOfSession[]> {
      const rows = (await seatsWithSessions().where({ 'p.status': 'CONFIRMED', 's.use_date': date, 's.status': 'OPEN' }).whereNull('p.reminded_at').limit(limit)) as Array<PracticeSessionRow & { seat_id: string; member_id: string; session_id: string }>;
      return rows.map((row) => ({ seatId: row.seat_id, memberId: row.member_id, session: { ...row, id: row.session_id } }));
    },

    /** Marks the reminder as this caller's to send (conditional: two instances, one sender); true when won. */
    async claimReminder(seatId: string, at: string): Promise<boolean> {
      return (await db('practice_seats').where({ id: seatId }).whereNull('reminded_at').update({ reminded_at: at })) === 1;
    },

    async releaseReminder(seatId: string): Promise<void> {
      await db('practice_seats').where({ id: seatId }).update({ reminded_at: null });
    },

    async seatsOf(sessionId: string, page: Page): Promise<PageOfItems<ConsolePracticeSeat>> {
      const { rows, total } = await pageOfRows<PracticeSeatRow>(db('practice_seats').where({ session_id: sessionId }), page, [{ column: 'created_at', order: 'asc' }, { column: 'id', order: 'asc' }]);
      return { items: rows.map(consoleSeat), total };
    },
  };
}

export type PracticesRepository = ReturnType<typeof createPracticesRepository>;

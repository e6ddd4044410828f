import type {
  AllocationMode,
  ConsoleScheduleUnit,
  DayAvailability,
  Locale,
  Location,
  ScheduleDay,
  ScheduleUnit,
  UnitClosedReason,
  UnitState,
  WorkType,
} from '@centre/contracts';
import { newId, now, pickLocalised, transactionWithRetry, type Knex, type Page } from '@centre/server-kit';
import { daysBetween, daysOfMonth, isoWeekday } from '@centre/contracts';
import type { WindowRules } from './application-windows.ts';

export { daysOfMonth };

export interface UnitRow {
  id: string;
  window_id: string;
  work: WorkType;
  location: Location;
  use_date: string;
  start_time: string;
  end_time: string;
  capacity: number;
  held: number;
  waitlisted: number;
  waitlist_seq: number;
  closed_reason: UnitClosedReason | null;
  closed_note: string | null;
  blackout_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A unit joined with what the service needs of its window. */
export type UnitWithWindow = UnitRow & { allocation: AllocationMode; waitlist_size: number } & Record<string, unknown>;

export interface UnitFilter {
  work?: WorkType | undefined;
  location?: Location | undefined;
  /** YYYY-MM */
  month?: string | undefined;
  windowId?: string | undefined;
  date?: string | undefined;
  state?: UnitState | undefined;
}

function availabilityOf(booked: number, capacity: number): DayAvailability {
  if (capacity === 0) return 'CLOSED';
  if (booked === 0) return 'FREE';
  return booked >= capacity ? 'FULL' : 'PARTIAL';
}

export function unitState(row: Pick<UnitRow, 'closed_reason' | 'held' | 'capacity'>): UnitState {
  if (row.closed_reason) return 'CLOSED';
  return Number(row.held) >= Number(row.capacity) ? 'FULL' : 'OPEN';
}

/** The days and sessions a window's rules open, before holidays and blackouts. */
export function unitTimesOf(rules: Pick<WindowRules, 'unitLayout' | 'sessions' | 'openTime' | 'closeTime'>): Array<{ start: string; end: string }> {
  return rules.unitLayout === 'SESSIONS' ? rules.sessions : [{ start: rules.openTime, end: rules.closeTime }];
}

/** Bookable units, the public month calendar built from them, holidays and blackouts. */
export function createScheduleRepository(db: Knex) {
  function unitsQuery(filter: UnitFilter, trx: Knex = db) {
    const query = trx('schedule_units as u').join('application_windows as w', 'w.id', 'u.window_id');
    if (filter.work) query.where('u.work', filter.work);
    if (filter.location) query.where('u.location', filter.location);
    if (filter.month) query.whereBetween('u.use_date', [`${filter.month}-01`, `${filter.month}-31`]);
    if (filter.windowId) query.where('u.window_id', filter.windowId);
    if (filter.date) query.where('u.use_date', filter.date);
    if (filter.state === 'CLOSED') query.whereNotNull('u.closed_reason');
    if (filter.state === 'FULL') query.whereNull('u.closed_reason').whereRaw('u.held >= u.capacity');
    if (filter.state === 'OPEN') query.whereNull('u.closed_reason').whereRaw('u.held < u.capacity');
    return query;
  }

  /** Localised words for closures: holiday names and blackout reasons of the units given. */
  async function closureNotes(rows: UnitRow[], locale: Locale): Promise<Map<string, string>> {
    const notes = new Map<string, string>();
    const holidayDates = [...new Set(rows.filter((r) => r.closed_reason === 'HOLIDAY').map((r) => r.use_date))];
    const blackoutIds = [...new Set(rows.filter((r) => r.blackout_id).map((r) => r.blackout_id!))];
    const [holidays, blackouts] = await Promise.all([
      holidayDates.length ? db('closed_days').whereIn('date', holidayDates) : Promise.resolve([]),
      blackoutIds.length ? db('blackouts').whereIn('id', blackoutIds) : Promise.resolve([]),
    ]);
    for (const row of holidays as Array<Record<string, unknown>>) notes.set(`HOLIDAY:${String(row.date)}`, pickLocalised(row, 'reason', locale));
    for (const row of blackouts as Array<Record<string, unknown>>) notes.set(`BLACKOUT:${String(row.id)}`, pickLocalised(row, 'reason', locale));
    return notes;
  }

  function noteOf(row: UnitRow, notes: Map<string, string>): string | null {
    if (row.closed_reason === 'HOLIDAY') return notes.get(`HOLIDAY:${row.use_date}`) ?? null;
    if (row.closed_reason === 'BLACKOUT' && row.blackout_id) return notes.get(`BLACKOUT:${row.blackout_id}`) ?? null;
    if (row.closed_reason === 'STAFF') return row.closed_note || null;
    return null;
  }

  function publicUnit(row: UnitWithWindow, notes: Map<string, string>): ScheduleUnit {
    const capacity = Number(row.capacity);
    const held = Number(row.held);
    const waitlisted = Number(row.waitlisted);
    const state = unitState(row);
    return {
      _id: row.id,
      windowId: row.window_id,
      work: row.work,
      location: row.location,
      date: row.use_date,
      startTime: row.start_time,
      endTime: row.end_time,
      allocation: row.allocation,
      capacity,
      held,
      remaining: state === 'CLOSED' ? 0 : Math.max(0, capacity - held),
      waitlisted,
      waitlistOpen: state === 'FULL' && row.allocation === 'FIRST_COME' && waitlisted < Number(row.waitlist_size),
      state,
      closedReason: row.closed_reason,
      closedNote: noteOf(row, notes),
    };
  }

  const UNIT_COLUMNS = ['u.*', 'w.allocation', 'w.waitlist_size'];

  return {
    async paginate(filter: UnitFilter, locale: Locale, paging: Page): Promise<{ units: ScheduleUnit[]; total: number }> {
      const [{ total } = { total: 0 }] = await unitsQuery(filter).count({ total: '*' });
      const rows = (await unitsQuery(filter)
        .select(UNIT_COLUMNS)
        .orderBy([{ column: 'u.use_date' }, { column: 'u.start_time' }, { column: 'u.location' }, { column: 'u.work' }, { column: 'u.id' }])
        .limit(paging.limit)
        .offset(paging.offset)) as UnitWithWindow[];
      const notes = await closureNotes(rows, locale);
      return { units: rows.map((row) => publicUnit(row, notes)), total: Number(total) };
    },

    async find(id: string, locale: Locale): Promise<ScheduleUnit | null> {
      const row = (await db('schedule_units as u').join('application_windows as w', 'w.id', 'u.window_id').select(UNIT_COLUMNS).where('u.id', id).first()) as UnitWithWindow | undefined;
      if (!row) return null;
      return publicUnit(row, await closureNotes([row], locale));
    },

    /** The unit and its window's allocation facts, read inside a transaction when given. */
    async unit(id: string, trx: Knex = db): Promise<UnitWithWindow | null> {
      const row = (await trx('schedule_units as u').join('application_windows as w', 'w.id', 'u.window_id').select(UNIT_COLUMNS).where('u.id', id).first()) as UnitWithWindow | undefined;
      return row ?? null;
    },

    async paginateForConsole(filter: UnitFilter, paging: Page): Promise<{ units: ConsoleScheduleUnit[]; total: number }> {
      const [{ total } = { total: 0 }] = await unitsQuery(filter).count({ total: '*' });
      const rows = (await unitsQuery(filter)
        .select([...UNIT_COLUMNS, 'w.title_ko as window_title'])
        .orderBy([{ column: 'u.use_date' }, { column: 'u.start_time' }, { column: 'u.location' }, { column: 'u.work' }, { column: 'u.id' }])
        .limit(paging.limit)
        .offset(paging.offset)) as Array<UnitWithWindow & { window_title: string }>;
      return { units: await this.consoleUnits(rows), total: Number(total) };
    },

    async consoleUnits(rows: Array<UnitWithWindow & { window_title: string }>): Promise<ConsoleScheduleUnit[]> {
      const notes = await closureNotes(rows, 'ko');
      const ids = rows.map((row) => row.id);
      const counts = ids.length
        ? ((await db('applications').select('unit_id', 'status', 'holding').count({ total: '*' }).whereIn('unit_id', ids).whereIn('status', ['WAITING', 'APPROVED']).groupBy('unit_id', 'status', 'holding')) as Array<{
            unit_id: string;
            status: string;
            holding: number | boolean;
            total: number | string;
          }>)
        : [];
      return rows.map((row) => {
        const mine = counts.filter((c) => c.unit_id === row.id);
        const sum = (match: (c: (typeof mine)[number]) => boolean) => mine.filter(match).reduce((total, c) => total + Number(c.total), 0);
        return {
          ...publicUnit(row, notes),
          windowTitle: row.window_title,
          waiting: sum((c) => c.status === 'WAITING' && Boolean(c.holding)),
          approved: sum((c) => c.status === 'APPROVED'),
          entries: sum((c) => c.status === 'WAITING' && !c.holding),
          blackoutId: row.blackout_id,
          updatedAt: row.updated_at,
        };
      });
    },

    async findForConsole(id: string): Promise<ConsoleScheduleUnit | null> {
      const row = (await db('schedule_units as u')
        .join('application_windows as w', 'w.id', 'u.window_id')
        .select([...UNIT_COLUMNS, 'w.title_ko as window_title'])
        .where('u.id', id)
        .first()) as (UnitWithWindow & { window_title: string }) | undefined;
      if (!row) return null;
      return (await this.consoleUnits([row]))[0]!;
    },

    /**
     * Creates the units of a window's open days between from and to: its weekdays, each session
     * (or the whole day); holidays and blackout days become CLOSED units so staff see why.
     * Existing units are kept (unique window/day/start).
     */
    async generate(rules: WindowRules, from: string, to: string, at = now()): Promise<{ created: number; existing: number }> {
      const start = from > rules.useFrom ? from : rules.useFrom;
      const end = to < rules.useTo ? to : rules.useTo;
      if (start > end) return { created: 0, existing: 0 };
      const days = daysBetween(start, end).filter((day) => rules.weekdays.includes(isoWeekday(day)));
      if (days.length === 0) return { created: 0, existing: 0 };
      const [holidays, blackouts, existingRows] = await Promise.all([
        db('closed_days').select('date').whereBetween('date', [start, end]) as Promise<Array<{ date: string }>>,
        db('blackouts')
          .select('id', 'from_date', 'to_date')
          .where('location', rules.location)
          .andWhere((q) => q.whereNull('work').orWhere('work', rules.work))
          .andWhere('from_date', '<=', end)
          .andWhere('to_date', '>=', start) as Promise<Array<{ id: string; from_date: string; to_date: string }>>,
        db('schedule_units').select('use_date', 'start_time').where('window_id', rules.id).whereBetween('use_date', [start, end]) as Promise<Array<{ use_date: string; start_time: string }>>,
      ]);
      const holidaySet = new Set(holidays.map((row) => String(row.date)));
      const existing = new Set(existingRows.map((row) => `${row.use_date} ${row.start_time}`));
      const rows: UnitRow[] = [];
      let kept = 0;
      for (const day of days) {
        const blackout = blackouts.find((b) => b.from_date <= day && day <= b.to_date);
        for (const session of unitTimesOf(rules)) {
          if (existing.has(`${day} ${session.start}`)) {
            kept++;
            continue;
          }
          rows.push({
            id: newId(),
            window_id: rules.id,
            work: rules.work,
            location: rules.location,
            use_date: day,
            start_time: session.start,
            end_time: session.end,
            capacity: rules.unitCapacity,
            held: 0,
            waitlisted: 0,
            waitlist_seq: 0,
            closed_reason: holidaySet.has(day) ? 'HOLIDAY' : blackout ? 'BLACKOUT' : null,
            closed_note: null,
            blackout_id: !holidaySet.has(day) && blackout ? blackout.id : null,
            created_at: at,
            updated_at: at,
          });
        }
      }
      for (let i = 0; i < rows.length; i += 200) await db('schedule_units').insert(rows.slice(i, i + 200));
      return { created: rows.length, existing: kept };
    },

    /**
     * Staff change a unit's capacity (never below what is held: the UPDATE says so) or close and
     * reopen it. 'NOT_FOUND', 'BELOW_HELD', 'HAS_APPLICATIONS' or 'OK'.
     */
    async update(id: string, change: { capacity?: number | undefined; closed?: boolean | undefined; closedNote?: string | undefined }, at = now()): Promise<'OK' | 'NOT_FOUND' | 'BELOW_HELD' | 'HAS_APPLICATIONS'> {
      return transactionWithRetry(db, async (trx) => {
        const unit = await trx<UnitRow>('schedule_units').where({ id }).first();
        if (!unit) return 'NOT_FOUND';
        if (change.capacity !== undefined) {
          const changed = await trx('schedule_units').where({ id }).andWhere('held', '<=', change.capacity).update({ capacity: change.capacity, updated_at: at });
          if (changed === 0) return 'BELOW_HELD';
        }
        if (change.closed === true && !unit.closed_reason) {
          const [{ live } = { live: 0 }] = await trx('applications').where({ unit_id: id }).whereIn('status', ['WAITLISTED', 'WAITING', 'APPROVED']).count({ live: '*' });
          if (Number(live) > 0) return 'HAS_APPLICATIONS';
          await trx('schedule_units').where({ id }).update({ closed_reason: 'STAFF', closed_note: change.closedNote ?? null, updated_at: at });
        } else if (change.closed === false && unit.closed_reason === 'STAFF') {
          await trx('schedule_units').where({ id }).update({ closed_reason: null, closed_note: null, updated_at: at });
        } else if (change.closedNote !== undefined && unit.closed_reason === 'STAFF') {
          await trx('schedule_units').where({ id }).update({ closed_note: change.closedNote, updated_at: at });
        }
        return 'OK';
      });
    },

    /** The public month calendar of a site's room, summed over each day's units. */
    async month(work: WorkType, location: Location, month: string, locale: Locale): Promise<ScheduleDay[]> {
      const days = daysOfMonth(month);
      const first = days[0]!;
      const last = days[days.length - 1]!;
      const [units, holidays] = await Promise.all([
        db<UnitRow>('schedule_units').where({ work, location }).whereBetween('use_date', [first, last]),
        db('closed_days').whereBetween('date', [first, last]),
      ]);
      const notes = await closureNotes(units, locale);
      const holidayOn = new Map((holidays as Array<Record<string, unknown>>).map((row) => [String(row.date), pickLocalised(row, 'reason', locale)]));
      return days.map((date): ScheduleDay => {
        const holiday = holidayOn.get(date);
        if (holiday) return { date, availability: 'CLOSED', booked: 0, capacity: 0, closedReason: holiday };
        const ofDay = units.filter((unit) => unit.use_date === date);
        const open = ofDay.filter((unit) => !unit.closed_reason);
        if (ofDay.length > 0 && open.length === 0) {
          const note = noteOf(ofDay[0]!, notes);
          return { date, availability: 'CLOSED', booked: 0, capacity: 0, ...(note ? { closedReason: note } : {}) };
        }
        const capacity = open.reduce((sum, unit) => sum + Number(unit.capacity), 0);
        const booked = open.reduce((sum, unit) => sum + Number(unit.held), 0);
        return { date, availability: availabilityOf(booked, capacity), booked, capacity };
      });
    },
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;

// Application windows, schedule units, closed days and blackouts (issue 13; spec §3, §4, §7:
// apply/limitations, schedule, schedule/{id}, console apply and schedule). The applications
// themselves, strikes, appeals, trainings, the lottery record and the iCal feed are in
// applications.ts; refusal codes and their four-language messages in apply-refusals.ts.
import { Type, type Static } from 'typebox';
import { LOCATIONS, MEMBER_KINDS, WINDOW_STATUSES, WORK_TYPES } from './enums.ts';
import { Id, ListQuery, ListSummary, LocalisedTextOf, OneOf, Timestamp } from './common.ts';
import { ListOf, One } from './collections.ts';

/** A calendar day, YYYY-MM-DD, in Asia/Seoul. */
export const CalendarDate = Type.String({ format: 'date', maxLength: 10 });
/** A time of day in Asia/Seoul, HH:MM (24 h). */
export const TimeOfDay = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', maxLength: 5 });
/** YYYY-MM. */
export const MonthParam = Type.String({ pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])$', maxLength: 7 });

/** How a window's places are given out: as applications arrive (default) or by a draw at close. */
export const ALLOCATION_MODES = ['FIRST_COME', 'LOTTERY'] as const;
export type AllocationMode = (typeof ALLOCATION_MODES)[number];

/** A window's days are booked whole, or in the sessions it lists (e.g. 09:00–13:00 and 14:00–18:00). */
export const UNIT_LAYOUTS = ['WHOLE_DAY', 'SESSIONS'] as const;
export type UnitLayout = (typeof UNIT_LAYOUTS)[number];

/** Documents a window may require; only reviewed kinds (staff verify them and set validUntil). */
export const WINDOW_DOCUMENT_KINDS = ['BUSINESS_REGISTRATION', 'EMPLOYMENT_CERTIFICATE'] as const;
export type WindowDocumentKind = (typeof WINDOW_DOCUMENT_KINDS)[number];

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const Weekday = Type.Integer({ minimum: 1, maximum: 7 });

export const Session = Type.Object({ start: TimeOfDay, end: TimeOfDay }, { additionalProperties: false });
export type Session = Static<typeof Session>;

/** Defaults of a new window: weekdays 09:00–18:00, whole days, first come, cancel up to 2 days before. */
export const WINDOW_DEFAULTS = {
  openTime: '09:00',
  closeTime: '18:00',
  weekdays: [1, 2, 3, 4, 5],
  unitLayout: 'WHOLE_DAY',
  allocation: 'FIRST_COME',
  cancelDeadlineDays: 2,
  waitlistSize: 10,
  /** Applications open at this Seoul time on applyFrom and close at the end of applyTo. */
  applyOpenTime: '10:00',
} as const;

/** The rules staff set on a window, shared by its public, console and input shapes. */
const windowRuleFields = {
  /** Seoul time at which applications open on applyFrom (they close at 23:59 on applyTo). */
  applyOpenTime: TimeOfDay,
  /** Opening hours of the room on a day of use. */
  openTime: TimeOfDay,
  closeTime: TimeOfDay,
  /** Weekdays the room opens (ISO: 1 Monday … 7 Sunday); public holidays and blackouts close it anyway. */
  weekdays: Type.Array(Weekday, { minItems: 1, maxItems: 7, uniqueItems: true }),
  unitLayout: OneOf(UNIT_LAYOUTS),
  /** With SESSIONS: the sessions of each day, in order, within the opening hours. Empty with WHOLE_DAY. */
  sessions: Type.Array(Session, { maxItems: 6 }),
  /** Makers per unit (a day or a session). */
  unitCapacity: Type.Integer({ minimum: 1, maximum: 1000 }),
  /** Units one member may hold (or be waitlisted for / enter the draw for) in this window. */
  memberQuota: Type.Integer({ minimum: 1, maximum: 366 }),
  allocation: OneOf(ALLOCATION_MODES),
  /** A member may cancel free of strikes until this many days before the day of use. */
  cancelDeadlineDays: Type.Integer({ minimum: 0, maximum: 30 }),
  /** Places on each unit's waitlist when it is full (FIRST_COME); 0 turns the waitlist off. */
  waitlistSize: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Member kinds that may apply; empty: every kind. */
  requiredMemberKinds: Type.Array(OneOf(MEMBER_KINDS), { maxItems: MEMBER_KINDS.length, uniqueItems: true }),
  /** Verified documents (reviewed APPROVED, validUntil not passed on the day of use) a member needs. */
  requiredDocuments: Type.Array(OneOf(WINDOW_DOCUMENT_KINDS), { maxItems: WINDOW_DOCUMENT_KINDS.length, uniqueItems: true }),
};

const windowDateFields = {
  applyFrom: CalendarDate,
  applyTo: CalendarDate,
  useFrom: CalendarDate,
  useTo: CalendarDate,
};

/**
 * An application window ("limitation" in the spec's API): when makers may apply to use a site's
 * cutting room or studio, for which days and units, with what capacity and per-member quota.
 * `status` follows the service clock (PLANNED before applyFrom+applyOpenTime, IN_PROGRESS until
 * the end of applyTo, CLOSED after, or once staff closed it early).
 */
export const ApplicationWindow = Type.Object({
  _id: Id,
  work: OneOf(WORK_TYPES),
  location: OneOf(LOCATIONS),
  title: Type.String(),
  status: OneOf(WINDOW_STATUSES),
  ...windowDateFields,
  ...windowRuleFields,
  /** Places still free over the window's open units (counts only). */
  remaining: Type.Integer({ minimum: 0 }),
  /** Units the signed-in member may still take in this window; null when anonymous. */
  memberRemainingQuota: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** When staff closed it before applyTo; null otherwise. */
  closedEarlyAt: Type.Union([Timestamp, Type.Null()]),
  /**
   * LOTTERY windows: SHA-256 (hex) of the draw's seed, which the server chose when the window was
   * made and reveals with the lottery record; anyone can check the draw used the seed committed to.
   */
  lotterySeedHash: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$' })),
});
export type ApplicationWindow = Static<typeof ApplicationWindow>;

export const ApplicationWindowQuery = Type.Intersect([
  ListQuery,
  Type.Object({
    work: Type.Optional(OneOf(WORK_TYPES)),
    location: Type.Optional(OneOf(LOCATIONS)),
    status: Type.Optional(OneOf(WINDOW_STATUSES)),
  }),
]);
export type ApplicationWindowQuery = Static<typeof ApplicationWindowQuery>;

/** GET /api/v1/apply/limitations (latest period of use first; work, location and status filter). */
export const ApplicationWindowList = Type.Object({ limitations: Type.Array(ApplicationWindow), summary: ListSummary });
export type ApplicationWindowList = Static<typeof ApplicationWindowList>;
/** GET /api/v1/apply/limitations/{id} */
export const ApplicationWindowDetail = One('limitation', ApplicationWindow);
export type ApplicationWindowDetail = Static<typeof ApplicationWindowDetail>;

export const WINDOW_TITLE_MAX_LENGTH = 200;

/**
 * POST and PUT /api/console/apply/limitations[/{id}]. The rule fields are optional on input and
 * take WINDOW_DEFAULTS; status is never sent (it follows the dates; POST .../{id}/close ends it early).
 */
export const ApplicationWindowInput = Type.Object(
  {
    work: OneOf(WORK_TYPES),
    location: OneOf(LOCATIONS),
    title: LocalisedTextOf(WINDOW_TITLE_MAX_LENGTH),
    ...windowDateFields,
    unitCapacity: windowRuleFields.unitCapacity,
    memberQuota: windowRuleFields.memberQuota,
    applyOpenTime: Type.Optional(windowRuleFields.applyOpenTime),
    openTime: Type.Optional(windowRuleFields.openTime),
    closeTime: Type.Optional(windowRuleFields.closeTime),
    weekdays: Type.Optional(windowRuleFields.weekdays),
    unitLayout: Type.Optional(windowRuleFields.unitLayout),
    sessions: Type.Optional(windowRuleFields.sessions),
    allocation: Type.Optional(windowRuleFields.allocation),
    cancelDeadlineDays: Type.Optional(windowRuleFields.cancelDeadlineDays),
    waitlistSize: Type.Optional(windowRuleFields.waitlistSize),
    requiredMemberKinds: Type.Optional(windowRuleFields.requiredMemberKinds),
    requiredDocuments: Type.Optional(windowRuleFields.requiredDocuments),
  },
  { additionalProperties: false },
);
export type ApplicationWindowInput = Static<typeof ApplicationWindowInput>;
/** POST /api/console/apply/limitations answers the new window's id. */
export const ApplicationWindowCreated = Type.Object({ _id: Id });
export type ApplicationWindowCreated = Static<typeof ApplicationWindowCreated>;

/** A window as staff read it: title in four languages, counts, timestamps. */
export const ConsoleApplicationWindow = Type.Intersect([
  Type.Omit(ApplicationWindow, ['title', 'memberRemainingQuota']),
  Type.Object({
    title: LocalisedTextOf(WINDOW_TITLE_MAX_LENGTH),
    /** Units generated for the window. */
    units: Type.Integer({ minimum: 0 }),
    /** Applications by status (every status present, 0 when none). */
    applications: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
    /** Whether the lottery was drawn (LOTTERY windows). */
    lotteryDrawn: Type.Boolean(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
]);
export type ConsoleApplicationWindow = Static<typeof ConsoleApplicationWindow>;
export const ConsoleApplicationWindowList = ListOf('limitations', ConsoleApplicationWindow);
export type ConsoleApplicationWindowList = Static<typeof ConsoleApplicationWindowList>;
export const ConsoleApplicationWindowDetail = One('limitation', ConsoleApplicationWindow);
export type ConsoleApplicationWindowDetail = Static<typeof ConsoleApplicationWindowDetail>;

/**
 * The centre-wide strike rule (one settings row of the applications service): `strikeLimit`
 * strikes within `periodDays` suspend applying for `suspensionDays`.
 * GET / PUT /api/console/apply/settings; the member reads it with their strikes.
 */
export const StrikePolicy = Type.Object(
  {
    strikeLimit: Type.Integer({ minimum: 1, maximum: 20 }),
    periodDays: Type.Integer({ minimum: 1, maximum: 730 }),
    suspensionDays: Type.Integer({ minimum: 1, maximum: 365 }),
  },
  { additionalProperties: false },
);
export type StrikePolicy = Static<typeof StrikePolicy>;
export const STRIKE_POLICY_DEFAULT: StrikePolicy = { strikeLimit: 3, periodDays: 90, suspensionDays: 30 };
export const StrikePolicyAnswer = One('policy', StrikePolicy);
export type StrikePolicyAnswer = Static<typeof StrikePolicyAnswer>;

// ---- Schedule units: a day or a session of a site's room, what an application names.

/** OPEN has free places; FULL none (a waitlist may still take names); CLOSED by a closed day, blackout or staff. */
export const UNIT_STATES = ['OPEN', 'FULL', 'CLOSED'] as const;
export type UnitState = (typeof UNIT_STATES)[number];

/** Why a unit is closed. */
export const UNIT_CLOSED_REASONS = ['HOLIDAY', 'BLACKOUT', 'STAFF'] as const;
export type UnitClosedReason = (typeof UNIT_CLOSED_REASONS)[number];

/** A bookable unit, as anyone may read it: counts only, never who booked. */
export const ScheduleUnit = Type.Object({
  _id: Id,
  windowId: Id,
  work: OneOf(WORK_TYPES),
  location: OneOf(LOCATIONS),
  date: CalendarDate,
  startTime: TimeOfDay,
  endTime: TimeOfDay,
  allocation: OneOf(ALLOCATION_MODES),
  capacity: Type.Integer({ minimum: 0 }),
  /** Places held (WAITING that hold + APPROVED). */
  held: Type.Integer({ minimum: 0 }),
  remaining: Type.Integer({ minimum: 0 }),
  /** Names on the waitlist. */
  waitlisted: Type.Integer({ minimum: 0 }),
  /** Whether the waitlist still takes names (FIRST_COME, full, waitlistSize not reached). */
  waitlistOpen: Type.Boolean(),
  state: OneOf(UNIT_STATES),
  closedReason: Type.Union([OneOf(UNIT_CLOSED_REASONS), Type.Null()]),
  /** Localised words for the closure (holiday name, blackout reason); null when open. */
  closedNote: Type.Union([Type.String(), Type.Null()]),
});
export type ScheduleUnit = Static<typeof ScheduleUnit>;

/** How full a day is on the public calendar; CLOSED for weekends, holidays and days outside any window. */
export const DAY_AVAILABILITIES = ['FREE', 'PARTIAL', 'FULL', 'CLOSED'] as const;
export type DayAvailability = (typeof DAY_AVAILABILITIES)[number];

/**
 * GET /api/v1/schedule. Every parameter is optional: without them, the units of the current
 * Seoul month at every site and work type, paged (by date, then start time); with `windowId` and
 * no month, all of that window's units. With both `work` and `location`, the answer also carries
 * the month calendar the public pages draw (`schedule`).
 */
export const ScheduleQuery = Type.Object({
  work: Type.Optional(OneOf(WORK_TYPES)),
  location: Type.Optional(OneOf(LOCATIONS)),
  /** YYYY-MM; the current month in Asia/Seoul when absent. */
  month: Type.Optional(MonthParam),
  windowId: Type.Optional(Id),
  date: Type.Optional(CalendarDate),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
});
export type ScheduleQuery = Static<typeof ScheduleQuery>;

/** One day of the public calendar, summed over the day's units. Counts only: never who booked. */
export const ScheduleDay = Type.Object({
  date: CalendarDate,
  availability: OneOf(DAY_AVAILABILITIES),
  booked: Type.Integer({ minimum: 0 }),
  capacity: Type.Integer({ minimum: 0 }),
  /** Why the centre is closed, localised (holiday name, blackout reason), when it is. */
  closedReason: Type.Optional(Type.String()),
});
export type ScheduleDay = Static<typeof ScheduleDay>;

export const MonthCalendar = Type.Object({
  work: OneOf(WORK_TYPES),
  location: OneOf(LOCATIONS),
  month: Type.String(),
  days: Type.Array(ScheduleDay),
});
export type MonthCalendar = Static<typeof MonthCalendar>;

/** The answer of GET /api/v1/schedule: the units, and the month calendar when work and location were given. */
export const ScheduleListResponse = Type.Object({
  /** Present when both work and location were given (the public month calendar). */
  schedule: Type.Optional(MonthCalendar),
  units: Type.Array(ScheduleUnit),
  summary: ListSummary,
  month: Type.String(),
});
export type ScheduleListResponse = Static<typeof ScheduleListResponse>;

/** The same answer when asked with both work and location (the public calendars): `schedule` is there. */
export const ScheduleResponse = Type.Object({
  schedule: MonthCalendar,
  units: Type.Array(ScheduleUnit),
  summary: ListSummary,
  month: Type.String(),
});
export type ScheduleResponse = Static<typeof ScheduleResponse>;

/** GET /api/v1/schedule/{id} */
export const ScheduleUnitDetail = One('unit', ScheduleUnit);
export type ScheduleUnitDetail = Static<typeof ScheduleUnitDetail>;

/** A unit as staff read it on /console/schedule: the public counts plus the status breakdown. */
export const ConsoleScheduleUnit = Type.Intersect([
  ScheduleUnit,
  Type.Object({
    windowTitle: Type.String(),
    waiting: Type.Integer({ minimum: 0 }),
    approved: Type.Integer({ minimum: 0 }),
    /** LOTTERY windows: entries collected (they hold nothing until the draw). */
    entries: Type.Integer({ minimum: 0 }),
    blackoutId: Type.Union([Id, Type.Null()]),
    updatedAt: Timestamp,
  }),
]);
export type ConsoleScheduleUnit = Static<typeof ConsoleScheduleUnit>;

/** GET /api/console/schedule — same filters as the public list, and `state`. */
export const ConsoleScheduleQuery = Type.Intersect([
  ScheduleQuery,
  Type.Object({ state: Type.Optional(OneOf(UNIT_STATES)) }),
]);
export type ConsoleScheduleQuery = Static<typeof ConsoleScheduleQuery>;
export const ConsoleScheduleUnitList = ListOf('units', ConsoleScheduleUnit);
export type ConsoleScheduleUnitList = Static<typeof ConsoleScheduleUnitList>;
export const ConsoleScheduleUnitDetail = One('unit', ConsoleScheduleUnit);
export type ConsoleScheduleUnitDetail = Static<typeof ConsoleScheduleUnitDetail>;

/**
 * POST /api/console/schedule/generate — creates the window's units for its open days (weekdays,
 * not holidays; blackout days are created CLOSED), between from and to (default: the use period).
 * Units that exist are left alone, so it may run again after the window was extended.
 */
export const GenerateUnitsRequest = Type.Object(
  { windowId: Id, from: Type.Optional(CalendarDate), to: Type.Optional(CalendarDate) },
  { additionalProperties: false },
);
export type GenerateUnitsRequest = Static<typeof GenerateUnitsRequest>;
export const GenerateUnitsAnswer = Type.Object({ created: Type.Integer({ minimum: 0 }), existing: Type.Integer({ minimum: 0 }) });
export type GenerateUnitsAnswer = Static<typeof GenerateUnitsAnswer>;

/**
 * PUT /api/console/schedule/{id}: capacity (never below the places held: 409), or close/reopen
 * by staff. Closing a unit with live applications is refused (409): add a blackout instead, which
 * tells the members.
 */
export const ScheduleUnitUpdate = Type.Object(
  {
    capacity: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    closed: Type.Optional(Type.Boolean()),
    closedNote: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type ScheduleUnitUpdate = Static<typeof ScheduleUnitUpdate>;

// ---- Closed days: public holidays (seeded reference data, editable) and staff blackouts.

/** GET/POST /api/console/schedule/holidays, DELETE /api/console/schedule/holidays/{date} */
export const Holiday = Type.Object({ date: CalendarDate, reason: LocalisedTextOf(100) }, { additionalProperties: false });
export type Holiday = Static<typeof Holiday>;
export const HolidayList = Type.Object({ holidays: Type.Array(Holiday) });
export type HolidayList = Static<typeof HolidayList>;
export const HolidayQuery = Type.Object({ year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) }, { additionalProperties: false });
export type HolidayQuery = Static<typeof HolidayQuery>;
export const HolidayParams = Type.Object({ date: CalendarDate }, { additionalProperties: false });
/** POST /api/console/schedule/holidays answers the holiday and the live applications it cancelled (as a blackout does). */
export const HolidayAdded = Type.Object({ holiday: Holiday, affectedApplicationIds: Type.Array(Id) });
export type HolidayAdded = Static<typeof HolidayAdded>;

/** A staff blackout (maintenance, an event) of a site, for one work type or both, over a span of days. */
export const Blackout = Type.Object({
  _id: Id,
  location: OneOf(LOCATIONS),
  /** null: both rooms of the site. */
  work: Type.Union([OneOf(WORK_TYPES), Type.Null()]),
  from: CalendarDate,
  to: CalendarDate,
  reason: LocalisedTextOf(200),
  /** Live applications on the blacked-out units when it was added (cancelled by the centre, members told). */
  affectedApplications: Type.Integer({ minimum: 0 }),
  createdAt: Timestamp,
});
export type Blackout = Static<typeof Blackout>;

export const BlackoutInput = Type.Object(
  {
    location: OneOf(LOCATIONS),
    work: Type.Optional(Type.Union([OneOf(WORK_TYPES), Type.Null()])),
    from: CalendarDate,
    to: CalendarDate,
    reason: LocalisedTextOf(200),
  },
  { additionalProperties: false },
);
export type BlackoutInput = Static<typeof BlackoutInput>;

export const BlackoutQuery = Type.Intersect([
  ListQuery,
  Type.Object({
    location: Type.Optional(OneOf(LOCATIONS)),
    work: Type.Optional(OneOf(WORK_TYPES)),
    month: Type.Optional(MonthParam),
  }),
]);
export type BlackoutQuery = Static<typeof BlackoutQuery>;
export const BlackoutList = ListOf('blackouts', Blackout);
export type BlackoutList = Static<typeof BlackoutList>;
/**
 * POST /api/console/schedule/blackouts answers the blackout and the applications it touched: the
 * centre cancelled them (status CANCELLED, cancelledBy CENTRE, no strike, quota given back) and
 * their members were sent BLACKOUT_CHANGE with the day, inviting them to apply for another.
 */
export const BlackoutCreated = Type.Object({ blackout: Blackout, affectedApplicationIds: Type.Array(Id) });
export type BlackoutCreated = Static<typeof BlackoutCreated>;

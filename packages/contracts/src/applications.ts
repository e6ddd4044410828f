import { Type, type Static } from 'typebox';
import { LOCATIONS, WINDOW_STATUSES, WORK_TYPES } from './enums.ts';
import { Id, ListQuery, ListSummary, LocalisedText, OneOf, Timestamp } from './common.ts';

/** A calendar day, YYYY-MM-DD, in Asia/Seoul. */
export const CalendarDate = Type.String({ format: 'date', maxLength: 10 });

/**
 * An application window ("limitation" in the spec's API): when makers may apply to use a site's
 * cutting room or studio, for which days, with what capacity and per-member quota.
 */
export const ApplicationWindow = Type.Object({
  _id: Id,
  work: OneOf(WORK_TYPES),
  location: OneOf(LOCATIONS),
  title: Type.String(),
  status: OneOf(WINDOW_STATUSES),
  applyFrom: CalendarDate,
  applyTo: CalendarDate,
  useFrom: CalendarDate,
  useTo: CalendarDate,
  /** Bookings accepted per day. */
  dailyCapacity: Type.Integer({ minimum: 1 }),
  /** Days one member may book in this window. */
  memberQuota: Type.Integer({ minimum: 1 }),
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

export const ApplicationWindowList = Type.Object({ limitations: Type.Array(ApplicationWindow), summary: ListSummary });
export type ApplicationWindowList = Static<typeof ApplicationWindowList>;

export const ApplicationWindowInput = Type.Object({
  work: OneOf(WORK_TYPES),
  location: OneOf(LOCATIONS),
  title: LocalisedText,
  status: OneOf(WINDOW_STATUSES),
  applyFrom: CalendarDate,
  applyTo: CalendarDate,
  useFrom: CalendarDate,
  useTo: CalendarDate,
  dailyCapacity: Type.Integer({ minimum: 1, maximum: 1000 }),
  memberQuota: Type.Integer({ minimum: 1, maximum: 366 }),
}, { additionalProperties: false });
export type ApplicationWindowInput = Static<typeof ApplicationWindowInput>;

export const ConsoleApplicationWindow = Type.Intersect([
  Type.Omit(ApplicationWindow, ['title']),
  Type.Object({ title: LocalisedText, createdAt: Timestamp, updatedAt: Timestamp }),
]);
export type ConsoleApplicationWindow = Static<typeof ConsoleApplicationWindow>;

/** How full a day is on the public calendar; CLOSED for weekends, holidays and days outside any window. */
export const DAY_AVAILABILITIES = ['FREE', 'PARTIAL', 'FULL', 'CLOSED'] as const;
export type DayAvailability = (typeof DAY_AVAILABILITIES)[number];

export const ScheduleQuery = Type.Object({
  work: OneOf(WORK_TYPES),
  location: OneOf(LOCATIONS),
  /** YYYY-MM; the current month in Asia/Seoul when absent. */
  month: Type.Optional(Type.String({ pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])$' })),
});
export type ScheduleQuery = Static<typeof ScheduleQuery>;

/** One day of the public calendar. Counts only: never who booked. */
export const ScheduleDay = Type.Object({
  date: CalendarDate,
  availability: OneOf(DAY_AVAILABILITIES),
  booked: Type.Integer({ minimum: 0 }),
  capacity: Type.Integer({ minimum: 0 }),
  /** Why the centre is closed, localised (holiday name), when it is. */
  closedReason: Type.Optional(Type.String()),
});
export type ScheduleDay = Static<typeof ScheduleDay>;

export const ScheduleResponse = Type.Object({
  schedule: Type.Object({
    work: OneOf(WORK_TYPES),
    location: OneOf(LOCATIONS),
    month: Type.String(),
    days: Type.Array(ScheduleDay),
  }),
});
export type ScheduleResponse = Static<typeof ScheduleResponse>;

// What staff do with applications beyond the shapes in applications.ts (issue 13): the review queue's
// keyword and order, bulk decisions by the short paths, attendance answers, strikes per member,
// the lottery draw paths, the CSV report and the iCal feed's paths.
import { Type, type Static } from 'typebox';
import { LOCATIONS, WORK_TYPES, type Locale } from './enums.ts';
import { Id, OneOf } from './common.ts';
import { CalendarDate } from './application-windows.ts';
import { ConsoleApplicationQuery, DecisionOutcome, REJECT_REASON_CODES } from './applications.ts';

/** Orders of the review queue: by day of use (default, soonest first) or by when the maker applied. */
export const APPLICATION_REVIEW_SORTS = ['date', '-date', 'applied', '-applied'] as const;
export type ApplicationReviewSort = (typeof APPLICATION_REVIEW_SORTS)[number];

/** GET /api/console/apply/applications: ConsoleApplicationQuery, plus a keyword and an order. */
export const ApplicationReviewQuery = Type.Intersect([
  ConsoleApplicationQuery,
  Type.Object({
    /** Matches the member's username or name, as they were when the maker applied. */
    keyword: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    sort: Type.Optional(OneOf(APPLICATION_REVIEW_SORTS)),
  }),
]);
export type ApplicationReviewQuery = Static<typeof ApplicationReviewQuery>;

/**
 * POST /api/console/apply/applications/approve and /reject: one or many ids (bulk). An approval
 * takes a place only while the unit has one: a bulk that cannot all fit approves what fits and
 * answers the others with UNIT_FULL.
 */
export const BulkApproveRequest = Type.Object(
  {
    ids: Type.Array(Id, { minItems: 1, maxItems: 200, uniqueItems: true }),
    note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type BulkApproveRequest = Static<typeof BulkApproveRequest>;

export const BulkRejectRequest = Type.Object(
  {
    ids: Type.Array(Id, { minItems: 1, maxItems: 200, uniqueItems: true }),
    reasonCode: Type.Optional(OneOf(REJECT_REASON_CODES)),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type BulkRejectRequest = Static<typeof BulkRejectRequest>;

/** A no-show's strike, and whether it suspended the member. */
export const AttendanceStrike = Type.Object({ applicationId: Id, strikeId: Id, suspended: Type.Boolean() });
export type AttendanceStrike = Static<typeof AttendanceStrike>;

/** The answer of POST /api/console/apply/applications/attendance: one outcome per id, and the strikes added. */
export const AttendanceAnswer = Type.Object({ results: Type.Array(DecisionOutcome), strikes: Type.Array(AttendanceStrike) });
export type AttendanceAnswer = Static<typeof AttendanceAnswer>;

/** GET /api/console/apply/strikes?member= — a member's strikes, appeals and suspension (MemberStrikes). */
export const ConsoleStrikesQuery = Type.Object({ member: Id }, { additionalProperties: false });
export type ConsoleStrikesQuery = Static<typeof ConsoleStrikesQuery>;

/** GET /api/console/apply/applications.csv — applications whose day of use is in [from, to]. */
export const ApplicationsReportQuery = Type.Object(
  {
    from: CalendarDate,
    to: CalendarDate,
    location: Type.Optional(OneOf(LOCATIONS)),
    work: Type.Optional(OneOf(WORK_TYPES)),
  },
  { additionalProperties: false },
);
export type ApplicationsReportQuery = Static<typeof ApplicationsReportQuery>;
/** The longest period one report may cover (a year and a day). */
export const APPLICATIONS_REPORT_MAX_DAYS = 366;

/** GET /api/v1/apply/calendar/{token}.ics — the same feed as APPLY_PATHS.icalFeed, by the name the issue gives it. */
export const APPLICATION_REVIEW_PATHS = {
  consoleApprove: '/api/console/apply/applications/approve',
  consoleReject: '/api/console/apply/applications/reject',
  consoleReport: '/api/console/apply/applications.csv',
  consoleStrikes: '/api/console/apply/strikes',
  consoleLottery: (windowId: string) => `/api/console/apply/limitations/${windowId}/lottery`,
  myCalendar: '/api/v1/me/applications/calendar',
  calendarFeed: (token: string) => `/api/v1/apply/calendar/${token}.ics`,
} as const;

/** The words of a lottery result in the LOTTERY_RESULT message, followed by the day and session. */
export const LOTTERY_RESULT_WORDS: Record<'DRAWN' | 'NOT_DRAWN', Record<Locale, string>> = {
  DRAWN: { ko: '선정되었습니다', en: 'you were drawn', cn: '您已中签', jp: '当選しました' },
  NOT_DRAWN: { ko: '선정되지 않았습니다', en: 'you were not drawn', cn: '您未中签', jp: '落選しました' },
};

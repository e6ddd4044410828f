// Applications for the shared cutting room and studio (issue 13): what a maker sends and reads,
// what staff review, attendance, strikes, suspensions and appeals, training completions, the
// lottery record, the iCal feed, and what the users service tells about a member's eligibility.
import { Type, type Static } from 'typebox';
import { CHANNELS, LOCALES, LOCATIONS, MEMBER_KINDS, MEMBER_TYPES, WORK_TYPES } from './enums.ts';
import { Id, ListQuery, OneOf, Timestamp } from './common.ts';
import { ListOf, One } from './collections.ts';
import { MEMBER_STATUSES } from './users.ts';
import { CountryField, MEMBER_FILE_KINDS } from './members.ts';
import { PHONE_INPUT_MAX_LENGTH, PHONE_INPUT_PATTERN } from './phones.ts';
import { APPROVAL_STATUSES } from './enums.ts';
import { ALLOCATION_MODES, CalendarDate, TimeOfDay } from './application-windows.ts';
import { LevelGrants } from './member-admin.ts';
import { PUBLIC_CONTENT_PATHS } from './api-paths.ts';

/**
 * Where an application stands. WAITING, APPROVED and REJECTED are the spec's approval statuses;
 * WAITLISTED is in line for a full unit (FIRST_COME), CANCELLED was withdrawn by the member or
 * by the centre (a blackout).
 */
export const APPLICATION_STATUSES = ['WAITLISTED', 'WAITING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Statuses that count against the member's quota and, when holding, the unit's capacity. */
export const LIVE_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['WAITLISTED', 'WAITING', 'APPROVED'];

/** Marked by staff on the day (APPROVED applications only); NO_SHOW adds a strike. */
export const ATTENDANCES = ['ATTENDED', 'NO_SHOW'] as const;
export type Attendance = (typeof ATTENDANCES)[number];

export const CANCELLERS = ['MEMBER', 'CENTRE'] as const;
export type Canceller = (typeof CANCELLERS)[number];

/** How the maker wants to be told about this application (spec §3 channel; PHONE: staff call). */
export const APPLICATION_CHANNELS = CHANNELS;

const TextField = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** What will be made: shared by the request and every answer. */
const workFields = {
  /** What will be made (e.g. "wool coats, sample run"). */
  item: TextField(200),
  fabric: Type.String({ maxLength: 200 }),
  /** Pieces (studio) or layers (cutting room). */
  quantity: Type.Integer({ minimum: 1, maximum: 100_000 }),
  /** Cutting room: marker length in centimetres and number of plies. */
  markerLengthCm: Type.Union([Type.Integer({ minimum: 1, maximum: 10_000 }), Type.Null()]),
  plies: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000 }), Type.Null()]),
  /** Equipment of the site/work type (GET /api/v1/apply/applications/equipments). */
  equipmentIds: Type.Array(Id, { maxItems: 20, uniqueItems: true }),
  /** The maker's phone on the day: a Korean number as digits, another country's in E.164 (`dayPhone()`). */
  phone: Type.String({ maxLength: 16 }),
  channel: OneOf(APPLICATION_CHANNELS),
  note: Type.String({ maxLength: 1000 }),
};

/**
 * POST /api/v1/apply/applications (member token). One application per unit, all or nothing: a
 * refusal names the unit and the reason (ApplyRefusal). With `joinWaitlist`, a full unit of a
 * FIRST_COME window puts the maker on its waitlist instead of refusing UNIT_FULL.
 */
export const ApplyRequest = Type.Object(
  {
    unitIds: Type.Array(Id, { minItems: 1, maxItems: 10, uniqueItems: true }),
    item: workFields.item,
    fabric: Type.Optional(workFields.fabric),
    quantity: workFields.quantity,
    markerLengthCm: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    plies: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000 })),
    equipmentIds: Type.Optional(workFields.equipmentIds),
    /**
     * As typed: Korean digits (`010-1234-5678`), or a number read in `phoneCountry`, or one with its
     * country code (`+33 6 12 34 56 78`). Stored by `dayPhone()`: Korean as digits, others in E.164.
     */
    phone: Type.String({ minLength: 1, maxLength: PHONE_INPUT_MAX_LENGTH, pattern: PHONE_INPUT_PATTERN }),
    /** The country the phone is read in; Korea when absent. */
    phoneCountry: Type.Optional(CountryField),
    channel: Type.Optional(workFields.channel),
    note: Type.Optional(workFields.note),
    joinWaitlist: Type.Optional(Type.Boolean()),
    /** The room's rules were read and accepted: must be true. */
    agreeRules: Type.Literal(true),
  },
  { additionalProperties: false },
);
export type ApplyRequest = Static<typeof ApplyRequest>;

/** An application as its maker reads it (apply/applications, me/applications). */
export const MemberApplication = Type.Object({
  _id: Id,
  windowId: Id,
  windowTitle: Type.String(),
  unitId: Id,
  work: OneOf(WORK_TYPES),
  location: OneOf(LOCATIONS),
  allocation: OneOf(ALLOCATION_MODES),
  date: CalendarDate,
  startTime: TimeOfDay,
  endTime: TimeOfDay,
  status: OneOf(APPLICATION_STATUSES),
  /** 1-based place in the unit's waitlist while WAITLISTED; null otherwise. */
  waitlistPosition: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** Staff's reason when REJECTED (localised when chosen from a template). */
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  attendance: Type.Union([OneOf(ATTENDANCES), Type.Null()]),
  ...workFields,
  /** Last day (Seoul) a cancellation is free of strikes. */
  cancelDeadline: CalendarDate,
  /** Whether the member may cancel now (live, and the day of use has not begun). */
  cancellable: Type.Boolean(),
  cancelledAt: Type.Union([Timestamp, Type.Null()]),
  cancelledBy: Type.Union([OneOf(CANCELLERS), Type.Null()]),
  /** Cancelled after the deadline (a strike was added). */
  lateCancel: Type.Boolean(),
  decidedAt: Type.Union([Timestamp, Type.Null()]),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type MemberApplication = Static<typeof MemberApplication>;

export const ApplyAnswer = Type.Object({ applications: Type.Array(MemberApplication) });
export type ApplyAnswer = Static<typeof ApplyAnswer>;

export const MemberApplicationQuery = Type.Intersect([
  ListQuery,
  Type.Object({
    status: Type.Optional(OneOf(APPLICATION_STATUSES)),
    work: Type.Optional(OneOf(WORK_TYPES)),
    location: Type.Optional(OneOf(LOCATIONS)),
    windowId: Type.Optional(Id),
  }),
]);
export type MemberApplicationQuery = Static<typeof MemberApplicationQuery>;
/** GET /api/v1/apply/applications: the member's own, newest first (my page's list too). */
export const MemberApplicationList = ListOf('applications', MemberApplication);
export type MemberApplicationList = Static<typeof MemberApplicationList>;
/** GET /api/v1/me/applications/{id} */
export const MemberApplicationDetail = One('application', MemberApplication);
export type MemberApplicationDetail = Static<typeof MemberApplicationDetail>;

/**
 * POST /api/v1/me/applications/{id}/cancel (empty body). Before the window's deadline: free;
 * after it (until the day begins): allowed, with a strike (answered here). Frees the place and
 * promotes the waitlist.
 */
export const CancelAnswer = Type.Object({ application: MemberApplication, strike: Type.Union([Type.Object({ _id: Id }), Type.Null()]) });
export type CancelAnswer = Static<typeof CancelAnswer>;

/** GET /api/v1/apply/applications/equipments?location=&work= — bookable equipment of a site's room. */
export const ApplyEquipmentQuery = Type.Object(
  { location: OneOf(LOCATIONS), work: OneOf(WORK_TYPES) },
  { additionalProperties: false },
);
export type ApplyEquipmentQuery = Static<typeof ApplyEquipmentQuery>;
export const ApplyEquipment = Type.Object({
  _id: Id,
  title: Type.String(),
  quantity: Type.Union([Type.Integer(), Type.Null()]),
  thumb: Type.Union([Type.String(), Type.Null()]),
  /** The education course a maker must have completed to use it; null when none. */
  requiredEducationId: Type.Union([Id, Type.Null()]),
  /** Signed-in: whether this member completed that course (true when none is required); null when anonymous. */
  trainingCompleted: Type.Union([Type.Boolean(), Type.Null()]),
  /** Cutting machines: staff's rate, ms per cm of marker per ply, for the form's time estimate; null: not set. */
  cutMsPerCmPly: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});
export type ApplyEquipment = Static<typeof ApplyEquipment>;
export const ApplyEquipmentList = Type.Object({ equipments: Type.Array(ApplyEquipment) });
export type ApplyEquipmentList = Static<typeof ApplyEquipmentList>;

// ---- Console review (apply-ops builds the routes; the shapes are one contract)

/** Who applied, as staff see it in the queue (from the users service). */
export const ApplicantSummary = Type.Object({
  _id: Id,
  username: Type.String(),
  name: Type.String(),
  memberKind: OneOf(MEMBER_KINDS),
  memberType: OneOf(MEMBER_TYPES),
  email: Type.String(),
  phone: Type.String(),
  locale: OneOf(LOCALES),
});
export type ApplicantSummary = Static<typeof ApplicantSummary>;

export const ConsoleApplication = Type.Intersect([
  Type.Omit(MemberApplication, ['cancellable']),
  Type.Object({
    memberId: Id,
    /** null when the member's account is gone (withdrawn) or the users service did not answer. */
    member: Type.Union([ApplicantSummary, Type.Null()]),
    /** Whether the application holds a place on its unit now. */
    holding: Type.Boolean(),
    decidedBy: Type.Union([Type.String(), Type.Null()]),
    attendanceMarkedAt: Type.Union([Timestamp, Type.Null()]),
    lotteryDrawId: Type.Union([Id, Type.Null()]),
  }),
]);
export type ConsoleApplication = Static<typeof ConsoleApplication>;

/** GET /api/console/apply/applications — the review queue. from/to bound the day of use. */
export const ConsoleApplicationQuery = Type.Intersect([
  ListQuery,
  Type.Object({
    location: Type.Optional(OneOf(LOCATIONS)),
    work: Type.Optional(OneOf(WORK_TYPES)),
    windowId: Type.Optional(Id),
    unitId: Type.Optional(Id),
    memberId: Type.Optional(Id),
    date: Type.Optional(CalendarDate),
    from: Type.Optional(CalendarDate),
    to: Type.Optional(CalendarDate),
    status: Type.Optional(OneOf(APPLICATION_STATUSES)),
    attendance: Type.Optional(OneOf(ATTENDANCES)),
  }),
]);
export type ConsoleApplicationQuery = Static<typeof ConsoleApplicationQuery>;
export const ConsoleApplicationList = ListOf('applications', ConsoleApplication);
export type ConsoleApplicationList = Static<typeof ConsoleApplicationList>;
export const ConsoleApplicationDetail = One('application', ConsoleApplication);
export type ConsoleApplicationDetail = Static<typeof ConsoleApplicationDetail>;

/** Reasons staff pick when rejecting; OTHER (or none) uses the written `reason`. */
export const REJECT_REASON_CODES = ['FULLY_BOOKED', 'DOCUMENTS_INCOMPLETE', 'OUTSIDE_PURPOSE', 'DUPLICATE', 'LOTTERY_NOT_DRAWN', 'OTHER'] as const;
export type RejectReasonCode = (typeof REJECT_REASON_CODES)[number];
export const REJECT_REASON_TEMPLATES: Record<RejectReasonCode, Record<(typeof LOCALES)[number], string>> = {
  FULLY_BOOKED: { ko: '해당 일정의 정원이 모두 찼습니다.', en: 'The session is fully booked.', cn: '该时段名额已满。', jp: '該当日程の定員に達しました。' },
  DOCUMENTS_INCOMPLETE: { ko: '제출 서류가 확인되지 않았습니다.', en: 'Your documents could not be verified.', cn: '提交的材料未能确认。', jp: '提出書類が確認できませんでした。' },
  OUTSIDE_PURPOSE: { ko: '공동작업장 이용 목적에 맞지 않습니다.', en: 'The request does not fit the purpose of the shared room.', cn: '申请不符合共享空间的使用目的。', jp: '共同作業場の利用目的に合いません。' },
  DUPLICATE: { ko: '중복 신청입니다.', en: 'This is a duplicate application.', cn: '重复申请。', jp: '重複した申請です。' },
  LOTTERY_NOT_DRAWN: { ko: '추첨에서 선정되지 않았습니다.', en: 'Your application was not drawn in the lottery.', cn: '您未在抽签中被选中。', jp: '抽選で選ばれませんでした。' },
  OTHER: { ko: '기타 사유', en: 'Other reason', cn: '其他原因', jp: 'その他の理由' },
};

/** POST /api/console/apply/applications/{id}/approve (empty body or a note). */
export const ApproveRequest = Type.Object({ note: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false });
export type ApproveRequest = Static<typeof ApproveRequest>;

/** POST /api/console/apply/applications/{id}/reject: a template, or written words, or both. */
export const RejectRequest = Type.Object(
  {
    reasonCode: Type.Optional(OneOf(REJECT_REASON_CODES)),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type RejectRequest = Static<typeof RejectRequest>;

/** POST /api/console/apply/applications/decisions — bulk approve or reject. */
export const BulkDecisionRequest = Type.Object(
  {
    ids: Type.Array(Id, { minItems: 1, maxItems: 200, uniqueItems: true }),
    decision: OneOf(['APPROVED', 'REJECTED'] as const),
    reasonCode: Type.Optional(OneOf(REJECT_REASON_CODES)),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type BulkDecisionRequest = Static<typeof BulkDecisionRequest>;

/** One outcome per id: ok, or the refusal code (apply-refusals.ts) and its message. */
export const DecisionOutcome = Type.Object({
  _id: Id,
  ok: Type.Boolean(),
  status: Type.Union([OneOf(APPLICATION_STATUSES), Type.Null()]),
  code: Type.Union([Type.String(), Type.Null()]),
  message: Type.Union([Type.String(), Type.Null()]),
});
export type DecisionOutcome = Static<typeof DecisionOutcome>;
export const BulkDecisionAnswer = Type.Object({ results: Type.Array(DecisionOutcome), promoted: Type.Array(Id) });
export type BulkDecisionAnswer = Static<typeof BulkDecisionAnswer>;

/** POST /api/console/apply/applications/attendance — mark (or clear, null) attendance of approved applications. */
export const AttendanceRequest = Type.Object(
  {
    ids: Type.Array(Id, { minItems: 1, maxItems: 200, uniqueItems: true }),
    attendance: Type.Union([OneOf(ATTENDANCES), Type.Null()]),
  },
  { additionalProperties: false },
);
export type AttendanceRequest = Static<typeof AttendanceRequest>;

// ---- Strikes, suspensions, appeals

export const STRIKE_REASONS = ['LATE_CANCEL', 'NO_SHOW'] as const;
export type StrikeReason = (typeof STRIKE_REASONS)[number];
export const APPEAL_STATUSES = APPROVAL_STATUSES;

export const Appeal = Type.Object({
  _id: Id,
  strikeId: Id,
  text: Type.String(),
  status: OneOf(APPEAL_STATUSES),
  decisionNote: Type.Union([Type.String(), Type.Null()]),
  decidedAt: Type.Union([Timestamp, Type.Null()]),
  createdAt: Timestamp,
});
export type Appeal = Static<typeof Appeal>;

export const Strike = Type.Object({
  _id: Id,
  applicationId: Type.Union([Id, Type.Null()]),
  reason: OneOf(STRIKE_REASONS),
  /** Seoul day of the cancelled or missed booking. */
  date: CalendarDate,
  createdAt: Timestamp,
  /** Set when an appeal was upheld: the strike no longer counts. */
  revokedAt: Type.Union([Timestamp, Type.Null()]),
  /** Still counting within the policy period. */
  active: Type.Boolean(),
  appeal: Type.Union([Appeal, Type.Null()]),
});
export type Strike = Static<typeof Strike>;

export const Suspension = Type.Object({
  _id: Id,
  from: Timestamp,
  until: Timestamp,
  liftedAt: Type.Union([Timestamp, Type.Null()]),
});
export type Suspension = Static<typeof Suspension>;

/** GET /api/v1/me/applications/strikes */
export const MemberStrikes = Type.Object({
  strikes: Type.Array(Strike),
  /** The suspension in force now, if any. */
  suspension: Type.Union([Suspension, Type.Null()]),
  policy: Type.Object({ strikeLimit: Type.Integer(), periodDays: Type.Integer(), suspensionDays: Type.Integer() }),
});
export type MemberStrikes = Static<typeof MemberStrikes>;

/** POST /api/v1/me/applications/strikes/{id}/appeal — one appeal per strike. */
export const AppealRequest = Type.Object({ text: Type.String({ minLength: 1, maxLength: 1000 }) }, { additionalProperties: false });
export type AppealRequest = Static<typeof AppealRequest>;
export const AppealAnswer = One('appeal', Appeal);
export type AppealAnswer = Static<typeof AppealAnswer>;

/** GET /api/console/apply/appeals */
export const ConsoleAppeal = Type.Intersect([
  Appeal,
  Type.Object({ memberId: Id, member: Type.Union([ApplicantSummary, Type.Null()]), strike: Type.Omit(Strike, ['appeal']) }),
]);
export type ConsoleAppeal = Static<typeof ConsoleAppeal>;
export const ConsoleAppealQuery = Type.Intersect([ListQuery, Type.Object({ status: Type.Optional(OneOf(APPEAL_STATUSES)), memberId: Type.Optional(Id) })]);
export type ConsoleAppealQuery = Static<typeof ConsoleAppealQuery>;
export const ConsoleAppealList = ListOf('appeals', ConsoleAppeal);
export type ConsoleAppealList = Static<typeof ConsoleAppealList>;
/** POST /api/console/apply/appeals/{id}/decision — APPROVED revokes the strike (and lifts a suspension it caused). */
export const AppealDecisionRequest = Type.Object(
  { decision: OneOf(['APPROVED', 'REJECTED'] as const), note: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export type AppealDecisionRequest = Static<typeof AppealDecisionRequest>;

// ---- Training completions (equipment prerequisites)

export const TrainingCompletion = Type.Object({
  _id: Id,
  memberId: Id,
  educationId: Id,
  completedOn: CalendarDate,
  recordedBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Timestamp,
});
export type TrainingCompletion = Static<typeof TrainingCompletion>;
/** POST /api/console/apply/trainings; DELETE /api/console/apply/trainings/{id}. */
export const TrainingCompletionInput = Type.Object({ memberId: Id, educationId: Id, completedOn: CalendarDate }, { additionalProperties: false });
export type TrainingCompletionInput = Static<typeof TrainingCompletionInput>;
export const TrainingCompletionQuery = Type.Intersect([ListQuery, Type.Object({ memberId: Type.Optional(Id), educationId: Type.Optional(Id) })]);
export type TrainingCompletionQuery = Static<typeof TrainingCompletionQuery>;
export const TrainingCompletionList = ListOf('trainings', TrainingCompletion);
export type TrainingCompletionList = Static<typeof TrainingCompletionList>;
export const TrainingCompletionDetail = One('training', TrainingCompletion);
export type TrainingCompletionDetail = Static<typeof TrainingCompletionDetail>;

// ---- Lottery (LOTTERY windows; apply-ops draws)

/** One entrant of a draw: their entries and the weight given (fewer recent units → higher weight). */
export const LotteryEntrant = Type.Object({
  memberId: Id,
  applicationIds: Type.Array(Id),
  /** Units the member was given in the recent windows the weighting looked at. */
  recentUnits: Type.Integer({ minimum: 0 }),
  weight: Type.Number({ minimum: 0 }),
  /**
   * The member level's grants as taken with the applications (absent in draws made before levels
   * counted: none). Priority entrants are served before all others; extra quota raises how many
   * units the member may win.
   */
  lotteryPriority: Type.Optional(Type.Boolean()),
  extraQuota: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type LotteryEntrant = Static<typeof LotteryEntrant>;

export const LotteryRecord = Type.Object({
  _id: Id,
  windowId: Id,
  /** The seed the pseudo-random draw started from: the same seed and inputs give the same result. */
  seed: Type.String(),
  /** SHA-256 (hex) of the seed, as published on the window since applications opened. */
  seedHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  /** Name and version of the drawing procedure, so a later change cannot silently reinterpret old draws. */
  algorithm: Type.String(),
  entrants: Type.Array(LotteryEntrant),
  /** Per unit: its capacity and the applications drawn, in order. */
  units: Type.Array(Type.Object({ unitId: Id, capacity: Type.Integer({ minimum: 0 }), drawn: Type.Array(Id), notDrawn: Type.Array(Id) })),
  drawnAt: Timestamp,
  drawnBy: Type.Union([Type.String(), Type.Null()]),
});
export type LotteryRecord = Static<typeof LotteryRecord>;
/** GET /api/console/apply/limitations/{id}/lottery reads the record; POST the same path draws with the window's committed seed. */
export const LotteryAnswer = One('lottery', LotteryRecord);
export type LotteryAnswer = Static<typeof LotteryAnswer>;
/** `seed` is named only to be refused with LOTTERY_SEED_REFUSED: the server chose the seed when the window was made. */
export const LotteryDrawRequest = Type.Object({ seed: Type.Optional(Type.Unknown()) }, { additionalProperties: false });
export type LotteryDrawRequest = Static<typeof LotteryDrawRequest>;

// ---- iCal feed of the member's approved bookings (a private, revocable URL)

/**
 * POST /api/v1/me/applications/ical issues (or replaces) the member's feed token and answers the
 * URL once (only its hash is kept); GET tells whether one is active; DELETE revokes it. The feed
 * itself: GET /api/v1/apply/ical/{token}.ics (no sign-in, the token is the key).
 */
export const IcalTokenAnswer = Type.Object({ ical: Type.Object({ url: Type.String(), createdAt: Timestamp }) });
export type IcalTokenAnswer = Static<typeof IcalTokenAnswer>;
export const IcalTokenStatus = Type.Object({ ical: Type.Object({ active: Type.Boolean(), createdAt: Type.Union([Timestamp, Type.Null()]) }) });
export type IcalTokenStatus = Static<typeof IcalTokenStatus>;
export const IcalFeedParams = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}\\.ics$', maxLength: 104 }) }, { additionalProperties: false });

// ---- Internal: the users service tells the applications service about members

/** A reviewed document on file: its review state and how long the verification holds. */
export const EligibilityFile = Type.Object({
  kind: OneOf(MEMBER_FILE_KINDS),
  reviewState: Type.Union([OneOf(APPROVAL_STATUSES), Type.Null()]),
  /** YYYY-MM-DD; null when no end was set. */
  validUntil: Type.Union([Type.String(), Type.Null()]),
});
export type EligibilityFile = Static<typeof EligibilityFile>;

/** What the applications service needs to know about a member to take (or show) an application. */
export const MemberEligibility = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  name: Type.String(),
  status: OneOf(MEMBER_STATUSES),
  /** ACTIVE and a member (not only staff). */
  goodStanding: Type.Boolean(),
  memberType: OneOf(MEMBER_TYPES),
  memberKind: OneOf(MEMBER_KINDS),
  /** Membership level, when the centre gives levels; null otherwise. */
  levelId: Type.Union([Type.String(), Type.Null()]),
  /** What the member's level grants (no level: nothing, 0 and false); read by the application rules. */
  grants: LevelGrants,
  locale: OneOf(LOCALES),
  email: Type.String(),
  phone: Type.String(),
  files: Type.Array(EligibilityFile),
});
export type MemberEligibility = Static<typeof MemberEligibility>;

/** POST /internal/members/eligibility { ids } — unknown ids are simply absent from the answer. */
export const MemberEligibilityRequest = Type.Object(
  { ids: Type.Array(Type.String({ maxLength: 36 }), { minItems: 1, maxItems: 200, uniqueItems: true }) },
  { additionalProperties: false },
);
export type MemberEligibilityRequest = Static<typeof MemberEligibilityRequest>;
export const MemberEligibilityAnswer = Type.Object({ members: Type.Array(MemberEligibility) });
export type MemberEligibilityAnswer = Static<typeof MemberEligibilityAnswer>;
export const INTERNAL_ELIGIBILITY_PATH = '/internal/members/eligibility';

/** Paths of the applications API, for front ends and tests. */
export const APPLY_PATHS = {
  limitations: '/api/v1/apply/limitations',
  applications: '/api/v1/apply/applications',
  equipments: '/api/v1/apply/applications/equipments',
  schedule: PUBLIC_CONTENT_PATHS.schedule,
  /** One's own application: `${myApplications}/{id}` and `/{id}/cancel` (the list is `applications`). */
  myApplications: '/api/v1/me/applications',
  myStrikes: '/api/v1/me/applications/strikes',
  myIcal: '/api/v1/me/applications/ical',
  icalFeed: (token: string) => `/api/v1/apply/ical/${token}.ics`,
  consoleLimitations: '/api/console/apply/limitations',
  consoleApplications: '/api/console/apply/applications',
  consoleDecisions: '/api/console/apply/applications/decisions',
  consoleAttendance: '/api/console/apply/applications/attendance',
  consoleAppeals: '/api/console/apply/appeals',
  consoleTrainings: '/api/console/apply/trainings',
  consoleSettings: '/api/console/apply/settings',
  consoleSchedule: '/api/console/schedule',
  consoleBlackouts: '/api/console/schedule/blackouts',
  consoleHolidays: '/api/console/schedule/holidays',
} as const;

// Practice sessions on the centre's machines (issue 27): staff open a session on one piece of
// equipment at a site, makers apply for a seat, staff confirm or refuse and mark completion; a
// completed session counts as the machine's training. Booked in the applications service (its
// seat-taking and refusal shapes); the refusal codes and their four-language words are here.
import { Type, type Static } from 'typebox';
import { LOCALES, LOCATIONS, type Locale } from './enums.ts';
import { Id, ListQuery, ListSummary, LocalisedTextOf, OneOf, Timestamp } from './common.ts';
import { CalendarDate, TimeOfDay } from './application-windows.ts';
import { ApplicantSummary } from './applications.ts';

export const PRACTICE_LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export type PracticeLevel = (typeof PRACTICE_LEVELS)[number];

/** A session is open for seats, cancelled by the centre, or completed (training recorded). */
export const PRACTICE_SESSION_STATUSES = ['OPEN', 'CANCELLED', 'COMPLETED'] as const;
export type PracticeSessionStatus = (typeof PRACTICE_SESSION_STATUSES)[number];

/**
 * A maker's seat: asked (holding a seat), confirmed by staff, refused, cancelled, or completed;
 * WAITLISTED: on the session's waitlist (holding no seat), moved to WAITING in order when a seat frees.
 */
export const PRACTICE_SEAT_STATUSES = ['WAITING', 'CONFIRMED', 'REFUSED', 'CANCELLED', 'COMPLETED', 'WAITLISTED'] as const;
export type PracticeSeatStatus = (typeof PRACTICE_SEAT_STATUSES)[number];

/** At most this many seats in one session (the largest room's benches). */
export const PRACTICE_SEATS_MAX = 40;

/** What staff write for a session. */
export const PracticeSessionInput = Type.Object(
  {
    title: LocalisedTextOf(200),
    equipmentId: Id,
    site: OneOf(LOCATIONS),
    date: CalendarDate,
    startTime: TimeOfDay,
    endTime: TimeOfDay,
    seats: Type.Integer({ minimum: 1, maximum: PRACTICE_SEATS_MAX }),
    level: OneOf(PRACTICE_LEVELS),
    /** What to bring (fabric, patterns). */
    materials: LocalisedTextOf(1000),
    /** The language the session is taught in. */
    language: OneOf(LOCALES),
    /** What one learns. */
    learns: LocalisedTextOf(2000),
  },
  { additionalProperties: false },
);
export type PracticeSessionInput = Static<typeof PracticeSessionInput>;

/** A session as the public list and page show it (in the reader's language). */
export const PracticeSession = Type.Object({
  _id: Id,
  title: Type.String(),
  equipmentId: Id,
  site: OneOf(LOCATIONS),
  date: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  seats: Type.Integer(),
  seatsLeft: Type.Integer(),
  level: OneOf(PRACTICE_LEVELS),
  materials: Type.String(),
  language: OneOf(LOCALES),
  learns: Type.String(),
  status: OneOf(PRACTICE_SESSION_STATUSES),
});
export type PracticeSession = Static<typeof PracticeSession>;

export const PracticeSessionQuery = Type.Intersect([
  ListQuery,
  Type.Object({ site: Type.Optional(OneOf(LOCATIONS)), equipmentId: Type.Optional(Id) }, { additionalProperties: false }),
]);
export type PracticeSessionQuery = Static<typeof PracticeSessionQuery>;
export const PracticeSessionList = Type.Object({ practices: Type.Array(PracticeSession), summary: ListSummary });
export type PracticeSessionList = Static<typeof PracticeSessionList>;
export const PracticeSessionDetail = Type.Object({ practice: PracticeSession });
export type PracticeSessionDetail = Static<typeof PracticeSessionDetail>;

/** The console's view: every language, and the seats asked and confirmed. */
export const ConsolePracticeSession = Type.Object({
  _id: Id,
  title: LocalisedTextOf(200),
  equipmentId: Id,
  site: OneOf(LOCATIONS),
  date: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  seats: Type.Integer(),
  held: Type.Integer(),
  level: OneOf(PRACTICE_LEVELS),
  materials: LocalisedTextOf(1000),
  language: OneOf(LOCALES),
  learns: LocalisedTextOf(2000),
  status: OneOf(PRACTICE_SESSION_STATUSES),
  completedAt: Type.Union([Timestamp, Type.Null()]),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ConsolePracticeSession = Static<typeof ConsolePracticeSession>;
export const ConsolePracticeSessionQuery = Type.Intersect([
  ListQuery,
  Type.Object(
    { site: Type.Optional(OneOf(LOCATIONS)), equipmentId: Type.Optional(Id), status: Type.Optional(OneOf(PRACTICE_SESSION_STATUSES)), from: Type.Optional(CalendarDate) },
    { additionalProperties: false },
  ),
]);
export type ConsolePracticeSessionQuery = Static<typeof ConsolePracticeSessionQuery>;
export const ConsolePracticeSessionList = Type.Object({ practices: Type.Array(ConsolePracticeSession), summary: ListSummary });
export const ConsolePracticeSessionDetail = Type.Object({ practice: ConsolePracticeSession });
export type ConsolePracticeSessionDetail = Static<typeof ConsolePracticeSessionDetail>;

/** POST /api/v1/me/practices. */
/** `waitlist: true`: when every seat is taken, join the session's waitlist instead of being refused. */
export const PracticeSeatRequest = Type.Object({ sessionId: Id, waitlist: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type PracticeSeatRequest = Static<typeof PracticeSeatRequest>;

/** What the maker and staff both see of a seat. */
const seatFields = { _id: Id, sessionId: Id, status: OneOf(PRACTICE_SEAT_STATUSES), createdAt: Timestamp };

/** A maker's seat as they see it. */
export const PracticeSeat = Type.Object({
  ...seatFields,
  title: Type.String(),
  site: OneOf(LOCATIONS),
  date: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  cancellable: Type.Boolean(),
  /** On the waitlist: 1 for the first in line; null otherwise. */
  waitlistPosition: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
});
export type PracticeSeat = Static<typeof PracticeSeat>;
export const PracticeSeatQuery = Type.Intersect([ListQuery, Type.Object({ status: Type.Optional(OneOf(PRACTICE_SEAT_STATUSES)) }, { additionalProperties: false })]);
export const PracticeSeatList = Type.Object({ seats: Type.Array(PracticeSeat), summary: ListSummary });
export const PracticeSeatDetail = Type.Object({ seat: PracticeSeat });
export type PracticeSeatDetail = Static<typeof PracticeSeatDetail>;

/** A seat as staff see it (the member's id; the console asks the users service who it is). */
export const ConsolePracticeSeat = Type.Object({
  ...seatFields,
  memberId: Type.String(),
  /** Who the member is (users service); null when the account is gone. */
  member: Type.Union([ApplicantSummary, Type.Null()]),
  decidedAt: Type.Union([Timestamp, Type.Null()]),
  completedAt: Type.Union([Timestamp, Type.Null()]),
});
export type ConsolePracticeSeat = Static<typeof ConsolePracticeSeat>;
export const ConsolePracticeSeatList = Type.Object({ seats: Type.Array(ConsolePracticeSeat), summary: ListSummary });
export const ConsolePracticeSeatDetail = Type.Object({ seat: ConsolePracticeSeat });

/** POST /api/console/practices/{id}/completion: the seats whose makers completed the session. */
export const PracticeCompletionRequest = Type.Object({ seatIds: Type.Array(Id, { minItems: 1, maxItems: PRACTICE_SEATS_MAX, uniqueItems: true }) }, { additionalProperties: false });
export type PracticeCompletionRequest = Static<typeof PracticeCompletionRequest>;
export const PracticeCompletionAnswer = Type.Object({
  completed: Type.Array(Id),
  /** The education course recorded as completed for the equipment (null: the equipment asks for none). */
  trainingEducationId: Type.Union([Type.String(), Type.Null()]),
});

/** POST /api/console/practices/{id}/cancel: the centre cancels the whole session; `reason` goes to everyone booked. */
export const PracticeCancelRequest = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false });
export type PracticeCancelRequest = Static<typeof PracticeCancelRequest>;
export const PracticeCancelAnswer = Type.Object({ practice: ConsolePracticeSession, told: Type.Integer({ minimum: 0 }) });
export type PracticeCancelAnswer = Static<typeof PracticeCancelAnswer>;

export const PRACTICE_REFUSAL_CODES = ['PRACTICE_NOT_FOUND', 'PRACTICE_FULL', 'PRACTICE_NOT_OPEN', 'PRACTICE_STARTED', 'ALREADY_APPLIED', 'NOT_IN_GOOD_STANDING', 'SUSPENDED', 'NOT_CANCELLABLE', 'NOT_DECIDABLE', 'EQUIPMENT_UNKNOWN', 'SEATS_BELOW_HELD'] as const;
export type PracticeRefusalCode = (typeof PRACTICE_REFUSAL_CODES)[number];

/** Each refusal's status and words. */
export const PRACTICE_REFUSALS: Record<PracticeRefusalCode, { status: 403 | 404 | 409; messages: Record<Locale, string> }> = {
  PRACTICE_NOT_FOUND: { status: 404, messages: { ko: '실습 일정을 찾을 수 없습니다.', en: 'This practice session does not exist.', cn: '找不到该实习课程。', jp: 'この実習は見つかりません。' } },
  PRACTICE_FULL: { status: 409, messages: { ko: '자리가 모두 찼습니다.', en: 'Every seat of this session is taken.', cn: '名额已满。', jp: '席がすべて埋まっています。' } },
  PRACTICE_NOT_OPEN: { status: 409, messages: { ko: '신청할 수 없는 실습입니다.', en: 'This session does not take applications.', cn: '该实习不接受申请。', jp: 'この実習は申し込みを受け付けていません。' } },
  PRACTICE_STARTED: { status: 409, messages: { ko: '이미 시작된 실습입니다.', en: 'This session has already begun.', cn: '该实习已经开始。', jp: 'この実習はすでに始まっています。' } },
  ALREADY_APPLIED: { status: 409, messages: { ko: '이미 신청한 실습입니다.', en: 'You have already applied for this session.', cn: '您已申请该实习。', jp: 'すでに申し込んでいます。' } },
  NOT_IN_GOOD_STANDING: { status: 403, messages: { ko: '현재 신청할 수 없는 회원 상태입니다.', en: 'Your account cannot apply at present.', cn: '您的账户目前无法申请。', jp: '現在のアカウント状態では申し込めません。' } },
  SUSPENDED: { status: 403, messages: { ko: '이용이 정지된 기간입니다.', en: 'Your bookings are suspended for now.', cn: '您的预约资格已被暂停。', jp: '現在、予約が停止されています。' } },
  NOT_CANCELLABLE: { status: 409, messages: { ko: '취소할 수 없는 신청입니다.', en: 'This application can no longer be cancelled.', cn: '该申请无法取消。', jp: 'この申し込みは取り消せません。' } },
  NOT_DECIDABLE: { status: 409, messages: { ko: '이 상태에서는 처리할 수 없습니다.', en: 'This cannot be decided in its present state.', cn: '当前状态无法处理。', jp: 'この状態では処理できません。' } },
  EQUIPMENT_UNKNOWN: { status: 409, messages: { ko: '해당 센터에 없는 장비입니다.', en: 'This site has no such equipment.', cn: '该中心没有此设备。', jp: 'このセンターにはその設備がありません。' } },
  SEATS_BELOW_HELD: { status: 409, messages: { ko: '이미 신청된 자리보다 적게 줄일 수 없습니다.', en: 'Seats cannot go below those already taken.', cn: '名额不能少于已申请人数。', jp: '申し込み済みの席より少なくできません。' } },
};

/** Where a session is held, as messages name it. */
export const PRACTICE_SITE_WORDS: Record<(typeof LOCATIONS)[number], Record<Locale, string>> = {
  YONGSIN: { ko: '용신 센터', en: 'the Yongsin centre', cn: '龙新中心', jp: '龍新センター' },
  DAPSIMNI: { ko: '답십리 센터', en: 'the Dapsimni centre', cn: '踏十里中心', jp: '踏十里センター' },
};

export const PRACTICE_PATHS = {
  practices: '/api/v1/practices',
  myPractices: '/api/v1/me/practices',
  consolePractices: '/api/console/practices',
} as const;

// The waiting room of an application window (issue 21): in an opening rush every application gets
// a numbered place in one queue per window, in arrival order across every instance, and is decided
// in that order. The maker reads their place ("you are N-th, about T seconds") and then the result.
import { Type, type Static } from 'typebox';
import { Id, OneOf, Timestamp } from './common.ts';
import { MemberApplication } from './applications.ts';
import type { Locale } from './enums.ts';

export const QUEUE_TICKET_STATUSES = ['QUEUED', 'TAKEN', 'REFUSED'] as const;
export type QueueTicketStatus = (typeof QUEUE_TICKET_STATUSES)[number];

/** What a queued application came to when it was refused: the refusal's code, words and unit, as a direct answer would say. */
export const QueueRefusal = Type.Object({
  statusCode: Type.Integer(),
  code: Type.String({ maxLength: 40 }),
  message: Type.String(),
  unitId: Type.Optional(Type.String({ maxLength: 36 })),
});
export type QueueRefusal = Static<typeof QueueRefusal>;

/**
 * A place in a window's waiting room. `number` is the arrival number (1, 2, … per window);
 * `position` is how many are still ahead plus one (1 = being decided now) and `etaSeconds` the
 * estimate from the pace the deciding instance measures; both null once decided.
 */
export const QueueTicket = Type.Object({
  _id: Id,
  windowId: Id,
  number: Type.Integer({ minimum: 1 }),
  status: OneOf(QUEUE_TICKET_STATUSES),
  position: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  etaSeconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  unitIds: Type.Array(Type.String({ maxLength: 36 })),
  /** The applications taken (TAKEN). */
  applications: Type.Array(MemberApplication),
  /** Why it was refused (REFUSED). */
  refusal: Type.Union([QueueRefusal, Type.Null()]),
  createdAt: Timestamp,
  decidedAt: Type.Union([Timestamp, Type.Null()]),
});
export type QueueTicket = Static<typeof QueueTicket>;

/** POST apply/applications answered 202: the application waits in the queue under this ticket. */
export const QueuedAnswer = Type.Object({ ticket: QueueTicket });
export type QueuedAnswer = Static<typeof QueuedAnswer>;

/** GET me/applications/queue: the member's places, waiting ones first, then those decided in the last day. */
export const MyQueueTickets = Type.Object({ tickets: Type.Array(QueueTicket) });
export type MyQueueTickets = Static<typeof MyQueueTickets>;

export const WAITING_ROOM_PATHS = {
  /** The member's places in the waiting rooms; `${myTickets}/{id}` is one place. */
  myTickets: '/api/v1/me/applications/queue',
} as const;

/** The queue of the window has reached its bound (APPLY_QUEUE_MAX): 503 with Retry-After and the time to come back. */
export const APPLY_QUEUE_FULL_CODE = 'APPLY_QUEUE_FULL';
export const APPLY_QUEUE_FULL_MESSAGES: Record<Locale, string> = {
  ko: '대기열이 가득 찼습니다. {at} 이후에 다시 신청해 주세요. 신청은 접수되지 않았습니다.',
  en: 'The queue is full. Please try again at {at}; nothing was booked.',
  cn: '排队人数已满。请在{at}之后再申请。本次申请未被受理。',
  jp: '待機列が満員です。{at}以降に再度申請してください。申請は受け付けられていません。',
};

/** A member may hold places in the queue for at most their quota's worth of units (OVER_QUOTA otherwise). */
export const APPLY_QUEUE_OVER_QUOTA_CODE = 'OVER_QUOTA';

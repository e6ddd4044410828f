// Every SMS and e-mail goes through the admin service's outbox. Other services ask it to send over
// an internal route with a template and its parameters; the admin service writes the message in
// the recipient's language, stores it, and a worker delivers it.
import { Type, type Static } from 'typebox';
import { LOCALES } from './enums.ts';
import { Id, ListQuery, OneOf, Timestamp } from './common.ts';
import { ListOf, One } from './collections.ts';
import { PHONE_PATTERN } from './rules.ts';

/** How a message travels (the spec's channel enum also names PHONE: calls are not sent by the platform). */
export const MESSAGE_CHANNELS = ['SMS', 'EMAIL'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * What a message says. Each template has its text in four languages in the admin service, and
 * names its parameters there; parameters marked secret there (a verification code) are masked in
 * the staff's message history, whoever delivered the message.
 */
export const MESSAGE_TEMPLATES = [
  'VERIFICATION_CODE',
  'WELCOME',
  'PASSWORD_CHANGED',
  'WITHDRAWN',
  'INQUIRY_ANSWERED',
  'APPLICATION_RECEIVED',
  'APPLICATION_APPROVED',
  'APPLICATION_REJECTED',
  'WAITLIST_PROMOTED',
  'LOTTERY_RESULT',
  'BOOKING_REMINDER',
  'BLACKOUT_CHANGE',
  'TERMS_CHANGED',
  /** fairs: a meeting at a trade fair, the day before and 30 minutes before. */
  'MEETING_REMINDER',
  /** Free text written by staff in the console. */
  'STAFF_MESSAGE',
  // Advice and practice (issue 27): the reminder the day before a consultation.
  'CONSULTATION_REMINDER',
  // Confirmations, waitlist and cancellations of practice seats and consultations (issue 27).
  'CONSULTATION_CONFIRMED',
  'PRACTICE_CONFIRMED',
  'PRACTICE_PROMOTED',
  'PRACTICE_CANCELLED',
  'PRACTICE_REMINDER',
  // Contact messages (issue 27, content service): a visitor's message to a maker, staff's answer to a visitor.
  'CONTACT_MESSAGE',
  'CONTACT_ANSWERED',
  // A maker's answer on the platform to a message sent to them (issue 27).
  'CONTACT_MAKER_ANSWERED',
  // Exhibitions and the auction (auction service).
  'AUCTION_OUTBID',
  'AUCTION_WON',
  'AUCTION_OFFERED',
  'AUCTION_WIN_LAPSED',
  // The makers' shop (shop): order received with the deposit request, paid, shipped, cancelled.
  'SHOP_ORDER_RECEIVED',
  'SHOP_ORDER_PAID',
  'SHOP_ORDER_SHIPPED',
  'SHOP_ORDER_CANCELLED',
  // Applications (issue 20): a first-come place held until staff approve, a place on the waitlist, the maker's own cancellation.
  'APPLICATION_HELD',
  'APPLICATION_WAITLISTED',
  'APPLICATION_CANCELLED',
  // fairs: a buyer's meeting request (to the exhibitor), the exhibitor's answer (to the buyer), and
  // staff's placing, moving or cancelling of a meeting (to both sides).
  'MEETING_REQUESTED',
  'MEETING_ACCEPTED',
  'MEETING_DECLINED',
  'MEETING_PLACED',
  'MEETING_MOVED',
  'MEETING_CANCELLED',
  // The makers' shop: a withdrawal asked (to the sellers), refunded or refused (to the buyer).
  'SHOP_REFUND_REQUESTED',
  'SHOP_ORDER_REFUNDED',
  'SHOP_REFUND_REJECTED',
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

/**
 * The parameters each template takes (required first, then optional ones marked `?`). The admin
 * service refuses a request that lacks a required one or names one not listed here, so a caller
 * learns of a typo at once rather than a member receiving a blank.
 */
export const MESSAGE_TEMPLATE_PARAMS = {
  VERIFICATION_CODE: ['code', 'minutes?'],
  WELCOME: ['name?'],
  PASSWORD_CHANGED: ['name?'],
  WITHDRAWN: ['name?'],
  INQUIRY_ANSWERED: ['title', 'name?'],
  // `booking` is the application's booking number (bookingNumberOf), `date` its day and session.
  APPLICATION_RECEIVED: ['title', 'name?', 'date?', 'booking?'],
  APPLICATION_APPROVED: ['title', 'name?', 'date?', 'booking?'],
  APPLICATION_REJECTED: ['title', 'name?', 'reason?', 'date?', 'booking?'],
  WAITLIST_PROMOTED: ['title', 'name?', 'date?', 'booking?'],
  LOTTERY_RESULT: ['title', 'result', 'name?', 'date?', 'booking?'],
  BOOKING_REMINDER: ['title', 'date', 'name?', 'booking?'],
  BLACKOUT_CHANGE: ['title', 'date', 'name?', 'booking?'],
  TERMS_CHANGED: ['title', 'name?'],
  // fairs
  MEETING_REMINDER: ['title', 'date', 'with', 'place', 'name?', 'titleEn?', 'titleCn?', 'titleJp?'],
  STAFF_MESSAGE: ['message', 'subject?', 'html?'],
  // Advice and practice (issue 27).
  CONSULTATION_REMINDER: ['title', 'date', 'place', 'name?'],
  CONSULTATION_CONFIRMED: ['title', 'date', 'place', 'name?'],
  PRACTICE_CONFIRMED: ['title', 'date', 'place', 'name?'],
  PRACTICE_PROMOTED: ['title', 'date', 'name?'],
  PRACTICE_CANCELLED: ['title', 'date', 'reason?', 'name?'],
  PRACTICE_REMINDER: ['title', 'date', 'place', 'name?'],
  // Contact messages (issue 27): `replyTo` is the sender's address, shown only to the maker (masked in staff's history).
  CONTACT_MESSAGE: ['senderName', 'replyTo', 'subject', 'message', 'name?'],
  CONTACT_ANSWERED: ['subject', 'answer', 'name?'],
  CONTACT_MAKER_ANSWERED: ['subject', 'answer', 'maker', 'name?'],
  // Exhibitions and the auction (auction service): the work's title, the price in won, the payment deadline (Seoul time).
  AUCTION_OUTBID: ['title', 'price', 'name?'],
  AUCTION_WON: ['title', 'price', 'deadline', 'name?'],
  AUCTION_OFFERED: ['title', 'price', 'deadline', 'name?'],
  AUCTION_WIN_LAPSED: ['title', 'name?'],
  // The makers' shop (shop).
  SHOP_ORDER_RECEIVED: ['order', 'amount', 'bank', 'account', 'holder', 'deadline', 'name?'],
  SHOP_ORDER_PAID: ['order', 'amount', 'name?'],
  SHOP_ORDER_SHIPPED: ['order', 'title', 'carrier', 'tracking', 'name?'],
  SHOP_ORDER_CANCELLED: ['order', 'reason', 'name?'],
  // Applications (issue 20): `position` is the place in the waitlist; `late` says a strike was added.
  APPLICATION_HELD: ['title', 'date', 'booking', 'name?'],
  APPLICATION_WAITLISTED: ['title', 'date', 'booking', 'position?', 'name?'],
  APPLICATION_CANCELLED: ['title', 'date', 'booking', 'late?', 'name?'],
  // fairs: `title` is the fair's Korean title, `titleEn`… its other languages (the outbox writes the
  // recipient's); `date` Seoul time (a buyer's own zone beside it); `place` a table or an online link.
  MEETING_REQUESTED: ['title', 'date', 'with', 'context', 'name?', 'titleEn?', 'titleCn?', 'titleJp?'],
  MEETING_ACCEPTED: ['title', 'date', 'with', 'place', 'name?', 'titleEn?', 'titleCn?', 'titleJp?'],
  MEETING_DECLINED: ['title', 'date', 'with', 'name?', 'titleEn?', 'titleCn?', 'titleJp?'],
  MEETING_PLACED: ['title', 'date', 'with', 'place', 'name?', 'titleEn?', 'titleCn?', 'titleJp?'],
  MEETING_MOVED: ['title', 'date', 'before', 'with', 'place', 'name?', 'titleEn?', 'titleCn?', 'titleJp?'],
  MEETING_CANCELLED: ['title', 'date', 'with', 'name?', 'titleEn?', 'titleCn?', 'titleJp?'],
  SHOP_REFUND_REQUESTED: ['order', 'title', 'reason', 'name?'],
  SHOP_ORDER_REFUNDED: ['order', 'amount', 'points', 'name?'],
  SHOP_REFUND_REJECTED: ['order', 'reason', 'name?'],
} as const satisfies Record<MessageTemplate, readonly string[]>;

/** Transactional messages go to everyone concerned; advertising follows Korean rules (consent, "(광고)", quiet hours). */
export const MESSAGE_PURPOSES = ['TRANSACTIONAL', 'ADVERTISING'] as const;
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number];

export const MESSAGE_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** POST /internal/messages: one message to one recipient, given by address (`to`) or by member (`memberId`). */
export const InternalMessageRequest = Type.Object(
  {
    channel: OneOf(MESSAGE_CHANNELS),
    /**
     * Digits of a phone number (SMS) or an e-mail address (EMAIL). Without it, `memberId` is
     * required and the admin service asks the users service for the member's number or address,
     * language and receive consent.
     */
    to: Type.Optional(Type.String({ minLength: 3, maxLength: 254 })),
    template: OneOf(MESSAGE_TEMPLATES),
    /** The recipient's language; a member's own language when sent by memberId; ko otherwise. */
    locale: Type.Optional(OneOf(LOCALES)),
    params: Type.Optional(
      Type.Record(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]{0,39}$' }), Type.String({ maxLength: 4000 }), { maxProperties: 20, additionalProperties: false }),
    ),
    /** TRANSACTIONAL unless given. ADVERTISING needs a member (memberId) who agreed to receive it. */
    purpose: Type.Optional(OneOf(MESSAGE_PURPOSES)),
    /** The member the message is about, when there is one (the console filters history by it). */
    memberId: Type.Optional(Type.String({ maxLength: 36 })),
  },
  { additionalProperties: false },
);
export type InternalMessageRequest = Static<typeof InternalMessageRequest>;

export const InternalMessageAccepted = Type.Object({ _id: Type.String(), status: OneOf(MESSAGE_STATUSES) });
export type InternalMessageAccepted = Static<typeof InternalMessageAccepted>;

export const INTERNAL_MESSAGES_PATH = '/internal/messages';

// ---- The staff's message history and sends (console, admin service)

/** One message as staff read it in the history. Secret parameters (a code) are masked unless the `log` adapter delivered it. */
export const Message = Type.Object({
  _id: Id,
  channel: OneOf(MESSAGE_CHANNELS),
  /** The phone number's digits or the e-mail address it was sent to. */
  recipient: Type.String(),
  memberId: Type.Union([Type.String(), Type.Null()]),
  template: OneOf(MESSAGE_TEMPLATES),
  locale: OneOf(LOCALES),
  purpose: OneOf(MESSAGE_PURPOSES),
  /** E-mail subject, or an SMS's title (LMS); null when there is none. */
  subject: Type.Union([Type.String(), Type.Null()]),
  body: Type.String(),
  status: OneOf(MESSAGE_STATUSES),
  attempts: Type.Integer({ minimum: 0 }),
  nextAttemptAt: Type.Union([Timestamp, Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
  /** The adapter that delivered it (smtp, sms-http, log); null until sent. */
  deliveredBy: Type.Union([Type.String(), Type.Null()]),
  sentAt: Type.Union([Timestamp, Type.Null()]),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Message = Static<typeof Message>;

/** Seoul calendar day, YYYY-MM-DD. */
const SeoulDay = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 });

/** GET /api/console/messages: newest first; `keyword` matches the recipient; `from`/`until` are Seoul days of creation, inclusive. */
export const MessageListQuery = Type.Intersect([
  ListQuery,
  Type.Object({
    channel: Type.Optional(OneOf(MESSAGE_CHANNELS)),
    status: Type.Optional(OneOf(MESSAGE_STATUSES)),
    memberId: Type.Optional(Type.String({ maxLength: 36 })),
    from: Type.Optional(SeoulDay),
    until: Type.Optional(SeoulDay),
  }),
]);
export type MessageListQuery = Static<typeof MessageListQuery>;

export const MessageList = ListOf('messages', Message);
export type MessageList = Static<typeof MessageList>;
export const MessageDetail = One('message', Message);
export type MessageDetail = Static<typeof MessageDetail>;

/** Whom a staff send goes to: exactly one of an address/number, one member, or a list of members. */
const StaffRecipients = {
  memberId: Type.Optional(Id),
  memberIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true })),
  purpose: Type.Optional(OneOf(MESSAGE_PURPOSES)),
};

/** POST /api/console/messages/email (spec: send email — to, subject, html). The html is sanitised on the server. */
export const StaffEmailRequest = Type.Object(
  {
    to: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    subject: Type.String({ minLength: 1, maxLength: 200 }),
    html: Type.String({ minLength: 1, maxLength: 50_000 }),
    ...StaffRecipients,
  },
  { additionalProperties: false },
);
export type StaffEmailRequest = Static<typeof StaffEmailRequest>;

/** POST /api/console/messages/sms (spec: send message — to, subject, message). */
export const StaffSmsRequest = Type.Object(
  {
    to: Type.Optional(Type.String({ pattern: PHONE_PATTERN, maxLength: 11 })),
    subject: Type.Optional(Type.String({ maxLength: 40 })),
    message: Type.String({ minLength: 1, maxLength: 2000 }),
    ...StaffRecipients,
  },
  { additionalProperties: false },
);
export type StaffSmsRequest = Static<typeof StaffSmsRequest>;

/** Why a member of a staff send got nothing. */
export const MESSAGE_SKIP_REASONS = ['NO_CONSENT', 'NO_CONTACT', 'NOT_FOUND'] as const;
export type MessageSkipReason = (typeof MESSAGE_SKIP_REASONS)[number];

export const StaffSendResult = Type.Object({
  queued: Type.Array(InternalMessageAccepted),
  skipped: Type.Array(Type.Object({ memberId: Type.String(), reason: OneOf(MESSAGE_SKIP_REASONS) })),
});
export type StaffSendResult = Static<typeof StaffSendResult>;

/** Console paths of the message outbox (admin service). */
export const CONSOLE_MESSAGE_PATHS = {
  messages: '/api/console/messages',
  email: '/api/console/messages/email',
  sms: '/api/console/messages/sms',
  groupPreview: '/api/console/messages/group/preview',
  groupEmail: '/api/console/messages/group/email',
  groupSms: '/api/console/messages/group/sms',
} as const;

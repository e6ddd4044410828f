// Members' questions to the centre (spec §3 inquiry statuses, §7 /api/v1/me/inquires — the spec's
// spelling — and the console's center/questions). A member writes a question with up to three
// images; staff answer it, and the member is told through the outbox (INQUIRY_ANSWERED).
import { Type, type Static } from 'typebox';
import { INQUIRY_STATUSES } from './enums.ts';
import { Id, ListQuery, OneOf, Timestamp } from './common.ts';
import { ListOf, One } from './collections.ts';

export const INQUIRY_LIMITS = {
  titleMaxLength: 100,
  contentMaxLength: 5000,
  answerMaxLength: 10_000,
  images: 3,
  /** Bytes per image; larger is a 413. */
  imageBytes: 5 * 1024 * 1024,
  /** Images over all of one member's unanswered questions (disk space one member may hold); more is a 409 INQUIRY_IMAGE_QUOTA. */
  memberOpenImages: 12,
} as const;

/** Image types accepted, recognised from the bytes. */
export const INQUIRY_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Where members and staff reach inquiries. */
export const MEMBER_INQUIRIES_PATH = '/api/v1/me/inquires';
export const CONSOLE_INQUIRIES_PATH = '/api/console/center/questions';
/** The multipart field name of each image (repeat it for several). */
export const INQUIRY_IMAGE_FIELD = 'images';

/** What a member writes (JSON, or the text fields of a multipart form whose files are `images`). */
export const InquiryInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: INQUIRY_LIMITS.titleMaxLength }),
    content: Type.String({ minLength: 1, maxLength: INQUIRY_LIMITS.contentMaxLength }),
  },
  { additionalProperties: false },
);
export type InquiryInput = Static<typeof InquiryInput>;

/**
 * One attached image. `url` is private: it answers only its author (under /api/v1/me) or staff
 * (under /api/console), so the page fetches it with the bearer token and shows it as a blob.
 */
export const InquiryImage = Type.Object({
  name: Type.String(),
  contentType: OneOf(INQUIRY_IMAGE_TYPES),
  url: Type.String(),
});
export type InquiryImage = Static<typeof InquiryImage>;

/** An inquiry as its author reads it. */
export const Inquiry = Type.Object({
  _id: Id,
  title: Type.String(),
  content: Type.String(),
  status: OneOf(INQUIRY_STATUSES),
  /** Readable by its author and staff alone (public Q&A lists it with the title masked); every question asked here is. */
  secret: Type.Boolean(),
  images: Type.Array(InquiryImage),
  /** Staff's answer (sanitised HTML); null while WAITING_REPLY. */
  answer: Type.Union([Type.String(), Type.Null()]),
  answeredAt: Type.Union([Timestamp, Type.Null()]),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Inquiry = Static<typeof Inquiry>;

/** An inquiry as staff read it: who asked, and who answered. */
export const ConsoleInquiry = Type.Intersect([
  Inquiry,
  Type.Object({
    memberId: Type.String(),
    memberName: Type.String(),
    memberUsername: Type.String(),
    answeredBy: Type.Union([Type.String(), Type.Null()]),
  }),
]);
export type ConsoleInquiry = Static<typeof ConsoleInquiry>;

export const InquiryListQuery = Type.Object({
  limit: ListQuery.properties.limit,
  offset: ListQuery.properties.offset,
});
export type InquiryListQuery = Static<typeof InquiryListQuery>;
export const InquiryList = ListOf('inquiries', Inquiry);
export type InquiryList = Static<typeof InquiryList>;
export const InquiryDetail = One('inquiry', Inquiry);
export type InquiryDetail = Static<typeof InquiryDetail>;

/** GET /api/console/center/questions: newest first; `keyword` searches title, content and the member's name or username. */
export const ConsoleInquiryListQuery = Type.Intersect([ListQuery, Type.Object({ status: Type.Optional(OneOf(INQUIRY_STATUSES)) })]);
export type ConsoleInquiryListQuery = Static<typeof ConsoleInquiryListQuery>;
export const ConsoleInquiryList = ListOf('inquiries', ConsoleInquiry);
export type ConsoleInquiryList = Static<typeof ConsoleInquiryList>;
export const ConsoleInquiryDetail = One('inquiry', ConsoleInquiry);
export type ConsoleInquiryDetail = Static<typeof ConsoleInquiryDetail>;

/** PUT /api/console/center/questions/{id}/answer: the answer is sanitised HTML; answering again edits it. */
export const InquiryAnswerInput = Type.Object(
  { answer: Type.String({ minLength: 1, maxLength: INQUIRY_LIMITS.answerMaxLength }) },
  { additionalProperties: false },
);
export type InquiryAnswerInput = Static<typeof InquiryAnswerInput>;

/** The answer's result: the inquiry, and whether the member's notice reached the outbox. */
export const InquiryAnswered = Type.Object({ inquiry: ConsoleInquiry, notified: Type.Boolean() });
export type InquiryAnswered = Static<typeof InquiryAnswered>;

export const InquiryImageParams = Type.Object({ id: Id, name: Type.String({ maxLength: 64 }) });
export type InquiryImageParams = Static<typeof InquiryImageParams>;

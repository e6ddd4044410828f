// Public Q&A (issue 27, spec §7 center/questions for members): members' questions to the centre,
// listed for everyone with their status; a secret one's title and text are for its author and
// staff alone (others see it listed, title masked). The same questions as /api/v1/me/inquires
// (inquiries.ts), which are secret; staff answer them all in the console's center/questions.
import { Type, type Static } from 'typebox';
import { INQUIRY_STATUSES } from './enums.ts';
import { Id, ListQuery, OneOf, QueryFlag, Timestamp } from './common.ts';
import { ListOf, One, Strict } from './collections.ts';
import { INQUIRY_LIMITS } from './inquiries.ts';

export const PUBLIC_QUESTIONS_PATH = '/api/v1/center/questions';

/** A question in the public list. `title` is null on a secret question the reader may not read. */
export const PublicQuestionListItem = Type.Object({
  _id: Id,
  title: Type.Union([Type.String(), Type.Null()]),
  secret: Type.Boolean(),
  /** The reader asked it (signed in). */
  mine: Type.Boolean(),
  /** The asker's name, partly masked (김민수 → 김**). */
  author: Type.String(),
  /** WAITING_REPLY ("waiting for reply") or ANSWERED ("answer complete"). */
  status: OneOf(INQUIRY_STATUSES),
  answeredAt: Type.Union([Timestamp, Type.Null()]),
  createdAt: Timestamp,
});
export type PublicQuestionListItem = Static<typeof PublicQuestionListItem>;

/** One question as its author, staff, or (when not secret) anyone reads it. */
export const PublicQuestion = Type.Object({
  ...PublicQuestionListItem.properties,
  title: Type.String(),
  content: Type.String(),
  /** Staff's answer, sanitised HTML; null while WAITING_REPLY. */
  answer: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Timestamp,
});
export type PublicQuestion = Static<typeof PublicQuestion>;

export const PublicQuestionListQuery = Type.Object({
  ...ListQuery.properties,
  status: Type.Optional(OneOf(INQUIRY_STATUSES)),
  /** Only the reader's own questions (a signed-in member). */
  mine: Type.Optional(QueryFlag),
}, { additionalProperties: false });
export type PublicQuestionListQuery = Static<typeof PublicQuestionListQuery>;
export const PublicQuestionList = ListOf('questions', PublicQuestionListItem);
export type PublicQuestionList = Static<typeof PublicQuestionList>;
export const PublicQuestionDetail = One('question', PublicQuestion);
export type PublicQuestionDetail = Static<typeof PublicQuestionDetail>;

/** POST and PUT (own, unanswered) /api/v1/center/questions: plain text. */
export const PublicQuestionInput = Strict({
  title: Type.String({ minLength: 1, maxLength: INQUIRY_LIMITS.titleMaxLength }),
  content: Type.String({ minLength: 1, maxLength: INQUIRY_LIMITS.contentMaxLength }),
  secret: Type.Boolean(),
});
export type PublicQuestionInput = Static<typeof PublicQuestionInput>;

export const QUESTION_LIMITS = {
  /** Questions one member may post per hour through public Q&A. */
  perMemberPerHour: 10,
} as const;

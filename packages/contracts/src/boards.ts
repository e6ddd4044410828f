import { Type, type Static } from 'typebox';
import { Id, ListQuery, ListSummary, LocalisedText, OneOf, QueryFlag, Timestamp } from './common.ts';
import { FIELD_LIMITS, ListOf, Localised, One, SortParam, Strict, VISIBILITIES, publicationFields, publicationInputFields } from './collections.ts';
import { ImageUrl } from './facilities.ts';

// Boards (spec §7: boards CRUD, boards/{board}/comments, board thumb upload): posts of the centre
// with a thumbnail, written and published by staff like notices, on which signed-in members
// comment; staff hide, show again or delete comments from the console.

/** A board post for readers, in their locale. */
export const BoardPost = Type.Object({
  _id: Id,
  subject: Type.String(),
  summary: Type.String(),
  thumb: Type.Union([Type.Null(), Type.String()]),
  /** Sanitised HTML; only on the detail answer. */
  content: Type.Optional(Type.String()),
  isMain: Type.Boolean(),
  /** A member's post: the author's name, partly masked; null on the centre's own posts (issue 27). */
  author: Type.Union([Type.Null(), Type.String()]),
  /** Comments readers see (hidden ones not counted). */
  comments: Type.Integer({ minimum: 0 }),
  createdAt: Timestamp,
});
export type BoardPost = Static<typeof BoardPost>;

export const BoardListQuery = Type.Intersect([ListQuery, Type.Object({ isMain: Type.Optional(QueryFlag) })]);
export type BoardListQuery = Static<typeof BoardListQuery>;
export const BoardList = ListOf('boards', BoardPost);
export type BoardList = Static<typeof BoardList>;
export const BoardDetail = One('board', BoardPost);
export type BoardDetail = Static<typeof BoardDetail>;

const consoleBoardFields = {
  _id: Id,
  subject: LocalisedText,
  summary: LocalisedText,
  thumb: Type.Union([Type.Null(), Type.String()]),
  isMain: Type.Boolean(),
  /** A member's post: who wrote it (issue 27); null on staff's posts. */
  memberId: Type.Union([Type.Null(), Type.String()]),
  author: Type.Union([Type.Null(), Type.String()]),
  /** Every comment, hidden ones included. */
  comments: Type.Integer({ minimum: 0 }),
  ...publicationFields,
  createdAt: Timestamp,
  updatedAt: Timestamp,
};
export const ConsoleBoardListItem = Type.Object(consoleBoardFields);
export type ConsoleBoardListItem = Static<typeof ConsoleBoardListItem>;
export const ConsoleBoardList = ListOf('boards', ConsoleBoardListItem);
export type ConsoleBoardList = Static<typeof ConsoleBoardList>;
export const ConsoleBoard = Type.Object({ ...consoleBoardFields, content: LocalisedText });
export type ConsoleBoard = Static<typeof ConsoleBoard>;

export const BOARD_SORT_KEYS = ['createdAt', 'updatedAt', 'subject', 'publishAt'] as const;

export const ConsoleBoardListQuery = Type.Object({
  ...ListQuery.properties,
  sort: SortParam(BOARD_SORT_KEYS),
  isMain: Type.Optional(QueryFlag),
  visibility: Type.Optional(OneOf(VISIBILITIES)),
});
export type ConsoleBoardListQuery = Static<typeof ConsoleBoardListQuery>;

export const ConsoleBoardInput = Strict({
  subject: Localised(FIELD_LIMITS.subject),
  summary: Localised(FIELD_LIMITS.summary, { optional: true }),
  content: Localised(FIELD_LIMITS.richText),
  thumb: Type.Union([Type.Null(), ImageUrl]),
  isMain: Type.Boolean(),
  ...publicationInputFields,
});
export type ConsoleBoardInput = Static<typeof ConsoleBoardInput>;

// ---- Comments

export const BOARD_COMMENT_LIMITS = {
  /** Characters of one comment (plain text; no markup is kept). */
  maxLength: 1000,
  /** Comments one member may post per minute, across boards. */
  perMinute: 5,
} as const;

/** `POST /api/console/boards/thumb` (multipart, field `thumb`): a board thumbnail; answers UploadedFile. */
export const CONSOLE_BOARD_THUMB_PATH = '/api/console/boards/thumb';
export const BOARD_THUMB_FIELD = 'thumb';

export const BoardParams = Type.Object({ board: Id });
export const BoardCommentParams = Type.Object({ board: Id, id: Id });

/** A comment as readers see it: the author's name partly masked, never their account. */
export const BoardComment = Type.Object({
  _id: Id,
  author: Type.String(),
  body: Type.String(),
  createdAt: Timestamp,
});
export type BoardComment = Static<typeof BoardComment>;
export const BoardCommentList = ListOf('comments', BoardComment);
export type BoardCommentList = Static<typeof BoardCommentList>;
export const BoardCommentListQuery = ListQuery;

export const BoardCommentInput = Strict({
  body: Type.String({ minLength: 1, maxLength: BOARD_COMMENT_LIMITS.maxLength }),
});
export type BoardCommentInput = Static<typeof BoardCommentInput>;
export const BoardCommentCreated = One('comment', BoardComment);

/** A comment as staff moderate it: who wrote it (member id and name) and whether it is hidden. */
export const ConsoleBoardComment = Type.Object({
  _id: Id,
  boardId: Id,
  memberId: Type.String(),
  author: Type.String(),
  body: Type.String(),
  hidden: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ConsoleBoardComment = Static<typeof ConsoleBoardComment>;
export const ConsoleBoardCommentList = Type.Object({ comments: Type.Array(ConsoleBoardComment), summary: ListSummary });
export type ConsoleBoardCommentList = Static<typeof ConsoleBoardCommentList>;
export const ConsoleBoardCommentListQuery = Type.Object({ ...ListQuery.properties, hidden: Type.Optional(QueryFlag) });
export type ConsoleBoardCommentListQuery = Static<typeof ConsoleBoardCommentListQuery>;
export const ConsoleBoardCommentInput = Strict({ hidden: Type.Boolean() });
export type ConsoleBoardCommentInput = Static<typeof ConsoleBoardCommentInput>;
export const ConsoleBoardCommentDetail = One('comment', ConsoleBoardComment);

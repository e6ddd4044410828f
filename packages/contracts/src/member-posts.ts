// Members' own board posts and their rich-text pictures (issue 27, spec §7 boards CRUD and POST
// /editor for members): where the board allows members to write (a board setting staff switch),
// a signed-in member writes, edits and deletes their own posts; comments work as on staff's posts.
import { Type, type Static } from 'typebox';
import { FIELD_LIMITS, One, Strict, UPLOAD_IMAGE_TYPES } from './collections.ts';

export const MEMBER_BOARD_LIMITS = {
  subjectMaxLength: 200,
  summaryMaxLength: 1000,
  /** Characters of the HTML a member sends (sanitised on write). */
  contentMaxLength: 20_000,
  /** Posts one member may write per hour. */
  perMemberPerHour: 5,
} as const;

/** POST /api/v1/boards and PUT /api/v1/boards/{id} (own posts): one language, rich text sanitised. */
export const MemberBoardInput = Strict({
  subject: Type.String({ minLength: 1, maxLength: MEMBER_BOARD_LIMITS.subjectMaxLength }),
  summary: Type.Optional(Type.String({ maxLength: MEMBER_BOARD_LIMITS.summaryMaxLength })),
  content: Type.String({ minLength: 1, maxLength: Math.min(MEMBER_BOARD_LIMITS.contentMaxLength, FIELD_LIMITS.richText) }),
});
export type MemberBoardInput = Static<typeof MemberBoardInput>;

/** The board's setting: whether members may write posts. Staff edit it; readers see it (to show "write"). */
export const BoardSetting = Strict({ membersMayPost: Type.Boolean() });
export type BoardSetting = Static<typeof BoardSetting>;
export const BoardSettingDetail = One('setting', BoardSetting);
export type BoardSettingDetail = Static<typeof BoardSettingDetail>;
export const BOARD_SETTING_PATHS = { public: '/api/v1/boards/settings', console: '/api/console/boards/settings' } as const;

/** POST /api/v1/editor (multipart, field `file`): a picture for a member's rich text; answers UploadedFile. */
export const MEMBER_EDITOR_PATH = '/api/v1/editor';
export const MEMBER_EDITOR_FIELD = 'file';
export const MEMBER_EDITOR_TYPES = UPLOAD_IMAGE_TYPES;
export const MEMBER_EDITOR_LIMITS = {
  /** Bytes of one picture; larger is a 413. */
  maxBytes: 3 * 1024 * 1024,
  /** Pictures one member may have uploaded in all. */
  perMemberFiles: 100,
  /** Bytes one member may have uploaded in all. */
  perMemberBytes: 50 * 1024 * 1024,
} as const;

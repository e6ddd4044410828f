import multipart from '@fastify/multipart';
import {
  BOARD_SETTING_PATHS,
  BoardDetail,
  BoardSetting,
  BoardSettingDetail,
  ErrorResponse,
  IdParams,
  MEMBER_BOARD_LIMITS,
  MEMBER_EDITOR_FIELD,
  MEMBER_EDITOR_LIMITS,
  MEMBER_EDITOR_PATH,
  MEMBER_EDITOR_TYPES,
  MemberBoardInput,
  UploadedFile,
  boardsResource,
} from '@centre/contracts';
import { newId, sniffUploadType, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { refuse } from '../contact.ts';
import { sanitiseMemberRichText } from '../rich-text.ts';
import { fileUrl } from './files.ts';

const HOUR_MS = 60 * 60_000;
const POSTS = boardsResource.paths.public;
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse, 429: ErrorResponse };

/** Plain text of a field a member fills without markup (subject, summary). */
const plain = (text: string) => text.replace(/[<>]/g, '').trim();

/** The board's setting: readers learn whether members may write; staff switch it. */
export const boardSettingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(BOARD_SETTING_PATHS.public, { schema: { response: { 200: BoardSettingDetail } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { setting: { membersMayPost: await app.boards.memberPosting() } };
  });
  app.get(BOARD_SETTING_PATHS.console, { schema: { response: { 200: BoardSettingDetail } } }, async () => ({ setting: { membersMayPost: await app.boards.memberPosting() } }));
  app.put(BOARD_SETTING_PATHS.console, { schema: { body: BoardSetting, response: { 200: BoardSettingDetail } } }, async (request) => {
    await app.boards.setMemberPosting(request.body.membersMayPost, app.clock.now().toISOString());
    return { setting: { membersMayPost: await app.boards.memberPosting() } };
  });
};

/** Members write, edit and delete their own posts where the board allows it; pictures go through /api/v1/editor. */
export const memberPostRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The member's text, sanitised; refused when nothing is left of it. */
  const textOf = (input: MemberBoardInput) => {
    const text = { subject: plain(input.subject), summary: plain(input.summary ?? ''), content: sanitiseMemberRichText(input.content).trim() };
    if (!text.subject || !text.content) throw refuse('BOARD_POST_EMPTY');
    return text;
  };
  const detail = async (id: string, locale: Parameters<typeof app.boards.findForReaders>[1]) => {
    const board = await app.boards.findForReaders(id, locale, app.clock.now().toISOString());
    if (!board) throw refuse('BOARD_POST_NOT_FOUND');
    return { board };
  };

  app.post(POSTS, { onRequest: app.requireMember, schema: { body: MemberBoardInput, response: { 201: BoardDetail, ...errors } } }, async (request, reply) => {
    const text = textOf(request.body);
    if (!(await app.boards.memberPosting())) throw refuse('BOARD_MEMBERS_CLOSED');
    const { count, resetInMs } = await app.sharedState.hit(`board-posts:${request.user.sub}`, HOUR_MS);
    if (count > MEMBER_BOARD_LIMITS.perMemberPerHour) {
      reply.header('retry-after', String(Math.ceil(resetInMs / 1000)));
      throw refuse('BOARD_POST_RATE_LIMITED');
    }
    const id = await app.boards.createByMember({ id: request.user.sub, name: request.user.name || request.user.username }, text, app.clock.now().toISOString());
    return reply.code(201).send(await detail(id, request.locale));
  });

  app.put(`${POSTS}/:id`, { onRequest: app.requireMember, schema: { params: IdParams, body: MemberBoardInput, response: { 200: BoardDetail, ...errors } } }, async (request) => {
    const text = textOf(request.body);
    if (!(await app.boards.memberPosting())) throw refuse('BOARD_MEMBERS_CLOSED');
    // Another member's post, or staff's, is as absent as one that never existed.
    if (!(await app.boards.updateOwn(request.user.sub, request.params.id, text, app.clock.now().toISOString()))) throw refuse('BOARD_POST_NOT_FOUND');
    return detail(request.params.id, request.locale);
  });

  app.delete(`${POSTS}/:id`, { onRequest: app.requireMember, schema: { params: IdParams, response: { 204: Type.Null(), ...errors } } }, async (request, reply) => {
    if (!(await app.boards.removeOwn(request.user.sub, request.params.id, app.clock.now().toISOString()))) throw refuse('BOARD_POST_NOT_FOUND');
    return reply.code(204).send(null);
  });
};

/**
 * POST /api/v1/editor: a picture for a member's rich text (multipart, field `file`). The type is
 * read from the bytes, the size capped while streaming, and the member's total checked before the
 * file is written; the answer is the public address the editor puts in an <img>.
 */
export const memberEditorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart, { limits: { fileSize: MEMBER_EDITOR_LIMITS.maxBytes, files: 1, fields: 0, parts: 1 } });

  app.post(MEMBER_EDITOR_PATH, { onRequest: app.requireMember, config: { documentedUpload: { fields: [MEMBER_EDITOR_FIELD] } }, schema: { response: { 201: UploadedFile, ...errors } } }, async (request, reply) => {
    if (!request.isMultipart()) throw refuse('UPLOAD_NO_FILE');
    const part = await request.file({ limits: { fileSize: MEMBER_EDITOR_LIMITS.maxBytes } });
    if (!part || part.fieldname !== MEMBER_EDITOR_FIELD) throw refuse('UPLOAD_NO_FILE');
    let content: Buffer;
    try {
      content = await part.toBuffer();
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 413) throw refuse('UPLOAD_TOO_LARGE', { maxBytes: String(MEMBER_EDITOR_LIMITS.maxBytes) });
      throw error;
    }
    if (content.length === 0) throw refuse('UPLOAD_NO_FILE');
    const contentType = await sniffUploadType(content, MEMBER_EDITOR_TYPES);
    if (!contentType) throw refuse('UPLOAD_TYPE_REFUSED');
    const used = await app.db('member_uploads').where({ member_id: request.user.sub }).count({ files: '*' }).sum({ bytes: 'size' }).first() as { files: number | string; bytes: number | string | null };
    if (Number(used.files) + 1 > MEMBER_EDITOR_LIMITS.perMemberFiles || Number(used.bytes ?? 0) + content.length > MEMBER_EDITOR_LIMITS.perMemberBytes) throw refuse('UPLOAD_QUOTA');
    const name = await app.files.put(content, contentType);
    await app.db('member_uploads').insert({ id: newId(), member_id: request.user.sub, name, content_type: contentType, size: content.length, created_at: app.clock.now().toISOString() });
    return reply.code(201).send({ file: { url: fileUrl(name), contentType, size: content.length } });
  });
};

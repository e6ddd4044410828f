import multipart from '@fastify/multipart';
import {
  BOARD_COMMENT_LIMITS,
  BOARD_THUMB_FIELD,
  BoardCommentCreated,
  BoardCommentInput,
  BoardCommentList,
  BoardCommentListQuery,
  BoardCommentParams,
  BoardParams,
  boardsResource,
  CONSOLE_BOARD_THUMB_PATH,
  ConsoleBoardCommentDetail,
  ConsoleBoardCommentInput,
  ConsoleBoardCommentList,
  ConsoleBoardCommentListQuery,
  ErrorResponse,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_TYPES,
  UploadedFile,
} from '@centre/contracts';
import { consoleResourceRoutes, listAnswer, publicResourceRoutes, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { periodProblem } from '../repositories/localised-table.ts';
import { readersOf } from './readers.ts';
import { store } from './uploads.ts';

// Boards (spec §7): posts like notices with a thumbnail; members comment, staff moderate.

const COMMENTS = `${boardsResource.paths.public}/:board/comments`;
const CONSOLE_COMMENTS = `${boardsResource.paths.console}/:board/comments`;
const postNotFound = boardsResource.notFound;
const commentNotFound = 'This comment does not exist or has been removed.';
const MINUTE_MS = 60_000;

export const publicBoardRoutes = publicResourceRoutes(boardsResource, (app) => readersOf(app.boards, 'board'));

/** Readers see a public post's visible comments, oldest first (kept in the public-answer cache). */
export const publicBoardCommentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(COMMENTS, { schema: { params: BoardParams, querystring: BoardCommentListQuery, response: { 200: BoardCommentList, 404: ErrorResponse } } }, async (request, reply) => {
    if (!(await app.boards.isPublic(request.params.board, app.clock.now().toISOString()))) return reply.notFound(postNotFound);
    return listAnswer('comments', request.query, (page) => app.boards.publicComments(request.params.board, page));
  });
};

/** A signed-in member comments on a public post: plain text, length-limited, a few a minute. */
export const memberBoardCommentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    COMMENTS,
    {
      onRequest: app.requireMember,
      schema: { params: BoardParams, body: BoardCommentInput, response: { 201: BoardCommentCreated, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse } },
    },
    async (request, reply) => {
      const body = request.body.body.trim();
      if (!body) return reply.badRequest('A comment cannot be empty.');
      const at = app.clock.now().toISOString();
      if (!(await app.boards.isPublic(request.params.board, at))) return reply.notFound(postNotFound);
      const { count, resetInMs } = await app.sharedState.hit(`board-comments:${request.user.sub}`, MINUTE_MS);
      if (count > BOARD_COMMENT_LIMITS.perMinute) {
        reply.header('retry-after', String(Math.ceil(resetInMs / 1000)));
        return reply.tooManyRequests(`At most ${BOARD_COMMENT_LIMITS.perMinute} comments a minute. Please wait a moment.`);
      }
      const comment = await app.boards.addComment(request.params.board, { id: request.user.sub, name: request.user.name || request.user.username }, body, at);
      return reply.code(201).send({ comment });
    },
  );
};

export const consoleBoardRoutes = consoleResourceRoutes(boardsResource, (app) => ({
  repository: app.boards,
  trash: app.boards,
  check: (input) => periodProblem(input.publishAt, input.unpublishAt),
}));

/** Staff list a post's comments (hidden ones too), hide or show one, delete one; and upload thumbnails. */
export const consoleBoardCommentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post(CONSOLE_BOARD_THUMB_PATH, { schema: { response: { 201: UploadedFile, 400: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse } } }, (request, reply) =>
    store(app.files, request, reply, { types: UPLOAD_IMAGE_TYPES, maxBytes: UPLOAD_IMAGE_MAX_BYTES, refused: 'Only PNG, JPEG and WEBP pictures can be uploaded.', field: BOARD_THUMB_FIELD }));

  app.get(CONSOLE_COMMENTS, { schema: { params: BoardParams, querystring: ConsoleBoardCommentListQuery, response: { 200: ConsoleBoardCommentList, 404: ErrorResponse } } }, async (request, reply) => {
    if (!(await app.boards.exists(request.params.board))) return reply.notFound(postNotFound);
    const { hidden } = request.query;
    const filter = { hidden: hidden === undefined ? undefined : hidden === 'true' };
    return listAnswer('comments', request.query, (page) => app.boards.commentsForConsole(request.params.board, filter, page));
  });

  app.put(`${CONSOLE_COMMENTS}/:id`, { schema: { params: BoardCommentParams, body: ConsoleBoardCommentInput, response: { 200: ConsoleBoardCommentDetail, 404: ErrorResponse } } }, async (request, reply) => {
    const comment = await app.boards.setCommentHidden(request.params.board, request.params.id, request.body.hidden, app.clock.now().toISOString());
    return comment ? { comment } : reply.notFound(commentNotFound);
  });

  app.delete(`${CONSOLE_COMMENTS}/:id`, { schema: { params: BoardCommentParams, response: { 204: Type.Null(), 404: ErrorResponse } } }, async (request, reply) => {
    if (!(await app.boards.deleteComment(request.params.board, request.params.id))) return reply.notFound(commentNotFound);
    return reply.code(204).send(null);
  });
};

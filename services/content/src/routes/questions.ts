import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONSOLE_INQUIRIES_PATH,
  CONSOLE_SCOPE,
  ErrorResponse,
  IdParams,
  PUBLIC_QUESTIONS_PATH,
  PublicQuestionDetail,
  PublicQuestionInput,
  PublicQuestionList,
  PublicQuestionListQuery,
  QUESTION_LIMITS,
  roleMayRequest,
  type AccessTokenPayload,
} from '@centre/contracts';
import { listAnswer, Type, unauthorized, type FastifyPluginAsyncTypebox, type FileStore } from '@centre/server-kit';
import { refuse } from '../contact.ts';
import type { StoredImage } from '../repositories/inquiries.ts';

export interface QuestionRoutesOptions {
  /** The private store of inquiry images (a question asked under /api/v1/me/inquires may hold some). */
  files: FileStore;
}

const HOUR_MS = 60 * 60_000;
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };

/** Staff who may read the console's questions read secret ones here too; a console token of another role does not. */
function isQuestionStaff(user: AccessTokenPayload | null): boolean {
  return Boolean(user && Array.isArray(user.scope) && user.scope.includes(CONSOLE_SCOPE) && roleMayRequest(user.role, 'GET', CONSOLE_INQUIRIES_PATH));
}

async function removeUnreferenced(app: FastifyInstance, files: FileStore, images: readonly StoredImage[]): Promise<void> {
  for (const name of await app.inquiries.unreferenced(images.map((image) => image.name))) await files.delete(name);
}

/** Public Q&A: everyone lists and reads public questions; members ask, edit and delete their own while unanswered. */
export const publicQuestionRoutes: FastifyPluginAsyncTypebox<QuestionRoutesOptions> = async (app, options) => {
  // A token is optional on reads, but one that is sent must be valid: a bad token is a 401, never a visitor.
  const optionalMember = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (request.headers.authorization !== undefined) await app.requireMember.call(app, request, reply);
  };
  const viewerOf = (request: FastifyRequest) => (request.headers.authorization !== undefined ? request.user : null);

  app.get(PUBLIC_QUESTIONS_PATH, { onRequest: optionalMember, schema: { querystring: PublicQuestionListQuery, response: { 200: PublicQuestionList, 401: ErrorResponse } } }, async (request) => {
    const user = viewerOf(request);
    const { limit: _limit, offset: _offset, mine, ...filter } = request.query;
    if (mine === 'true' && !user) throw unauthorized();
    const viewer = { memberId: user?.sub ?? null, staff: isQuestionStaff(user) };
    return listAnswer('questions', request.query, (page) => app.inquiries.listPublic({ ...filter, mine: mine === 'true' }, viewer, page));
  });

  app.get(`${PUBLIC_QUESTIONS_PATH}/:id`, { onRequest: optionalMember, schema: { params: IdParams, response: { 200: PublicQuestionDetail, ...errors } } }, async (request) => {
    const user = viewerOf(request);
    const found = await app.inquiries.findQuestion(request.params.id, user?.sub ?? null);
    if (!found) throw refuse('QUESTION_NOT_FOUND');
    if (found.secret && found.memberId !== user?.sub && !isQuestionStaff(user)) throw refuse('QUESTION_SECRET');
    return { question: found.question };
  });

  app.post(PUBLIC_QUESTIONS_PATH, { onRequest: app.requireMember, schema: { body: PublicQuestionInput, response: { 201: PublicQuestionDetail, ...errors } } }, async (request, reply) => {
    const title = request.body.title.trim();
    const content = request.body.content.trim();
    if (!title || !content) throw refuse('QUESTION_EMPTY');
    const { count, resetInMs } = await app.sharedState.hit(`questions:${request.user.sub}`, HOUR_MS);
    if (count > QUESTION_LIMITS.perMemberPerHour) {
      reply.header('retry-after', String(Math.ceil(resetInMs / 1000)));
      throw refuse('QUESTION_RATE_LIMITED');
    }
    const { sub, name, username } = request.user;
    const created = await app.inquiries.create({ id: sub, name: name || username, username }, { title, content }, [], request.body.secret);
    const found = await app.inquiries.findQuestion(created._id, sub);
    return reply.code(201).send({ question: found!.question });
  });

  app.put(`${PUBLIC_QUESTIONS_PATH}/:id`, { onRequest: app.requireMember, schema: { params: IdParams, body: PublicQuestionInput, response: { 200: PublicQuestionDetail, ...errors } } }, async (request) => {
    const title = request.body.title.trim();
    const content = request.body.content.trim();
    if (!title || !content) throw refuse('QUESTION_EMPTY');
    const outcome = await app.inquiries.updateOwn(request.user.sub, request.params.id, { title, content, secret: request.body.secret });
    // Another member's question is as absent as one that never existed.
    if (outcome === 'missing') throw refuse('QUESTION_NOT_FOUND');
    if (outcome === 'answered') throw refuse('QUESTION_ANSWERED');
    return { question: outcome };
  });

  app.delete(`${PUBLIC_QUESTIONS_PATH}/:id`, { onRequest: app.requireMember, schema: { params: IdParams, response: { 204: Type.Null(), ...errors } } }, async (request, reply) => {
    const outcome = await app.inquiries.deleteOwn(request.user.sub, request.params.id);
    if (outcome === 'missing') throw refuse('QUESTION_NOT_FOUND');
    if (outcome === 'answered') throw refuse('QUESTION_ANSWERED');
    await removeUnreferenced(app, options.files, outcome.images);
    return reply.code(204).send(null);
  });
};

/** DELETE /api/console/center/questions/{id}: staff remove a question (spam), answered or not. */
export const consoleQuestionRoutes: FastifyPluginAsyncTypebox<QuestionRoutesOptions> = async (app, options) => {
  app.delete(`${CONSOLE_INQUIRIES_PATH}/:id`, { schema: { params: IdParams, response: { 204: Type.Null(), 404: ErrorResponse } } }, async (request, reply) => {
    const images = await app.inquiries.deleteById(request.params.id);
    if (!images) throw refuse('QUESTION_NOT_FOUND');
    await removeUnreferenced(app, options.files, images);
    return reply.code(204).send(null);
  });
};

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONSOLE_SCOPE,
  ConsoleMemberFileParams,
  ErrorResponse,
  FieldErrorResponse,
  MEMBER_FILE_KINDS,
  MEMBER_FILE_ROUTE_SEGMENTS,
  MEMBER_FILE_RULES,
  MemberFileList,
  MemberFileParams,
  MemberFileReview,
  MemberFileUploaded,
  MemberUploadParams,
} from '@centre/contracts';
import type { FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { refuse } from '../field-errors.ts';
import { attachmentHeaders, receiveFile, storeFile } from '../member-uploads.ts';
import { publicFile, type StoredMemberFile } from '../repositories/member-files.ts';

const UPLOAD_FIELD = 'file';

async function sendFile(app: FastifyInstance, reply: FastifyReply, file: StoredMemberFile | null) {
  const stored = file ? await app.fileStore.get(file.storedName) : null;
  if (!file || !stored) return reply.notFound('No such file.');
  return reply.headers(attachmentHeaders(file.originalName, stored.contentType)).send(stored.content);
}

/** The member themselves, or staff; anyone else finds nothing there (404, not 403: ids are not confirmed). */
function mayActFor(request: FastifyRequest, memberId: string): boolean {
  return request.user.sub === memberId || (Array.isArray(request.user.scope) && request.user.scope.includes(CONSOLE_SCOPE));
}

/** Member documents, logo and photo: uploads by the spec's routes, downloads for the owner and staff only. */
export const memberFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of MEMBER_FILE_KINDS) {
    // /api/v1/users/* is public by its URL family: these routes ask for the member's token themselves.
    app.post(
      `/api/v1/users/:_id/${MEMBER_FILE_ROUTE_SEGMENTS[kind]}`,
      {
        onRequest: app.requireMember,
        schema: { params: MemberUploadParams, response: { 201: MemberFileUploaded, 400: FieldErrorResponse, 404: ErrorResponse, 413: FieldErrorResponse, 415: FieldErrorResponse } },
      },
      async (request, reply) => {
        const memberId = request.params._id;
        if (!mayActFor(request, memberId)) return reply.notFound('No such member.');
        const member = await app.users.findActiveById(memberId);
        if (!member) return reply.notFound('No such member.');
        if (!MEMBER_FILE_RULES[member.memberKind].allowed.includes(kind)) refuse(request, 400, UPLOAD_FIELD, 'INVALID_VALUE');
        if (!request.isMultipart()) refuse(request, 400, UPLOAD_FIELD, 'ATTACH_FILE');
        const part = await request.file();
        if (!part || part.fieldname !== UPLOAD_FIELD) refuse(request, 400, UPLOAD_FIELD, 'ATTACH_FILE');
        const stored = await storeFile(app, request, await receiveFile(request, part, kind));
        const file = await app.memberFiles.put(member.id, stored, app.clock.now().toISOString());
        return reply.code(201).send({ file: publicFile(file) });
      },
    );
  }

  app.get('/api/v1/me/files', { schema: { response: { 200: MemberFileList } } }, async (request) => ({
    files: (await app.memberFiles.listFor(request.user.sub)).map(publicFile),
  }));

  app.get('/api/v1/me/files/:id', { schema: { params: MemberFileParams, response: { 404: ErrorResponse } } }, async (request, reply) =>
    sendFile(app, reply, await app.memberFiles.findOf(request.user.sub, request.params.id)),
  );

  app.get('/api/console/users/:id/files/:fileId', { schema: { params: ConsoleMemberFileParams, response: { 404: ErrorResponse } } }, async (request, reply) =>
    sendFile(app, reply, await app.memberFiles.findOf(request.params.id, request.params.fileId)),
  );

  app.put(
    '/api/console/users/:id/files/:fileId/review',
    { schema: { params: ConsoleMemberFileParams, body: MemberFileReview, response: { 200: MemberFileUploaded, 400: FieldErrorResponse, 404: ErrorResponse } } },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const reviewed = await app.memberFiles.review(
        id,
        fileId,
        { state: request.body.reviewState, validUntil: request.body.reviewState === 'APPROVED' ? (request.body.validUntil ?? null) : null, note: request.body.note ?? null },
        app.clock.now().toISOString(),
      );
      const file = reviewed ? await app.memberFiles.findOf(id, fileId) : null;
      if (!file) return reply.notFound('No such document to review.');
      return { file: publicFile(file) };
    },
  );
};

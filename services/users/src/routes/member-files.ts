import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ConsoleMemberFileParams,
  ErrorResponse,
  FieldErrorResponse,
  MEMBER_FILE_KINDS,
  MEMBER_FILE_ROUTE_SEGMENTS,
  MEMBER_FILE_RULES,
  MEMBER_FILES_QUOTA_BYTES,
  MEMBER_SCOPE,
  MemberFileList,
  MemberFileParams,
  MemberFileReview,
  MemberFileUploaded,
  MemberUploadParams,
} from '@centre/contracts';
import type { FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { refuse } from '../form-refusals.ts';
import { attachmentHeaders, receiveFile, storeFile, type ReceivedFile } from '../member-uploads.ts';
import { publicFile, type StoredMemberFile } from '../repositories/member-files.ts';
import type { User } from '../repositories/users.ts';

const UPLOAD_FIELD = 'file';

async function sendFile(app: FastifyInstance, reply: FastifyReply, file: StoredMemberFile | null) {
  const stored = file ? await app.fileStore.get(file.storedName) : null;
  if (!file || !stored) return reply.notFound('No such file.');
  return reply.headers(attachmentHeaders(file.originalName, stored.contentType)).send(stored.content);
}

/**
 * The member's own active account, for the member routes: staff (any role) find nothing here and
 * review members' files through the console routes, under the review permission. Anyone else finds
 * nothing either (404, not 403: ids are not confirmed).
 */
async function ownAccount(app: FastifyInstance, request: FastifyRequest, memberId: string): Promise<User | null> {
  if (request.user.sub !== memberId || !Array.isArray(request.user.scope) || !request.user.scope.includes(MEMBER_SCOPE)) return null;
  const member = await app.users.findMemberById(memberId);
  return member?.status === 'ACTIVE' ? member : null;
}

/** 413 when the upload would take the member's files past the quota (the file it replaces not counted). */
async function checkQuota(app: FastifyInstance, request: FastifyRequest, memberId: string, file: ReceivedFile): Promise<void> {
  if ((await app.memberFiles.bytesOf(memberId, file.kind)) + file.content.length > MEMBER_FILES_QUOTA_BYTES) {
    refuse(request, 413, file.field, 'FILES_QUOTA', { max: MEMBER_FILES_QUOTA_BYTES / 1024 / 1024 });
  }
}

/** Member documents, logo and photo: uploads by the member alone, downloads for the owner and reviewing staff only. */
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
        // Asked before a byte of the upload is read: a foreign or unknown id stores nothing.
        const member = await ownAccount(app, request, request.params._id);
        if (!member) return reply.notFound('No such member.');
        if (!MEMBER_FILE_RULES[member.memberKind].allowed.includes(kind)) refuse(request, 400, UPLOAD_FIELD, 'INVALID_VALUE');
        if (!request.isMultipart()) refuse(request, 400, UPLOAD_FIELD, 'ATTACH_FILE');
        const part = await request.file();
        if (!part || part.fieldname !== UPLOAD_FIELD) refuse(request, 400, UPLOAD_FIELD, 'ATTACH_FILE');
        const received = await receiveFile(request, part, kind);
        await checkQuota(app, request, member.id, received);
        const stored = await storeFile(app, request, received);
        const { file, unreferenced } = await app.memberFiles.put(member.id, stored, app.clock.now().toISOString());
        if (unreferenced) await app.fileStore.delete(unreferenced);
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

  // A staff account's id finds nothing under /api/console/users, as in every member screen.
  app.get('/api/console/users/:id/files/:fileId', { schema: { params: ConsoleMemberFileParams, response: { 404: ErrorResponse } } }, async (request, reply) =>
    sendFile(app, reply, (await app.users.findMemberById(request.params.id)) ? await app.memberFiles.findOf(request.params.id, request.params.fileId) : null),
  );

  app.put(
    '/api/console/users/:id/files/:fileId/review',
    { schema: { params: ConsoleMemberFileParams, body: MemberFileReview, response: { 200: MemberFileUploaded, 400: FieldErrorResponse, 404: ErrorResponse } } },
    async (request, reply) => {
      const { id, fileId } = request.params;
      if (!(await app.users.findMemberById(id))) return reply.notFound('No such document to review.');
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

// A member's attachments to their consultation (issue 27): the member uploads files one at a time
// (PDF or a picture read from the bytes, at most CONSULTATION_ATTACHMENT_LIMITS) to their own live
// consultation, into the service's private store; only that member and staff with the advice
// permission list and download them (another member gets 404). Erased with the consultation's
// text when the member withdraws (advice.ts, eraseWithdrawn).
import multipart from '@fastify/multipart';
import {
  ADVICE_PATHS,
  ADVICE_REFUSALS,
  CONSULTATION_ATTACHMENT_FIELD,
  CONSULTATION_ATTACHMENT_LIMITS,
  CONSULTATION_ATTACHMENT_TYPES,
  ConsultationAttachmentCreated,
  ConsultationAttachmentList,
  ConsultationAttachmentParams,
  ErrorResponse,
  IdParams,
} from '@centre/contracts';
import { cleanFileName, sendDownload, sniffUploadType, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refusalFrom } from '../booking/refusals.ts';

const CONSULTATION_NOT_FOUND = 'This consultation does not exist.';
const ATTACHMENT_NOT_FOUND = 'This attachment does not exist.';
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse };

/** The one file of the request (field `file`), typed by its bytes; refused with a code before anything is stored. */
async function uploadedAttachment(request: FastifyRequest): Promise<{ content: Buffer; contentType: string; name: string }> {
  if (!request.isMultipart()) throw refusalFrom(ADVICE_REFUSALS, 'ATTACHMENT_REQUIRED');
  const part = await request.file({ limits: { fileSize: CONSULTATION_ATTACHMENT_LIMITS.maxBytes } });
  if (!part || part.fieldname !== CONSULTATION_ATTACHMENT_FIELD) throw refusalFrom(ADVICE_REFUSALS, 'ATTACHMENT_REQUIRED');
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw refusalFrom(ADVICE_REFUSALS, 'ATTACHMENT_TOO_LARGE');
    throw error;
  }
  if (content.length === 0) throw refusalFrom(ADVICE_REFUSALS, 'ATTACHMENT_REQUIRED');
  const contentType = await sniffUploadType(content, CONSULTATION_ATTACHMENT_TYPES);
  if (!contentType) throw refusalFrom(ADVICE_REFUSALS, 'ATTACHMENT_TYPE');
  return { content, contentType, name: cleanFileName(part.filename, contentType) };
}

export const consultationAttachmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: CONSULTATION_ATTACHMENT_LIMITS.maxBytes, files: 1, fields: 0, parts: 1 } });

  const download = async (consultationId: string, attachmentId: string, reply: FastifyReply) => {
    const attachment = await app.consultationAttachments.find(consultationId, attachmentId);
    const file = attachment ? await app.consultationAttachmentFiles.get(attachment.storedName) : null;
    if (!attachment || !file) return reply.notFound(ATTACHMENT_NOT_FOUND);
    // Personal: never kept by a shared cache (the member and console routes answer no-store).
    reply.header('cache-control', 'no-store');
    return sendDownload(reply, file.content, file.contentType, attachment.name);
  };
  const ownConsultation = (memberId: string, id: string) => app.consultationAttachments.consultationExists(id, memberId);

  // The member's own (/api/v1/me/*: the member's token; only its subject is used). Another member's consultation is a 404.
  app.post(
    `${ADVICE_PATHS.myConsultations}/:id/attachments`,
    { config: { documentedUpload: { fields: [CONSULTATION_ATTACHMENT_FIELD] } }, schema: { params: IdParams, response: { 201: ConsultationAttachmentCreated, ...errors } } },
    async (request, reply) => {
      // Whose consultation it is before a byte is read.
      if (!(await ownConsultation(request.user.sub, request.params.id))) return reply.notFound(CONSULTATION_NOT_FOUND);
      const file = await uploadedAttachment(request);
      const outcome = await app.consultationAttachments.add(
        request.user.sub,
        request.params.id,
        { name: file.name, contentType: file.contentType, size: file.content.length },
        CONSULTATION_ATTACHMENT_LIMITS.perConsultation,
        app.clock.now().toISOString(),
        () => app.consultationAttachmentFiles.put(file.content, file.contentType),
      );
      if (outcome === 'missing') return reply.notFound(CONSULTATION_NOT_FOUND);
      if (outcome === 'closed') throw refusalFrom(ADVICE_REFUSALS, 'ATTACHMENT_CLOSED');
      if (outcome === 'full') throw refusalFrom(ADVICE_REFUSALS, 'ATTACHMENTS_FULL');
      return reply.code(201).send({ attachment: outcome });
    },
  );

  app.get(`${ADVICE_PATHS.myConsultations}/:id/attachments`, { schema: { params: IdParams, response: { 200: ConsultationAttachmentList, 404: ErrorResponse } } }, async (request, reply) => {
    if (!(await ownConsultation(request.user.sub, request.params.id))) return reply.notFound(CONSULTATION_NOT_FOUND);
    return { attachments: await app.consultationAttachments.list(request.params.id) };
  });

  app.get(`${ADVICE_PATHS.myConsultations}/:id/attachments/:attachmentId`, { schema: { params: ConsultationAttachmentParams } }, async (request, reply) => {
    if (!(await ownConsultation(request.user.sub, request.params.id))) return reply.notFound(ATTACHMENT_NOT_FOUND);
    return download(request.params.id, request.params.attachmentId, reply);
  });

  // Staff with the advice permission (the console's permission table guards /api/console/advice).
  app.get(`${ADVICE_PATHS.consoleRequests}/:id/attachments`, { schema: { params: IdParams, response: { 200: ConsultationAttachmentList, 404: ErrorResponse } } }, async (request, reply) => {
    if (!(await app.consultationAttachments.consultationExists(request.params.id))) return reply.notFound(CONSULTATION_NOT_FOUND);
    return { attachments: await app.consultationAttachments.list(request.params.id) };
  });

  app.get(`${ADVICE_PATHS.consoleRequests}/:id/attachments/:attachmentId`, { schema: { params: ConsultationAttachmentParams } }, async (request, reply) =>
    download(request.params.id, request.params.attachmentId, reply),
  );
};

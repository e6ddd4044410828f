import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  CONSOLE_DOCUMENTS_PATH,
  CONSOLE_FILES_PATH,
  ErrorResponse,
  UPLOAD_DOCUMENT_MAX_BYTES,
  UPLOAD_DOCUMENT_TYPES,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_TYPES,
  UploadedFile,
} from '@centre/contracts';
import { sniffUploadType, type FastifyPluginAsyncTypebox, type FileStore } from '@centre/server-kit';
import { fileUrl } from './files.ts';

/**
 * Files staff upload (multipart, field `file`): pictures for the rich-text editor and image fields,
 * documents for downloadable forms. The type is read from the bytes (never SVG, which can carry
 * script), the size is capped while streaming (413), and the answer is the public address.
 */
export const consoleUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The larger limit here; each route checks its own below.
  await app.register(multipart, { limits: { fileSize: UPLOAD_DOCUMENT_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const schema = { response: { 201: UploadedFile, 400: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse } };

  app.post(CONSOLE_FILES_PATH, { schema }, (request, reply) =>
    store(app.files, request, reply, { types: UPLOAD_IMAGE_TYPES, maxBytes: UPLOAD_IMAGE_MAX_BYTES, refused: 'Only PNG, JPEG and WEBP pictures can be uploaded.' }));

  app.post(CONSOLE_DOCUMENTS_PATH, { schema }, (request, reply) =>
    store(app.files, request, reply, { types: UPLOAD_DOCUMENT_TYPES, maxBytes: UPLOAD_DOCUMENT_MAX_BYTES, refused: 'Only PDF documents and PNG, JPEG or WEBP pictures can be uploaded.' }));
};

/** Stores the one file of a multipart request (in `rule.field`, "file" by default) and answers its address. */
export async function store(files: FileStore, request: FastifyRequest, reply: FastifyReply, rule: { types: readonly string[]; maxBytes: number; refused: string; field?: string }) {
  const field = rule.field ?? 'file';
  if (!request.isMultipart()) return reply.unsupportedMediaType(`Send the file as multipart/form-data in the field "${field}".`);
  const part = await request.file({ limits: { fileSize: rule.maxBytes } });
  if (!part || part.fieldname !== field) return reply.badRequest(`Send the file in the field "${field}".`);
  // toBuffer() throws a 413 once the stream passes the size limit.
  const content = await part.toBuffer();
  if (content.length === 0) return reply.badRequest('The file is empty.');
  const contentType = await sniffUploadType(content, rule.types);
  if (!contentType) return reply.unsupportedMediaType(rule.refused);
  const name = await files.put(content, contentType);
  return reply.code(201).send({ file: { url: fileUrl(name), contentType, size: content.length } });
}

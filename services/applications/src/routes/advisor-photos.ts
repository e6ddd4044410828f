// An advisor's photo (issue 27): staff with the advice permission upload one picture (PNG, JPEG or
// WebP read from the bytes, at most UPLOAD_IMAGE_MAX_BYTES), kept in this service's file store under
// its content hash; the public reads it at /api/v1/lawyers/photos/{name}, served as the type read
// at upload, never sniffed by the browser, and with no script allowed.
import multipart from '@fastify/multipart';
import { ADVICE_PATHS, ADVICE_REFUSALS, advisorPhotoUrl, ErrorResponse, IdParams, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES, UploadedFile } from '@centre/contracts';
import { sniffUploadType, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import type { FastifyRequest } from 'fastify';
import { refusalFrom } from '../booking/refusals.ts';

const PhotoParams = Type.Object({ name: Type.String({ pattern: '^[0-9a-f]{32}\\.(png|jpg|webp)$', maxLength: 40 }) }, { additionalProperties: false });

/** The one picture of the request (field `file`); refused with a code before anything is stored. */
async function uploadedPhoto(request: FastifyRequest): Promise<{ content: Buffer; contentType: string }> {
  if (!request.isMultipart()) throw refusalFrom(ADVICE_REFUSALS, 'PHOTO_REQUIRED');
  const part = await request.file({ limits: { fileSize: UPLOAD_IMAGE_MAX_BYTES } });
  if (!part || part.fieldname !== 'file') throw refusalFrom(ADVICE_REFUSALS, 'PHOTO_REQUIRED');
  const content = await part.toBuffer();
  const contentType = content.length > 0 ? await sniffUploadType(content, UPLOAD_IMAGE_TYPES) : null;
  if (!contentType) throw refusalFrom(ADVICE_REFUSALS, 'PHOTO_TYPE');
  return { content, contentType };
}

export const advisorPhotoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  // Answers like every console upload (the stored file's public address, type and size), so the console's upload button serves it.
  app.post(
    `${ADVICE_PATHS.consoleAdvisors}/:id/photo`,
    { config: { documentedUpload: { fields: ['file'] } }, schema: { params: IdParams, response: { 200: UploadedFile, 400: ErrorResponse, 404: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse } } },
    async (request, reply) => {
      if (!(await app.advice.findAdvisorForConsole(request.params.id))) return reply.notFound('This advisor does not exist.');
      const photo = await uploadedPhoto(request);
      const name = await app.advisorPhotos.put(photo.content, photo.contentType);
      if (!(await app.advice.setAdvisorPhoto(request.params.id, name, app.clock.now().toISOString()))) return reply.notFound('This advisor does not exist.');
      return { file: { url: advisorPhotoUrl(name)!, contentType: photo.contentType, size: photo.content.length } };
    },
  );

  app.get(`${ADVICE_PATHS.lawyerPhotos}/:name`, { schema: { params: PhotoParams } }, async (request, reply) => {
    const file = await app.advisorPhotos.get(request.params.name);
    if (!file) return reply.notFound('This file does not exist.');
    reply.header('content-type', file.contentType).header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'");
    // Named by the bytes: a new photo is a new address.
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return reply.send(file.content);
  });
};

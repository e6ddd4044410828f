// The one picture of a multipart upload (product and review pictures alike): the field `file`,
// PNG, JPEG or WEBP read from the bytes, at most UPLOAD_IMAGE_MAX_BYTES (413 beyond).
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@centre/contracts';
import { sniffUploadType } from '@centre/server-kit';
import type { FastifyRequest } from 'fastify';
import { refusal } from './refusals.ts';

export interface UploadedPicture {
  content: Buffer;
  contentType: string;
  /** Text fields sent before the file (the multipart registration says how many may come). */
  fields: Record<string, string>;
}

export async function uploadedPicture(request: FastifyRequest): Promise<UploadedPicture> {
  if (!request.isMultipart()) throw refusal('IMAGE_REQUIRED');
  const part = await request.file({ limits: { fileSize: UPLOAD_IMAGE_MAX_BYTES } });
  if (!part || part.fieldname !== 'file') throw refusal('IMAGE_REQUIRED');
  const content = await part.toBuffer();
  const contentType = content.length > 0 ? await sniffUploadType(content, UPLOAD_IMAGE_TYPES) : null;
  if (!contentType) throw refusal('IMAGE_TYPE');
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    if (value && !Array.isArray(value) && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }
  return { content, contentType, fields };
}

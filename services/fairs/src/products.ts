// Fair products are written by the fair's approved exhibitor, each for their own list only.
import { FAIR_LIMITS, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES, type FairProductInput } from '@centre/contracts';
import { sniffUploadType } from '@centre/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publishedFair } from './participating.ts';
import { refusal } from './refusals.ts';

async function approvedExhibitorId(app: FastifyInstance, memberId: string, fairId: string): Promise<string> {
  await publishedFair(app, fairId);
  const exhibitor = await app.fairParticipants.exhibitorOfMember(fairId, memberId);
  if (exhibitor?.status !== 'APPROVED') throw refusal('NOT_AN_EXHIBITOR');
  return exhibitor.id;
}

function checkPrices(input: FairProductInput): void {
  if (input.priceMin > input.priceMax) throw refusal('PRICE_RANGE');
}

/** The product must exist at this fair and be on this exhibitor's list. */
async function ownProduct(app: FastifyInstance, fairId: string, productId: string, exhibitorId: string): Promise<void> {
  const product = await app.fairProducts.find(fairId, productId);
  if (!product) throw refusal('PRODUCT_NOT_FOUND');
  if (product.exhibitorId !== exhibitorId) throw refusal('PRODUCT_NOT_YOURS');
}

export async function addProduct(app: FastifyInstance, memberId: string, fairId: string, input: FairProductInput): Promise<string> {
  const exhibitorId = await approvedExhibitorId(app, memberId, fairId);
  checkPrices(input);
  return app.fairProducts.create(fairId, exhibitorId, input, app.clock.now().toISOString());
}

export async function changeProduct(app: FastifyInstance, memberId: string, fairId: string, productId: string, input: FairProductInput): Promise<void> {
  const exhibitorId = await approvedExhibitorId(app, memberId, fairId);
  checkPrices(input);
  await ownProduct(app, fairId, productId, exhibitorId);
  if (!(await app.fairProducts.update(fairId, productId, exhibitorId, input, app.clock.now().toISOString()))) throw refusal('PRODUCT_NOT_FOUND');
}

export async function removeProduct(app: FastifyInstance, memberId: string, fairId: string, productId: string): Promise<void> {
  const exhibitorId = await approvedExhibitorId(app, memberId, fairId);
  await ownProduct(app, fairId, productId, exhibitorId);
  const unused = await app.fairProducts.remove(fairId, productId, exhibitorId);
  if (!unused) throw refusal('PRODUCT_NOT_FOUND');
  await forgetFiles(app, unused);
}

/** Bytes no photo uses any more leave the store (after the rows are gone; a failure only leaves a file behind). */
async function forgetFiles(app: FastifyInstance, names: string[]): Promise<void> {
  for (const name of names) await app.fairPhotos.delete(name).catch((error: unknown) => app.log.warn({ err: error, name }, 'fair photo file not removed'));
}

/** The one photo of a multipart request (field `file`): PNG, JPEG or WebP read from the bytes, at most UPLOAD_IMAGE_MAX_BYTES. */
async function uploadedPhoto(request: FastifyRequest): Promise<{ content: Buffer; contentType: string }> {
  if (!request.isMultipart()) throw refusal('PHOTO_REQUIRED');
  let content: Buffer;
  try {
    const part = await request.file({ limits: { fileSize: UPLOAD_IMAGE_MAX_BYTES } });
    if (!part || part.fieldname !== 'file') throw refusal('PHOTO_REQUIRED');
    content = await part.toBuffer();
    if (part.file.truncated) throw refusal('PHOTO_TOO_LARGE');
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusal('PHOTO_TOO_LARGE');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw refusal('PHOTO_REQUIRED');
    throw error;
  }
  if (content.length === 0) throw refusal('PHOTO_REQUIRED');
  const contentType = await sniffUploadType(content, UPLOAD_IMAGE_TYPES);
  if (!contentType) throw refusal('PHOTO_TYPE');
  return { content, contentType };
}

/** The owning approved exhibitor adds a photo to their product (at most FAIR_LIMITS.productPhotos shown). */
export async function addProductPhoto(app: FastifyInstance, request: FastifyRequest, memberId: string, fairId: string, productId: string): Promise<void> {
  const exhibitorId = await approvedExhibitorId(app, memberId, fairId);
  await ownProduct(app, fairId, productId, exhibitorId);
  // Refused before any byte is stored; the count is decided again, under a lock, when the row is written.
  if ((await app.fairProducts.shownPhotoCount(productId)) >= FAIR_LIMITS.productPhotos) throw refusal('TOO_MANY_PHOTOS');
  const photo = await uploadedPhoto(request);
  const store = () => app.fairPhotos.put(photo.content, photo.contentType);
  const added = await app.fairProducts.addPhoto(fairId, productId, exhibitorId, { store, contentType: photo.contentType }, FAIR_LIMITS.productPhotos, app.clock.now().toISOString());
  if (added === 'FULL') throw refusal('TOO_MANY_PHOTOS');
  if (added === 'GONE') throw refusal('PRODUCT_NOT_FOUND');
}

/** The owning approved exhibitor removes a photo of their product; staff (exhibitorId null) remove any. */
export async function removeProductPhoto(app: FastifyInstance, fairId: string, productId: string, photoId: string, memberId: string | null): Promise<void> {
  let exhibitorId: string | null = null;
  if (memberId) {
    exhibitorId = await approvedExhibitorId(app, memberId, fairId);
    await ownProduct(app, fairId, productId, exhibitorId);
  }
  const unused = await app.fairProducts.removePhoto(fairId, productId, photoId, exhibitorId, app.clock.now().toISOString());
  if (!unused) throw refusal('PHOTO_NOT_FOUND');
  await forgetFiles(app, unused);
}

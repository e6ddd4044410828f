import multipart from '@fastify/multipart';
import { ErrorResponse, IdParams, ReviewDetail, SHOP_LIMITS, SHOP_PATHS, UPLOAD_IMAGE_MAX_BYTES } from '@centre/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import type { FastifyInstance } from 'fastify';
import { refusal } from '../refusals.ts';
import { uploadedPicture } from '../uploaded-picture.ts';

const ImageParams = Type.Object({ id: IdParams.properties.id, imageId: IdParams.properties.id }, { additionalProperties: false });

/** The member's own review (another member's is not revealed), without the member's id. */
async function ownReview(app: FastifyInstance, memberId: string, reviewId: string) {
  const review = await app.reviews.find(reviewId);
  if (!review || review.memberId !== memberId) throw refusal('REVIEW_NOT_FOUND');
  const { memberId: _member, ...own } = review;
  return own;
}

/** The file goes once no picture refers to it any more (the store names files by their bytes). */
async function dropUnusedFile(app: FastifyInstance, storedName: string): Promise<void> {
  if (await app.reviews.fileInUse(storedName)) return;
  await app.reviewImages.delete(storedName).catch((error: unknown) => app.log.warn({ err: error }, 'a review picture was not removed; it stays unreferenced'));
}

/**
 * A reviewer's pictures (up to three, each with the words a screen reader says for it) through the
 * file store, with the product pictures' checks. Served by picture id, not by stored name, so a
 * review staff hide stops showing its pictures at once; the public cache is therefore short.
 */
export const reviewImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_IMAGE_MAX_BYTES, files: 1, fields: 1, fieldSize: 1024, parts: 2 } });
  const refusals = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse };

  app.post(`${SHOP_PATHS.reviews}/:id/images`, { config: { documentedUpload: { fields: ['alt', 'file'] } }, schema: { params: IdParams, response: { 200: ReviewDetail, ...refusals } } }, async (request) => {
    // Every refusal comes before the file is stored: a refused upload leaves nothing behind.
    const review = await ownReview(app, request.user.sub, request.params.id);
    if (review.hidden) throw refusal('REVIEW_HIDDEN');
    if (review.images.length >= SHOP_LIMITS.maxReviewImages) throw refusal('TOO_MANY_REVIEW_IMAGES');
    const picture = await uploadedPicture(request);
    const alt = (picture.fields.alt ?? '').trim();
    if (alt.length === 0 || alt.length > SHOP_LIMITS.reviewImageAlt) throw refusal('REVIEW_IMAGE_ALT');
    const name = await app.reviewImages.put(picture.content, picture.contentType);
    if (!(await app.reviews.addImage(review._id, name, alt, app.clock.now().toISOString()))) {
      // Another upload took the last place meanwhile.
      await dropUnusedFile(app, name);
      throw refusal('TOO_MANY_REVIEW_IMAGES');
    }
    return { review: await ownReview(app, request.user.sub, review._id) };
  });

  app.delete(`${SHOP_PATHS.reviews}/:id/images/:imageId`, { schema: { params: ImageParams, response: { 200: ReviewDetail, 404: ErrorResponse } } }, async (request) => {
    const review = await ownReview(app, request.user.sub, request.params.id);
    const name = await app.reviews.removeImage(review._id, request.params.imageId);
    if (!name) throw refusal('REVIEW_IMAGE_NOT_FOUND');
    await dropUnusedFile(app, name);
    return { review: await ownReview(app, request.user.sub, review._id) };
  });

  app.get('/api/v1/shop/reviews/:id/images/:imageId', { schema: { params: ImageParams } }, async (request, reply) => {
    const name = await app.reviews.shownImage(request.params.id, request.params.imageId);
    const file = name ? await app.reviewImages.get(name) : null;
    if (!file) throw refusal('REVIEW_IMAGE_NOT_FOUND');
    reply.header('content-type', file.contentType).header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'");
    reply.header('cache-control', 'public, max-age=300');
    return reply.send(file.content);
  });
};

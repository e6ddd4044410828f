import multipart from '@fastify/multipart';
import { ErrorResponse, IdParams, OwnProductDetail, SHOP_PATHS, UPLOAD_IMAGE_MAX_BYTES } from '@centre/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { ownProduct, requireSeller } from '../selling.ts';
import { refusal } from '../refusals.ts';
import { uploadedPicture } from '../uploaded-picture.ts';

/** Public address of a stored product picture. */
export const productImageUrl = (name: string) => `${SHOP_PATHS.images}/${name}`;
const ImageParams = Type.Object({ id: IdParams.properties.id, name: Type.String({ pattern: '^[0-9a-f]{32}\\.(png|jpg|webp)$', maxLength: 40 }) }, { additionalProperties: false });

/**
 * A seller's product pictures (`thumb` and up to ten `images`) through the file store, and the
 * public address that serves them. Stored names are content hashes: cached for a year.
 */
export const productImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const schema = { params: IdParams, response: { 200: OwnProductDetail, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse } };

  app.post(`${SHOP_PATHS.myProducts}/:id/thumb`, { config: { documentedUpload: { fields: ['file'] } }, schema }, async (request) => {
    await requireSeller(app, request.user.sub);
    await ownProduct(app, request.user.sub, request.params.id);
    const picture = await uploadedPicture(request);
    const name = await app.productImages.put(picture.content, picture.contentType);
    await app.products.setThumb(request.params.id, productImageUrl(name), app.clock.now().toISOString());
    return { product: await ownProduct(app, request.user.sub, request.params.id) };
  });

  app.post(`${SHOP_PATHS.myProducts}/:id/images`, { config: { documentedUpload: { fields: ['file'] } }, schema }, async (request) => {
    await requireSeller(app, request.user.sub);
    await ownProduct(app, request.user.sub, request.params.id);
    const picture = await uploadedPicture(request);
    const name = await app.productImages.put(picture.content, picture.contentType);
    if (!(await app.products.addImage(request.params.id, productImageUrl(name), app.clock.now().toISOString()))) throw refusal('TOO_MANY_IMAGES');
    return { product: await ownProduct(app, request.user.sub, request.params.id) };
  });

  app.delete(`${SHOP_PATHS.myProducts}/:id/images/:name`, { schema: { ...schema, params: ImageParams } }, async (request) => {
    await ownProduct(app, request.user.sub, request.params.id);
    await app.products.removeImage(request.params.id, productImageUrl(request.params.name), app.clock.now().toISOString());
    return { product: await ownProduct(app, request.user.sub, request.params.id) };
  });

  app.get(`${SHOP_PATHS.images}/:name`, { schema: { params: Type.Object({ name: ImageParams.properties.name }, { additionalProperties: false }) } }, async (request, reply) => {
    const file = await app.productImages.get((request.params as { name: string }).name);
    if (!file) return reply.notFound('This file does not exist.');
    reply.header('content-type', file.contentType).header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'");
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return reply.send(file.content);
  });
};

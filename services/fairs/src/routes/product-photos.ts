// Fair product photos: the owning approved exhibitor uploads (multipart, field `file`) and removes
// them; everyone sees the shown ones of a published fair; staff list the products with every
// photo, hide and remove any.
import multipart from '@fastify/multipart';
import {
  ConsoleFairProductList,
  ConsoleFairProductPhotos,
  FairParams,
  FairProductQuery,
  ErrorResponse,
  FairProductAnswer,
  FairProductParams,
  FairProductPhotoParams,
  FairProductPhotoVisibility,
  UPLOAD_IMAGE_MAX_BYTES,
} from '@centre/contracts';
import { listAnswer, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import type { FastifyReply } from 'fastify';
import { publishedFair } from '../participating.ts';
import { addProductPhoto, removeProductPhoto } from '../products.ts';
import { refusal } from '../refusals.ts';

const REFUSALS = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse } as const;

export const fairProductPhotoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  const answerFor = async (fairId: string, id: string) => {
    const product = await app.fairProducts.find(fairId, id);
    if (!product) throw refusal('PRODUCT_NOT_FOUND');
    return { product };
  };

  const sendPhoto = async (reply: FastifyReply, photo: { storedName: string } | null, cache: string) => {
    const file = photo ? await app.fairPhotos.get(photo.storedName) : null;
    if (!file) throw refusal('PHOTO_NOT_FOUND');
    return reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', cache)
      .send(file.content);
  };

  app.post(
    '/api/v1/fairs/:id/products/:productId/photos',
    { onRequest: app.requireMember, config: { documentedUpload: { fields: ['file'] } }, schema: { params: FairProductParams, response: { 201: FairProductAnswer, ...REFUSALS } } },
    async (request, reply) => {
      await addProductPhoto(app, request, request.user.sub, request.params.id, request.params.productId);
      return reply.code(201).send(await answerFor(request.params.id, request.params.productId));
    },
  );

  app.delete(
    '/api/v1/fairs/:id/products/:productId/photos/:photoId',
    { onRequest: app.requireMember, schema: { params: FairProductPhotoParams, response: { 200: FairProductAnswer, ...REFUSALS } } },
    async (request) => {
      await removeProductPhoto(app, request.params.id, request.params.productId, request.params.photoId, request.user.sub);
      return answerFor(request.params.id, request.params.productId);
    },
  );

  // Public: a shown photo of a published fair's product. Short cache: staff may hide it.
  app.get('/api/v1/fairs/:id/products/:productId/photos/:photoId', { schema: { params: FairProductPhotoParams, response: { 200: Type.Any(), 404: ErrorResponse } } }, async (request, reply) => {
    await publishedFair(app, request.params.id);
    return sendPhoto(reply, await app.fairProducts.photo(request.params.id, request.params.productId, request.params.photoId, true), 'public, max-age=300');
  });

  // Staff's products view: every exhibitor's products (published fair or not) with every photo.
  app.get('/api/console/fairs/:id/products', { schema: { params: FairParams, querystring: FairProductQuery, response: { 200: ConsoleFairProductList, 404: ErrorResponse } } }, async (request) => {
    if (!(await app.fairs.rules(request.params.id))) throw refusal('FAIR_NOT_FOUND');
    return listAnswer('products', request.query, (page) => app.fairProducts.listForConsole(request.params.id, request.query, page));
  });

  app.get('/api/console/fairs/:id/products/:productId/photos', { schema: { params: FairProductParams, response: { 200: ConsoleFairProductPhotos, 404: ErrorResponse } } }, async (request) => {
    if (!(await app.fairProducts.find(request.params.id, request.params.productId))) throw refusal('PRODUCT_NOT_FOUND');
    return { photos: await app.fairProducts.photosForConsole(request.params.id, request.params.productId) };
  });

  app.get('/api/console/fairs/:id/products/:productId/photos/:photoId', { schema: { params: FairProductPhotoParams, response: { 200: Type.Any(), 404: ErrorResponse } } }, async (request, reply) =>
    sendPhoto(reply, await app.fairProducts.photo(request.params.id, request.params.productId, request.params.photoId, false), 'private, no-store'),
  );

  app.put(
    '/api/console/fairs/:id/products/:productId/photos/:photoId/visibility',
    { schema: { params: FairProductPhotoParams, body: FairProductPhotoVisibility, response: { 200: ConsoleFairProductPhotos, 404: ErrorResponse } } },
    async (request) => {
      const { id, productId, photoId } = request.params;
      if (!(await app.fairProducts.setPhotoHidden(id, productId, photoId, request.body.hidden, request.user.sub))) throw refusal('PHOTO_NOT_FOUND');
      return { photos: await app.fairProducts.photosForConsole(id, productId) };
    },
  );

  app.delete('/api/console/fairs/:id/products/:productId/photos/:photoId', { schema: { params: FairProductPhotoParams, response: { 200: ConsoleFairProductPhotos, 404: ErrorResponse } } }, async (request) => {
    const { id, productId, photoId } = request.params;
    await removeProductPhoto(app, id, productId, photoId, null);
    return { photos: await app.fairProducts.photosForConsole(id, productId) };
  });
};

import {
  ConsoleProductQuery,
  ErrorResponse,
  IdParams,
  OwnProductDetail,
  OwnProductList,
  OwnProductQuery,
  ProductCreated,
  ProductInput,
  ProductRejection,
  SHOP_PATHS,
} from '@centre/contracts';
import { listAnswer, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { createProduct, deleteProduct, ownProduct, reviewProduct, submitProduct, updateProduct } from '../selling.ts';
import { refusal } from '../refusals.ts';

/** A seller's own products (member token by server-kit; another member's product is a 404). */
export const myProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(SHOP_PATHS.myProducts, { schema: { querystring: OwnProductQuery, response: { 200: OwnProductList } } }, async (request) =>
    listAnswer('products', request.query, (page) => app.products.paginateOwn(request.user.sub, request.query.status, request.query.keyword, page)),
  );

  app.get(`${SHOP_PATHS.myProducts}/:id`, { schema: { params: IdParams, response: { 200: OwnProductDetail, 404: ErrorResponse } } }, async (request) => ({
    product: await ownProduct(app, request.user.sub, request.params.id),
  }));

  app.post(SHOP_PATHS.myProducts, { schema: { body: ProductInput, response: { 201: ProductCreated, 400: ErrorResponse, 403: ErrorResponse } } }, async (request, reply) =>
    reply.code(201).send({ _id: await createProduct(app, request.user.sub, request.body) }),
  );

  app.put(`${SHOP_PATHS.myProducts}/:id`, { schema: { params: IdParams, body: ProductInput, response: { 200: OwnProductDetail, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse } } }, async (request) => {
    await updateProduct(app, request.user.sub, request.params.id, request.body);
    return { product: await ownProduct(app, request.user.sub, request.params.id) };
  });

  app.post(`${SHOP_PATHS.myProducts}/:id/submit`, { config: { noBody: true }, schema: { params: IdParams, response: { 200: OwnProductDetail, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse } } }, async (request) => {
    await submitProduct(app, request.user.sub, request.params.id);
    return { product: await ownProduct(app, request.user.sub, request.params.id) };
  });

  app.delete(`${SHOP_PATHS.myProducts}/:id`, { schema: { params: IdParams, response: { 204: Type.Null(), 404: ErrorResponse, 409: ErrorResponse } } }, async (request, reply) => {
    await deleteProduct(app, request.user.sub, request.params.id);
    return reply.code(204).send(null);
  });
};

/** The staff's listing review: the queue, approve, reject with a reason, hide and show again. */
export const consoleProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(SHOP_PATHS.consoleProducts, { schema: { querystring: ConsoleProductQuery, response: { 200: OwnProductList } } }, async (request) => {
    const { status, categoryId, sellerId, keyword } = request.query;
    return listAnswer('products', request.query, (page) => app.products.paginateConsole({ status, categoryId, sellerId, keyword }, page));
  });

  app.get(`${SHOP_PATHS.consoleProducts}/:id`, { schema: { params: IdParams, response: { 200: OwnProductDetail, 404: ErrorResponse } } }, async (request) => {
    const product = await app.products.findOwn(request.params.id);
    if (!product) throw refusal('PRODUCT_NOT_FOUND');
    return { product };
  });

  const review = { params: IdParams, response: { 200: OwnProductDetail, 404: ErrorResponse, 409: ErrorResponse } };
  app.post(`${SHOP_PATHS.consoleProducts}/:id/approve`, { config: { noBody: true }, schema: review }, async (request) => ({ product: await reviewProduct(app, request.params.id, 'approve') }));
  app.post(`${SHOP_PATHS.consoleProducts}/:id/reject`, { schema: { ...review, body: ProductRejection } }, async (request) => ({ product: await reviewProduct(app, request.params.id, 'reject', request.body.reason) }));
  app.post(`${SHOP_PATHS.consoleProducts}/:id/hide`, { config: { noBody: true }, schema: review }, async (request) => ({ product: await reviewProduct(app, request.params.id, 'hide') }));
  app.post(`${SHOP_PATHS.consoleProducts}/:id/unhide`, { config: { noBody: true }, schema: review }, async (request) => ({ product: await reviewProduct(app, request.params.id, 'unhide') }));
};

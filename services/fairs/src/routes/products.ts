// Fair products (spec §7 fairs/{id}/products): everyone reads a published fair's products; the
// approved exhibitor adds, changes and removes their own (these routes ask for the member's token
// themselves: /api/v1/fairs is a public URL family).
import { ErrorResponse, FairParams, FairProductAnswer, FairProductInput, FairProductList, FairProductParams, FairProductQuery } from '@centre/contracts';
import { listAnswer, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { publishedFair } from '../participating.ts';
import { addProduct, changeProduct, removeProduct } from '../products.ts';
import { refusal } from '../refusals.ts';

const REFUSALS = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse } as const;

export const fairProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answerFor = async (fairId: string, id: string) => {
    const product = await app.fairProducts.find(fairId, id);
    if (!product) throw refusal('PRODUCT_NOT_FOUND');
    return { product };
  };

  app.get('/api/v1/fairs/:id/products', { schema: { params: FairParams, querystring: FairProductQuery, response: { 200: FairProductList, 404: ErrorResponse } } }, async (request) => {
    await publishedFair(app, request.params.id);
    return listAnswer('products', request.query, (page) => app.fairProducts.list(request.params.id, request.query, page));
  });

  app.post(
    '/api/v1/fairs/:id/products',
    { onRequest: app.requireMember, schema: { params: FairParams, body: FairProductInput, response: { 201: FairProductAnswer, ...REFUSALS } } },
    async (request, reply) => {
      const id = await addProduct(app, request.user.sub, request.params.id, request.body);
      return reply.code(201).send(await answerFor(request.params.id, id));
    },
  );

  app.put(
    '/api/v1/fairs/:id/products/:productId',
    { onRequest: app.requireMember, schema: { params: FairProductParams, body: FairProductInput, response: { 200: FairProductAnswer, ...REFUSALS } } },
    async (request) => {
      await changeProduct(app, request.user.sub, request.params.id, request.params.productId, request.body);
      return answerFor(request.params.id, request.params.productId);
    },
  );

  app.delete(
    '/api/v1/fairs/:id/products/:productId',
    { onRequest: app.requireMember, schema: { params: FairProductParams, response: { 204: Type.Null(), ...REFUSALS } } },
    async (request, reply) => {
      await removeProduct(app, request.user.sub, request.params.id, request.params.productId);
      return reply.code(204).send(null);
    },
  );
};

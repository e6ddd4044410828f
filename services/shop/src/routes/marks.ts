import { ErrorResponse, IdParams, ListQuery, MarkAnswer, MarkedProductList, PRODUCT_MARKS } from '@centre/contracts';
import { listAnswer, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { refusal } from '../refusals.ts';

const PageQuery = Type.Object({ limit: ListQuery.properties.limit, offset: ListQuery.properties.offset }, { additionalProperties: false });

/** `me/likes` (a heart, counted on the product) and `me/bookmarks` (saved products): PUT marks, DELETE unmarks, both idempotent. */
export const markRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const mark of PRODUCT_MARKS) {
    const path = `/api/v1/me/${mark}`;
    app.get(path, { schema: { querystring: PageQuery, response: { 200: MarkedProductList } } }, async (request) =>
      listAnswer('products', request.query, (page) => app.marks.list(request.user.sub, mark, page)),
    );
    app.put(`${path}/:id`, { config: { noBody: true }, schema: { params: IdParams, response: { 200: MarkAnswer, 404: ErrorResponse } } }, async (request) => {
      if ((await app.products.row(request.params.id))?.status !== 'ON_SALE') throw refusal('PRODUCT_NOT_FOUND');
      await app.marks.add(request.user.sub, mark, request.params.id, app.clock.now().toISOString());
      return { productId: request.params.id, marked: true, likes: await app.marks.likes(request.params.id) };
    });
    app.delete(`${path}/:id`, { schema: { params: IdParams, response: { 200: MarkAnswer } } }, async (request) => {
      await app.marks.remove(request.user.sub, mark, request.params.id);
      return { productId: request.params.id, marked: false, likes: await app.marks.likes(request.params.id) };
    });
  }
};

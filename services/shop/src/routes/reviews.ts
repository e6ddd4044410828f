import { ErrorResponse, IdParams, ListQuery, ReviewAnswerInput, ReviewDetail, ReviewHideInput, ReviewInput, ReviewList, SHOP_PATHS } from '@centre/contracts';
import { listAnswer, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { refusal } from '../refusals.ts';

const PageQuery = Type.Object({ limit: ListQuery.properties.limit, offset: ListQuery.properties.offset }, { additionalProperties: false });

/** A product's shown reviews, public (kept by the public cache with the catalogue). */
export const publicReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(`${SHOP_PATHS.products}/:id/reviews`, { schema: { params: IdParams, querystring: PageQuery, response: { 200: ReviewList } } }, async (request) =>
    listAnswer('reviews', request.query, (page) => app.reviews.forProduct(request.params.id, page)),
  );
};

/** Reviews: written by the buyer of a confirmed item, once; answered once by its seller; hidden by staff. */
export const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(SHOP_PATHS.reviews, { schema: { querystring: PageQuery, response: { 200: ReviewList } } }, async (request) =>
    listAnswer('reviews', request.query, (page) => app.reviews.byMember(request.user.sub, page)),
  );

  app.post(SHOP_PATHS.reviews, { schema: { body: ReviewInput, response: { 201: ReviewDetail, 404: ErrorResponse, 409: ErrorResponse } } }, async (request, reply) => {
    const item = await app.reviews.boughtItem(request.body.orderItemId);
    if (!item || item.buyerId !== request.user.sub) throw refusal('ORDER_NOT_FOUND');
    if (item.status !== 'CONFIRMED') throw refusal('REVIEW_NOT_CONFIRMED');
    const review = await app.reviews.create(request.user.sub, item.productId, request.body, app.clock.now().toISOString());
    if (!review) throw refusal('REVIEW_EXISTS');
    return reply.code(201).send({ review });
  });

  app.post(`${SHOP_PATHS.reviews}/:id/answer`, { schema: { params: IdParams, body: ReviewAnswerInput, response: { 200: ReviewDetail, 404: ErrorResponse, 409: ErrorResponse } } }, async (request) => {
    const review = await app.reviews.find(request.params.id);
    const product = review ? await app.products.row(review.productId) : undefined;
    if (!review || product?.seller_id !== request.user.sub) throw refusal('REVIEW_NOT_FOUND');
    if (!(await app.reviews.answer(review._id, request.body.text, app.clock.now().toISOString()))) throw refusal('REVIEW_ANSWERED');
    const { memberId: _member, ...answered } = (await app.reviews.find(review._id))!;
    return { review: answered };
  });

  app.post(`${SHOP_PATHS.consoleReviews}/:id/hide`, { schema: { params: IdParams, body: ReviewHideInput, response: { 200: ReviewDetail, 404: ErrorResponse } } }, async (request) => {
    if (!(await app.reviews.hide(request.params.id, request.body.reason))) throw refusal('REVIEW_NOT_FOUND');
    const { memberId: _member, ...hidden } = (await app.reviews.find(request.params.id))!;
    return { review: hidden };
  });
};

import { Coupon, CouponInput, CouponIssueAnswer, CouponIssueInput, ErrorResponse, IdParams, IssuedCouponList, ListQuery, SHOP_PATHS, UsedCouponList } from '@centre/contracts';
import { listAnswer, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { createCoupon, issueCoupon, myIssuedCoupons } from '../couponing.ts';

/** Shop staff create coupons (codes matched in any case), issue them to members and levels, and read their use. */
export const consoleCouponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(SHOP_PATHS.consoleCoupons, { schema: { response: { 200: Type.Object({ coupons: Type.Array(Coupon) }) } } }, async () => ({ coupons: await app.coupons.all() }));
  app.post(SHOP_PATHS.consoleCoupons, { schema: { body: CouponInput, response: { 201: Type.Object({ coupon: Coupon }), 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse } } }, async (request, reply) =>
    reply.code(201).send({ coupon: await createCoupon(app, request.body) }),
  );
  app.post(`${SHOP_PATHS.consoleCoupons}/:id/issue`, { schema: { params: IdParams, body: CouponIssueInput, response: { 200: CouponIssueAnswer, 400: ErrorResponse, 404: ErrorResponse, 503: ErrorResponse } } }, async (request) =>
    issueCoupon(app, request.params.id, request.body),
  );
};

const PageQuery = Type.Object({ limit: ListQuery.properties.limit, offset: ListQuery.properties.offset }, { additionalProperties: false });

/** The coupons the member used, and those issued to them (member token by server-kit); code coupons are given out by the centre, not listed. */
export const myCouponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(SHOP_PATHS.myCoupons, { schema: { querystring: PageQuery, response: { 200: UsedCouponList } } }, async (request) =>
    listAnswer('coupons', request.query, (page) => app.coupons.usesOf(request.user.sub, page)),
  );
  app.get(SHOP_PATHS.myIssuedCoupons, { schema: { response: { 200: IssuedCouponList, 503: ErrorResponse } } }, async (request) => ({
    coupons: await myIssuedCoupons(app, request.user.sub, request.locale),
  }));
};

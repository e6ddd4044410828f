import { Coupon, CouponInput, ErrorResponse, SHOP_PATHS } from '@centre/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { createCoupon } from '../ordering.ts';

/** Shop staff create coupons (codes matched in any case) and read their use. */
export const consoleCouponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(SHOP_PATHS.consoleCoupons, { schema: { response: { 200: Type.Object({ coupons: Type.Array(Coupon) }) } } }, async () => ({ coupons: await app.coupons.all() }));
  app.post(SHOP_PATHS.consoleCoupons, { schema: { body: CouponInput, response: { 201: Type.Object({ coupon: Coupon }), 400: ErrorResponse, 409: ErrorResponse } } }, async (request, reply) =>
    reply.code(201).send({ coupon: await createCoupon(app, request.body) }),
  );
};

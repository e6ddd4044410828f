import { ErrorResponse, SellerBusiness, SellerProfileAnswer, SHOP_PATHS } from '@centre/contracts';
import type { FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { saveSellerProfile } from '../selling.ts';

/** The seller's legally required information, their own only (member token by server-kit). */
export const sellerProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(SHOP_PATHS.sellerProfile, { schema: { response: { 200: SellerProfileAnswer } } }, async (request) => ({ profile: await app.sellerProfiles.find(request.user.sub) }));

  app.put(SHOP_PATHS.sellerProfile, { schema: { body: SellerBusiness, response: { 200: SellerProfileAnswer, 400: ErrorResponse, 403: ErrorResponse, 503: ErrorResponse } } }, async (request) => ({
    profile: await saveSellerProfile(app, request.user.sub, request.body),
  }));
};

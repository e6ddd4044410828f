import { ErrorResponse, ListQuery, LoyaltySettings, LoyaltySettingsAnswer, PointAdjustment, PointsAnswer, SHOP_PATHS } from '@centre/contracts';
import { pageFrom, summaryOf, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { adjustPoints } from '../ordering.ts';
import { loyaltySettings, saveLoyaltySettings } from '../loyalty.ts';

const PointsQuery = Type.Object({ limit: ListQuery.properties.limit, offset: ListQuery.properties.offset }, { additionalProperties: false });

/** The member's points: the balance and the ledger it is the sum of. */
export const myPointRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(SHOP_PATHS.points, { schema: { querystring: PointsQuery, response: { 200: PointsAnswer } } }, async (request) => {
    const page = pageFrom(request.query);
    const { items, total } = await app.points.entries(request.user.sub, page);
    return { balance: await app.points.balance(request.user.sub), expiring: await app.points.expiringNext(request.user.sub), entries: items, summary: summaryOf(total, page) };
  });
};

/** Shop staff adjust a member's points with a reason (audited as every console write). */
export const consolePointRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(SHOP_PATHS.consolePoints, { schema: { body: PointAdjustment, response: { 200: Type.Object({ balance: Type.Integer() }), 400: ErrorResponse, 409: ErrorResponse } } }, async (request) => ({
    balance: await adjustPoints(app, request.user.sub, request.body),
  }));
};

/** Shop staff set the point rate of each member level and how long earned points last. */
export const consoleLoyaltyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(SHOP_PATHS.consoleLoyalty, { schema: { response: { 200: LoyaltySettingsAnswer, 503: ErrorResponse } } }, async () => loyaltySettings(app));
  app.put(SHOP_PATHS.consoleLoyalty, { schema: { body: LoyaltySettings, response: { 200: LoyaltySettingsAnswer, 400: ErrorResponse, 503: ErrorResponse } } }, async (request) => saveLoyaltySettings(app, request.body));
};

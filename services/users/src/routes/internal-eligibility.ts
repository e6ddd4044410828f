import { INTERNAL_ELIGIBILITY_PATH, INTERNAL_LEVELS_PATH, InternalLevelsAnswer, MemberEligibilityAnswer, MemberEligibilityRequest } from '@centre/contracts';
import type { FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { eligibilityOf } from '../members/eligibility.ts';

/** The applications service asks, the shop (whether a member may sell), and content (who has withdrawn: their messages and forms are erased). */
export const internalEligibilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    INTERNAL_ELIGIBILITY_PATH,
    { config: { internalCallers: ['applications', 'shop', 'content'] }, schema: { body: MemberEligibilityRequest, response: { 200: MemberEligibilityAnswer } } },
    async (request) => ({ members: await eligibilityOf(app, request.body.ids) }),
  );
};

/**
 * The centre's levels and their grants. The shop names them (point rates, coupons issued to a
 * level; shop staff do not read the member directory); the waiting room asks whether any level
 * grants extra quota before it asks for a member's level.
 */
export const internalLevelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(INTERNAL_LEVELS_PATH, { config: { internalCallers: ['shop', 'applications'] }, schema: { response: { 200: InternalLevelsAnswer } } }, async () => ({
    levels: (await app.memberLevels.list()).map((level) => ({ _id: level._id, name: level.name, order: level.order, grants: level.grants })),
  }));
};

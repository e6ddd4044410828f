import { INTERNAL_ELIGIBILITY_PATH, MemberEligibilityAnswer, MemberEligibilityRequest } from '@centre/contracts';
import type { FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { eligibilityOf } from '../members/eligibility.ts';

/** The applications service asks, and the shop (whether a member may sell). */
export const internalEligibilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    INTERNAL_ELIGIBILITY_PATH,
    { config: { internalCallers: ['applications', 'shop'] }, schema: { body: MemberEligibilityRequest, response: { 200: MemberEligibilityAnswer } } },
    async (request) => ({ members: await eligibilityOf(app, request.body.ids) }),
  );
};

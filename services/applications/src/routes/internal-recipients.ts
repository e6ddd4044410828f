import { ApprovedMembersAnswer, ApprovedMembersQuery, INTERNAL_APPROVED_MEMBERS_PATH } from '@centre/contracts';
import type { FastifyPluginAsyncTypebox } from '@centre/server-kit';

/**
 * Member ids with an APPROVED application on a day (site, work type): the admin outbox asks it
 * when staff write to "everyone approved on Friday". Internal token of the admin process only.
 */
export const internalRecipientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(INTERNAL_APPROVED_MEMBERS_PATH, { config: { internalCallers: ['admin'] }, schema: { querystring: ApprovedMembersQuery, response: { 200: ApprovedMembersAnswer } } }, async (request) => ({
    memberIds: await app.approvedMembers.memberIds(request.query),
  }));
};

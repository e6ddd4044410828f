import { INTERNAL_RECIPIENTS_PATH, MESSAGE_GROUP_MAX, RecipientsAnswer, RecipientsQuery } from '@centre/contracts';
import type { FastifyPluginAsyncTypebox } from '@centre/server-kit';

/**
 * The members a staff group message goes to, with where their messages go. Only the admin
 * outbox asks (internal token of the admin process). One answer for the preview and the send.
 */
export const internalMemberGroupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(INTERNAL_RECIPIENTS_PATH, { config: { internalCallers: ['admin'] }, schema: { body: RecipientsQuery, response: { 200: RecipientsAnswer } } }, async (request) => {
    const users = await app.users.recipients(request.body, MESSAGE_GROUP_MAX + 1);
    return {
      recipients: users.map((user) => ({ memberId: user.id, email: user.email, phone: user.phone, locale: user.locale, receiveConsent: user.receiveConsent })),
    };
  });
};

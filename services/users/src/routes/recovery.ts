import { FieldErrorResponse, RecoveryRequest, RecoveryResponse, maskUsername } from '@centre/contracts';
import type { FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { findUsername, resetPassword } from '../members/recovery.ts';
import { throttleClient } from '../throttles.ts';

const RECOVERIES_PER_CLIENT_PER_HOUR = 20;

/**
 * POST /api/v1/users/recovery: find the username, or set a new password, for the member whose
 * phone (domestic) or e-mail (overseas) was just verified.
 */
export const recoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/users/recovery',
    { schema: { body: RecoveryRequest, response: { 200: RecoveryResponse, 400: FieldErrorResponse, 404: FieldErrorResponse, 429: FieldErrorResponse } } },
    async (request) => {
      await throttleClient(app.sharedState, request, 'recovery-ip', RECOVERIES_PER_CLIENT_PER_HOUR);
      const body = request.body;
      if (body.purpose === 'FIND_USERNAME') {
        const member = await findUsername(app, request, body);
        return { purpose: body.purpose, maskedUsername: maskUsername(member.username), joinedAt: member.createdAt };
      }
      await resetPassword(app, request, body);
      return { purpose: body.purpose, passwordReset: true };
    },
  );
};

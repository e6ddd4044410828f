import { FieldErrorResponse, RecoveryRequest, RecoveryResponse, maskUsername } from '@centre/contracts';
import { transactionWithRetry, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import type { FastifyInstance } from 'fastify';
import { refuse } from '../form-refusals.ts';
import { peekVerification, spendVerification } from '../identity.ts';
import { hashPassword, refuseCommonPassword } from '../passwords.ts';
import { securityEvent } from '../security-events.ts';
import { isStaff } from '../repositories/staff.ts';
import type { User } from '../repositories/users.ts';
import type { VerifiedContact } from '../repositories/verifications.ts';
import { throttleClient } from '../throttles.ts';

const RECOVERIES_PER_CLIENT_PER_HOUR = 20;

/**
 * The member the code was sent for: the account id the verification carries (its code went to
 * that account's stored contact), still active and still a member. Staff accounts are reset by an
 * administrator only, so they are no account here.
 */
async function recoveredMember(app: FastifyInstance, verified: VerifiedContact): Promise<User | null> {
  if (!verified.userId) return null;
  const account = await app.users.findActiveById(verified.userId);
  return account && !isStaff(account) ? account : null;
}

/**
 * POST /api/v1/users/recovery: find the username, or set a new password, for the member whose
 * phone (domestic) or e-mail (overseas) was just verified. Only the holder of the contact learns
 * whether an account has it.
 */
export const recoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/users/recovery',
    { schema: { body: RecoveryRequest, response: { 200: RecoveryResponse, 400: FieldErrorResponse, 404: FieldErrorResponse, 429: FieldErrorResponse } } },
    async (request) => {
      await throttleClient(app.sharedState, request, 'recovery-ip', RECOVERIES_PER_CLIENT_PER_HOUR);
      const body = request.body;

      if (body.purpose === 'FIND_USERNAME') {
        const verified = await peekVerification(app, request, body.verificationToken, 'FIND_USERNAME');
        const member = await recoveredMember(app, verified);
        if (!member) refuse(request, 404, 'verificationToken', verified.channel === 'SMS' ? 'REGISTERED_PHONE_NEEDED' : 'REGISTERED_EMAIL_NEEDED');
        await transactionWithRetry(app.db, (trx) => spendVerification(app, request, body.verificationToken, 'FIND_USERNAME', trx));
        securityEvent(request, 'recovery.username_found', { userId: member.id });
        return { purpose: body.purpose, maskedUsername: maskUsername(member.username), joinedAt: member.createdAt };
      }

      if (!body.username) refuse(request, 400, 'username', 'REQUIRED');
      if (!body.newPassword) refuse(request, 400, 'newPassword', 'ENTER_PASSWORD');
      if (body.newPasswordConfirm !== body.newPassword) refuse(request, 400, 'newPasswordConfirm', 'SAME_PASSWORD');
      refuseCommonPassword(request, 'newPassword', body.newPassword);
      const verified = await peekVerification(app, request, body.verificationToken, 'RESET_PASSWORD');
      const member = await recoveredMember(app, verified);
      // A username that is not the verified contact's gets the same answer as no account at all.
      if (!member || member.username.toLowerCase() !== body.username.toLowerCase()) {
        refuse(request, 404, 'verificationToken', verified.channel === 'SMS' ? 'REGISTERED_PHONE_NEEDED' : 'REGISTERED_EMAIL_NEEDED');
      }
      const passwordHash = await hashPassword(body.newPassword);
      const at = app.clock.now().toISOString();
      await transactionWithRetry(app.db, async (trx) => {
        await spendVerification(app, request, body.verificationToken, 'RESET_PASSWORD', trx);
        await app.users.setPassword(member.id, passwordHash, at, trx);
      });
      securityEvent(request, 'recovery.password_reset', { userId: member.id });
      await app.messageOutbox.notifyMember(member, 'PASSWORD_CHANGED', (error) => request.log.warn({ err: error }, 'password-reset notice not sent'));
      return { purpose: body.purpose, passwordReset: true };
    },
  );
};

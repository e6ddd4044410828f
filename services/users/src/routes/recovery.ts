import { FieldErrorResponse, RecoveryRequest, RecoveryResponse, maskUsername } from '@centre/contracts';
import { transactionWithRetry, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { refuse } from '../field-errors.ts';
import { peekVerification, spendVerification } from '../identity.ts';
import { hashPassword } from '../passwords.ts';
import { securityEvent } from '../security-events.ts';
import { throttle } from '../throttles.ts';

const RECOVERIES_PER_CLIENT_PER_HOUR = 20;

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
      await throttle(app.sharedState, request, 'recovery-ip', request.ip, RECOVERIES_PER_CLIENT_PER_HOUR);
      const body = request.body;

      if (body.purpose === 'FIND_USERNAME') {
        const verified = await peekVerification(app, request, body.verificationToken, 'FIND_USERNAME');
        const member = await app.users.findActiveByContact(verified.channel, verified.target);
        if (!member) refuse(request, 404, 'verificationToken', verified.channel === 'SMS' ? 'REGISTERED_PHONE_NEEDED' : 'REGISTERED_EMAIL_NEEDED');
        await transactionWithRetry(app.db, (trx) => spendVerification(app, request, body.verificationToken, 'FIND_USERNAME', trx));
        securityEvent(request, 'recovery.username_found', { userId: member.id });
        return { purpose: body.purpose, maskedUsername: maskUsername(member.username), joinedAt: member.createdAt };
      }

      if (!body.username) refuse(request, 400, 'username', 'REQUIRED');
      if (!body.newPassword) refuse(request, 400, 'newPassword', 'ENTER_PASSWORD');
      if (body.newPasswordConfirm !== body.newPassword) refuse(request, 400, 'newPasswordConfirm', 'SAME_PASSWORD');
      const verified = await peekVerification(app, request, body.verificationToken, 'RESET_PASSWORD');
      const member = await app.users.findActiveByContact(verified.channel, verified.target);
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

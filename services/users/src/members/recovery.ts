// Recovery for the member whose phone (domestic) or e-mail (overseas) was just verified: the
// username, masked, or a new password. Only the holder of the contact learns whether an account
// has it, and staff accounts are no account here.
import type { RecoveryRequest } from '@centre/contracts';
import { transactionWithRetry } from '@centre/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuse } from '../form-refusals.ts';
import { peekVerification, spendVerification } from '../identity.ts';
import { hashPassword, refuseCommonPassword } from '../passwords.ts';
import { securityEvent } from '../security-events.ts';
import { isStaff } from '../repositories/staff.ts';
import type { User } from '../repositories/users.ts';
import type { VerifiedContact } from '../repositories/verifications.ts';

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

/** The member whose username the verified contact finds; spends the verification. */
export async function findUsername(app: FastifyInstance, request: FastifyRequest, body: RecoveryRequest): Promise<User> {
  const verified = await peekVerification(app, request, body.verificationToken, 'FIND_USERNAME');
  const member = await recoveredMember(app, verified);
  if (!member) refuse(request, 404, 'verificationToken', verified.channel === 'SMS' ? 'REGISTERED_PHONE_NEEDED' : 'REGISTERED_EMAIL_NEEDED');
  await transactionWithRetry(app.db, (trx) => spendVerification(app, request, body.verificationToken, 'FIND_USERNAME', trx));
  securityEvent(request, 'recovery.username_found', { userId: member.id });
  return member;
}

/** Sets the new password of the verified contact's member; spends the verification, ends every session. */
export async function resetPassword(app: FastifyInstance, request: FastifyRequest, body: RecoveryRequest): Promise<void> {
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
}

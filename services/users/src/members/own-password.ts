// The signed-in account's own password: typed again to confirm who is at the keyboard (throttled
// per account), and changed by the member area and the console alike.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PasswordChange } from '@centre/contracts';
import { refuse } from '../form-refusals.ts';
import { hashPassword, passwordMatches, refuseCommonPassword } from '../passwords.ts';
import type { User } from '../repositories/users.ts';
import { securityEvent } from '../security-events.ts';
import { throttle } from '../throttles.ts';
import { signedInMember } from './profile.ts';

const PASSWORD_CHECKS_PER_MEMBER_PER_HOUR = 10;

/** A password typed to confirm who is at the keyboard; guessing is throttled per account. */
export async function confirmPassword(app: FastifyInstance, request: FastifyRequest, user: User, password: string, field: string): Promise<void> {
  await throttle(app.sharedState, request, 'password-check', user.id, PASSWORD_CHECKS_PER_MEMBER_PER_HOUR, undefined, field);
  if (!(await passwordMatches(user.passwordHash, password))) refuse(request, 400, field, 'CURRENT_PASSWORD_WRONG');
}

/**
 * The signed-in account changes its own password (member area and console alike): the current
 * one, throttled; a new one, different, typed twice. Every session of the account ends.
 */
export async function changeOwnPassword(app: FastifyInstance, request: FastifyRequest, body: PasswordChange): Promise<void> {
  const user = await signedInMember(app, request);
  if (body.newPasswordConfirm !== body.newPassword) refuse(request, 400, 'newPasswordConfirm', 'SAME_PASSWORD');
  try {
    await confirmPassword(app, request, user, body.currentPassword, 'currentPassword');
  } catch (error) {
    securityEvent(request, 'member.password_change_refused', { userId: user.id });
    throw error;
  }
  if (body.newPassword === body.currentPassword) refuse(request, 400, 'newPassword', 'PASSWORD_UNCHANGED');
  refuseCommonPassword(request, 'newPassword', body.newPassword);
  await app.users.setPassword(user.id, await hashPassword(body.newPassword), app.clock.now().toISOString());
  securityEvent(request, 'member.password_changed', { userId: user.id });
  await app.messageOutbox.notifyMember(user, 'PASSWORD_CHANGED', (error) => request.log.warn({ err: error }, 'password-change notice not sent'));
}

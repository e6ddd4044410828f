// Proving a phone number or e-mail address: a 6-digit code sent through the admin outbox, then
// checked against its hash with a bounded number of tries, for a short-lived verification token
// that sign-up, recovery and contact changes spend.
import { timingSafeEqual } from 'node:crypto';
import { VERIFICATION_RULES, type CertifyCodeSent, type CertifyConfirmed, type CertifyRequest } from '@centre/contracts';
import { newId } from '@centre/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuse } from './form-refusals.ts';
import { codeHash, newVerificationCode, newVerificationToken, tokenHash } from './identity.ts';
import { isStaff } from './repositories/staff.ts';
import { securityEvent } from './security-events.ts';
import { spendSmsBudget, throttle, throttleClient } from './throttles.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function sameHash(stored: string, presented: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(presented, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Purposes that prove a contact nobody else uses yet: refused when an active member holds it. */
const FRESH_CONTACT_PURPOSES = new Set(['SIGN_UP', 'CHANGE_CONTACT']);
/** Purposes that reach an existing account: a code goes out only when one matches, unseen by the caller. */
const RECOVERY_PURPOSES = new Set(['FIND_USERNAME', 'RESET_PASSWORD']);

/**
 * Sends a code to `target` for `purpose`, throttled per client and per target. For recovery the
 * answer is the same whether or not an account has the contact. Answers what the member is told.
 */
export async function requestCode(app: FastifyInstance, request: FastifyRequest, body: CertifyRequest, target: string): Promise<CertifyCodeSent> {
  await throttleClient(app.sharedState, request, 'certify-ip', VERIFICATION_RULES.requestsPerClientPerHour);
  await throttle(app.sharedState, request, 'certify-target', `${body.channel}:${target}`, VERIFICATION_RULES.requestsPerTargetPerHour, undefined, 'target');
  const holder = await app.users.findActiveByContact(body.channel, target);
  if (FRESH_CONTACT_PURPOSES.has(body.purpose) && holder) {
    securityEvent(request, 'verification.code_refused', { target, reason: 'contact in use' });
    refuse(request, 409, 'target', body.channel === 'SMS' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');
  }
  await throttle(app.sharedState, request, 'certify-resend', `${body.purpose}:${target}`, 1, VERIFICATION_RULES.resendAfterSeconds * 1000, 'target');
  const sent: CertifyCodeSent = { expiresInSeconds: VERIFICATION_RULES.codeTtlSeconds, resendAfterSeconds: VERIFICATION_RULES.resendAfterSeconds };
  // Staff accounts are not recovered from the member area (an administrator resets them): for
  // recovery they are as unknown as a contact no account has.
  const account = RECOVERY_PURPOSES.has(body.purpose) && holder && !isStaff(holder) ? holder : null;
  if (RECOVERY_PURPOSES.has(body.purpose) && !account) {
    // Same answer as a sent code: whether an account has this contact is told only after the code
    // step (recovery), to the person who proved they hold the number or address.
    securityEvent(request, 'verification.code_requested', { target, reason: 'no matching account' });
    return sent;
  }
  // A recovery code goes to the contact the account has on file, never to the address as typed.
  const recipient = account ? (body.channel === 'SMS' ? account.phone : account.email) : target;
  if (body.channel === 'SMS') await spendSmsBudget(app.sharedState, request, app.log, app.smsCodeHourlyBudget);

  const at = app.clock.now();
  await app.verifications.purgeCreatedBefore(new Date(at.getTime() - DAY_MS).toISOString());
  const code = newVerificationCode();
  const expiresAt = new Date(at.getTime() + VERIFICATION_RULES.codeTtlSeconds * 1000).toISOString();
  const id = newId();
  await app.verifications.create({ id, purpose: body.purpose, channel: body.channel, target, userId: account?.id ?? null, codeHash: codeHash(app, id, code), expiresAt, at: at.toISOString() });
  const locale = body.locale ?? holder?.locale ?? request.locale;
  try {
    await app.messageOutbox.sendVerificationCode(body.channel, recipient, code, VERIFICATION_RULES.codeTtlSeconds / 60, locale);
  } catch (error) {
    await app.verifications.remove(id);
    throw error;
  }
  securityEvent(request, 'verification.code_requested', { target, ...(holder ? { userId: holder.id } : {}) });
  return sent;
}

/** Checks a code (one try taken in the database first) and hands out a verification token. */
export async function confirmCode(app: FastifyInstance, request: FastifyRequest, body: CertifyRequest & { code: string }, target: string): Promise<CertifyConfirmed> {
  await throttleClient(app.sharedState, request, 'certify-check-ip', VERIFICATION_RULES.checksPerClientPerHour, undefined, 'code');
  // Many client addresses guessing one target's codes are stopped here, whatever each one's count.
  await throttle(app.sharedState, request, 'certify-check-target', `${body.channel}:${target}`, VERIFICATION_RULES.checksPerTargetPerHour, undefined, 'code');
  const pending = await app.verifications.latestPending(body.purpose, target);
  const at = app.clock.now();
  if (!pending) refuse(request, 400, 'code', 'CODE_EXPIRED');
  if (pending.wrongTries >= VERIFICATION_RULES.maxWrongTries) refuse(request, 400, 'code', 'CODE_TOO_MANY_TRIES');
  if (pending.expiresAt <= at.toISOString()) refuse(request, 400, 'code', 'CODE_EXPIRED');

  // The try is taken in the database before the code is compared: parallel guesses cannot all
  // pass a check they read before any of them was counted.
  const tries = await app.verifications.takeTry(pending.id, VERIFICATION_RULES.maxWrongTries, at.toISOString());
  if (tries === null) refuse(request, 400, 'code', 'CODE_TOO_MANY_TRIES');
  const token = newVerificationToken();
  const right = sameHash(pending.codeHash, codeHash(app, pending.id, body.code));
  const confirmed =
    right &&
    (await app.verifications.confirm(pending.id, {
      tokenHash: tokenHash(app, token),
      tokenExpiresAt: new Date(at.getTime() + VERIFICATION_RULES.tokenTtlSeconds * 1000).toISOString(),
      at: at.toISOString(),
    }));
  if (!confirmed) {
    securityEvent(request, 'verification.wrong_code', { target });
    refuse(request, 400, 'code', !right && tries < VERIFICATION_RULES.maxWrongTries ? 'CODE_WRONG' : 'CODE_TOO_MANY_TRIES');
  }
  securityEvent(request, 'verification.confirmed', { target });
  return { verificationToken: token, expiresInSeconds: VERIFICATION_RULES.tokenTtlSeconds };
}

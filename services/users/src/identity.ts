import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EMAIL_PATTERN,
  KOREAN_MOBILE_PATTERN,
  VERIFICATION_RULES,
  normalisedEmail,
  normalisedPhone,
  type VerificationChannel,
  type VerificationPurpose,
} from '@centre/contracts';
import type { Knex } from '@centre/server-kit';
import { refuse } from './form-refusals.ts';
import type { VerifiedContact } from './repositories/verifications.ts';

/**
 * Where a code may be sent, in the one normalised form (contracts' identifiers): Korean mobile
 * numbers only for SMS (an international `+` number is refused the same way: codes to overseas
 * members go by e-mail); e-mail addresses in lower case with an ASCII domain.
 */
export function normalisedTarget(request: FastifyRequest, channel: VerificationChannel, target: string, field = 'target'): string {
  if (channel === 'SMS') {
    const phone = normalisedPhone(target);
    if (phone.startsWith('+')) refuse(request, 400, field, 'MOBILE_ONLY');
    if (!/^[0-9]+$/.test(phone)) refuse(request, 400, field, 'DIGITS_ONLY');
    if (!new RegExp(KOREAN_MOBILE_PATTERN).test(phone)) refuse(request, 400, field, 'MOBILE_ONLY');
    return phone;
  }
  const email = normalisedEmail(target);
  if (!email || !new RegExp(EMAIL_PATTERN).test(email)) refuse(request, 400, field, 'EMAIL_FORMAT');
  return email;
}

export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_RULES.codeLength)).padStart(VERIFICATION_RULES.codeLength, '0');
}

export function newVerificationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The code's hash is bound to its row, so one code value never hashes alike in two rows. */
export function codeHash(app: FastifyInstance, verificationId: string, code: string): string {
  return app.secretHash(`code:${verificationId}:${code}`);
}

export function tokenHash(app: FastifyInstance, token: string): string {
  return app.secretHash(`token:${token}`);
}

/** What a verification token proves, checked before the work it guards (not spent yet). */
export async function peekVerification(app: FastifyInstance, request: FastifyRequest, token: string, purpose: VerificationPurpose, field = 'verificationToken'): Promise<VerifiedContact> {
  const contact = await app.verifications.peekToken(tokenHash(app, token), app.clock.now().toISOString());
  if (!contact || contact.purpose !== purpose) refuse(request, 400, field, 'VERIFICATION_INVALID');
  return contact;
}

/** Spends the token inside the caller's transaction; a token spent meanwhile refuses the whole write. */
export async function spendVerification(app: FastifyInstance, request: FastifyRequest, token: string, purpose: VerificationPurpose, trx: Knex, field = 'verificationToken'): Promise<VerifiedContact> {
  const contact = await app.verifications.spendToken(tokenHash(app, token), purpose, app.clock.now().toISOString(), trx);
  if (!contact) refuse(request, 400, field, 'VERIFICATION_INVALID');
  return contact;
}

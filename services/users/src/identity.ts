import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DOMESTIC_PHONE_PATTERN,
  EMAIL_PATTERN,
  VERIFICATION_RULES,
  type VerificationChannel,
  type VerificationPurpose,
} from '@centre/contracts';
import type { Knex } from '@centre/server-kit';
import { refuse } from './field-errors.ts';
import type { VerifiedContact } from './repositories/verifications.ts';

/** Phone digits as given; e-mail addresses in lower case, so one address is one target. */
export function normalisedTarget(request: FastifyRequest, channel: VerificationChannel, target: string, field = 'target'): string {
  const trimmed = target.trim();
  if (channel === 'SMS') {
    if (!/^[0-9]+$/.test(trimmed)) refuse(request, 400, field, 'DIGITS_ONLY');
    if (!new RegExp(DOMESTIC_PHONE_PATTERN).test(trimmed)) refuse(request, 400, field, 'PHONE_FORMAT');
    return trimmed;
  }
  if (!new RegExp(EMAIL_PATTERN).test(trimmed)) refuse(request, 400, field, 'EMAIL_FORMAT');
  return trimmed.toLowerCase();
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

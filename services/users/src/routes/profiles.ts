import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONSOLE_SCOPE,
  ConsentsRequest,
  DOMESTIC_PHONE_PATTERN,
  ErrorResponse,
  FieldErrorResponse,
  OVERSEAS_PHONE_PATTERN,
  PasswordChange,
  ProfileResponse,
  ProfileUpdate,
  WITHDRAWN_USERNAME_RESERVED_DAYS,
  WithdrawRequest,
  WithdrawResponse,
  maskUsername,
  normalisedEmail,
  normalisedPhone,
  type MemberAccount,
  type Profile,
} from '@centre/contracts';
import { transactionWithRetry, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { agreementsToRecord, termsToAgree } from '../agreements.ts';
import { refuse, validated } from '../form-refusals.ts';
import { spendVerification } from '../identity.ts';
import { hashPassword, passwordMatches, refuseCommonPassword } from '../passwords.ts';
import { RECEIVE_CONSENT_VERSION } from '../repositories/consents.ts';
import { publicFile } from '../repositories/member-files.ts';
import type { User } from '../repositories/users.ts';
import { securityEvent } from '../security-events.ts';
import { throttle } from '../throttles.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The consent ledger outlives the account by three years: proof of consent in a dispute. */
export const CONSENTS_KEPT_DAYS = 3 * 365;
const PASSWORD_CHECKS_PER_MEMBER_PER_HOUR = 10;

export function accountOf(user: User): MemberAccount {
  return {
    _id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    phone: user.phone,
    memberType: user.memberType,
    memberKind: user.memberKind,
    country: user.country,
    createdAt: user.createdAt,
  };
}

/** The whole my-page view. Without the content service the terms question waits for next time. */
async function profileOf(app: FastifyInstance, request: FastifyRequest, user: User): Promise<Profile> {
  const [consents, files] = await Promise.all([app.consents.current(user.id), app.memberFiles.listFor(user.id)]);
  let toAgree: Profile['termsToAgree'] = [];
  try {
    toAgree = termsToAgree(consents, await app.publishedTerms.current(user.locale));
  } catch (error) {
    request.log.warn({ err: error }, 'current terms unavailable; not asking to agree again this time');
  }
  return { ...accountOf(user), locale: user.locale, receiveConsent: user.receiveConsent, consents, files: files.map(publicFile), termsToAgree: toAgree };
}

export async function signedInMember(app: FastifyInstance, request: FastifyRequest): Promise<User> {
  const user = await app.users.findActiveById(request.user.sub);
  if (!user) throw app.httpErrors.notFound('This account no longer exists.');
  return user;
}

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

/** The member's own page. server-kit requires a verified access token for /api/v1/me/*; the token decides whose. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/me/profile', { schema: { response: { 200: ProfileResponse, 404: ErrorResponse } } }, async (request) => {
    return { profile: await profileOf(app, request, await signedInMember(app, request)) };
  });

  app.put(
    '/api/v1/me/profile',
    { schema: { body: ProfileUpdate, response: { 200: ProfileResponse, 400: FieldErrorResponse, 404: ErrorResponse, 409: FieldErrorResponse } } },
    async (request) => {
      const user = await signedInMember(app, request);
      const body = validated(request, ProfileUpdate, request.body, { memberType: user.memberType });
      const domestic = user.memberKind !== 'OVERSEAS';
      const phone = normalisedPhone(body.phone ?? '');
      if (domestic && !phone) refuse(request, 400, 'phone', 'ENTER_PHONE');
      if (phone && !new RegExp(domestic ? DOMESTIC_PHONE_PATTERN : OVERSEAS_PHONE_PATTERN).test(phone)) refuse(request, 400, 'phone', 'PHONE_FORMAT');
      // The one normalisation of contracts' identifiers, as the code for it was requested.
      const email = normalisedEmail(body.email) ?? refuse(request, 400, 'email', 'EMAIL_FORMAT');
      // A new number or address must be proven with a CHANGE_CONTACT code sent to it; one at a time.
      // Overseas members' numbers cannot receive the centre's SMS: theirs is a plain detail.
      const phoneChanged = domestic && phone !== user.phone;
      const emailChanged = email !== user.email.toLowerCase();
      const change = phoneChanged ? { channel: 'SMS' as const, target: phone, field: 'phone' } : emailChanged ? { channel: 'EMAIL' as const, target: email, field: 'email' } : null;
      if (phoneChanged && emailChanged) refuse(request, 400, 'email', 'VERIFY_FIRST');
      if (change) {
        if (!body.verificationToken) refuse(request, 400, 'verificationToken', 'VERIFY_FIRST');
        const holder = await app.users.findActiveByContact(change.channel, change.target);
        if (holder && holder.id !== user.id) refuse(request, 409, change.field, change.channel === 'SMS' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');
      }
      const at = app.clock.now().toISOString();
      await transactionWithRetry(app.db, async (trx) => {
        if (change) {
          const verified = await spendVerification(app, request, body.verificationToken ?? '', 'CHANGE_CONTACT', trx);
          if (verified.channel !== change.channel || verified.target !== change.target) refuse(request, 400, 'verificationToken', 'VERIFICATION_INVALID');
        }
        await app.users.updateProfile(user.id, { name: body.name.trim(), email, phone, locale: body.locale ?? user.locale, receiveConsent: body.receiveConsent }, trx, at);
        const consentChanges = [
          ...(body.receiveConsent.sms !== user.receiveConsent.sms ? [{ code: 'RECEIVE_SMS' as const, version: RECEIVE_CONSENT_VERSION, agreed: body.receiveConsent.sms }] : []),
          ...(body.receiveConsent.email !== user.receiveConsent.email ? [{ code: 'RECEIVE_EMAIL' as const, version: RECEIVE_CONSENT_VERSION, agreed: body.receiveConsent.email }] : []),
        ];
        await app.consents.record(user.id, consentChanges, at, trx);
      });
      if (change) securityEvent(request, 'member.contact_changed', { userId: user.id });
      return { profile: await profileOf(app, request, await signedInMember(app, request)) };
    },
  );

  app.put(
    '/api/v1/me/password',
    { schema: { body: PasswordChange, response: { 204: { type: 'null' }, 400: FieldErrorResponse, 404: ErrorResponse, 429: FieldErrorResponse } } },
    async (request, reply) => {
      await changeOwnPassword(app, request, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/me/withdraw',
    { schema: { body: WithdrawRequest, response: { 200: WithdrawResponse, 400: FieldErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 429: FieldErrorResponse } } },
    async (request) => {
      const user = await signedInMember(app, request);
      // Staff accounts are closed by another member of staff, never from the member area.
      if (user.scopes.includes(CONSOLE_SCOPE)) throw app.httpErrors.forbidden('A staff account cannot be withdrawn from the member area.');
      try {
        await confirmPassword(app, request, user, request.body.password, 'password');
      } catch (error) {
        securityEvent(request, 'member.withdrawal_refused', { userId: user.id });
        throw error;
      }
      const now = app.clock.now();
      const at = now.toISOString();
      const usernameReservedUntil = new Date(now.getTime() + WITHDRAWN_USERNAME_RESERVED_DAYS * DAY_MS).toISOString();
      const unusedFiles = await transactionWithRetry(app.db, async (trx) => {
        if (!(await app.users.anonymise(user.id, at, trx))) throw app.httpErrors.notFound('This account no longer exists.');
        await app.withdrawals.record(
          {
            userId: user.id,
            usernameHash: app.secretHash(`username:${user.username.toLowerCase()}`),
            maskedUsername: maskUsername(user.username),
            memberKind: user.memberKind,
            withdrawnAt: at,
            usernameReservedUntil,
            consentsKeptUntil: new Date(now.getTime() + CONSENTS_KEPT_DAYS * DAY_MS).toISOString(),
            reason: request.body.reason?.trim() || null,
          },
          trx,
        );
        return app.memberFiles.removeAllOf(user.id, trx);
      });
      await removeStoredFiles(app, request, unusedFiles);
      securityEvent(request, 'member.withdrawn', { userId: user.id });
      // The contact was read before it was erased: this note is the last thing sent to it.
      await app.messageOutbox.notifyMember(user, 'WITHDRAWN', (error) => request.log.warn({ err: error }, 'withdrawal notice not sent'));
      return { withdrawnAt: at, usernameReservedUntil };
    },
  );

  app.post(
    '/api/v1/me/consents',
    { schema: { body: ConsentsRequest, response: { 200: ProfileResponse, 400: FieldErrorResponse, 404: ErrorResponse } } },
    async (request) => {
      const user = await signedInMember(app, request);
      const answers = agreementsToRecord(request, request.body.agreements, await app.publishedTerms.current(user.locale));
      await app.consents.record(user.id, answers, app.clock.now().toISOString());
      return { profile: await profileOf(app, request, user) };
    },
  );
};

/** The bytes of a withdrawn member's documents go at once (the rows went in the transaction). */
async function removeStoredFiles(app: FastifyInstance, request: FastifyRequest, storedNames: string[]): Promise<void> {
  for (const name of storedNames) {
    try {
      await app.fileStore.delete(name);
    } catch (error) {
      request.log.error({ err: error, storedName: name }, 'member file of a withdrawn account could not be removed');
    }
  }
}

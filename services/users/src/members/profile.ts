// The member's own account as the my-page shows and edits it: details, receive consents, the
// terms to agree again, and a contact change proven with a CHANGE_CONTACT code.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ProfileUpdate,
  memberKindProblems,
  memberPhone,
  normalisedEmail,
  normalisedPhone,
  type Agreement,
  type MemberAccount,
  type Profile,
} from '@centre/contracts';
import { transactionWithRetry } from '@centre/server-kit';
import { agreementsToRecord, termsToAgree } from '../agreements.ts';
import { refuse, refuseProblems, validated } from '../form-refusals.ts';
import { spendVerification } from '../identity.ts';
import { RECEIVE_CONSENT_VERSION } from '../repositories/consents.ts';
import { publicFile } from '../repositories/member-files.ts';
import type { User } from '../repositories/users.ts';
import { securityEvent } from '../security-events.ts';

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
export async function profileOf(app: FastifyInstance, request: FastifyRequest, user: User): Promise<Profile> {
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

/** Changes the signed-in member's details; a new phone or address must carry its verification. */
export async function updateOwnProfile(app: FastifyInstance, request: FastifyRequest, input: unknown): Promise<void> {
  const user = await signedInMember(app, request);
  const body = validated(request, ProfileUpdate, input, { memberType: user.memberType, memberKind: user.memberKind });
  const domestic = user.memberKind !== 'OVERSEAS';
  const typed = normalisedPhone(body.phone ?? '');
  // The kind's rule (Korean digits; an overseas number read in the member's country); the country stays.
  refuseProblems(request, memberKindProblems({ memberKind: user.memberKind, phone: typed, country: user.country }).filter((problem) => problem.field === 'phone'));
  const phone = typed ? (memberPhone(user.memberKind, typed, user.country) ?? typed) : '';
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
}

/** Records the member's agreement to the terms as published now. */
export async function agreeToCurrentTerms(app: FastifyInstance, request: FastifyRequest, user: User, agreements: readonly Agreement[]): Promise<void> {
  const answers = agreementsToRecord(request, agreements, await app.publishedTerms.current(user.locale));
  await app.consents.record(user.id, answers, app.clock.now().toISOString());
}

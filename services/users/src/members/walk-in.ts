// The desk makes a member for someone who walked in: the same record as sign-up, with a password
// the desk chose (to be replaced at first sign-in), the terms agreed on paper and, if asked, a
// welcome message. A level is account administration and needs members.write.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberKindProblems, REQUIRED_TERMS_CODES, roleHas, type ConsoleMemberCreate } from '@centre/contracts';
import { DomainError } from '@centre/server-kit';
import { refuse, refuseProblems } from '../form-refusals.ts';
import { hashPassword } from '../passwords.ts';
import type { User } from '../repositories/users.ts';
import { createMember, memberEmail, newMemberRecord, receiveConsentAnswers, refuseContactInUse, storedPhone } from './new-member.ts';
import { refuseUnavailableUsername } from './usernames.ts';

/**
 * Desk staff (members.desk) create and edit members, but a member's level is account
 * administration (members.write): a level set or changed without it is refused.
 */
export function refuseLevelWithoutRight(request: FastifyRequest, changesLevel: boolean): void {
  if (!changesLevel || roleHas(request.user.role, 'members.write')) return;
  throw new DomainError(403, 'ROLE_FORBIDDEN', `Your staff role (${request.user.role ?? '—'}) may not set a member's level.`);
}

export async function refuseUnknownLevel(app: FastifyInstance, request: FastifyRequest, levelId: string | null | undefined): Promise<void> {
  if (levelId && !(await app.memberLevels.exists(levelId))) refuse(request, 400, 'levelId', 'INVALID_VALUE');
}

/** Creates the walk-in member; the welcome message is best effort (the member exists either way). */
export async function createWalkInMember(app: FastifyInstance, request: FastifyRequest, body: ConsoleMemberCreate): Promise<User> {
  refuseProblems(request, memberKindProblems(body));
  refuseLevelWithoutRight(request, Boolean(body.levelId));
  await refuseUnknownLevel(app, request, body.levelId);
  await refuseUnavailableUsername(app, request, body.username);
  const email = memberEmail(request, body.email);
  await refuseContactInUse(app, request, body.memberKind, { phone: storedPhone(body), email });
  // The desk chose this password: the member replaces it at first sign-in.
  const record = newMemberRecord(body, email, await hashPassword(body.temporaryPassword), { levelId: body.levelId ?? null, memo: body.memo ?? '', mustChangePassword: true });
  // The receive consents given at the desk, and the required terms when the maker signed them on
  // paper there (in the versions published now: the ones the desk printed).
  const signedTerms = body.termsSignedOnPaper
    ? (await app.publishedTerms.current(body.locale))
        .filter((terms) => (REQUIRED_TERMS_CODES as readonly string[]).includes(terms.code))
        .map((terms) => ({ code: terms.code, version: terms.version, agreed: true }))
    : [];
  const member = await createMember(app, request, record, [...signedTerms, ...receiveConsentAnswers(body.receiveConsent)]);
  const to = body.notifyBy === 'SMS' ? member.phone : body.notifyBy === 'EMAIL' ? member.email : '';
  if (body.notifyBy && to) {
    await app.messageOutbox
      .send({ channel: body.notifyBy, to, template: 'WELCOME', locale: member.locale, params: { name: member.name }, purpose: 'TRANSACTIONAL', memberId: member.id })
      .catch((error: unknown) => request.log.warn({ err: error }, 'welcome message for a walk-in member not sent'));
  }
  return member;
}

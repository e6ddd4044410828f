// What a new member is, whoever makes one: the member at sign-up or the desk for a walk-in. One
// record, one set of receive consents, one check that the contact is free and one answer when two
// makers race for a username, so the two doors cannot drift apart.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOMESTIC_COUNTRY, MEMBER_TYPE_OF_KIND, VERIFICATION_CHANNEL_OF_KIND, memberPhone, normalisedEmail, type Locale, type MemberKind, type ReceiveConsent } from '@centre/contracts';
import { isUniqueViolation, transactionWithRetry, type Knex } from '@centre/server-kit';
import { refuse } from '../form-refusals.ts';
import { RECEIVE_CONSENT_VERSION, type ConsentAnswer } from '../repositories/consents.ts';
import type { NewUser, User } from '../repositories/users.ts';

/** The fields both forms share (SignUpRequest, ConsoleMemberCreate). */
export interface MemberBasics {
  memberKind: MemberKind;
  username: string;
  name: string;
  email: string;
  phone?: string | undefined;
  country?: string | undefined;
  locale: Locale;
  receiveConsent: ReceiveConsent;
}

/** An e-mail address in the one form codes are sent to and contacts are compared in. */
export function memberEmail(request: FastifyRequest, email: string): string {
  return normalisedEmail(email) ?? refuse(request, 400, 'email', 'EMAIL_FORMAT');
}

/**
 * The number as stored: a Korean number's digits, an overseas number in E.164 (`+33612345678`).
 * memberKindProblems() has refused a number that breaks the kind's rule before.
 */
export function storedPhone(basics: Pick<MemberBasics, 'memberKind' | 'phone' | 'country'>): string {
  if (!basics.phone) return '';
  return memberPhone(basics.memberKind, basics.phone, basics.country) ?? basics.phone;
}

/** The contact that identifies a member of this kind: the phone at home, the e-mail address abroad. */
export function verifiedContactOf(kind: MemberKind, contact: { phone: string; email: string }) {
  const channel = VERIFICATION_CHANNEL_OF_KIND[kind];
  return { channel, target: channel === 'SMS' ? contact.phone : contact.email, field: channel === 'SMS' ? 'phone' : 'email' } as const;
}

/** The account row of a new member; `email` already normalised. */
export function newMemberRecord(basics: MemberBasics, email: string, passwordHash: string, desk: Pick<NewUser, 'levelId' | 'memo' | 'mustChangePassword'> = {}): NewUser {
  return {
    username: basics.username,
    passwordHash,
    name: basics.name.trim(),
    email,
    phone: storedPhone(basics),
    memberType: MEMBER_TYPE_OF_KIND[basics.memberKind],
    memberKind: basics.memberKind,
    country: basics.memberKind === 'OVERSEAS' ? (basics.country ?? '') : DOMESTIC_COUNTRY,
    locale: basics.locale,
    receiveConsent: basics.receiveConsent,
    scopes: ['member'],
    ...desk,
  };
}

/** The receive consents as ledger answers. */
export function receiveConsentAnswers(receiveConsent: ReceiveConsent): ConsentAnswer[] {
  return [
    { code: 'RECEIVE_SMS', version: RECEIVE_CONSENT_VERSION, agreed: receiveConsent.sms },
    { code: 'RECEIVE_EMAIL', version: RECEIVE_CONSENT_VERSION, agreed: receiveConsent.email },
  ];
}

/** Refuses (409) a contact another active account identifies itself by; `self` is the member being edited. */
export async function refuseContactInUse(app: FastifyInstance, request: FastifyRequest, kind: MemberKind, contact: { phone: string; email: string }, options: { self?: string; trx?: Knex } = {}): Promise<void> {
  const { channel, target, field } = verifiedContactOf(kind, contact);
  const holder = await app.users.findActiveByContact(channel, target, options.trx);
  if (holder && holder.id !== options.self) refuse(request, 409, field, channel === 'SMS' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');
}

/** Work a door adds to the member's transaction: checks before the row, its own rows after. */
export interface MemberWriteSteps {
  before?(trx: Knex): Promise<void>;
  after?(member: User, trx: Knex, at: string): Promise<void>;
}

/**
 * Writes the member, their consents and the door's own steps in one transaction. Two makers
 * racing for one username: the unique index decides, the loser gets a 409 on the field.
 */
export async function createMember(app: FastifyInstance, request: FastifyRequest, record: NewUser, consents: ConsentAnswer[], steps: MemberWriteSteps = {}): Promise<User> {
  const at = app.clock.now().toISOString();
  try {
    return await transactionWithRetry(app.db, async (trx) => {
      await steps.before?.(trx);
      const member = await app.users.create(record, trx, at);
      await app.consents.record(member.id, consents, at, trx);
      await steps.after?.(member, trx, at);
      return member;
    });
  } catch (error) {
    if (isUniqueViolation(error)) refuse(request, 409, 'username', 'USERNAME_TAKEN');
    throw error;
  }
}

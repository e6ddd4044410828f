import { INTERNAL_MEMBER_PATHS, type Locale, type MemberContact } from '@centre/contracts';
import { internalClient, serviceUnavailable } from '@centre/server-kit';

/** What the outbox needs of a member to write to them; an empty number or address is none. */
export interface Recipient {
  email: string | null;
  phone: string | null;
  locale: Locale;
  /** Receive consent for advertising, per channel. */
  consent: { sms: boolean; email: boolean };
}

/** A member's contact, or null when there is no such (active) member. */
export type MemberContacts = (memberId: string) => Promise<Recipient | null>;

/** The users service's answer, read in one place. */
export function recipientOf(contact: Pick<MemberContact, 'email' | 'phone' | 'locale' | 'receiveConsent'>): Recipient {
  return {
    email: contact.email || null,
    phone: contact.phone || null,
    locale: contact.locale,
    consent: { sms: contact.receiveConsent.sms === true, email: contact.receiveConsent.email === true },
  };
}

/** Asks the users service (USERS_URL) over its internal route; a failure there is the caller's 503. */
export function memberContactsOver(usersUrl: string, internalToken: string): MemberContacts {
  const users = internalClient({ service: 'users', baseUrl: usersUrl, internalToken, timeoutMs: 5_000 });
  return async (memberId) => {
    const answer = await users.request<MemberContact>('GET', INTERNAL_MEMBER_PATHS.contact(encodeURIComponent(memberId)));
    // 400: not even the shape of a member id, so no such member either.
    if (answer.status === 404 || answer.status === 400) return null;
    if (answer.status !== 200 || !answer.body?.receiveConsent) {
      throw serviceUnavailable('users', new Error(`the users service answered ${answer.status} for a member's contact`));
    }
    return recipientOf(answer.body);
  };
}

// The users service as the admin service asks it: a member's contact, language and consent, for the
// outbox. Failure behaviour: unreachable, timing out or answering anything but 200/400/404 is a 503
// DomainError (SERVICE_UNAVAILABLE); the caller resolves the address with serviceUrlFrom.
import { INTERNAL_MEMBER_PATHS, INTERNAL_RECIPIENTS_PATH, type Locale, type MemberContact, type RecipientsAnswer, type RecipientsQuery } from '@centre/contracts';
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

export function usersClient(options: { baseUrl: string; internalToken: string }) {
  const users = internalClient({ service: 'users', baseUrl: options.baseUrl, internalToken: options.internalToken, timeoutMs: 5_000 });
  // A group's recipients is a larger question than one contact: it may take longer.
  const groups = internalClient({ service: 'users', baseUrl: options.baseUrl, internalToken: options.internalToken, timeoutMs: 10_000 });
  async function contactOf(memberId: string): Promise<Recipient | null> {
    const answer = await users.request<MemberContact>('GET', INTERNAL_MEMBER_PATHS.contact(encodeURIComponent(memberId)));
    // 400: not even the shape of a member id, so no such member either.
    if (answer.status === 404 || answer.status === 400) return null;
    if (answer.status !== 200 || !answer.body?.receiveConsent) {
      throw serviceUnavailable('users', new Error(`the users service answered ${answer.status} for a member's contact`));
    }
    return recipientOf(answer.body);
  }

  /** The members matching a staff message's group filters, with their contacts. */
  async function recipients(query: RecipientsQuery): Promise<RecipientsAnswer['recipients']> {
    const answer = await groups.request<RecipientsAnswer>('POST', INTERNAL_RECIPIENTS_PATH, { body: query });
    if (answer.status !== 200 || !answer.body) throw serviceUnavailable('users');
    return answer.body.recipients;
  }

  return { contactOf: contactOf satisfies MemberContacts, recipients };
}

export type UsersClient = ReturnType<typeof usersClient>;

// The users service's two neighbours: the content service publishes the terms members agree to,
// and the admin service's outbox sends their codes and notices (the server kit's one client).
import {
  TERMS_CODES,
  type InternalMessageRequest,
  type Locale,
  type MemberKind,
  VERIFICATION_CHANNEL_OF_KIND,
  type TermsCode,
  type TermsList,
  type VerificationChannel,
} from '@centre/contracts';
import { internalClient, serviceUnavailable, type Outbox } from '@centre/server-kit';

export interface CurrentTerms {
  code: TermsCode;
  version: string;
  title: string;
}

/**
 * The versions of the terms members must agree to, as the content service publishes them
 * (GET /api/v1/terms). Asked each time: a new version published by staff counts at once.
 */
export function termsSource(contentUrl: string) {
  const content = internalClient({ service: 'content', baseUrl: contentUrl, timeoutMs: 3_000 });
  return {
    async current(locale: Locale): Promise<CurrentTerms[]> {
      const answer = await content.request<TermsList>('GET', '/api/v1/terms', { headers: { 'accept-language': locale } });
      if (answer.status !== 200 || !answer.body) throw serviceUnavailable('content');
      return answer.body.terms
        .filter((terms) => (TERMS_CODES as readonly string[]).includes(terms.code))
        .map((terms) => ({ code: terms.code, version: terms.version, title: terms.title }));
    },
  };
}

export type TermsSource = ReturnType<typeof termsSource>;

/**
 * Messages go through the admin service's outbox; this service never sends an SMS or e-mail
 * itself. When the outbox cannot take a message, send() throws the kit's 503 OUTBOX_UNAVAILABLE:
 * a code that cannot be delivered is refused to the member rather than lost.
 */
export function memberMessages(outbox: Outbox) {
  return {
    send(message: InternalMessageRequest): Promise<void> {
      return outbox.send(message);
    },

    /**
     * Tells a member about a change to their account (password changed or reset, withdrawal) on
     * their verified channel. Best effort: the change is done whether or not the note goes out.
     */
    async notifyMember(member: { id: string; name: string; phone: string; email: string; locale: Locale; memberKind: MemberKind }, template: 'PASSWORD_CHANGED' | 'WITHDRAWN', log: (error: unknown) => void): Promise<void> {
      const channel = VERIFICATION_CHANNEL_OF_KIND[member.memberKind];
      const to = channel === 'SMS' ? member.phone : member.email;
      if (!to) return;
      try {
        await this.send({ channel, to, template, locale: member.locale, params: { name: member.name }, purpose: 'TRANSACTIONAL', memberId: member.id });
      } catch (error) {
        log(error);
      }
    },

    sendVerificationCode(channel: VerificationChannel, to: string, code: string, minutes: number, locale: Locale): Promise<void> {
      return this.send({ channel, to, template: 'VERIFICATION_CODE', locale, params: { code, minutes: String(minutes) }, purpose: 'TRANSACTIONAL' });
    },
  };
}

export type MemberMessages = ReturnType<typeof memberMessages>;

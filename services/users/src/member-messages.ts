// What the users service tells members (codes, account notices), written to the admin service's
// outbox through the server kit's one outbox client; this service never sends an SMS or e-mail itself.
import { VERIFICATION_CHANNEL_OF_KIND, type InternalMessageRequest, type Locale, type MemberKind, type VerificationChannel } from '@centre/contracts';
import type { Outbox } from '@centre/server-kit';

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

import { PHONE_PATTERN, type InternalMessageAccepted, type InternalMessageRequest, type MessageSkipReason } from '@centre/contracts';
import type { Clock } from '@centre/server-kit';
import type { MessageRepository } from '../repositories/messages.ts';
import type { MemberContacts, Recipient } from './member-contacts.ts';
import { advertisingAllowedFrom } from './quiet-hours.ts';
import { renderMessage, TemplateParamsError } from './templates.ts';

/** Why a message was not written; `reason` lets a staff send to many members report each one. */
export class MessageRefused extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly reason?: MessageSkipReason,
  ) {
    super(message);
  }
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SHAPE = new RegExp(PHONE_PATTERN);

interface OutboxParts {
  messages: MessageRepository;
  contacts: MemberContacts;
  clock: Clock;
  /** Called after a message is written, so the worker looks at once. */
  written: () => void;
}

/** Writes messages into the outbox: recipient, language and consent settled, text rendered, row first. */
export function createOutbox({ messages, contacts, clock, written }: OutboxParts) {
  async function contactOf(memberId: string): Promise<Recipient> {
    const contact = await contacts(memberId);
    if (!contact) throw new MessageRefused('There is no such member.', 404, 'NOT_FOUND');
    return contact;
  }

  return {
    async send(request: InternalMessageRequest): Promise<InternalMessageAccepted> {
      const purpose = request.purpose ?? 'TRANSACTIONAL';
      const advertising = purpose === 'ADVERTISING';
      const memberId = request.memberId ?? null;
      if (!request.to && !memberId) throw new MessageRefused('Give the recipient: "to" or "memberId".', 400);
      if (advertising && !memberId) {
        throw new MessageRefused('Advertising goes only to members who agreed to receive it: send it by memberId.', 400);
      }
      // The member's record is read when it decides something: the address, the language or the consent.
      const contact = memberId && (!request.to || !request.locale || advertising) ? await contactOf(memberId) : null;
      if (advertising && !contact?.consent[request.channel === 'SMS' ? 'sms' : 'email']) {
        throw new MessageRefused('This member has not agreed to receive advertising on this channel.', 409, 'NO_CONSENT');
      }
      const recipient = request.to ?? (request.channel === 'SMS' ? contact?.phone : contact?.email) ?? null;
      if (!recipient) {
        throw new MessageRefused(`This member has no ${request.channel === 'SMS' ? 'mobile number' : 'e-mail address'}.`, 409, 'NO_CONTACT');
      }
      const shape = request.channel === 'SMS' ? PHONE_SHAPE : EMAIL_SHAPE;
      if (!shape.test(recipient)) {
        throw new MessageRefused(request.channel === 'SMS' ? 'An SMS goes to a number of 9 to 11 digits.' : 'An e-mail goes to an address like name@example.org.', 400);
      }
      const locale = request.locale ?? contact?.locale ?? 'ko';
      let rendered;
      try {
        rendered = renderMessage({ template: request.template, channel: request.channel, locale, params: request.params ?? {}, advertising });
      } catch (error) {
        if (error instanceof TemplateParamsError) throw new MessageRefused(error.message, 400);
        throw error;
      }
      const at = clock.now();
      const accepted = await messages.enqueue({
        channel: request.channel,
        recipient,
        memberId,
        template: request.template,
        locale,
        purpose,
        rendered,
        notBefore: advertising ? advertisingAllowedFrom(at) : at,
      });
      written();
      return accepted;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

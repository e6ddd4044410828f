import {
  PHONE_PATTERN,
  type GroupPreview,
  type InternalMessageAccepted,
  type InternalMessageRequest,
  type Locale,
  type MessageChannel,
  type MessagePurpose,
  type MessageSkipReason,
} from '@centre/contracts';
import type { Clock } from '@centre/server-kit';
import type { MessageRepository } from '../repositories/messages.ts';
import type { MemberContacts, Recipient } from '../clients/users.ts';
import type { GroupMember } from './member-groups.ts';
import { advertisingAllowedFrom } from './quiet-hours.ts';
import { renderMessage, TemplateParamsError, type RenderedMessage } from './templates.ts';

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

/** A staff message to a group: its text and the members it is for. */
export interface GroupMessage {
  channel: MessageChannel;
  purpose: MessagePurpose;
  params: Record<string, string>;
  members: readonly GroupMember[];
}

/** Who of a group a message would reach: advertising needs consent on the channel; everyone needs a contact there. */
export function reachOf(channel: MessageChannel, purpose: MessagePurpose, members: readonly GroupMember[]) {
  const shape = channel === 'SMS' ? PHONE_SHAPE : EMAIL_SHAPE;
  const reachable: Array<{ member: GroupMember; recipient: string }> = [];
  let noConsent = 0;
  let noContact = 0;
  for (const member of members) {
    const recipient = channel === 'SMS' ? member.phone : member.email;
    if (purpose === 'ADVERTISING' && !member.consent[channel === 'SMS' ? 'sms' : 'email']) noConsent += 1;
    else if (!recipient || !shape.test(recipient)) noContact += 1;
    else reachable.push({ member, recipient });
  }
  const preview: GroupPreview = { members: members.length, reachable: reachable.length, noConsent, noContact };
  return { reachable, preview };
}

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
    /**
     * Writes one STAFF_MESSAGE per reachable member of a group in one transaction; the worker
     * delivers them afterwards (never during the request). Each member reads it in their language.
     */
    async sendToGroup(message: GroupMessage): Promise<GroupPreview & { queued: number }> {
      const { reachable, preview } = reachOf(message.channel, message.purpose, message.members);
      const advertising = message.purpose === 'ADVERTISING';
      const rendered = new Map<Locale, RenderedMessage>();
      const renderFor = (locale: Locale) => {
        let text = rendered.get(locale);
        if (!text) {
          try {
            text = renderMessage({ template: 'STAFF_MESSAGE', channel: message.channel, locale, params: message.params, advertising });
          } catch (error) {
            if (error instanceof TemplateParamsError) throw new MessageRefused(error.message, 400);
            throw error;
          }
          rendered.set(locale, text);
        }
        return text;
      };
      const at = clock.now();
      const notBefore = advertising ? advertisingAllowedFrom(at) : at;
      const queued = await messages.enqueueMany(
        reachable.map(({ member, recipient }) => ({
          channel: message.channel,
          recipient,
          memberId: member.memberId,
          template: 'STAFF_MESSAGE' as const,
          locale: member.locale,
          purpose: message.purpose,
          rendered: renderFor(member.locale),
          notBefore,
        })),
      );
      if (queued > 0) written();
      return { ...preview, queued };
    },

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
        // Overseas members' numbers are stored in E.164 (`+33…`): the SMS provider reaches Korean numbers only.
        const smsRule = recipient.startsWith('+') ? 'An SMS goes to Korean mobile numbers only; this number is international: write by e-mail.' : 'An SMS goes to a number of 9 to 11 digits.';
        throw new MessageRefused(request.channel === 'SMS' ? smsRule : 'An e-mail goes to an address like name@example.org.', 400);
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

// Messages to members about their practice seats and consultations (issue 27): one way to write
// a template to a member by id in their language, by e-mail when they have an address, else SMS.
// Best effort for confirmations and cancellations (the decision stands whether or not the outbox
// answers: a failure is logged); the reminders use the answer to give their claim back.
import { MESSAGE_TEMPLATE_PARAMS, type Locale, type MemberEligibility, type MessageTemplate } from '@centre/contracts';
import type { Outbox } from '@centre/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { UsersClient } from './clients/users.ts';

export type SupportTemplate = Extract<MessageTemplate, 'CONSULTATION_REMINDER' | 'CONSULTATION_CONFIRMED' | 'PRACTICE_CONFIRMED' | 'PRACTICE_PROMOTED' | 'PRACTICE_CANCELLED' | 'PRACTICE_REMINDER'>;

/** What a message says about one member's seat or consultation, in that member's language. */
export type ParamsIn = (locale: Locale, member: MemberEligibility) => Record<string, string>;

export function memberMessages(deps: { outbox: Outbox; members: UsersClient; log: FastifyBaseLogger }) {
  /** Sends to one member already looked up; true when the outbox took it. */
  async function toMember(template: SupportTemplate, member: MemberEligibility, params: ParamsIn): Promise<boolean> {
    const allowed = new Set<string>(MESSAGE_TEMPLATE_PARAMS[template].map((name) => name.replace('?', '')));
    const all = { name: member.name, ...params(member.locale, member) };
    try {
      await deps.outbox.send({
        channel: member.email ? 'EMAIL' : 'SMS',
        template,
        locale: member.locale,
        memberId: member._id,
        purpose: 'TRANSACTIONAL',
        params: Object.fromEntries(Object.entries(all).filter(([name, value]) => allowed.has(name) && value !== '')),
      });
      return true;
    } catch (error) {
      deps.log.error({ err: error, template, memberId: member._id }, 'member message not sent: the outbox did not take it');
      return false;
    }
  }

  return {
    toMember,

    /** Tells each member (skipping those gone or not in good standing); answers how many the outbox took. */
    async tell(template: SupportTemplate, memberIds: readonly string[], params: ParamsIn): Promise<number> {
      if (memberIds.length === 0) return 0;
      let sent = 0;
      try {
        const who = await deps.members.eligibility([...new Set(memberIds)]);
        for (const id of memberIds) {
          const member = who.get(id);
          if (!member || !member.goodStanding) continue;
          if (await toMember(template, member, params)) sent++;
        }
      } catch (error) {
        deps.log.warn({ err: error, template }, 'member messages not sent: the users service did not answer');
      }
      return sent;
    },
  };
}

export type MemberMessages = ReturnType<typeof memberMessages>;

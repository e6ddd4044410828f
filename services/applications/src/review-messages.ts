// Messages about decisions (approved, rejected, waitlist promoted, lottery result, reminder),
// through the admin service's outbox, which writes them in the member's language. A decision is
// committed before its message is asked for: an outbox that is down is logged, never undoes it.
import { INTERNAL_MESSAGES_PATH, type InternalMessageRequest, type MessageTemplate } from '@centre/contracts';
import { internalClient } from '@centre/server-kit';
import type { FastifyBaseLogger } from 'fastify';

export type MessageChannelChoice = 'SMS' | 'EMAIL' | 'PHONE';

export interface ReviewMessenger {
  /** True when the outbox took the message. */
  tell(memberId: string, template: MessageTemplate, params: Record<string, string>, channel?: MessageChannelChoice): Promise<boolean>;
}

/** Without an admin service (a service test without one): nothing is sent. */
export function reviewMessenger(adminUrl: string | undefined, internalToken: string, log: FastifyBaseLogger): ReviewMessenger {
  const admin = adminUrl ? internalClient({ service: 'admin', baseUrl: adminUrl, internalToken, timeoutMs: 5_000 }) : null;
  return {
    async tell(memberId, template, params, channel = 'SMS') {
      if (!admin) return false;
      // PHONE: staff call the maker; the platform still leaves a written trace by SMS.
      const first = channel === 'EMAIL' ? 'EMAIL' : 'SMS';
      const message: InternalMessageRequest = { channel: first, memberId, template, params };
      try {
        let answer = await admin.request('POST', INTERNAL_MESSAGES_PATH, { body: message });
        // 409: no address for that channel (or no consent): try the other one.
        if (answer.status === 409) answer = await admin.request('POST', INTERNAL_MESSAGES_PATH, { body: { ...message, channel: first === 'SMS' ? 'EMAIL' : 'SMS' } });
        if (answer.status === 202 || answer.status === 201 || answer.status === 200) return true;
        log.warn({ memberId, template, status: answer.status, answer: answer.body }, 'the outbox did not take a message about an application');
      } catch (error) {
        log.warn({ err: error, memberId, template }, 'the outbox is unreachable: a message about an application was not sent');
      }
      return false;
    },
  };
}

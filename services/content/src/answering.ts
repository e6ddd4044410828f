// Staff answering a member's question, between the console route and the inquiries repository:
// the member is told through the outbox, and the order of telling and saving is decided here.
import type { FastifyBaseLogger } from 'fastify';
import type { ConsoleInquiry } from '@centre/contracts';
import { OutboxRefused, type Outbox } from '@centre/server-kit';
import type { InquiriesRepository } from './repositories/inquiries.ts';

export interface AnsweringDeps {
  inquiries: InquiriesRepository;
  /** Null when no admin service is configured: nobody is told. */
  outbox: Outbox | null;
  log: FastifyBaseLogger;
}

/**
 * Tells the member by e-mail or, lacking an address, by SMS. Resolves false when the outbox
 * refuses both (no contact at all): the answer still stands, the console shows "not notified".
 * An outbox that is down throws its 503 (OUTBOX_UNAVAILABLE) to the caller.
 */
async function tellMember(deps: AnsweringDeps, inquiry: ConsoleInquiry): Promise<boolean> {
  if (!deps.outbox) return false;
  const message = { memberId: inquiry.memberId, template: 'INQUIRY_ANSWERED', params: { title: inquiry.title, name: inquiry.memberName } } as const;
  try {
    try {
      await deps.outbox.send({ ...message, channel: 'EMAIL' });
    } catch (error) {
      if (!(error instanceof OutboxRefused) || error.answerStatus !== 409) throw error;
      await deps.outbox.send({ ...message, channel: 'SMS' });
    }
    return true;
  } catch (error) {
    if (!(error instanceof OutboxRefused)) throw error;
    deps.log.warn({ memberId: inquiry.memberId, status: error.answerStatus, reason: error.reason }, 'the outbox did not take the inquiry-answered message');
    return false;
  }
}

/**
 * Saves staff's answer; the first answer tells the member. The message is queued BEFORE the answer
 * is saved, so an outbox that is down leaves the question unanswered (a 503, staff try again)
 * rather than answered with the member never told. The other order's risk is the lesser one: a
 * database failure after the message was queued, or two staff answering the same question at
 * once, tells the member twice. Null when the inquiry does not exist.
 */
export async function answerInquiry(
  deps: AnsweringDeps,
  id: string,
  answer: string,
  staff: { id: string; name: string },
): Promise<{ inquiry: ConsoleInquiry; notified: boolean } | null> {
  const current = await deps.inquiries.findById(id);
  if (!current) return null;
  const notified = current.status === 'WAITING_REPLY' ? await tellMember(deps, current) : false;
  const saved = await deps.inquiries.answer(id, answer, staff);
  return saved ? { inquiry: saved.inquiry, notified } : null;
}

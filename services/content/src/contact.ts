// Contact messages between the routes and the repository: who may write what (links, rate
// limits), delivery to a maker through the outbox, and staff's answer by e-mail.
import type { FastifyBaseLogger } from 'fastify';
import { CONTACT_LIMITS, CONTACT_REFUSALS, type ContactMessageInput, type ContactRefusalCode, type Locale } from '@centre/contracts';
import { DomainError, OUTBOX_UNAVAILABLE, OUTBOX_UNAVAILABLE_MESSAGES, OutboxRefused, type Outbox, type SharedState } from '@centre/server-kit';
import type { MakerDirectory } from './clients/fairs.ts';
import type { ContactMessagesRepository } from './repositories/contact-messages.ts';

/** A refusal of this area: its status, code and words in four languages (contracts' CONTACT_REFUSALS). */
export function refuse(code: ContactRefusalCode, details?: Record<string, string>): DomainError {
  const refusal = CONTACT_REFUSALS[code];
  return new DomainError(refusal.status, code, refusal.messages.en, { messages: refusal.messages, ...(details ? { details } : {}) });
}

/**
 * A link as spam carries it: a scheme, "www.", or a host name with a common top-level domain
 * (example.com, shop.co.kr/x). E-mail-like words are links too (they are how spam asks for a reply).
 */
const LINK = /(?:\b(?:https?|ftp):\/\/|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|kr|io|co|me|info|biz|xyz|ru|cn|top|shop|site|online|link|ly|app|dev|club|vip)\b)/i;

export function containsLink(text: string): boolean {
  return LINK.test(text);
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export interface ContactDeps {
  messages: ContactMessagesRepository;
  /** Null when no admin service is configured: a maker cannot be reached, the centre's messages are kept. */
  outbox: Outbox | null;
  sharedState: SharedState;
  /** The fairs service's maker directory: only a listed maker is written to. */
  directory: MakerDirectory;
  log: FastifyBaseLogger;
}

export interface Sender {
  /** The signed-in member, or null for a visitor. */
  memberId: string | null;
  /** clientAddressKey of the caller's address. */
  clientKey: string;
  locale: Locale;
}

function outboxUnavailable(): DomainError {
  return new DomainError(503, OUTBOX_UNAVAILABLE, OUTBOX_UNAVAILABLE_MESSAGES.en, { messages: OUTBOX_UNAVAILABLE_MESSAGES });
}

/** Counts one hit on `key`; a count over `limit` refuses with `code`, saying when to come back. */
async function throttle(state: SharedState, key: string, windowMs: number, limit: number, code: ContactRefusalCode): Promise<void> {
  const { count, resetInMs } = await state.hit(key, windowMs);
  if (count > limit) throw refuse(code, { retryAfterSeconds: String(Math.ceil(resetInMs / 1000)) });
}

/**
 * Checks, throttles, delivers (to a maker) and records one message. Every refusal comes before
 * anything is written; the per-maker counter is touched only once the client's allowed it, so one
 * client cannot use up a maker's day.
 */
export async function sendContactMessage(deps: ContactDeps, input: ContactMessageInput, sender: Sender) {
  const name = input.name.trim();
  const subject = input.subject.trim();
  const text = input.text.trim();
  if (!name || !subject || text.length < CONTACT_LIMITS.textMinLength) throw refuse('CONTACT_EMPTY');
  if (!sender.memberId && [name, subject, text].some(containsLink)) throw refuse('CONTACT_LINKS_NOT_ALLOWED');
  const recipientId = input.recipientId ?? null;
  if (recipientId && recipientId === sender.memberId) throw refuse('CONTACT_SELF');
  if (recipientId && !deps.outbox) throw outboxUnavailable();

  await throttle(deps.sharedState, `contact:client:${sender.clientKey}`, HOUR_MS, CONTACT_LIMITS.perClientPerHour, 'CONTACT_RATE_LIMITED');
  // Only a maker listed in the directory (asked of the fairs service; fails closed with a 503) is written to.
  if (recipientId && !(await deps.directory.isListed(recipientId))) throw refuse('CONTACT_MAKER_NOT_LISTED');
  if (recipientId) await throttle(deps.sharedState, `contact:maker:${recipientId}`, DAY_MS, CONTACT_LIMITS.perMakerPerDay, 'CONTACT_RECIPIENT_BUSY');

  const message = {
    recipient: recipientId ? ('MAKER' as const) : ('CENTRE' as const),
    recipientMemberId: recipientId,
    senderMemberId: sender.memberId,
    senderName: name,
    replyEmail: input.email.trim(),
    subject,
    text,
    locale: sender.locale,
  };
  let delivered = false;
  if (recipientId && deps.outbox) {
    // Handed over before it is recorded: a maker the outbox cannot find or reach refuses the
    // message with nothing written. The maker's own address never comes back here.
    try {
      await deps.outbox.send({
        channel: 'EMAIL',
        memberId: recipientId,
        template: 'CONTACT_MESSAGE',
        params: { senderName: name, replyTo: message.replyEmail, subject, message: text },
      });
    } catch (error) {
      if (error instanceof OutboxRefused && (error.answerStatus === 404 || error.answerStatus === 409)) throw refuse('CONTACT_RECIPIENT_NOT_FOUND');
      throw error;
    }
    delivered = true;
  }
  const saved = await deps.messages.create(message, delivered);
  return { _id: saved.id, recipient: message.recipient, delivered: saved.delivered, createdAt: saved.createdAt };
}

/**
 * The maker a message was sent to answers it on the platform: the answer is claimed (once), then
 * e-mailed through the outbox to the sender's reply address in the sender's language, naming the
 * maker and never the maker's own address; an outbox that does not take it gives the claim back.
 */
export async function answerAsMaker(deps: ContactDeps, id: string, answer: string, maker: { id: string; name: string }) {
  const current = await deps.messages.findStored(id);
  if (!current || current.recipient !== 'MAKER' || current.recipientMemberId !== maker.id) throw refuse('CONTACT_NOT_FOUND');
  if (!deps.outbox) throw outboxUnavailable();
  if (!(await deps.messages.claimMakerAnswer(id, maker.id, answer, maker.name))) throw refuse('CONTACT_ALREADY_ANSWERED');
  try {
    await deps.outbox.send({
      channel: 'EMAIL',
      to: current.replyEmail,
      locale: current.locale,
      template: 'CONTACT_MAKER_ANSWERED',
      params: { subject: current.subject, answer, maker: maker.name, name: current.senderName },
      ...(current.senderMemberId ? { memberId: current.senderMemberId } : {}),
    });
  } catch (error) {
    await deps.messages.releaseMakerAnswer(id, current.createdAt);
    if (error instanceof OutboxRefused) {
      deps.log.warn({ messageId: id, status: error.answerStatus, reason: error.reason }, 'the outbox refused a maker\'s answer to a contact message');
      throw outboxUnavailable();
    }
    throw error;
  }
  return (await deps.messages.findForMaker(maker.id, id))!;
}

/**
 * Staff answer a message to the centre by e-mail to its reply address, in the sender's language.
 * The answer is claimed first (one winner among staff answering at once), then handed to the
 * outbox; an outbox that is down or refuses releases the claim, so nothing is kept as answered
 * that the sender never got.
 */
export async function answerContactMessage(deps: ContactDeps, id: string, answer: string, staff: { id: string; name: string }) {
  const current = await deps.messages.findStored(id);
  if (!current) throw refuse('CONTACT_NOT_FOUND');
  if (current.recipient !== 'CENTRE') throw refuse('CONTACT_NOT_FOR_CENTRE');
  if (current.status !== 'NEW') throw refuse('CONTACT_ALREADY_ANSWERED');
  if (!deps.outbox) throw outboxUnavailable();
  if (!(await deps.messages.claimAnswer(id, answer, staff))) throw refuse('CONTACT_ALREADY_ANSWERED');
  try {
    await deps.outbox.send({
      channel: 'EMAIL',
      to: current.replyEmail,
      locale: current.locale,
      template: 'CONTACT_ANSWERED',
      params: { subject: current.subject, answer, name: current.senderName },
      ...(current.senderMemberId ? { memberId: current.senderMemberId } : {}),
    });
  } catch (error) {
    await deps.messages.releaseAnswer(id, current.createdAt);
    if (error instanceof OutboxRefused) {
      deps.log.warn({ messageId: id, status: error.answerStatus, reason: error.reason }, 'the outbox refused the answer to a contact message');
      throw outboxUnavailable();
    }
    throw error;
  }
  return (await deps.messages.findById(id))!;
}

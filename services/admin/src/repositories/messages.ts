import type {
  Locale,
  Message,
  MessageChannel,
  MessageListQuery,
  MessagePurpose,
  MessageStatus,
  MessageTemplate,
} from '@centre/contracts';
import { newId, pageOfRows, whereContains, type Clock, type Knex, type Page } from '@centre/server-kit';
import type { RenderedMessage } from '../outbox/templates.ts';
import { seoulDayEndUtc, seoulDayStartUtc } from '@centre/contracts';

interface Row {
  id: string;
  channel: MessageChannel;
  recipient: string;
  member_id: string | null;
  template: MessageTemplate;
  locale: Locale;
  purpose: MessagePurpose;
  subject: string | null;
  body: string;
  html: string | null;
  masked_subject: string | null;
  masked_body: string;
  masked_html: string | null;
  status: MessageStatus;
  attempts: number;
  next_attempt_at: string | null;
  claimed_at: string | null;
  claimed_by: string | null;
  last_error: string | null;
  delivered_by: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The adapter that sends nothing (development): recorded as the message's deliverer. */
export const LOG_ADAPTER = 'log';

/** A message as the worker hands it to an adapter. */
export interface Outgoing {
  id: string;
  channel: MessageChannel;
  /** The member it is for (re-checked at delivery); null for a bare address. */
  memberId?: string | null;
  template?: MessageTemplate;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  purpose: MessagePurpose;
  attempts: number;
}

export interface NewMessage {
  channel: MessageChannel;
  recipient: string;
  memberId: string | null;
  template: MessageTemplate;
  locale: Locale;
  purpose: MessagePurpose;
  rendered: RenderedMessage;
  /** When the first attempt may happen (later than now for advertising in quiet hours). */
  notBefore: Date;
}

/** Staff see the masked text always: a code (sign-up, recovery, two-step) is never theirs to read, in any mode. */
function fromRow(row: Row): Message {
  return {
    _id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    memberId: row.member_id,
    template: row.template,
    locale: row.locale,
    purpose: row.purpose,
    subject: row.masked_subject,
    body: row.masked_body,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    deliveredBy: row.delivered_by,
    sentAt: row.sent_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Rows per insert statement: SQLite allows 32,766 bound values, and a message row has 23. */
const ENQUEUE_CHUNK = 500;

function rowOf(message: NewMessage, at: string): Row {
  const { rendered } = message;
  return {
    id: newId(),
    channel: message.channel,
    recipient: message.recipient,
    member_id: message.memberId,
    template: message.template,
    locale: message.locale,
    purpose: message.purpose,
    subject: rendered.subject,
    body: rendered.body,
    html: rendered.html,
    masked_subject: rendered.maskedSubject,
    masked_body: rendered.maskedBody,
    masked_html: rendered.maskedHtml,
    status: 'PENDING',
    attempts: 0,
    next_attempt_at: message.notBefore.toISOString(),
    claimed_at: null,
    claimed_by: null,
    last_error: null,
    delivered_by: null,
    sent_at: null,
    created_at: at,
    updated_at: at,
  };
}

export function createMessageRepository(db: Knex, clock: Clock) {
  const stamp = () => clock.now().toISOString();

  return {
    async enqueue(message: NewMessage): Promise<{ _id: string; status: MessageStatus }> {
      const row = rowOf(message, stamp());
      await db('messages').insert(row);
      return { _id: row.id, status: row.status };
    },

    /** A group send: every message written in one transaction (all or none), in chunks the drivers accept. */
    async enqueueMany(messages: readonly NewMessage[]): Promise<number> {
      const at = stamp();
      const rows = messages.map((message) => rowOf(message, at));
      await db.transaction(async (trx) => {
        for (let start = 0; start < rows.length; start += ENQUEUE_CHUNK) await trx('messages').insert(rows.slice(start, start + ENQUEUE_CHUNK));
      });
      return rows.length;
    },

    async findById(id: string): Promise<Message | null> {
      const row = await db<Row>('messages').where({ id }).first();
      return row ? fromRow(row) : null;
    },

    async paginate(filter: Omit<MessageListQuery, 'limit' | 'offset'>, page: Page): Promise<{ messages: Message[]; total: number }> {
      const query = db<Row>('messages');
      if (filter.channel) query.where('channel', filter.channel);
      if (filter.status) query.where('status', filter.status);
      if (filter.memberId) query.where('member_id', filter.memberId);
      if (filter.from) query.where('created_at', '>=', seoulDayStartUtc(filter.from));
      if (filter.until) query.where('created_at', '<', seoulDayEndUtc(filter.until));
      if (filter.keyword) whereContains(query, ['recipient'], filter.keyword);
      const { rows, total } = await pageOfRows<Row>(query, page, [{ column: 'created_at', order: 'desc' }]);
      return { messages: rows.map(fromRow), total };
    },

    /** Ids of messages whose next attempt is due, oldest first. Claiming them is a separate, conditional step. */
    async dueIds(limit: number): Promise<string[]> {
      const rows = await db<Row>('messages')
        .select('id')
        .where('status', 'PENDING')
        .andWhere('next_attempt_at', '<=', stamp())
        .orderBy([{ column: 'next_attempt_at' }, { column: 'id' }])
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Takes one message for delivery. The update only succeeds while the row is still PENDING, so
     * of several workers (several admin instances) exactly one wins it; the others see 0 rows.
     */
    async claim(id: string, workerId: string): Promise<Outgoing | null> {
      const at = stamp();
      const claimed = await db('messages')
        .where({ id, status: 'PENDING' })
        .andWhere('next_attempt_at', '<=', at)
        .update({ status: 'SENDING', claimed_at: at, claimed_by: workerId, attempts: db.raw('attempts + 1'), updated_at: at });
      if (claimed !== 1) return null;
      const row = await db<Row>('messages').where({ id, claimed_by: workerId }).first();
      if (!row) return null;
      return {
        id: row.id,
        channel: row.channel,
        memberId: row.member_id,
        template: row.template,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        html: row.html,
        purpose: row.purpose,
        attempts: Number(row.attempts),
      };
    },

    /** Delivered. The message keeps only its masked text, whoever delivered it: no code stays readable at rest. */
    async markSent(id: string, workerId: string, adapter: string): Promise<void> {
      const at = stamp();
      await db('messages').where({ id, status: 'SENDING', claimed_by: workerId }).update({
        status: 'SENT',
        delivered_by: adapter,
        sent_at: at,
        next_attempt_at: null,
        last_error: null,
        updated_at: at,
        subject: db.ref('masked_subject'),
        body: db.ref('masked_body'),
        html: db.ref('masked_html'),
      });
    },

    /** Not delivered this time: back to PENDING for `retryAt`, or FAILED when `retryAt` is null. */
    async markUndelivered(id: string, workerId: string, error: string, retryAt: Date | null): Promise<void> {
      const at = stamp();
      await db('messages')
        .where({ id, status: 'SENDING', claimed_by: workerId })
        .update({
          status: retryAt ? 'PENDING' : 'FAILED',
          next_attempt_at: retryAt ? retryAt.toISOString() : null,
          last_error: error.slice(0, 500),
          updated_at: at,
        });
    },

    /** Gives a claimed message back untried (advertising that reached quiet hours): the attempt does not count. */
    async release(id: string, workerId: string, retryAt: Date): Promise<void> {
      await db('messages')
        .where({ id, status: 'SENDING', claimed_by: workerId })
        .update({ status: 'PENDING', attempts: db.raw('attempts - 1'), next_attempt_at: retryAt.toISOString(), updated_at: stamp() });
    },

    /**
     * A worker that stopped mid-delivery (a crash) leaves its message SENDING. Whether the provider
     * got it is unknown, so it is never sent again on its own: it becomes FAILED for staff to retry.
     */
    async failAbandoned(olderThan: Date): Promise<number> {
      return db('messages')
        .where('status', 'SENDING')
        .andWhere('claimed_at', '<', olderThan.toISOString())
        .update({ status: 'FAILED', last_error: 'Delivery was interrupted; it may or may not have arrived. Retry to send it again.', updated_at: stamp() });
    },

    /** Staff ask for a FAILED message to be tried again (FAILED → PENDING); false when it is not FAILED. */
    async retry(id: string, notBefore: Date): Promise<boolean> {
      const changed = await db('messages')
        .where({ id, status: 'FAILED' })
        .update({ status: 'PENDING', attempts: 0, next_attempt_at: notBefore.toISOString(), last_error: null, claimed_by: null, updated_at: stamp() });
      return changed === 1;
    },

    /** The outbox's backlog for /metrics: messages waiting, failed, and when the longest-due one fell due. */
    async backlog(): Promise<{ pending: number; failed: number; oldestDueAt: string | null }> {
      const counts = (await db('messages').select('status').count({ count: '*' }).whereIn('status', ['PENDING', 'FAILED']).groupBy('status')) as Array<{ status: MessageStatus; count: number | string }>;
      const oldest = await db('messages').min({ at: 'next_attempt_at' }).where('status', 'PENDING').andWhere('next_attempt_at', '<=', stamp()).first();
      const countOf = (status: MessageStatus) => Number(counts.find((row) => row.status === status)?.count ?? 0);
      return { pending: countOf('PENDING'), failed: countOf('FAILED'), oldestDueAt: (oldest?.at as string | null | undefined) ?? null };
    },

    async purposeOf(id: string): Promise<MessagePurpose | null> {
      const row = await db<Row>('messages').select('purpose').where({ id }).first();
      return row?.purpose ?? null;
    },
  };
}

export type MessageRepository = ReturnType<typeof createMessageRepository>;

import type { ConsoleContactMessage, ConsoleContactMessageListQuery, ContactMessageStatus, ContactRecipient, Locale, MakerContactMessage } from '@centre/contracts';
import { newId, pageOfRows, toBoolean, whereContains, type Clock, type Knex, type Page, type PageOfItems } from '@centre/server-kit';

interface Row {
  id: string;
  recipient: ContactRecipient;
  recipient_member_id: string | null;
  sender_member_id: string | null;
  sender_name: string;
  reply_email: string;
  subject: string;
  text: string;
  locale: Locale;
  status: ContactMessageStatus;
  delivered: boolean | number;
  answer: string | null;
  answered_by: string | null;
  answered_by_name: string | null;
  answered_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface NewContactMessage {
  recipient: ContactRecipient;
  recipientMemberId: string | null;
  senderMemberId: string | null;
  senderName: string;
  replyEmail: string;
  subject: string;
  text: string;
  locale: Locale;
}

/** The full row, for the use case that e-mails the sender (the reply address is needed there). */
export interface StoredContactMessage extends NewContactMessage {
  id: string;
  status: ContactMessageStatus;
  createdAt: string;
}

/** What staff read: a maker's message without the sender's address (it was for the maker alone). */
function toConsole(row: Row): ConsoleContactMessage {
  return {
    _id: row.id,
    recipient: row.recipient,
    recipientId: row.recipient_member_id,
    senderName: row.sender_name,
    senderMemberId: row.sender_member_id,
    replyEmail: row.recipient === 'CENTRE' ? row.reply_email : null,
    subject: row.subject,
    text: row.text,
    locale: row.locale,
    status: row.status,
    delivered: toBoolean(row.delivered),
    answer: row.answer,
    answeredBy: row.answered_by_name,
    answeredAt: row.answered_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What the maker reads of a message sent to them. */
const toMaker = (row: Row): MakerContactMessage => ({
  _id: row.id,
  senderName: row.sender_name,
  subject: row.subject,
  text: row.text,
  status: row.status,
  answer: row.answer,
  answeredAt: row.answered_at,
  createdAt: row.created_at,
});

const toStored = (row: Row): StoredContactMessage => ({
  id: row.id,
  recipient: row.recipient,
  recipientMemberId: row.recipient_member_id,
  senderMemberId: row.sender_member_id,
  senderName: row.sender_name,
  replyEmail: row.reply_email,
  subject: row.subject,
  text: row.text,
  locale: row.locale,
  status: row.status,
  createdAt: row.created_at,
});

/** Contact messages to the centre and to makers. */
export function createContactMessagesRepository(db: Knex, clock: Clock) {
  const stamp = () => clock.now().toISOString();

  return {
    /** Records a message; one already handed to a maker (delivered) needs nothing more from staff. */
    async create(input: NewContactMessage, delivered: boolean): Promise<{ id: string; delivered: boolean; createdAt: string }> {
      const at = stamp();
      const row: Row = {
        id: newId(),
        recipient: input.recipient,
        recipient_member_id: input.recipientMemberId,
        sender_member_id: input.senderMemberId,
        sender_name: input.senderName,
        reply_email: input.replyEmail,
        subject: input.subject,
        text: input.text,
        locale: input.locale,
        status: delivered ? 'DONE' : 'NEW',
        delivered,
        answer: null,
        answered_by: null,
        answered_by_name: null,
        answered_at: null,
        created_at: at,
        updated_at: at,
      };
      await db('contact_messages').insert(row);
      return { id: row.id, delivered, createdAt: at };
    },

    async paginate(filter: Omit<ConsoleContactMessageListQuery, 'limit' | 'offset'>, page: Page): Promise<PageOfItems<ConsoleContactMessage>> {
      const query = db<Row>('contact_messages');
      if (filter.status) query.where('status', filter.status);
      if (filter.recipient) query.where('recipient', filter.recipient);
      if (filter.keyword) whereContains(query, ['subject', 'text', 'sender_name'], filter.keyword);
      const { rows, total } = await pageOfRows<Row>(query, page, [{ column: 'created_at', order: 'desc' }]);
      return { items: rows.map(toConsole), total };
    },

    async findById(id: string): Promise<ConsoleContactMessage | null> {
      const row = await db<Row>('contact_messages').where({ id }).first();
      return row ? toConsole(row) : null;
    },

    async findStored(id: string): Promise<StoredContactMessage | null> {
      const row = await db<Row>('contact_messages').where({ id }).first();
      return row ? toStored(row) : null;
    },

    /**
     * Claims a NEW message of the centre's for one answer: true for exactly one caller however
     * many staff answer at once; the loser's e-mail is never sent.
     */
    async claimAnswer(id: string, answer: string, staff: { id: string; name: string }): Promise<boolean> {
      const at = stamp();
      const claimed = await db('contact_messages')
        .where({ id, recipient: 'CENTRE', status: 'NEW' })
        .update({ status: 'ANSWERED', answer, answered_by: staff.id, answered_by_name: staff.name.slice(0, 100), answered_at: at, updated_at: at });
      return claimed === 1;
    },

    /** Undoes a claim whose e-mail the outbox did not take: the message is NEW again, as if never answered. */
    async releaseAnswer(id: string, updatedAt: string): Promise<void> {
      await db('contact_messages')
        .where({ id, status: 'ANSWERED' })
        .update({ status: 'NEW', answer: null, answered_by: null, answered_by_name: null, answered_at: null, updated_at: updatedAt });
    },

    /** Messages sent to the maker, newest first. */
    async paginateForMaker(makerId: string, page: Page): Promise<PageOfItems<MakerContactMessage>> {
      const { rows, total } = await pageOfRows<Row>(db<Row>('contact_messages').where({ recipient: 'MAKER', recipient_member_id: makerId }), page, [{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
      return { items: rows.map(toMaker), total };
    },

    /** One message sent to the maker; null when it is not theirs. */
    async findForMaker(makerId: string, id: string): Promise<MakerContactMessage | null> {
      const row = await db<Row>('contact_messages').where({ id, recipient: 'MAKER', recipient_member_id: makerId }).first();
      return row ? toMaker(row) : null;
    },

    /** Claims a message to the maker, not yet answered, for the maker's one answer (conditional UPDATE: once). */
    async claimMakerAnswer(id: string, makerId: string, answer: string, makerName: string): Promise<boolean> {
      const at = stamp();
      const claimed = await db('contact_messages')
        .where({ id, recipient: 'MAKER', recipient_member_id: makerId })
        .whereNull('answer')
        .update({ status: 'ANSWERED', answer, answered_by: makerId, answered_by_name: makerName.slice(0, 100), answered_at: at, updated_at: at });
      return claimed === 1;
    },

    /** Undoes a maker's claim whose e-mail the outbox did not take (a maker's message rests DONE once delivered). */
    async releaseMakerAnswer(id: string, updatedAt: string): Promise<void> {
      await db('contact_messages')
        .where({ id, recipient: 'MAKER', status: 'ANSWERED' })
        .update({ status: 'DONE', answer: null, answered_by: null, answered_by_name: null, answered_at: null, updated_at: updatedAt });
    },

    /** Staff put a message aside (answered by phone, spam…); null when it does not exist. */
    async markDone(id: string): Promise<ConsoleContactMessage | null> {
      const changed = await db('contact_messages').where({ id }).whereNot('status', 'DONE').update({ status: 'DONE', updated_at: stamp() });
      if (!changed && !(await db('contact_messages').where({ id }).first('id'))) return null;
      return this.findById(id);
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;

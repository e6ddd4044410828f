// A member's attachments to their consultation (issue 27): rows naming files in the service's
// private store. Added only to the member's own live consultation, at most `limit` each (counted
// under the consultation's row lock, so two uploads at once cannot both take the last place).
import type { ConsultationAttachment } from '@centre/contracts';
import { newId, transactionWithRetry, type Knex } from '@centre/server-kit';
import { LIVE_CONSULTATIONS } from './advice.ts';

interface Row {
  id: string;
  consultation_id: string;
  member_id: string;
  name: string;
  content_type: string;
  size: number | string;
  stored_name: string;
  created_at: string;
}

export interface StoredAttachment extends ConsultationAttachment {
  storedName: string;
}

const attachmentOf = (row: Row): StoredAttachment => ({
  _id: row.id,
  name: row.name,
  contentType: row.content_type,
  size: Number(row.size),
  createdAt: row.created_at,
  storedName: row.stored_name,
});

export function createConsultationAttachmentsRepository(db: Knex) {
  return {
    /** Whether the consultation exists (and, given a member, is theirs). */
    async consultationExists(id: string, memberId?: string): Promise<boolean> {
      return (await db('consultations').where({ id, ...(memberId ? { member_id: memberId } : {}) }).first('id')) !== undefined;
    },

    async list(consultationId: string): Promise<ConsultationAttachment[]> {
      const rows = (await db<Row>('consultation_attachments').where({ consultation_id: consultationId }).orderBy([{ column: 'created_at' }, { column: 'id' }])) as Row[];
      return rows.map((row) => {
        const { storedName: _stored, ...attachment } = attachmentOf(row);
        return attachment;
      });
    },

    async find(consultationId: string, attachmentId: string): Promise<StoredAttachment | null> {
      const row = (await db<Row>('consultation_attachments').where({ id: attachmentId, consultation_id: consultationId }).first()) as Row | undefined;
      return row ? attachmentOf(row) : null;
    },

    /**
     * Records one attachment on the member's own consultation: 'missing' when it is not theirs,
     * 'closed' when it is cancelled, done or erased, 'full' at the limit. `store` writes the bytes
     * once the consultation is known to take them (inside the transaction: a refusal stores nothing new).
     */
    async add(
      memberId: string,
      consultationId: string,
      file: { name: string; contentType: string; size: number },
      limit: number,
      at: string,
      store: () => Promise<string>,
    ): Promise<'missing' | 'closed' | 'full' | ConsultationAttachment> {
      return transactionWithRetry(db, async (trx) => {
        // The consultation's row lock first (MySQL; SQLite writes one at a time): concurrent uploads
        // count one after another, each seeing the rows the one before committed.
        const consultation = (await trx('consultations').where({ id: consultationId, member_id: memberId }).forUpdate().first('status', 'erased_at')) as { status: string; erased_at: string | null } | undefined;
        if (!consultation) return 'missing';
        if (!(LIVE_CONSULTATIONS as string[]).includes(consultation.status) || consultation.erased_at) return 'closed';
        const counted = (await trx('consultation_attachments').where({ consultation_id: consultationId }).count({ n: '*' }))[0] as { n: number | string };
        if (Number(counted.n) >= limit) return 'full';
        const storedName = await store();
        const row: Row = { id: newId(), consultation_id: consultationId, member_id: memberId, name: file.name, content_type: file.contentType, size: file.size, stored_name: storedName, created_at: at };
        await trx('consultation_attachments').insert(row);
        const { storedName: _stored, ...attachment } = attachmentOf(row);
        return attachment;
      });
    },

    /** Removes the members' attachments; answers the stored files no remaining row refers to (to delete). */
    async eraseMembers(memberIds: readonly string[]): Promise<string[]> {
      if (memberIds.length === 0) return [];
      const rows = (await db<Row>('consultation_attachments').whereIn('member_id', [...memberIds]).select('stored_name')) as Array<Pick<Row, 'stored_name'>>;
      if (rows.length === 0) return [];
      await db('consultation_attachments').whereIn('member_id', [...memberIds]).delete();
      const names = [...new Set(rows.map((row) => row.stored_name))];
      const kept = new Set(((await db('consultation_attachments').whereIn('stored_name', names).distinct('stored_name')) as Array<Pick<Row, 'stored_name'>>).map((row) => row.stored_name));
      return names.filter((name) => !kept.has(name));
    },
  };
}

export type ConsultationAttachmentsRepository = ReturnType<typeof createConsultationAttachmentsRepository>;

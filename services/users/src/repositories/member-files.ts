import { REVIEWED_MEMBER_FILE_KINDS, type ApprovalStatus, type MemberFile, type MemberFileKind } from '@centre/contracts';
import { newId, type Knex } from '@centre/server-kit';

interface MemberFileRow {
  id: string;
  user_id: string;
  kind: MemberFileKind;
  stored_name: string;
  original_name: string;
  content_type: string;
  size: number;
  review_state: ApprovalStatus | null;
  review_note: string | null;
  valid_until: string | null;
  reviewed_at: string | null;
  uploaded_at: string;
}

export interface StoredMemberFile extends MemberFile {
  userId: string;
  storedName: string;
}

export interface NewMemberFile {
  kind: MemberFileKind;
  storedName: string;
  originalName: string;
  contentType: string;
  size: number;
}

function fromRow(row: MemberFileRow): StoredMemberFile {
  return {
    _id: row.id,
    userId: row.user_id,
    storedName: row.stored_name,
    kind: row.kind,
    originalName: row.original_name,
    contentType: row.content_type,
    size: Number(row.size),
    reviewState: row.review_state,
    reviewNote: row.review_note,
    validUntil: row.valid_until,
    uploadedAt: row.uploaded_at,
  };
}

/** The file as the member and staff see it: never where it is stored. */
export function publicFile(file: StoredMemberFile): MemberFile {
  const { userId: _userId, storedName: _storedName, ...visible } = file;
  return visible;
}

/**
 * Member documents, logo and photo: one current file per kind. A new upload replaces the old one
 * and, for documents, goes back to WAITING: staff review what is on file now, nothing a member
 * sends sets a review state.
 */
export function createMemberFilesRepository(db: Knex) {
  return {
    /**
     * Stores the member's current file of this kind. `unreferenced`: the stored name of the file it
     * replaced when no row refers to it any more (the store names files by their bytes, so members
     * may share one), for the caller to delete from the store.
     */
    async put(userId: string, file: NewMemberFile, at: string, trx: Knex = db): Promise<{ file: StoredMemberFile; unreferenced: string | null }> {
      const reviewState: ApprovalStatus | null = REVIEWED_MEMBER_FILE_KINDS.includes(file.kind) ? 'WAITING' : null;
      const columns = {
        stored_name: file.storedName,
        original_name: file.originalName,
        content_type: file.contentType,
        size: file.size,
        review_state: reviewState,
        review_note: null,
        valid_until: null,
        reviewed_at: null,
        uploaded_at: at,
      };
      const existing = await trx<MemberFileRow>('member_files').where({ user_id: userId, kind: file.kind }).first('id', 'stored_name');
      if (existing) {
        await trx('member_files').where({ id: existing.id }).update(columns);
        const stillUsed = await trx<MemberFileRow>('member_files').where({ stored_name: existing.stored_name }).first('id');
        const unreferenced = existing.stored_name !== file.storedName && !stillUsed ? existing.stored_name : null;
        return { file: fromRow({ id: existing.id, user_id: userId, kind: file.kind, ...columns }), unreferenced };
      }
      const row: MemberFileRow = { id: newId(), user_id: userId, kind: file.kind, ...columns };
      await trx('member_files').insert(row);
      return { file: fromRow(row), unreferenced: null };
    },

    /** What the member's current files weigh together, leaving out the kind an upload would replace. */
    async bytesOf(userId: string, exceptKind: MemberFileKind): Promise<number> {
      const row = await db<MemberFileRow>('member_files').where({ user_id: userId }).whereNot({ kind: exceptKind }).sum({ total: 'size' }).first();
      return Number((row as { total?: number | string | null } | undefined)?.total ?? 0);
    },

    async listFor(userId: string): Promise<StoredMemberFile[]> {
      const rows = await db<MemberFileRow>('member_files').where({ user_id: userId }).orderBy('uploaded_at', 'desc');
      return rows.map(fromRow);
    },

    /** A file of this member only: another member's id finds nothing. */
    async findOf(userId: string, fileId: string): Promise<StoredMemberFile | null> {
      const row = await db<MemberFileRow>('member_files').where({ id: fileId, user_id: userId }).first();
      return row ? fromRow(row) : null;
    },

    async review(userId: string, fileId: string, review: { state: ApprovalStatus; validUntil: string | null; note: string | null }, at: string): Promise<boolean> {
      const changed = await db('member_files')
        .where({ id: fileId, user_id: userId })
        .whereIn('kind', [...REVIEWED_MEMBER_FILE_KINDS])
        .update({ review_state: review.state, valid_until: review.validUntil, review_note: review.note, reviewed_at: at });
      return changed === 1;
    },

    /** Of these stored names, those no row refers to (files a failed or replaced upload left in the store). */
    async unreferenced(names: string[], trx: Knex = db): Promise<string[]> {
      const unique = [...new Set(names)];
      if (unique.length === 0) return [];
      const used = await trx<MemberFileRow>('member_files').whereIn('stored_name', unique).distinct('stored_name');
      const stillUsed = new Set(used.map((row) => row.stored_name));
      return unique.filter((name) => !stillUsed.has(name));
    },

    /** Removes a member's rows; answers the stored names no other member's row still points at. */
    async removeAllOf(userId: string, trx: Knex = db): Promise<string[]> {
      const rows = await trx<MemberFileRow>('member_files').where({ user_id: userId });
      await trx('member_files').where({ user_id: userId }).delete();
      return this.unreferenced(rows.map((row) => row.stored_name), trx);
    },
  };
}

export type MemberFilesRepository = ReturnType<typeof createMemberFilesRepository>;

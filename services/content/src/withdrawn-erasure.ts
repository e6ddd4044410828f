// A member who withdraws leaves nothing personal here (issue 27): the contact messages they sent
// (their name, reply address and words, and staff's answer to them) and the filled forms they
// handed back (rows and files) are erased. Withdrawal happens in the users service and is not
// told to other services; as the applications service does for consultations, this service's
// clock asks the users service, a page of members per tick, which of the members with such data
// here have withdrawn (or are gone), and erases theirs.
import { clockTick, type FileStore, type Knex } from '@centre/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import { withdrawnMembers } from './clients/users.ts';

/** Members asked about per tick (the users route's batch limit). */
const BATCH = 200;
/** How often the clock ticks. */
export const ERASURE_INTERVAL_MS = 60_000;

export interface WithdrawnErasureParts {
  db: Knex;
  /** The users service's base URL and this service's internal token. */
  usersUrl: string;
  internalToken: string;
  /** Where handed-back forms' files live. */
  submissions: FileStore;
  log: FastifyBaseLogger;
}

export function withdrawnErasure(parts: WithdrawnErasureParts) {
  const users = withdrawnMembers({ baseUrl: parts.usersUrl, internalToken: parts.internalToken });
  let cursor = '';

  /** Members (after `after`, in id order) who sent a contact message or handed a form back. */
  async function membersWithData(after: string): Promise<string[]> {
    const senders = parts.db('contact_messages').distinct('sender_member_id as id').whereNotNull('sender_member_id').andWhere('sender_member_id', '>', after);
    const submitters = parts.db('form_submissions').distinct('member_id as id').where('member_id', '>', after);
    const rows = (await parts.db.select('id').from(senders.union(submitters).as('members')).orderBy('id').limit(BATCH)) as Array<{ id: string }>;
    return rows.map((row) => row.id);
  }

  /**
   * Erases the members' contact messages and handed-back forms; answers how many rows went. The
   * store names files by their bytes, so a file goes only once no other submission refers to it.
   */
  async function erase(memberIds: readonly string[]): Promise<number> {
    if (memberIds.length === 0) return 0;
    const files = ((await parts.db('form_submissions').whereIn('member_id', [...memberIds]).distinct('stored_name')) as Array<{ stored_name: string }>).map((row) => row.stored_name);
    const removed = await parts.db.transaction(async (trx) => {
      const messages = await trx('contact_messages').whereIn('sender_member_id', [...memberIds]).delete();
      const forms = await trx('form_submissions').whereIn('member_id', [...memberIds]).delete();
      return messages + forms;
    });
    const stillUsed = new Set(files.length ? ((await parts.db('form_submissions').whereIn('stored_name', files).distinct('stored_name')) as Array<{ stored_name: string }>).map((row) => row.stored_name) : []);
    for (const name of files.filter((file) => !stillUsed.has(file))) {
      await parts.submissions.delete(name).catch((error: unknown) => parts.log.warn({ err: error }, 'a withdrawn member\'s form file was not removed; it stays unreferenced'));
    }
    return removed;
  }

  /** One page of members asked about; every member is asked in turn, round and round. */
  async function eraseWithdrawn(): Promise<number> {
    const ids = await membersWithData(cursor);
    cursor = ids.length < BATCH ? '' : ids[ids.length - 1]!;
    if (ids.length === 0) return 0;
    const gone = await users.goneOf(ids);
    if (gone === null) {
      parts.log.warn('the users service did not answer: withdrawn members\' messages and forms are erased at a later tick');
      return 0;
    }
    return erase(gone);
  }

  return {
    eraseWithdrawn,
    /** One tick; concurrent calls in this instance share it. */
    tick: clockTick(eraseWithdrawn, (error) => {
      parts.log.error({ err: error }, 'erasing withdrawn members\' contact messages and forms failed; it tries again at the next tick');
      return 0;
    }),
  };
}

export type WithdrawnErasure = ReturnType<typeof withdrawnErasure>;

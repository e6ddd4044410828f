// The markers of messages that must go once per application (the reminder the day before, a
// blackout notice): the one owner of `application_messages_sent`, for the messages module that
// claims a marker and the scheduler that finds whom to remind and gives a marker back.
import { isUniqueViolation, type Knex } from '@centre/server-kit';

export function createMessagesSentRepository(db: Knex) {
  return {
    /** Records the marker; false when it exists already (another instance or run has it). */
    async claim(applicationId: string, template: string, at: Date): Promise<boolean> {
      try {
        await db('application_messages_sent').insert({ application_id: applicationId, template, sent_at: at.toISOString() });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** Takes a marker back, so a later run tries again. */
    async release(applicationId: string, template: string): Promise<void> {
      await db('application_messages_sent').where({ application_id: applicationId, template }).delete();
    },

    /** APPROVED applications used on `useDate` that have no `template` marker yet (at most `limit`). */
    async approvedWithout(template: string, useDate: string, limit: number): Promise<string[]> {
      const rows = (await db('applications as a')
        .leftJoin('application_messages_sent as m', (join) => join.on('m.application_id', '=', 'a.id').andOnVal('m.template', '=', template))
        .select('a.id')
        .where({ 'a.status': 'APPROVED', 'a.use_date': useDate })
        .whereNull('m.application_id')
        .limit(limit)) as Array<{ id: string }>;
      return rows.map((row) => row.id);
    },
  };
}

export type MessagesSentRepository = ReturnType<typeof createMessagesSentRepository>;

import type { ApprovedMembersQuery } from '@centre/contracts';
import type { Knex } from '@centre/server-kit';

/** Who holds an APPROVED application for a Seoul day (optionally one site and work type): the "approved on Friday" message group. */
export function createApprovedMembersRepository(db: Knex) {
  return {
    async memberIds(query: ApprovedMembersQuery): Promise<string[]> {
      const select = db('applications').distinct('member_id').where({ use_date: query.date, status: 'APPROVED' });
      if (query.location) select.where({ location: query.location });
      if (query.work) select.where({ work: query.work });
      const rows = (await select.orderBy('member_id')) as Array<{ member_id: string }>;
      return rows.map((row) => row.member_id);
    },
  };
}

export type ApprovedMembersRepository = ReturnType<typeof createApprovedMembersRepository>;

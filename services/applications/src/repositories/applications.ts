import type { ApprovalStatus, LocalisedText, Location, WorkType } from '@centre/contracts';
import { localisedToRow, newId, now, type Knex } from '@centre/server-kit';

export interface NewApplication {
  windowId: string;
  memberId: string;
  work: WorkType;
  location: Location;
  useDate: string;
  status: ApprovalStatus;
}

/** Applications to use a room on a day. Applying and approving arrive with the member area. */
export function createApplicationsRepository(db: Knex) {
  return {
    async create(application: NewApplication): Promise<string> {
      const id = newId();
      const timestamp = now();
      await db('applications').insert({
        id,
        window_id: application.windowId,
        member_id: application.memberId,
        work: application.work,
        location: application.location,
        use_date: application.useDate,
        status: application.status,
        created_at: timestamp,
        updated_at: timestamp,
      });
      return id;
    },

    async addClosedDay(date: string, reason: LocalisedText): Promise<void> {
      await db('closed_days').insert({ date, ...localisedToRow('reason', reason) }).onConflict('date').ignore();
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;

import type { TrainingCompletion, TrainingCompletionInput } from '@centre/contracts';
import { isUniqueViolation, newId, pageOfRows, type Knex, type Page, type PageOfItems } from '@centre/server-kit';

interface TrainingRow {
  id: string;
  member_id: string;
  education_id: string;
  completed_on: string;
  recorded_by: string | null;
  created_at: string;
}

function completionOf(row: TrainingRow): TrainingCompletion {
  return { _id: row.id, memberId: row.member_id, educationId: row.education_id, completedOn: row.completed_on, recordedBy: row.recorded_by, createdAt: row.created_at };
}

/** Education courses members completed, recorded by staff: the training prerequisite of equipment. */
export function createTrainingsRepository(db: Knex) {
  return {
    async paginate(filter: { memberId?: string | undefined; educationId?: string | undefined }, paging: Page): Promise<PageOfItems<TrainingCompletion>> {
      const query = db<TrainingRow>('training_completions');
      if (filter.memberId) query.where('member_id', filter.memberId);
      if (filter.educationId) query.where('education_id', filter.educationId);
      const { rows, total } = await pageOfRows<TrainingRow>(query, paging, [{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'asc' }]);
      return { items: rows.map(completionOf), total };
    },

    /** Records a completion; recording the same course again for the member answers the existing one (null when none was made). */
    async record(input: TrainingCompletionInput, staffId: string | null, at: string): Promise<{ training: TrainingCompletion; created: boolean }> {
      const row: TrainingRow = { id: newId(), member_id: input.memberId, education_id: input.educationId, completed_on: input.completedOn, recorded_by: staffId, created_at: at };
      try {
        await db('training_completions').insert(row);
        return { training: completionOf(row), created: true };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const existing = await db<TrainingRow>('training_completions').where({ member_id: input.memberId, education_id: input.educationId }).first();
        return { training: completionOf(existing!), created: false };
      }
    },

    async remove(id: string): Promise<boolean> {
      return (await db('training_completions').where({ id }).delete()) > 0;
    },

    /** The courses among `educationIds` the member completed. */
    async completedBy(memberId: string, educationIds: readonly string[]): Promise<Set<string>> {
      if (educationIds.length === 0) return new Set();
      const rows = await db<TrainingRow>('training_completions').select('education_id').where({ member_id: memberId }).whereIn('education_id', [...educationIds]);
      return new Set(rows.map((row) => row.education_id));
    },
  };
}

export type TrainingsRepository = ReturnType<typeof createTrainingsRepository>;

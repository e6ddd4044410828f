import { FORM_FILES_MAX, consoleFormSubmissionsPath, type ConsoleFormSubmission, type FormFile, type FormSubmission } from '@centre/contracts';
import { newId, pageOfRows, type Clock, type Knex, type Page, type PageOfItems } from '@centre/server-kit';

interface SubmissionRow {
  id: string;
  form_id: string;
  member_id: string;
  member_name: string;
  member_username: string;
  stored_name: string;
  name: string;
  content_type: string;
  size: number;
  created_at: string;
}

const toSubmission = (row: SubmissionRow): FormSubmission => ({
  _id: row.id,
  formId: row.form_id,
  name: row.name,
  contentType: row.content_type,
  size: Number(row.size),
  createdAt: row.created_at,
});

const toConsole = (row: SubmissionRow): ConsoleFormSubmission => ({
  ...toSubmission(row),
  memberId: row.member_id,
  memberName: row.member_name,
  memberUsername: row.member_username,
  url: `${consoleFormSubmissionsPath(row.form_id)}/${row.id}/file`,
});

/** The files column of a form (JSON text on SQLite, maybe parsed on MySQL). */
function filesOf(value: unknown): FormFile[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as FormFile[]) : [];
}

/**
 * Takes the form's row for writing before anything is read: a no-op UPDATE holds the row lock on
 * MySQL and the database's write lock on SQLite, where a transaction that read first could not
 * become a writer once another instance wrote (SQLITE_BUSY instead of waiting its turn).
 */
async function lockForm(trx: Knex.Transaction, formId: string): Promise<void> {
  await trx('download_forms').where({ id: formId }).update({ id: formId });
}

export type AppendOutcome = 'missing' | 'full' | { files: FormFile[] };
export type SubmitOutcome = 'missing' | 'quota' | FormSubmission;

/** Files of downloadable forms as staff add them, and the filled forms members hand back. */
export function createFormFilesRepository(db: Knex, clock: Clock) {
  const stamp = () => clock.now().toISOString();

  return {
    /**
     * Adds files to a form (not trashed) unless it would pass FORM_FILES_MAX: checked on the locked
     * row, and `store` (which writes the bytes) runs only once there is room.
     */
    async appendFiles(formId: string, count: number, store: () => Promise<FormFile[]>): Promise<AppendOutcome> {
      return db.transaction(async (trx) => {
        await lockForm(trx, formId);
        const row = (await trx('download_forms').where({ id: formId }).whereNull('deleted_at').forUpdate().first('files')) as { files: unknown } | undefined;
        if (!row) return 'missing';
        const files = filesOf(row.files);
        if (files.length + count > FORM_FILES_MAX) return 'full';
        const added = await store();
        const next = [...files, ...added];
        await trx('download_forms').where({ id: formId }).update({ files: JSON.stringify(next), updated_at: stamp() });
        return { files: next };
      });
    },

    /** One of a form's files by its stored name, when the form is public now (not trashed, published). */
    fileOf(files: readonly FormFile[], storedName: string): FormFile | null {
      return files.find((file) => file.url.endsWith(`/${storedName}`)) ?? null;
    },

    async formExists(formId: string): Promise<boolean> {
      return Boolean(await db('download_forms').where({ id: formId }).whereNull('deleted_at').first('id'));
    },

    /**
     * Records a member's filled form unless they have handed back as many for this form as allowed
     * (counted and written in one transaction; `store` writes the bytes once there is room).
     */
    async submit(
      formId: string,
      member: { id: string; name: string; username: string },
      file: { name: string; contentType: string; size: number },
      limit: number,
      store: () => Promise<string>,
    ): Promise<SubmitOutcome> {
      return db.transaction(async (trx) => {
        await lockForm(trx, formId);
        const form = await trx('download_forms').where({ id: formId }).whereNull('deleted_at').forUpdate().first('id');
        if (!form) return 'missing';
        const [counted] = (await trx('form_submissions').where({ form_id: formId, member_id: member.id }).count({ n: '*' })) as Array<{ n: number | string }>;
        if (Number(counted?.n ?? 0) >= limit) return 'quota';
        const row: SubmissionRow = {
          id: newId(),
          form_id: formId,
          member_id: member.id,
          member_name: member.name.slice(0, 100),
          member_username: member.username.slice(0, 60),
          stored_name: await store(),
          name: file.name,
          content_type: file.contentType,
          size: file.size,
          created_at: stamp(),
        };
        await trx('form_submissions').insert(row);
        return toSubmission(row);
      });
    },

    async submissions(formId: string, page: Page): Promise<PageOfItems<ConsoleFormSubmission>> {
      const { rows, total } = await pageOfRows<SubmissionRow>(db<SubmissionRow>('form_submissions').where({ form_id: formId }), page, [{ column: 'created_at', order: 'desc' }]);
      return { items: rows.map(toConsole), total };
    },

    async submission(formId: string, id: string): Promise<{ storedName: string; name: string } | null> {
      const row = await db<SubmissionRow>('form_submissions').where({ form_id: formId, id }).first();
      return row ? { storedName: row.stored_name, name: row.name } : null;
    },
  };
}

export type FormFilesRepository = ReturnType<typeof createFormFilesRepository>;

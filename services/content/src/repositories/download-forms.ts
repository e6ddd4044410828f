import type { ConsoleDownloadForm, ConsoleDownloadFormInput, DownloadForm, FormFile } from '@centre/contracts';
import { pickLocalised, type Knex } from '@centre/server-kit';
import { createLocalisedTable, localisedColumnsOf, localisedFieldsOf, stamps, type Row } from './localised-table.ts';

/** The files column: SQLite returns text, mysql2 may return parsed JSON; parsed here only. */
function filesOf(row: Row): FormFile[] {
  const value: unknown = typeof row.files === 'string' ? JSON.parse(row.files) : row.files;
  if (!Array.isArray(value)) return [];
  return value.map((file: Partial<FormFile>) => ({ name: String(file.name ?? ''), url: String(file.url ?? ''), contentType: String(file.contentType ?? ''), size: Number(file.size ?? 0) }));
}

/** Downloadable forms (application forms, guides): a title, a description and their files. */
export function createDownloadFormsRepository(db: Knex) {
  return createLocalisedTable<DownloadForm, ConsoleDownloadForm, ConsoleDownloadFormInput>(db, {
    table: 'download_forms',
    columns: {},
    keyword: ['title'],
    order: [{ column: 'sort_order', order: 'asc' }, { column: 'created_at', order: 'desc' }],
    sort: { order: 'sort_order', createdAt: 'created_at', updatedAt: 'updated_at', title: 'title_ko' },
    title: 'title',
    trash: true,
    toPublic: (row, locale, detail) => ({
      _id: row.id,
      title: pickLocalised(row, 'title', locale),
      ...(detail ? { description: pickLocalised(row, 'description', locale) } : {}),
      thumb: (row.thumb as string | null) ?? null,
      files: filesOf(row),
      createdAt: row.created_at,
    }),
    toConsole: (row) => ({
      _id: row.id,
      ...localisedFieldsOf(row, ['title', 'description']),
      thumb: (row.thumb as string | null) ?? null,
      files: filesOf(row),
      order: Number(row.sort_order),
      ...stamps(row),
    }),
    toRow: ({ title, description, thumb, files, order }) => ({
      ...localisedColumnsOf({ title, description }, ['description']),
      thumb,
      files: JSON.stringify(files),
      sort_order: order,
    }),
  });
}

export type DownloadFormsRepository = ReturnType<typeof createDownloadFormsRepository>;

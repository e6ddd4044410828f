import { COURSE_CHOICES_LIMIT, LOCALES, type ConsoleEducation, type ConsoleEducationInput, type CourseChoice, type Education, type WindowStatus } from '@centre/contracts';
import { pickLocalised, toBoolean, type Knex } from '@centre/server-kit';
import { createLocalisedTable, localisedColumnsOf, localisedFieldsOf, pickLocalisedFields, stamps, type Row } from './localised-table.ts';

function plainFields(row: Row) {
  return {
    thumb: (row.thumb as string | null) ?? null,
    periodFrom: String(row.period_from),
    periodTo: String(row.period_to),
    capacity: Number(row.capacity),
    status: row.status as WindowStatus,
    isMain: toBoolean(row.is_main),
  };
}

export function createEducationsRepository(db: Knex) {
  const table = createLocalisedTable<Education, ConsoleEducation, ConsoleEducationInput>(db, {
    table: 'educations',
    columns: { isMain: 'is_main', status: 'status' },
    keyword: ['title', 'summary'],
    // Newest course first.
    order: [{ column: 'period_from', order: 'desc' }],
    sort: { createdAt: 'created_at', updatedAt: 'updated_at', periodFrom: 'period_from', title: 'title_ko' },
    title: 'title',
    trash: true,
    toPublic: (row, locale, detail) => ({
      _id: row.id,
      ...pickLocalisedFields(row, ['title', 'summary', 'schedule', 'place', 'fee'], locale),
      ...plainFields(row),
      ...(detail ? { content: pickLocalised(row, 'content', locale) } : {}),
    }),
    toConsole: (row) => ({
      _id: row.id,
      ...localisedFieldsOf(row, ['title', 'summary', 'schedule', 'place', 'fee', 'content']),
      ...plainFields(row),
      ...stamps(row),
    }),
    toRow: ({ title, summary, schedule, place, fee, content, ...input }) => ({
      ...localisedColumnsOf({ title, summary, schedule, place, fee, content }, ['content']),
      thumb: input.thumb,
      period_from: input.periodFrom,
      period_to: input.periodTo,
      capacity: input.capacity,
      status: input.status,
      is_main: input.isMain,
    }),
  });

  return {
    ...table,
    /** Every course not in the trash, newest first, as a prerequisite or a completed training is chosen from. */
    async choices(): Promise<CourseChoice[]> {
      const rows: Row[] = await table
        .filtered({}, 'all')
        .select('id', 'period_from', 'period_to', ...LOCALES.map((locale) => `title_${locale}`))
        .orderBy([{ column: 'period_from', order: 'desc' }, { column: 'id', order: 'asc' }])
        .limit(COURSE_CHOICES_LIMIT);
      return rows.map((row) => ({ _id: String(row.id), title: localisedFieldsOf(row, ['title']).title, periodFrom: String(row.period_from), periodTo: String(row.period_to) }));
    },
  };
}

export type EducationsRepository = ReturnType<typeof createEducationsRepository>;

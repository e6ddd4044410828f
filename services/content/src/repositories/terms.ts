import type { ConsoleTerms, ConsoleTermsInput, TermsCode, TermsDocument } from '@centre/contracts';
import { pickLocalised, type Knex } from '@centre/server-kit';
import { createLocalisedTable, localisedColumnsOf, localisedFieldsOf, stamps, type Row } from './localised-table.ts';

function plainFields(row: Row) {
  return { code: row.code as TermsCode, version: String(row.version), effectiveAt: String(row.effective_at) };
}

/** Terms of use and privacy policy: one current document per code. */
export function createTermsRepository(db: Knex) {
  const terms = createLocalisedTable<TermsDocument, ConsoleTerms, ConsoleTermsInput>(db, {
    table: 'terms',
    columns: { code: 'code' },
    keyword: ['title'],
    order: [{ column: 'code', order: 'desc' }],
    toPublic: (row, locale) => ({ ...plainFields(row), title: pickLocalised(row, 'title', locale), content: pickLocalised(row, 'content', locale) }),
    toConsole: (row) => ({ _id: row.id, ...plainFields(row), ...localisedFieldsOf(row, ['title', 'content']), ...stamps(row) }),
    toRow: ({ title, content, ...input }) => ({
      ...localisedColumnsOf({ title, content }, ['content']),
      code: input.code,
      version: input.version,
      effective_at: input.effectiveAt,
    }),
  });

  return {
    ...terms,
    async summaries(locale: Parameters<typeof terms.all>[1]) {
      return (await terms.all({}, locale)).map(({ content: _content, ...summary }) => summary);
    },
    async findByCode(code: string, locale: Parameters<typeof terms.all>[1]): Promise<TermsDocument | null> {
      const [document] = await terms.all({ code }, locale);
      return document ?? null;
    },
  };
}

export type TermsRepository = ReturnType<typeof createTermsRepository>;

import type { ConsoleFaq, ConsoleFaqInput, Faq, FaqCategory } from '@centre/contracts';
import type { Knex } from '@centre/server-kit';
import { createLocalisedTable, localisedColumnsOf, localisedFieldsOf, pickLocalisedFields, stamps } from './localised-table.ts';

export function createFaqsRepository(db: Knex) {
  return createLocalisedTable<Faq, ConsoleFaq, ConsoleFaqInput>(db, {
    table: 'faqs',
    columns: { category: 'category' },
    keyword: ['question', 'answer'],
    order: [{ column: 'sort_order', order: 'asc' }, { column: 'created_at', order: 'asc' }],
    sort: { order: 'sort_order', createdAt: 'created_at', updatedAt: 'updated_at', question: 'question_ko' },
    title: 'question',
    trash: true,
    toPublic: (row, locale) => ({
      _id: row.id,
      ...pickLocalisedFields(row, ['question', 'answer'], locale),
      category: row.category as FaqCategory,
      order: Number(row.sort_order),
    }),
    toConsole: (row) => ({
      _id: row.id,
      ...localisedFieldsOf(row, ['question', 'answer']),
      category: row.category as FaqCategory,
      order: Number(row.sort_order),
      ...stamps(row),
    }),
    toRow: ({ question, answer, category, order }) => ({ ...localisedColumnsOf({ question, answer }, ['answer']), category, sort_order: order }),
  });
}

export type FaqsRepository = ReturnType<typeof createFaqsRepository>;

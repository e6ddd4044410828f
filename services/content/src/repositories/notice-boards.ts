import type { ConsoleNotification, ConsoleNotificationInput, Locale, Notification } from '@centre/contracts';
import { pickLocalised, toBoolean, type Knex } from '@centre/server-kit';
import { createLocalisedTable, localisedColumnsOf, searchSourceOf, localisedFieldsOf, pickLocalisedFields, publicationColumns, publicationOf, stamps, type Row } from './localised-table.ts';

/** Columns that back-date a seeded notice; staff writes are dated now. */
export const datedAt = (createdAt: string) => ({ created_at: createdAt, updated_at: createdAt });

/** How every notice-like table (notices, announcements, board posts) filters, orders, publishes and trashes. */
export const NOTICE_LIKE_TABLE = {
  columns: { isMain: 'is_main' },
  keyword: ['subject', 'summary'],
  // Thousands of notices and posts: a keyword search must not read them all.
  indexedSearch: true,
  order: [{ column: 'is_main', order: 'desc' }, { column: 'created_at', order: 'desc' }],
  sort: { createdAt: 'created_at', updatedAt: 'updated_at', subject: 'subject_ko', publishAt: 'publish_at' },
  title: 'subject',
  publication: { from: 'publish_at', until: 'unpublish_at' },
  trash: true,
} as const;

/** The notice-like tables and the columns their indexed keyword searches read (the migration's backfill, the benchmark's bulk rows). */
export const NOTICE_LIKE_SEARCH_SOURCES = (['notifications', 'businesses', 'boards'] as const).map((table) => searchSourceOf({ table, keyword: NOTICE_LIKE_TABLE.keyword }));

/** Notices and business announcements: pinned (isMain) first, then newest; previous/next in date order. */
export function createNoticeBoardRepository(db: Knex, table: 'notifications' | 'businesses') {
  const board = createLocalisedTable<Notification, ConsoleNotification, ConsoleNotificationInput>(db, {
    table,
    ...NOTICE_LIKE_TABLE,
    toPublic: (row, locale, detail) => ({
      _id: row.id,
      ...pickLocalisedFields(row, ['subject', 'summary'], locale),
      ...(detail ? { content: pickLocalised(row, 'content', locale) } : {}),
      isMain: toBoolean(row.is_main),
      createdAt: row.created_at,
    }),
    toConsole: (row, at) => ({
      _id: row.id,
      ...localisedFieldsOf(row, ['subject', 'summary', 'content']),
      isMain: toBoolean(row.is_main),
      ...publicationOf(row, at),
      ...stamps(row),
    }),
    toRow: ({ subject, summary, content, isMain, ...publication }) => ({
      ...localisedColumnsOf({ subject, summary, content }, ['content']),
      is_main: isMain,
      ...publicationColumns(publication),
    }),
  });

  // Previous/next in plain date order among what readers may see, as a reader pages through the archive.
  async function neighbour(row: Row, locale: Locale, direction: 'previous' | 'next', at: string) {
    const older = direction === 'previous';
    const other = (await board.visible(board.filtered({}, locale), at)
      .select('id', `subject_${locale}`, 'subject_ko')
      .where((q) =>
        q.where('created_at', older ? '<' : '>', row.created_at)
          .orWhere((same) => same.where('created_at', row.created_at).andWhere('id', older ? '<' : '>', row.id)))
      .orderBy([{ column: 'created_at', order: older ? 'desc' : 'asc' }, { column: 'id', order: older ? 'desc' : 'asc' }])
      .first()) as Row | undefined;
    return other ? { _id: other.id, subject: pickLocalised(other, 'subject', locale) } : null;
  }

  return {
    ...board,

    /** A public notice with its neighbours; null when it is missing, trashed, a draft or outside its period. */
    async findDetail(id: string, locale: Locale, at: string) {
      const row = (await board.visible(board.filtered({}, locale).where('id', id), at).first()) as Row | undefined;
      if (!row) return null;
      return { item: board.definition.toPublic(row, locale, true), previous: await neighbour(row, locale, 'previous', at), next: await neighbour(row, locale, 'next', at) };
    },
  };
}

export type NoticeBoardRepository = ReturnType<typeof createNoticeBoardRepository>;

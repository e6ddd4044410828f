import type { ConsoleGalleryInput, ConsoleGalleryItem, GalleryItem } from '@centre/contracts';
import { toBoolean, type Knex } from '@centre/server-kit';
import { createLocalisedTable, localisedColumnsOf, localisedFieldsOf, pickLocalisedFields, stamps, type Row } from './localised-table.ts';

function plainFields(row: Row) {
  return { image: String(row.image), thumb: String(row.thumb), takenAt: String(row.taken_at), isMain: toBoolean(row.is_main) };
}

export function createGalleryRepository(db: Knex) {
  return createLocalisedTable<GalleryItem, ConsoleGalleryItem, ConsoleGalleryInput>(db, {
    table: 'gallery',
    columns: { isMain: 'is_main' },
    keyword: ['title', 'alt'],
    order: [{ column: 'taken_at', order: 'desc' }],
    sort: { takenAt: 'taken_at', createdAt: 'created_at', updatedAt: 'updated_at', title: 'title_ko' },
    title: 'title',
    trash: true,
    toPublic: (row, locale) => ({ _id: row.id, ...pickLocalisedFields(row, ['title', 'alt'], locale), ...plainFields(row) }),
    toConsole: (row) => ({ _id: row.id, ...localisedFieldsOf(row, ['title', 'alt']), ...plainFields(row), ...stamps(row) }),
    toRow: ({ title, alt, ...input }) => ({
      ...localisedColumnsOf({ title, alt }),
      image: input.image,
      thumb: input.thumb,
      taken_at: input.takenAt,
      is_main: input.isMain,
    }),
  });
}

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;

import type { Banner, ConsoleBanner, ConsoleBannerInput } from '@centre/contracts';
import type { Knex } from '@centre/server-kit';
import { createLocalisedTable, localisedColumnsOf, localisedFieldsOf, pickLocalisedFields, publicationColumns, publicationOf, stamps, type Row } from './localised-table.ts';

function plainFields(row: Row) {
  return { image: String(row.image), link: (row.link as string | null) ?? null, order: Number(row.sort_order) };
}

/** Groups of pictures by code: MAIN (home hero slides), PARTNER (footer partner logos). */
export function createBannersRepository(db: Knex) {
  return createLocalisedTable<Banner, ConsoleBanner, ConsoleBannerInput>(db, {
    table: 'banners',
    columns: { code: 'code' },
    keyword: ['title'],
    order: [{ column: 'code', order: 'asc' }, { column: 'sort_order', order: 'asc' }],
    sort: { order: 'sort_order', createdAt: 'created_at', updatedAt: 'updated_at', publishAt: 'publish_at' },
    title: 'title',
    publication: { from: 'publish_at', until: 'unpublish_at' },
    trash: true,
    toPublic: (row, locale) => ({ _id: row.id, ...pickLocalisedFields(row, ['title', 'description', 'alt'], locale), ...plainFields(row) }),
    toConsole: (row, at) => ({
      _id: row.id,
      code: String(row.code),
      ...localisedFieldsOf(row, ['title', 'description', 'alt']),
      ...plainFields(row),
      ...publicationOf(row, at),
      ...stamps(row),
    }),
    toRow: ({ title, description, alt, status, publishAt, unpublishAt, ...input }) => ({
      ...localisedColumnsOf({ title, description, alt }),
      code: input.code,
      image: input.image,
      link: input.link,
      sort_order: input.order,
      ...publicationColumns({ status, publishAt, unpublishAt }),
    }),
  });
}

export type BannersRepository = ReturnType<typeof createBannersRepository>;

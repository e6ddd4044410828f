import type { ConsolePopup, ConsolePopupInput, Locale, Popup, PopupSkin } from '@centre/contracts';
import { now, type Knex } from '@centre/server-kit';
import { createLocalisedTable, localisedColumnsOf, localisedFieldsOf, pickLocalisedFields, stamps, type Row } from './localised-table.ts';

function plainFields(row: Row) {
  return { skin: row.skin as PopupSkin, startsAt: String(row.starts_at), endsAt: String(row.ends_at), order: Number(row.sort_order) };
}

const optional = (key: 'image' | 'link', value: unknown) => (typeof value === 'string' && value !== '' ? { [key]: value } : {});

export function createPopupsRepository(db: Knex) {
  const popups = createLocalisedTable<Popup, ConsolePopup, ConsolePopupInput>(db, {
    table: 'popups',
    columns: {},
    keyword: ['title'],
    order: [{ column: 'sort_order', order: 'asc' }, { column: 'starts_at', order: 'desc' }],
    toPublic: (row, locale) => ({
      _id: row.id,
      ...pickLocalisedFields(row, ['title', 'content'], locale),
      ...optional('image', row.image),
      ...optional('link', row.link),
      ...plainFields(row),
    }),
    toConsole: (row) => ({
      _id: row.id,
      ...localisedFieldsOf(row, ['title', 'content']),
      image: (row.image as string | null) ?? null,
      link: (row.link as string | null) ?? null,
      ...plainFields(row),
      ...stamps(row),
    }),
    toRow: ({ title, content, ...input }) => ({
      ...localisedColumnsOf({ title, content }, ['content']),
      skin: input.skin,
      image: input.image,
      link: input.link,
      // Stored in one ISO form so that string comparison is time comparison.
      starts_at: new Date(input.startsAt).toISOString(),
      ends_at: new Date(input.endsAt).toISOString(),
      sort_order: input.order,
    }),
  });

  return {
    ...popups,
    /** Popups whose display window holds `at`. */
    active: (locale: Locale, at = now()) => popups.all({}, locale, (query) => query.where('starts_at', '<=', at).andWhere('ends_at', '>', at)),
  };
}

export type PopupsRepository = ReturnType<typeof createPopupsRepository>;

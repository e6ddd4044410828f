import type { ConsolePopup, ConsolePopupInput, Locale, Popup, PopupSkin } from '@centre/contracts';
import type { Knex } from '@centre/server-kit';
import { createLocalisedTable, localisedColumnsOf, localisedFieldsOf, pickLocalisedFields, stamps, utc, visibilityOf, type Row } from './localised-table.ts';

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
    sort: { order: 'sort_order', startsAt: 'starts_at', endsAt: 'ends_at', createdAt: 'created_at' },
    title: 'title',
    // The display window is the publishing period: the same rules decide when readers see it.
    publication: { from: 'starts_at', until: 'ends_at' },
    trash: true,
    toPublic: (row, locale) => ({
      _id: row.id,
      ...pickLocalisedFields(row, ['title', 'content'], locale),
      ...optional('image', row.image),
      ...optional('link', row.link),
      ...plainFields(row),
    }),
    toConsole: (row, at) => ({
      _id: row.id,
      ...localisedFieldsOf(row, ['title', 'content']),
      image: (row.image as string | null) ?? null,
      link: (row.link as string | null) ?? null,
      ...plainFields(row),
      status: row.status === 'DRAFT' ? ('DRAFT' as const) : ('PUBLISHED' as const),
      visibility: visibilityOf(row, at, 'starts_at', 'ends_at'),
      ...stamps(row),
    }),
    toRow: ({ title, content, ...input }) => ({
      ...localisedColumnsOf({ title, content }, ['content']),
      skin: input.skin,
      image: input.image,
      link: input.link,
      starts_at: utc(input.startsAt),
      ends_at: utc(input.endsAt),
      status: input.status ?? 'PUBLISHED',
      sort_order: input.order,
    }),
  });

  return {
    ...popups,
    /** Popups showing at `at`: published, their display window open. */
    active: (locale: Locale, at: string) => popups.all({}, locale, at),
  };
}

export type PopupsRepository = ReturnType<typeof createPopupsRepository>;

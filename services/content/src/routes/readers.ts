import type { Locale } from '@centre/contracts';
import { keyed, type Page, type PageOfItems } from '@centre/server-kit';
import type { ListQueryValues } from '../repositories/localised-table.ts';

// How the public routes of server-kit reach a content table: its list as it is, its detail under
// the resource's item key (`{ space: … }`), or with previous/next for notice boards.

interface ReadableTable<Item> {
  listForReaders(query: ListQueryValues, locale: Locale, page: Page, at: string): Promise<PageOfItems<Item>>;
  findForReaders(id: string, locale: Locale, at: string): Promise<Item | null>;
}

export function readersOf<const K extends string, Item>(table: ReadableTable<Item>, itemKey: K) {
  return {
    listForReaders: (query: ListQueryValues, locale: Locale, page: Page, at: string) => table.listForReaders(query, locale, page, at),
    async detailForReaders(id: string, locale: Locale, at: string) {
      const item = await table.findForReaders(id, locale, at);
      return item && keyed(itemKey, item);
    },
  };
}

interface NoticeBoardTable<Item> extends ReadableTable<Item> {
  findDetail(id: string, locale: Locale, at: string): Promise<{ item: Item; previous: unknown; next: unknown } | null>;
}

/** A notice board's detail carries the previous and next notice readers may see. */
export function noticeBoardReadersOf<const K extends string, Item>(table: NoticeBoardTable<Item>, itemKey: K) {
  return {
    listForReaders: (query: ListQueryValues, locale: Locale, page: Page, at: string) => table.listForReaders(query, locale, page, at),
    async detailForReaders(id: string, locale: Locale, at: string) {
      const found = await table.findDetail(id, locale, at);
      return found && { ...keyed(itemKey, found.item), previous: found.previous, next: found.next };
    },
  };
}

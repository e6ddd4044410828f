import { LIST_LIMIT_DEFAULT, type ListSummary } from '@centre/contracts';
import type { Knex } from 'knex';

export interface Page {
  limit: number;
  offset: number;
}

export function pageFrom(query: { limit?: number | undefined; offset?: number | undefined }): Page {
  return { limit: query.limit ?? LIST_LIMIT_DEFAULT, offset: query.offset ?? 0 };
}

export function summaryOf(total: number, page: Page): ListSummary {
  return { total, limit: page.limit, offset: page.offset };
}

export type SortOrder = ReadonlyArray<{ column: string; order: 'asc' | 'desc' }>;

/**
 * From this offset on, a page is read in two steps: the ids of the page first (an index-only scan
 * when an index covers the filter and the order), then those rows. One step would make the database
 * read, and throw away, every full row before the page: on MySQL, 5,000 rows deep, it gives up the
 * index and sorts the whole table instead.
 */
export const DEFERRED_ROWS_FROM_OFFSET = 200;

/** `id` ends every order, so pages stay stable when every other key ties; a caller may place it itself. */
function withTieBreak(order: SortOrder): SortOrder {
  return order.some(({ column }) => column === 'id') ? order : [...order, { column: 'id', order: 'desc' }];
}

/**
 * One page of a filtered query and the count of all its rows. The count is only asked of the
 * database when the page is full: a page shorter than its limit ends the list, so the total is
 * known from it (a keyword that matches a few rows costs one scan, not two).
 */
export async function pageOfRows<Row>(query: Knex.QueryBuilder, page: Page, order: SortOrder): Promise<{ rows: Row[]; total: number }> {
  const counted = query.clone().clearSelect().clearOrder();
  const ordered = withTieBreak(order);
  const rows = page.offset >= DEFERRED_ROWS_FROM_OFFSET ? await deepPage<Row>(query, page, ordered) : ((await query.clone().orderBy([...ordered]).limit(page.limit).offset(page.offset)) as Row[]);
  const endsHere = rows.length < page.limit && (rows.length > 0 || page.offset === 0);
  if (endsHere) return { rows, total: page.offset + rows.length };
  const [{ total } = { total: 0 }] = await counted.count({ total: '*' });
  return { rows, total: Number(total) };
}

/** A page far from the start: its ids in order, then their rows, returned in that order. */
async function deepPage<Row>(query: Knex.QueryBuilder, page: Page, order: SortOrder): Promise<Row[]> {
  const ids = ((await query.clone().clearSelect().select('id').orderBy([...order]).limit(page.limit).offset(page.offset)) as Array<{ id: string }>).map(({ id }) => id);
  if (ids.length === 0) return [];
  const found = (await query.clone().clearOrder().whereIn('id', ids)) as Array<Row & { id: string }>;
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of a list and the count of everything the filter matched. */
export interface PageOfItems<T> {
  items: T[];
  total: number;
}

/**
 * The answer of every list endpoint, `{ [key]: items, summary }`: the page read from the query,
 * loaded, and summarised — written once for every list.
 */
export async function listAnswer<const K extends string, T>(
  key: K,
  query: { limit?: number | undefined; offset?: number | undefined },
  load: (page: Page) => Promise<PageOfItems<T>>,
): Promise<{ [P in K]: T[] } & { summary: ListSummary }> {
  const page = pageFrom(query);
  const { items, total } = await load(page);
  return { ...keyed(key, items), summary: summaryOf(total, page) };
}

/** `{ [key]: value }` with its key kept in the type. */
export function keyed<const K extends string, T>(key: K, value: T): { [P in K]: T } {
  return Object.fromEntries([[key, value]]) as { [P in K]: T };
}

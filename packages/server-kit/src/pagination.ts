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
 * One page of a filtered query and the count of all its rows. `id` is always the last sort key,
 * so pages stay stable when every other key ties.
 */
export async function pageOfRows<Row>(query: Knex.QueryBuilder, page: Page, order: SortOrder): Promise<{ rows: Row[]; total: number }> {
  const [{ total } = { total: 0 }] = await query.clone().clearSelect().clearOrder().count({ total: '*' });
  const rows = (await query.orderBy([...order, { column: 'id', order: 'desc' }]).limit(page.limit).offset(page.offset)) as Row[];
  return { rows, total: Number(total) };
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

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
  return rowsInOrder<Row>(query, 'id', ids);
}

/** The rows of these ids, in the order of the ids. */
async function rowsInOrder<Row>(query: Knex.QueryBuilder, idColumn: string, ids: readonly string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const found = (await query.clone().clearOrder().whereIn(idColumn, [...ids])) as Array<Row & { id: string }>;
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A keyword condition, applied one of two ways with the same answer: through the search index
 * (the matches are few: look them up), or by LIKE alone over rows read in some other way.
 */
export interface KeywordCondition {
  /** The table searched; its `id` column names its rows. */
  table: string;
  throughIndex(query: Knex.QueryBuilder): void;
  byScan(query: Knex.QueryBuilder): void;
}

/**
 * How many rows of the list's order are read first, by the order's own index, to look for the
 * page among them. A keyword most rows match (a common word: a fifth of 100,000 notices) fills the
 * first page within a few dozen rows, where the search index would hand over every match to be
 * sorted; a keyword few rows match is looked up through the index after this short read.
 */
export const LIST_HEAD_ROWS = 400;
/** The head is only read for pages that end within this many matches (the first pages). */
const HEAD_PAGE_END = 60;
/**
 * At or above this share of matches in the head, the total is counted by reading the filtered rows
 * with LIKE, not through the index: a lookup per match by the index's row ids costs about ten times
 * a row read in table order (measured on MySQL at 100,000 notices), so past a tenth the scan wins.
 */
const SCAN_COUNT_SHARE = 0.1;

/**
 * One page of `query` (every other filter of the list) narrowed by a keyword condition, and the
 * count of all its matches — the same rows and total as `pageOfRows` over the query narrowed
 * through the index, read more cheaply when the keyword is common. The first LIST_HEAD_ROWS ids
 * of the list's order come first (from its index, without the keyword); LIKE keeps those that
 * match. Those matches are, in order, the first matches of the whole list, so when they reach the
 * end of the page they are the page. Otherwise the page is read through the index.
 */
export async function pageOfMatches<Row>(query: Knex.QueryBuilder, keyword: KeywordCondition, page: Page, order: SortOrder): Promise<{ rows: Row[]; total: number }> {
  const idColumn = `${keyword.table}.id`;
  const ordered = withTieBreak(order);
  const through = () => {
    const narrowed = query.clone();
    keyword.throughIndex(narrowed);
    return narrowed;
  };
  const end = page.offset + page.limit;
  if (end > HEAD_PAGE_END) return pageOfRows<Row>(through(), page, order);

  const head = ((await query.clone().clearSelect().select(idColumn).orderBy([...ordered]).limit(LIST_HEAD_ROWS)) as Array<{ id: string }>).map(({ id }) => id);
  const scanned = query.clone().clearSelect().select(idColumn).whereIn(idColumn, head);
  keyword.byScan(scanned);
  const matching = new Set(head.length === 0 ? [] : ((await scanned) as Array<{ id: string }>).map(({ id }) => id));
  const matches = head.filter((id) => matching.has(id));
  const wholeList = head.length < LIST_HEAD_ROWS;
  if (!wholeList && matches.length < end) return pageOfRows<Row>(through(), page, order);

  const rows = await rowsInOrder<Row>(query, idColumn, matches.slice(page.offset, end));
  if (wholeList) return { rows, total: matches.length };
  const common = matches.length / head.length >= SCAN_COUNT_SHARE;
  const counted = common ? query.clone() : through();
  if (common) keyword.byScan(counted);
  const [{ total } = { total: 0 }] = await counted.clearSelect().clearOrder().count({ total: '*' });
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

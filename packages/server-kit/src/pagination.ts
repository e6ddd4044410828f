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
  const ordered = withTieBreak(order);
  const rows = page.offset >= DEFERRED_ROWS_FROM_OFFSET ? await deepPage<Row>(query, page, ordered) : ((await query.clone().orderBy([...ordered]).limit(page.limit).offset(page.offset)) as Row[]);
  return { rows, total: await totalAround(rows, page, query) };
}

const isMysql = (query: Knex.QueryBuilder) => /mysql/.test(String(query.client.config.client));

/** The list's total: told by a page that ends the list, else counted. */
async function totalAround(rows: readonly unknown[], page: Page, query: Knex.QueryBuilder): Promise<number> {
  const endsHere = rows.length < page.limit && (rows.length > 0 || page.offset === 0);
  if (endsHere) return page.offset + rows.length;
  return countOf(query);
}

async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const [{ total } = { total: 0 }] = await query.clone().clearSelect().clearOrder().count({ total: '*' });
  return Number(total);
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
  /** Reads what the index needs to plan the search (which trigram is rarest); before throughIndex. */
  prepare(): Promise<void>;
  /** The ids of the rows the index finds (LIKE still to decide), when they are at most `max`; else null. */
  candidateIds(max: number): Promise<string[] | null>;
  throughIndex(query: Knex.QueryBuilder): void;
  byScan(query: Knex.QueryBuilder): void;
  /** Whether the index holds at least this many entries for every search (a common keyword), read no further. */
  indexFindsAtLeast(entries: number): Promise<boolean>;
  /**
   * The count of the table's matching rows but those `leftOut` selects, from the index alone, or
   * null when the index cannot tell it exactly (a longer keyword, a case-sensitive column, several
   * searches).
   */
  countFromIndex(leftOut: (query: Knex.QueryBuilder) => void): Promise<number | null>;
}

/** How pageOfMatches chooses its way; tests pass smaller figures to reach each way with few rows. */
export interface KeywordPageTuning {
  /**
   * How many rows of the list's order are read first, by the order's own index, to look for the
   * page among them. A keyword most rows match (a common word: a fifth of 100,000 notices) fills
   * the first page within a few dozen rows, where the search index would hand over every match to
   * be sorted.
   */
  headRows: number;
  /** The head is only read for pages that end within this many matches (the first pages). */
  headPageEnd: number;
  /**
   * The head is only read when the index holds at least this many entries for the keyword: below
   * that the index answers in a few milliseconds, and the head would seldom hold a page anyway.
   */
  commonEntries: number;
  /**
   * At or above this share of matches in the head, the total is counted by reading the filtered
   * rows with LIKE, not through the index: a lookup per match by the index's row ids cost about
   * ten times a row read in table order (MySQL, 100,000 notices), so past a tenth the scan wins.
   */
  scanCountShare: number;
  /**
   * MySQL: when the index finds at most this many rows, their ids are read first and the list's
   * rows asked for by those ids. Given the candidates as a subquery, MariaDB may instead walk the
   * list's whole order (49,000 members) probing each row against them, expecting the LIMIT to stop
   * it early, which the page's count never lets happen.
   */
  fewCandidates: number;
}

export const KEYWORD_PAGE_TUNING: KeywordPageTuning = { headRows: 400, headPageEnd: 60, commonEntries: 2_000, scanCountShare: 0.1, fewCandidates: 200 };

/**
 * One page of `query` (every other filter of the list) narrowed by a keyword condition, and the
 * count of all its matches — the same rows and total as `pageOfRows` over the query narrowed
 * through the index, read more cheaply when the keyword is common. The first `headRows` ids
 * of the list's order come first (from its index, without the keyword); LIKE keeps those that
 * match. Those matches are, in order, the first matches of the whole list, so when they reach the
 * end of the page they are the page. Otherwise the page is read through the index.
 */
export async function pageOfMatches<Row>(
  query: Knex.QueryBuilder,
  keyword: KeywordCondition,
  page: Page,
  order: SortOrder,
  tuning: KeywordPageTuning = KEYWORD_PAGE_TUNING,
  /**
   * When the list is the whole table but these rows (its only filter is their opposite: the trash),
   * a common keyword's total is counted from the search index alone, where the index can tell it.
   */
  allRowsBut?: (query: Knex.QueryBuilder) => void,
): Promise<{ rows: Row[]; total: number }> {
  const idColumn = `${keyword.table}.id`;
  const ordered = withTieBreak(order);
  const through = () => {
    const narrowed = query.clone();
    keyword.throughIndex(narrowed);
    return narrowed;
  };
  const idsOf = async (ids: Knex.QueryBuilder) => ((await ids.clearSelect().select(idColumn).orderBy([...ordered])) as Array<{ id: string }>).map(({ id }) => id);
  await keyword.prepare();
  // SQLite answers the plain form fastest whatever the keyword (it starts from the joined
  // candidates and reads rows in place): measured at 10,000 notices and members.
  if (!isMysql(query)) return pageOfRows<Row>(through(), page, order);
  // Through the index, the page's ids come first with the count of every match beside them (a
  // window over the same pass), then their rows: sorting every match's whole row to keep twenty,
  // then reading every match again to count them, cost twice as much (1,667 members for "김서").
  const throughIndex = async () => {
    const few = await keyword.candidateIds(tuning.fewCandidates);
    if (few?.length === 0) return { rows: [], total: 0 };
    const narrowed = few ? query.clone().whereIn(idColumn, few) : through();
    if (few) keyword.byScan(narrowed);
    const found = (await narrowed.clearSelect().select(idColumn, query.client.raw('count(*) over () as list_total')).orderBy([...ordered]).limit(page.limit).offset(page.offset)) as Array<{ id: string; list_total: number | string }>;
    const rows = await rowsInOrder<Row>(query, idColumn, found.map(({ id }) => id));
    return { rows, total: found.length > 0 ? Number(found[0]!.list_total) : await totalAround(rows, page, through()) };
  };
  const end = page.offset + page.limit;
  if (end > tuning.headPageEnd || !(await keyword.indexFindsAtLeast(tuning.commonEntries))) return throughIndex();

  const head = await idsOf(query.clone().limit(tuning.headRows));
  const scanned = query.clone().clearSelect().select(idColumn).whereIn(idColumn, head);
  keyword.byScan(scanned);
  const matching = new Set(head.length === 0 ? [] : ((await scanned) as Array<{ id: string }>).map(({ id }) => id));
  const matches = head.filter((id) => matching.has(id));
  const wholeList = head.length < tuning.headRows;
  if (!wholeList && matches.length < end) return throughIndex();

  const rows = rowsInOrder<Row>(query, idColumn, matches.slice(page.offset, end));
  if (wholeList) return { rows: await rows, total: matches.length };
  // Counting 20,000 of 100,000 rows' distinct ids in the index cost a third of reading the rows.
  const fromIndex = allRowsBut ? await keyword.countFromIndex(allRowsBut) : null;
  if (fromIndex !== null) return { rows: await rows, total: fromIndex };
  const common = matches.length / head.length >= tuning.scanCountShare;
  const counted = common ? query.clone() : through();
  if (common) keyword.byScan(counted);
  // The count does not wait for the page's rows (two connections of the pool).
  const [pageRows, total] = await Promise.all([rows, countOf(counted)]);
  return { rows: pageRows, total };
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

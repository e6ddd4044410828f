import { LOCALES, TRASH_RETENTION_DAYS, parseSort, type Locale, type LocalisedText, type PublicationStatus, type TrashedItem, type Visibility } from '@centre/contracts';
import {
  DomainError,
  isUniqueViolation,
  localisedFromRow,
  localisedToRow,
  newId,
  now,
  KEYWORD_PAGE_TUNING,
  pageOfMatches,
  pageOfRows,
  pickLocalised,
  createSearchIndex,
  whereContains,
  type Knex,
  type KeywordCondition,
  type Page,
  type PageOfItems,
  type SearchSource,
  type SortOrder,
} from '@centre/server-kit';
import { sanitiseRichText } from '../rich-text.ts';

// Every content resource is one table of localised columns (title_ko … title_jp) plus plain ones.
// This is the one place that pages, filters, sorts, searches, publishes, trashes and writes such a
// table; each resource's repository only says how its rows map to its public and console shapes.

export type Row = Record<string, unknown> & { id: string; created_at: string; updated_at: string };

/** Equality filters by name (undefined: no filter; null: the column is empty) plus a search keyword. */
export type Filter = Record<string, string | boolean | null | undefined> & { keyword?: string | undefined };

/** A list query as it arrives (after validation): paging, sort and filters side by side. */
export type ListQueryValues = { readonly [name: string]: string | number | boolean | undefined };

export interface TableDefinition<Public, Console, Input> {
  table: string;
  /** The column each equality filter compares. */
  columns: Record<string, string>;
  /** Column values every row of this repository has (a facility's kind): filtered on and written. */
  fixed?: Record<string, string>;
  /** Localised columns searched by keyword, in the reader's locale (the first also in Korean). */
  keyword: readonly string[];
  /** Long lists: keyword searches go through the search index (kept with every write here), not a scan. */
  indexedSearch?: boolean;
  /** The readers' order, and the console's when no `sort` is given. */
  order: SortOrder;
  /** Console sort keys (the description's) and the indexed column behind each. */
  sort: Record<string, string>;
  /** The localised column base that names an item (its Korean text names it in the trash). */
  title: string;
  /** Publishable: the columns that bound when a PUBLISHED row is public (null bound: open). */
  publication?: { from: string; until: string };
  /** Deleting moves a row to the trash (deleted_at) instead of removing it. */
  trash: boolean;
  toPublic(row: Row, locale: Locale, detail: boolean): Public;
  toConsole(row: Row, at: string): Console;
  toRow(input: Input): Record<string, unknown>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A query's filters without paging and sort; query-string flags ('true'/'false') become booleans. */
export function filterFrom(query: ListQueryValues): Filter {
  const filter: Filter = {};
  for (const [name, value] of Object.entries(query)) {
    if (name === 'limit' || name === 'offset' || name === 'sort' || value === undefined) continue;
    filter[name] = value === 'true' ? true : value === 'false' ? false : String(value);
  }
  return filter;
}

/** What an indexed table's keyword searches may read, in every locale: the columns its tokens come from. */
export function searchSourceOf(definition: { table: string; keyword: readonly string[] }): SearchSource {
  return { table: definition.table, columns: definition.keyword.flatMap((base) => LOCALES.map((locale) => `${base}_${locale}`)) };
}

export function createLocalisedTable<Public, Console, Input>(db: Knex, definition: TableDefinition<Public, Console, Input>) {
  const { table, columns, order, publication, fixed = {} } = definition;
  const search = definition.indexedSearch ? createSearchIndex(db, searchSourceOf(definition)) : null;

  /** A write and, when the table's search is indexed, its rows' tokens, in one transaction (ids: the rows it touches). */
  function write<T>(ids: readonly string[], work: (trx: Knex) => Promise<T>): Promise<T> {
    if (!search) return work(db);
    return search.writing(db, ids, work);
  }

  /** Deletes rows for good, with their tokens. */
  async function deleteRows(narrow: (query: Knex.QueryBuilder) => Knex.QueryBuilder): Promise<number> {
    if (!search) return narrow(db(table)).delete();
    const ids = ((await narrow(db(table)).select('id')) as Array<{ id: string }>).map((row) => row.id);
    let deleted = 0;
    for (let i = 0; i < ids.length; i += DELETE_BATCH) {
      const batch = ids.slice(i, i + DELETE_BATCH);
      deleted += await write(batch, (trx) => narrow(trx(table)).whereIn('id', batch).delete());
    }
    return deleted;
  }

  /** Rows staff see: not in the trash, of this repository's kind. */
  function live(): Knex.QueryBuilder {
    const query = db<Row>(table).where(fixed);
    if (definition.trash) query.whereNull('deleted_at');
    return query;
  }

  /** The list's rows narrowed by every filter but an indexed keyword, which comes apart (for pageOfMatches). */
  function filteredApart(filter: Filter, locale: Locale | 'all'): { query: Knex.QueryBuilder; keyword: KeywordCondition | null } {
    const query = live();
    for (const [name, value] of Object.entries(filter)) {
      const column = columns[name];
      if (!column || value === undefined) continue;
      if (value === null) query.whereNull(column);
      else query.where(column, value);
    }
    if (!filter.keyword) return { query, keyword: null };
    const searched = keywordColumns(definition.keyword, locale);
    if (search) return { query, keyword: search.condition([[{ columns: searched, keyword: filter.keyword }]]) };
    whereContains(query, searched, filter.keyword);
    return { query, keyword: null };
  }

  function filtered(filter: Filter, locale: Locale | 'all') {
    const { query, keyword } = filteredApart(filter, locale);
    keyword?.throughIndex(query);
    return query;
  }

  /**
   * A page of a filtered list (a common keyword's page is read in the list's order, a rare one's
   * through the index). `wholeTable`: the list's only filter is the trash, so a common keyword's
   * total can be counted from the index, less the trashed rows.
   */
  function pageOf(query: Knex.QueryBuilder, keyword: KeywordCondition | null, paging: Page, sort: SortOrder, wholeTable = false) {
    if (!keyword) return pageOfRows<Row>(query, paging, sort);
    const trashed = (rows: Knex.QueryBuilder) => void (definition.trash ? rows.whereNotNull('deleted_at') : rows.whereRaw('1 = 0'));
    return pageOfMatches<Row>(query, keyword, paging, sort, KEYWORD_PAGE_TUNING, wholeTable && Object.keys(fixed).length === 0 ? trashed : undefined);
  }

  /** Narrows to what readers may see at `at`: published, its time come, not yet ended. */
  function visible(query: Knex.QueryBuilder, at: string): Knex.QueryBuilder {
    if (!publication) return query;
    return query
      .where('status', 'PUBLISHED')
      .where((q) => q.whereNull(publication.from).orWhere(publication.from, '<=', at))
      .where((q) => q.whereNull(publication.until).orWhere(publication.until, '>', at));
  }

  /** The console's `visibility` filter: the same rules as visibilityOf, in SQL. */
  function withVisibility(query: Knex.QueryBuilder, visibility: string | boolean | null | undefined, at: string): Knex.QueryBuilder {
    if (!publication || typeof visibility !== 'string') return query;
    if (visibility === 'DRAFT') return query.where('status', 'DRAFT');
    query.where('status', 'PUBLISHED');
    if (visibility === 'SCHEDULED') return query.where(publication.from, '>', at);
    if (visibility === 'ENDED') return query.where(publication.until, '<=', at);
    return visible(query, at);
  }

  function sortOrder(sort: string | number | boolean | undefined): SortOrder {
    const parsed = typeof sort === 'string' ? parseSort(sort) : null;
    const column = parsed && definition.sort[parsed.key];
    // The tie-break runs the same way as the key, so one index (key, id) serves the whole order.
    return parsed && column ? [{ column, order: parsed.direction }, { column: 'id', order: parsed.direction }] : order;
  }

  async function findRow(id: string): Promise<Row | undefined> {
    return (await live().where('id', id).first()) as Row | undefined;
  }

  async function findForConsole(id: string, at: string): Promise<Console | null> {
    const row = await findRow(id);
    return row ? definition.toConsole(row, at) : null;
  }

  /** Rows deleted more than TRASH_RETENTION_DAYS before `at` are gone for good. */
  async function purgeExpired(at: string): Promise<number> {
    if (!definition.trash) return 0;
    const cutoff = new Date(Date.parse(at) - TRASH_RETENTION_DAYS * DAY_MS).toISOString();
    return deleteRows((query) => query.where(fixed).whereNotNull('deleted_at').andWhere('deleted_at', '<', cutoff));
  }

  return {
    definition,
    /** Writes made around create/update (a member's own post) keep the tokens through this. */
    write,
    findRow,
    filtered,
    visible,
    findForConsole,
    purgeExpired,

    /** Every matching public item in order, for short unpaged lists (banners, popups, terms). */
    async all(filter: Filter, locale: Locale, at: string, narrow: (query: Knex.QueryBuilder) => void = () => {}): Promise<Public[]> {
      const query = visible(filtered(filter, locale), at);
      narrow(query);
      const rows = (await query.select('*').orderBy([...order, { column: 'id', order: 'desc' }]).limit(UNPAGED_LIMIT)) as Row[];
      return rows.map((row) => definition.toPublic(row, locale, false));
    },

    async listForReaders(query: ListQueryValues, locale: Locale, paging: Page, at: string): Promise<PageOfItems<Public>> {
      const { visibility: _staffOnly, ...filter } = filterFrom(query);
      const list = filteredApart(filter, locale);
      const { rows, total } = await pageOf(visible(list.query, at).select('*'), list.keyword, paging, order);
      return { items: rows.map((row) => definition.toPublic(row, locale, false)), total };
    },

    /** One public item, or null when it is missing, trashed, a draft or outside its period. */
    async findForReaders(id: string, locale: Locale, at: string): Promise<Public | null> {
      const row = (await visible(live().where('id', id), at).first()) as Row | undefined;
      return row ? definition.toPublic(row, locale, true) : null;
    },

    async listForConsole(query: ListQueryValues, paging: Page, at: string): Promise<PageOfItems<Console>> {
      const { visibility, ...filter } = filterFrom(query);
      const list = filteredApart(filter, 'all');
      const onlyKeyword = typeof visibility !== 'string' && Object.entries(filter).every(([name, value]) => name === 'keyword' || value === undefined);
      const page = await pageOf(withVisibility(list.query, visibility, at).select('*'), list.keyword, paging, sortOrder(query.sort), onlyKeyword);
      return { items: page.rows.map((row) => definition.toConsole(row, at)), total: page.total };
    },

    /** `extra` holds columns the caller decides rather than the input (a seed's date). */
    async create(input: Input, at: string, extra: Record<string, unknown> = {}): Promise<Console> {
      const id = newId();
      const stamp = now();
      await uniquely(() => write([id], (trx) => trx(table).insert({ id, created_at: stamp, updated_at: stamp, ...definition.toRow(input), ...fixed, ...extra })));
      return (await findForConsole(id, at)) as Console;
    },

    async update(id: string, input: Input, at: string): Promise<Console | null> {
      if (!(await findRow(id))) return null;
      await uniquely(() => write([id], (trx) => trx(table).where({ id }).update({ ...definition.toRow(input), updated_at: now() })));
      return findForConsole(id, at);
    },

    /** To the trash (restorable for TRASH_RETENTION_DAYS), or gone when the resource has no trash. */
    async remove(id: string, at: string): Promise<boolean> {
      if (!(await findRow(id))) return false;
      if (!definition.trash) return (await deleteRows((query) => query.where({ id }))) > 0;
      return (await db(table).where({ id }).whereNull('deleted_at').update({ deleted_at: at })) > 0;
    },

    async listTrash(paging: Page, at: string): Promise<PageOfItems<TrashedItem>> {
      await purgeExpired(at);
      const query = db<Row>(table).where(fixed).whereNotNull('deleted_at').select('id', `${definition.title}_ko`, 'deleted_at');
      const { rows, total } = await pageOfRows<Row>(query, paging, [{ column: 'deleted_at', order: 'desc' }]);
      return {
        items: rows.map((row) => {
          const deletedAt = String(row.deleted_at);
          return { _id: row.id, title: String(row[`${definition.title}_ko`] ?? ''), deletedAt, purgesAt: new Date(Date.parse(deletedAt) + TRASH_RETENTION_DAYS * DAY_MS).toISOString() };
        }),
        total,
      };
    },

    async restore(id: string, at: string): Promise<boolean> {
      await purgeExpired(at);
      return (await db(table).where(fixed).where({ id }).whereNotNull('deleted_at').update({ deleted_at: null })) > 0;
    },

    async purge(id: string): Promise<boolean> {
      return (await deleteRows((query) => query.where(fixed).where({ id }).whereNotNull('deleted_at'))) > 0;
    },

    async count(scope: Filter = {}): Promise<number> {
      const [{ total } = { total: 0 }] = await filtered(scope, 'all').count({ total: '*' });
      return Number(total);
    },
  };
}

export type LocalisedTable<Public = unknown, Console = unknown, Input = unknown> = ReturnType<typeof createLocalisedTable<Public, Console, Input>>;

/** What readers see of a publishable row at `at` (the rules `visible` applies in SQL). */
export function visibilityOf(row: Row, at: string, from = 'publish_at', until = 'unpublish_at'): Visibility {
  if (row.status === 'DRAFT') return 'DRAFT';
  const start = row[from];
  const end = row[until];
  if (typeof start === 'string' && start > at) return 'SCHEDULED';
  if (typeof end === 'string' && end <= at) return 'ENDED';
  return 'PUBLIC';
}

/** The console's publication fields of a row with publish_at / unpublish_at. */
export function publicationOf(row: Row, at: string) {
  return {
    status: row.status === 'DRAFT' ? ('DRAFT' as const) : ('PUBLISHED' as const),
    publishAt: typeof row.publish_at === 'string' ? row.publish_at : null,
    unpublishAt: typeof row.unpublish_at === 'string' ? row.unpublish_at : null,
    visibility: visibilityOf(row, at),
  };
}

/** A publishing time as stored: UTC, one ISO form, so string order is time order. */
export function utc(time: string): string;
export function utc(time: string | null | undefined): string | null;
export function utc(time: string | null | undefined): string | null {
  return time ? new Date(time).toISOString() : null;
}

/** The columns of the publication input fields; absent status is PUBLISHED. */
export function publicationColumns(input: { status?: PublicationStatus | undefined; publishAt?: string | null | undefined; unpublishAt?: string | null | undefined }) {
  return { status: input.status ?? 'PUBLISHED', publish_at: utc(input.publishAt), unpublish_at: utc(input.unpublishAt) };
}

/** The cross-field rule of a publishing period. */
export function periodProblem(from: string | null | undefined, until: string | null | undefined): string | null {
  return from && until && Date.parse(until) <= Date.parse(from) ? 'The end of the publishing period must come after its start.' : null;
}

/** Rows deleted (with their tokens) per statement when many go at once. */
const DELETE_BATCH = 500;

/** A short unpaged list never grows past this, whatever staff add. */
const UNPAGED_LIMIT = 100;

/** A unique column clash is the caller's 409, never a 500. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, 'CONFLICT', 'An entry with the same code already exists.');
    throw error;
  }
}

function keywordColumns(bases: readonly string[], locale: Locale | 'all'): string[] {
  const [first = 'title'] = bases;
  if (locale === 'all') return LOCALES.map((l) => `${first}_${l}`);
  return [...new Set([...bases.map((base) => `${base}_${locale}`), `${first}_ko`])];
}

/** Row columns for several localised fields at once; `rich` ones are sanitised HTML. */
export function localisedColumnsOf(input: Record<string, LocalisedText>, rich: readonly string[] = []): Record<string, string> {
  const row: Record<string, string> = {};
  for (const [base, text] of Object.entries(input)) Object.assign(row, localisedToRow(base, rich.includes(base) ? sanitiseLocalised(text) : text));
  return row;
}

/** Several localised fields of a row, as the console edits them. */
export function localisedFieldsOf<const K extends string>(row: Row, bases: readonly K[]): Record<K, LocalisedText> {
  return Object.fromEntries(bases.map((base) => [base, localisedFromRow(row, base)])) as Record<K, LocalisedText>;
}

/** Several localised fields of a row in the reader's locale (ko where a translation is empty). */
export function pickLocalisedFields<const K extends string>(row: Row, bases: readonly K[], locale: Locale): Record<K, string> {
  return Object.fromEntries(bases.map((base) => [base, pickLocalised(row, base, locale)])) as Record<K, string>;
}

export function sanitiseLocalised(text: LocalisedText): LocalisedText {
  return { ko: sanitiseRichText(text.ko), en: sanitiseRichText(text.en), cn: sanitiseRichText(text.cn), jp: sanitiseRichText(text.jp) };
}

/** Console timestamps, common to every resource. */
export function stamps(row: Row) {
  return { createdAt: row.created_at, updatedAt: row.updated_at };
}

/** JSON list columns: SQLite returns text, mysql2 may return parsed values; parse in one place. */
export function parseJsonList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value === '') return [];
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

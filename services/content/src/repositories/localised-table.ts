import { LOCALES, type Locale, type LocalisedText } from '@centre/contracts';
import { localisedFromRow, localisedToRow, newId, now, pageOfRows, pickLocalised, type Knex, type Page, whereContains } from '@centre/server-kit';
import { sanitiseRichText } from '../rich-text.ts';

// Every content resource is one table of localised columns (title_ko … title_jp) plus plain ones.
// This is the one place that pages, filters, searches and writes such a table; each resource's
// repository only says how its rows map to its public and console shapes.

export type Row = Record<string, unknown> & { id: string; created_at: string; updated_at: string };

/** Equality filters by name (undefined: no filter; null: the column is empty) plus a search keyword. */
export type Filter = Record<string, string | boolean | null | undefined> & { keyword?: string | undefined };

export interface TableDefinition<Public, Console, Input> {
  table: string;
  /** The column each equality filter compares. */
  columns: Record<string, string>;
  /** Localised columns searched by keyword, in the reader's locale (the first also in Korean). */
  keyword: readonly string[];
  order: ReadonlyArray<{ column: string; order: 'asc' | 'desc' }>;
  toPublic(row: Row, locale: Locale, detail: boolean): Public;
  toConsole(row: Row): Console;
  toRow(input: Input): Record<string, unknown>;
}

export function createLocalisedTable<Public, Console, Input>(db: Knex, definition: TableDefinition<Public, Console, Input>) {
  const { table, columns, order } = definition;

  function filtered(filter: Filter, locale: Locale | 'all') {
    const query = db<Row>(table);
    for (const [name, value] of Object.entries(filter)) {
      const column = columns[name];
      if (!column || value === undefined) continue;
      if (value === null) query.whereNull(column);
      else query.where(column, value);
    }
    if (filter.keyword) whereContains(query, keywordColumns(definition.keyword, locale), filter.keyword);
    return query;
  }

  async function page(filter: Filter, locale: Locale | 'all', paging: Page) {
    return pageOfRows<Row>(filtered(filter, locale).select('*'), paging, order);
  }

  async function findRow(id: string, scope: Filter = {}): Promise<Row | undefined> {
    return (await filtered(scope, 'all').where('id', id).first()) as Row | undefined;
  }

  async function findForConsole(id: string, scope: Filter = {}): Promise<Console | null> {
    const row = await findRow(id, scope);
    return row ? definition.toConsole(row) : null;
  }

  /** The column values a scope filter stands for, so what is created under a scope is found under it. */
  function columnValues(scope: Filter = {}): Record<string, unknown> {
    return Object.fromEntries(Object.entries(scope).flatMap(([name, value]) => (columns[name] && value !== undefined ? [[columns[name], value]] : [])));
  }

  return {
    definition,
    columnValues,
    findRow,
    filtered,
    findForConsole,

    /** Every matching item in order, for short unpaged lists (banners, popups, terms). */
    async all(filter: Filter, locale: Locale, narrow: (query: Knex.QueryBuilder) => void = () => {}): Promise<Public[]> {
      const query = filtered(filter, locale);
      narrow(query);
      const rows = (await query.select('*').orderBy([...order, { column: 'id', order: 'desc' }]).limit(UNPAGED_LIMIT)) as Row[];
      return rows.map((row) => definition.toPublic(row, locale, false));
    },

    async paginate(filter: Filter, locale: Locale, paging: Page) {
      const { rows, total } = await page(filter, locale, paging);
      return { items: rows.map((row) => definition.toPublic(row, locale, false)), total };
    },

    async findById(id: string, locale: Locale, scope: Filter = {}): Promise<Public | null> {
      const row = await findRow(id, scope);
      return row ? definition.toPublic(row, locale, true) : null;
    },

    async paginateForConsole(filter: Filter, paging: Page) {
      const { rows, total } = await page(filter, 'all', paging);
      return { items: rows.map(definition.toConsole), total };
    },

    /** `fixed` holds columns the route decides rather than the input (a facility's kind, a seed's date). */
    async create(input: Input, fixed: Record<string, unknown> = {}): Promise<Console> {
      const id = newId();
      const at = now();
      await uniquely(() => db(table).insert({ id, created_at: at, updated_at: at, ...definition.toRow(input), ...fixed }));
      return (await findForConsole(id)) as Console;
    },

    async update(id: string, input: Input, scope: Filter = {}): Promise<Console | null> {
      if (!(await findRow(id, scope))) return null;
      await uniquely(() => db(table).where({ id }).update({ ...definition.toRow(input), updated_at: now() }));
      return findForConsole(id);
    },

    async remove(id: string, scope: Filter = {}): Promise<boolean> {
      if (!(await findRow(id, scope))) return false;
      return (await db(table).where({ id }).delete()) > 0;
    },

    async count(scope: Filter = {}): Promise<number> {
      const [{ total } = { total: 0 }] = await filtered(scope, 'all').count({ total: '*' });
      return Number(total);
    },
  };
}

export type LocalisedTable<Public = unknown, Console = unknown, Input = unknown> = ReturnType<typeof createLocalisedTable<Public, Console, Input>>;

/** A short unpaged list never grows past this, whatever staff add. */
const UNPAGED_LIMIT = 100;

/** A unique column clash (a second terms document with the same code) is the caller's 409, never a 500. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'ER_DUP_ENTRY' || code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
      throw Object.assign(new Error('An entry with the same code already exists.'), { statusCode: 409, code: 'CONFLICT' });
    }
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

// Keyword searches ("contains", as `LIKE '%x%'` answers them) served by an index on SQLite and on
// MySQL/MariaDB alike. A LIKE with a leading wildcard reads every row; MySQL's ngram full-text
// parser is absent from MariaDB and SQLite's FTS5 is absent from MySQL. So each searchable row's
// text is cut into trigrams kept in one table per database (`search_tokens`: source, token, row;
// one source per searched column, `table.column`), written in the same transaction as the row. A
// keyword's trigrams (or, for a keyword of one or two characters, the tokens it begins) find a small superset of the matching rows through the
// primary key; the unchanged LIKE then decides among them, so answers are exactly LIKE's. How a
// list's page and total are read from them (or, for a common keyword, from the head of the list's
// order) is pagination's `pageOfMatches`.
//
// Why the candidates are never fewer than LIKE's matches: a row whose text contains the keyword
// holds, at the keyword's place, every trigram of the keyword (and a token that begins with a
// short keyword). Tokens are folded as SQLite's LIKE folds (ASCII letters only); on MySQL the
// token column has the database's collation, so `=` and `LIKE 'x%'` on tokens compare as the
// searched columns' LIKE does (or more loosely, for the binary username column): a character
// LIKE takes as equal is equal in the token too.
import type { Knex } from 'knex';
import type { KeywordCondition } from './pagination.ts';

export const SEARCH_TOKENS_TABLE = 'search_tokens';
/** Characters per token: three tells rows apart well for digits and Latin, and for Korean words. */
const GRAM = 3;
/** At most this many of a long keyword's trigrams are looked up: a few rare ones already narrow to a handful of rows. */
const MAX_GRAMS = 6;
/** SQLite: entries of each trigram counted (at most) to choose the rarest to start from. */
const PROBE_ENTRIES = 2_000;
/** Rows whose tokens are written per statement (about 60 tokens per row). */
const REBUILD_BATCH = 500;
const isMysql = (db: Knex) => /mysql/.test(String(db.client.config.client));

/** Tokens per INSERT: knex writes SQLite's multi-row insert as a compound SELECT, at most 500 terms; MySQL takes more. */
const insertChunk = (db: Knex) => (isMysql(db) ? 5_000 : 500);
/** The highest code point: a prefix followed by it sorts after every token that begins with the prefix. */
const HIGHEST = '\u{10FFFF}';

/** Rows of one table that a keyword search reads: their table and the text columns searched. */
export interface SearchSource {
  table: string;
  /** Every column any keyword search of this table reads; a search may read fewer. */
  columns: readonly string[];
  /**
   * Columns MySQL compares byte for byte (binary): LIKE there is stricter than the tokens, which
   * fold letter case, so the index still finds their rows but cannot count them alone.
   */
  binaryOnMysql?: readonly string[];
}

/**
 * The tokens of one column of one table. Per column, not per table, so that a search of some of a
 * table's columns (the console reads notice subjects; readers subjects and summaries) finds
 * candidates only from those, and a short keyword's matches can be counted from the index alone.
 */
export function tokenSource(table: string, column: string): string {
  return `${table}.${column}`;
}

/** The token table; every service that searches creates it in a migration of its own. */
export async function createSearchTokensTable(db: Knex): Promise<void> {
  await db.schema.createTable(SEARCH_TOKENS_TABLE, (table) => {
    table.string('source', 40).notNullable();
    table.string('token', GRAM).notNullable();
    table.string('row_id', 36).notNullable();
    table.primary(['source', 'token', 'row_id']);
    table.index(['source', 'row_id'], 'search_tokens_row');
  });
}

/** Folds letters as SQLite's LIKE does (ASCII only), character for character, so positions stay put. */
function fold(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) + 32));
}

/** The tokens of a text: at each character, the trigram that starts there (shorter at the end). */
export function searchTokensOf(texts: ReadonlyArray<string | null | undefined>): string[] {
  const tokens = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const characters = Array.from(fold(text));
    for (let i = 0; i < characters.length; i++) tokens.add(characters.slice(i, i + GRAM).join(''));
  }
  return [...tokens];
}

/** Runs `work` in the caller's transaction, or in a new one when the caller has none. */
export async function inTransaction<T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return (db as Knex.Transaction).isTransaction ? work(db as Knex.Transaction) : db.transaction(work);
}

/** Which of a long keyword's trigrams to look up: spread over it, first and last included. */
function gramsOf(keyword: string): string[] {
  const characters = Array.from(fold(keyword));
  const grams = [...new Set(characters.slice(0, characters.length - GRAM + 1).map((_, i) => characters.slice(i, i + GRAM).join('')))];
  if (grams.length <= MAX_GRAMS) return grams;
  return Array.from({ length: MAX_GRAMS }, (_, k) => grams[Math.round((k * (grams.length - 1)) / (MAX_GRAMS - 1))] as string);
}

/**
 * The ids of a superset of the rows whose text contains `keyword` (as `row_id`), or null when
 * the index cannot narrow (a keyword of spaces only): then the caller's LIKE reads every row.
 */
function candidates(db: Knex, sources: readonly string[], keyword: string, grams: readonly string[] = gramsOf(keyword)): Knex.QueryBuilder | null {
  const length = Array.from(keyword).length;
  if (length >= GRAM) {
    const [first, ...others] = grams;
    // One primary-key lookup per other trigram for each row of the first (in the same column); the planner starts from the rarest.
    // Joined (SQLite), a row found in two columns must come once; in MySQL's semi-join repeats cost nothing.
    const query = db({ t0: SEARCH_TOKENS_TABLE }).whereIn('t0.source', [...sources]).andWhere('t0.token', first as string);
    if (isMysql(db)) query.select('t0.row_id');
    else query.distinct('t0.row_id');
    others.forEach((gram, i) => {
      const alias = `t${i + 1}`;
      // Each trigram's own source condition lets the planner start from any of them (MySQL's
      // estimates), not only from the first: through `t0.source` alone the others could only follow it.
      query.join({ [alias]: SEARCH_TOKENS_TABLE }, (on) =>
        on.on(`${alias}.source`, 't0.source').andOnIn(`${alias}.source`, [...sources]).andOn(`${alias}.row_id`, 't0.row_id').andOnVal(`${alias}.token`, gram),
      );
    });
    return query;
  }
  // MySQL's PAD SPACE collations take 'a ' for 'a': look for what the keyword begins with, spaces aside.
  const prefix = fold(keyword).trimEnd();
  if (!prefix) return null;
  // Joined (SQLite), the candidates must be distinct; in MySQL's semi-join repeats cost nothing.
  const query = isMysql(db) ? db(SEARCH_TOKENS_TABLE).select('row_id').whereIn('source', [...sources]) : db(SEARCH_TOKENS_TABLE).distinct('row_id').whereIn('source', [...sources]);
  if (isMysql(db)) return query.whereRaw('token like ? escape ?', [`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, '\\']);
  return query.where('token', '>=', prefix).andWhere('token', '<=', prefix + HIGHEST.repeat(GRAM));
}

let joins = 0;

/** The rows of one candidate query or another (MySQL semi-joins and counts: repeats are harmless there). */
function eitherOf(first: Knex.QueryBuilder, others: Knex.QueryBuilder[]): Knex.QueryBuilder {
  return others.length === 0 ? first : first.unionAll(others);
}

/** The index of one table's keyword searches: written with its rows, read by `whereContains`. */
export function createSearchIndex(db: Knex, source: SearchSource) {
  const { table, columns } = source;
  const sourcesOf = (searched: readonly string[]) => searched.map((column) => tokenSource(table, column));
  const sources = sourcesOf(columns);
  /** Each alternative's candidates (null where the index cannot narrow), its trigrams in the order given, if any. */
  const candidatesOf = (alternatives: ReadonlyArray<KeywordAlternative>, gramOrder?: ReadonlyMap<KeywordAlternative, string[]>) =>
    alternatives.map((alternative) => candidates(db, sourcesOf(alternative.columns), alternative.keyword, gramOrder?.get(alternative)));
  const binary = isMysql(db) ? new Set(source.binaryOnMysql ?? []) : new Set<string>();

  /**
   * Whether the index alone tells exactly which rows contain this keyword in these columns: a
   * keyword no longer than a token (the tokens it begins are its occurrences; a longer one is
   * looked up by some of its trigrams, a superset), without trailing spaces (MySQL's PAD SPACE
   * takes 'ab ' for 'ab'), in columns whose LIKE compares as the tokens do.
   */
  const countableByTokens = ({ columns: searched, keyword }: KeywordAlternative) => {
    const length = Array.from(keyword).length;
    return length >= 1 && length <= GRAM && keyword === keyword.trimEnd() && searched.every((column) => columns.includes(column) && !binary.has(column));
  };

  /** Writes the tokens of these rows from what they hold now (they have none yet). */
  async function writeTokens(trx: Knex, ids: readonly string[]): Promise<void> {
    const rows = (await trx(table).whereIn('id', [...ids]).select('id', ...columns)) as Array<Record<string, unknown> & { id: string }>;
    const tokens = rows.flatMap((row) =>
      columns.flatMap((column) => searchTokensOf([row[column] as string | null]).map((token) => ({ source: tokenSource(table, column), token, row_id: row.id }))),
    );
    // MySQL's collation may take two tokens for one ('É' and 'é'): one is enough to find the row.
    const chunk = insertChunk(trx);
    for (let i = 0; i < tokens.length; i += chunk) await trx(SEARCH_TOKENS_TABLE).insert(tokens.slice(i, i + chunk)).onConflict().ignore();
  }

  /** Rewrites the tokens of these rows from what they hold now; a row that is gone loses its tokens. */
  async function refresh(trx: Knex, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await trx(SEARCH_TOKENS_TABLE).whereIn('source', sources).whereIn('row_id', [...ids]).delete();
    await writeTokens(trx, ids);
  }

  /**
   * Narrows `query` (over this table) to rows where, for one of the alternatives, one of its
   * columns contains its keyword, case-insensitively as LIKE compares: the index finds the
   * candidates (`id IN` them), LIKE decides among them.
   */
  function whereContains<Q extends Knex.QueryBuilder>(query: Q, alternatives: ReadonlyArray<KeywordAlternative>, gramOrder?: ReadonlyMap<KeywordAlternative, string[]>): Q {
    const found = candidatesOf(alternatives, gramOrder);
    if (found.length > 0 && found.every((candidate) => candidate !== null)) {
      const [first, ...others] = found as Knex.QueryBuilder[];
      if (isMysql(db)) {
        // A semi-join: MySQL put a join's derived table of distinct ids in a temporary table, then
        // sorted the whole rows of every candidate for a page (3 times slower at 20,000 matches).
        query.whereIn(`${table}.id`, eitherOf(first!, others));
      } else {
        // SQLite plans an IN by walking the list's order index and probing the candidates for
        // each row (10,000 rows for none found); from a join it starts at the candidates. UNION, not
        // UNION ALL: a row that two alternatives find joins once.
        const alias = `keyword_rows_${(joins = (joins + 1) % 1_000_000)}`;
        query.join((others.length === 0 ? first! : first!.union(others)).as(alias), `${alias}.row_id`, `${table}.id`);
      }
    }
    return whereLikeAny(query, alternatives);
  }

  return {
    source,
    refresh,

    /** `work` writes or deletes these rows; their tokens follow in the same transaction (the caller's, or a new one). */
    async writing<T>(trx: Knex, ids: readonly string[], work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
      return inTransaction(trx, async (inner) => {
        const result = await work(inner);
        await refresh(inner, ids);
        return result;
      });
    },

    /** Tokens of every row, from scratch: a migration's backfill, or rows written around the repository (a benchmark's bulk insert). */
    async rebuild(target: Knex = db): Promise<number> {
      await target(SEARCH_TOKENS_TABLE).whereIn('source', sources).delete();
      let after = '';
      let count = 0;
      for (;;) {
        const ids = ((await target(table).where('id', '>', after).orderBy('id').limit(REBUILD_BATCH).select('id')) as Array<{ id: string }>).map((row) => row.id);
        if (ids.length === 0) return count;
        await inTransaction(target, (trx) => writeTokens(trx, ids));
        count += ids.length;
        after = ids[ids.length - 1] as string;
      }
    },

    whereContains,

    /**
     * The keyword condition of a list for `pageOfMatches`: every search (ANDed) is met by one of
     * its alternatives, through this index or by LIKE alone.
     */
    condition(searches: ReadonlyArray<ReadonlyArray<KeywordAlternative>>): KeywordCondition {
      const gramOrder = new Map<KeywordAlternative, string[]>();
      return {
        table,
        async prepare() {
          // SQLite walks the first trigram's entries and looks up the others for each: without
          // statistics on tokens it cannot know that "ben" begins every one of 10,000 usernames
          // and e-mails while "987" is in three. Asked first (at most PROBE_ENTRIES each), the rarest
          // leads. MySQL estimates this itself from the index.
          if (isMysql(db)) return;
          for (const alternative of searches.flat()) {
            const grams = Array.from(alternative.keyword).length >= GRAM ? gramsOf(alternative.keyword) : [];
            if (grams.length < 2) continue;
            const searched = sourcesOf(alternative.columns);
            const entries = await Promise.all(
              grams.map(async (gram) => {
                const [{ n } = { n: 0 }] = await db.from(db(SEARCH_TOKENS_TABLE).select('row_id').whereIn('source', searched).andWhere('token', gram).limit(PROBE_ENTRIES).as('probe')).count({ n: '*' });
                return Number(n);
              }),
            );
            gramOrder.set(alternative, grams.map((gram, i) => ({ gram, n: entries[i]! })).sort((a, b) => a.n - b.n).map(({ gram }) => gram));
          }
        },
        throughIndex: (query) => {
          for (const alternatives of searches) whereContains(query, alternatives, gramOrder);
        },
        async candidateIds(max) {
          const [alternatives, ...more] = searches;
          if (!alternatives || more.length > 0 || alternatives.length === 0) return null;
          const found = candidatesOf(alternatives, gramOrder);
          if (found.some((candidate) => candidate === null)) return null;
          const [first, ...others] = found as Knex.QueryBuilder[];
          const rows = (await db.from(eitherOf(first!, others).as('candidates')).distinct('row_id').limit(max + 1)) as Array<{ row_id: string }>;
          return rows.length > max ? null : rows.map(({ row_id }) => row_id);
        },
        byScan: (query) => {
          for (const alternatives of searches) whereLikeAny(query, alternatives);
        },
        async indexFindsAtLeast(entries) {
          // A keyword longer than a token is looked up by several trigrams together: seldom common,
          // and asking would cost what the search itself costs.
          if (searches.some((alternatives) => alternatives.some(({ keyword }) => Array.from(keyword).length > GRAM))) return false;
          for (const alternatives of searches) {
            const found = candidatesOf(alternatives);
            // A search the index cannot narrow leaves every row: it narrows nothing.
            if (found.some((candidate) => candidate === null)) continue;
            const [first, ...others] = found as Knex.QueryBuilder[];
            const rows = (await (others.length === 0 ? first! : db.select('row_id').from(first!.unionAll(others).as('either'))).limit(entries)) as unknown[];
            if (rows.length < entries) return false;
          }
          return true;
        },
        async countFromIndex(leftOut) {
          // One search whose every alternative the tokens answer exactly: its matches are the
          // distinct rows of its tokens, less those the list leaves out (read by LIKE: few).
          const [alternatives, ...more] = searches;
          if (!alternatives || more.length > 0 || alternatives.length === 0 || !alternatives.every(countableByTokens)) return null;
          const [first, ...others] = candidatesOf(alternatives) as Knex.QueryBuilder[];
          const matched = eitherOf(first!, others);
          const outside = db(table);
          leftOut(outside);
          // Both at once, on two connections of the pool.
          const [[{ total } = { total: 0 }], [{ excluded } = { excluded: 0 }]] = await Promise.all([
            db.from(matched.as('matched')).countDistinct({ total: 'row_id' }),
            whereLikeAny(outside, alternatives).count({ excluded: '*' }),
          ]);
          return Number(total) - Number(excluded);
        },
      };
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;

/**
 * A migration's work when the tokens change form (2026-11-28: one source per column instead of per
 * table): every token goes, and each source's rows are cut again. Nothing to do before the token
 * table exists: the migration that makes it writes today's form.
 */
export async function recutSearchTokens(db: Knex, sources: readonly SearchSource[]): Promise<void> {
  if (!(await db.schema.hasTable(SEARCH_TOKENS_TABLE))) return;
  await db(SEARCH_TOKENS_TABLE).delete();
  for (const source of sources) await createSearchIndex(db, source).rebuild();
}

/** Undoes recutSearchTokens: each table's tokens under the table's name again (the union of its columns' tokens). */
export async function joinSearchTokensPerTable(db: Knex, sources: readonly SearchSource[]): Promise<void> {
  if (!(await db.schema.hasTable(SEARCH_TOKENS_TABLE))) return;
  const ignore = isMysql(db) ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
  for (const { table, columns } of sources) {
    const perColumn = columns.map((column) => tokenSource(table, column));
    await db.raw(`${ignore} INTO ?? (source, token, row_id) SELECT ?, token, row_id FROM ?? WHERE source IN (${perColumn.map(() => '?').join(', ')})`, [
      SEARCH_TOKENS_TABLE,
      table,
      SEARCH_TOKENS_TABLE,
      ...perColumn,
    ]);
    await db(SEARCH_TOKENS_TABLE).whereIn('source', perColumn).delete();
  }
}

/** Escapes LIKE wildcards so a keyword is matched literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One alternative of a keyword search: the keyword, and the columns any of which may contain it. */
export interface KeywordAlternative {
  columns: readonly string[];
  keyword: string;
}

/** Rows where one of the alternatives holds, decided by LIKE alone. */
function whereLikeAny<Q extends Knex.QueryBuilder>(query: Q, alternatives: ReadonlyArray<KeywordAlternative>): Q {
  return query.where((inner) => {
    for (const { columns, keyword } of alternatives) inner.orWhere((one) => likeAny(one, columns, keyword));
  }) as Q;
}

function likeAny(query: Knex.QueryBuilder, columns: readonly string[], keyword: string): void {
  const pattern = likePattern(keyword);
  for (const column of columns) query.orWhereRaw('?? like ? escape ?', [column, pattern, '\\']);
}

/**
 * Narrows a query to rows where any of `columns` contains `keyword`, case-insensitively, on
 * both SQLite and MySQL (knex's whereLike forces a collation MariaDB rejects for utf8mb4, and
 * SQLite has no default LIKE escape character). It reads every row: searches over long lists go
 * through a search index instead (`createSearchIndex`).
 */
export function whereContains<Q extends Knex.QueryBuilder>(query: Q, columns: readonly string[], keyword: string): Q {
  return query.where((inner) => likeAny(inner, columns, keyword)) as Q;
}

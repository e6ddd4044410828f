// pageOfMatches on real databases: a keyword list's page and total are the same whether the page
// is found among the first rows of the list's order (a common keyword), through the search index
// (a rare one), or in a list shorter than the head; and on MySQL each of those ways is the one
// taken (the SQL shows whether the index or a scan answered), so the comparison cannot pass by one
// path only. SQLite always goes through the index.
import t from 'tap';
import {
  KEYWORD_PAGE_TUNING,
  connectDatabase,
  createSearchIndex,
  createSearchTokensTable,
  pageOfMatches,
  pageOfRows,
  type KeywordCondition,
  type KeywordPageTuning,
  type Knex,
  type SortOrder,
} from '@centre/server-kit';
import { forEachDatabase } from '@centre/server-kit/testing';

interface Spool {
  id: string;
  label: string;
  maker: string;
  rank: number;
  deleted_at: string | null;
}

const ROWS = 1_000;
/** The production figures, but the index's entry count that makes a keyword common, scaled to 1,000 rows. */
const TUNING: KeywordPageTuning = { ...KEYWORD_PAGE_TUNING, commonEntries: 50 };
/**
 * Every third label has "Bobbin" (common: "bob"), every fourth maker "봉제"; every fiftieth label
 * "골무 thimble" (rare: the head holds too few); one "lone".
 */
const spools: Spool[] = Array.from({ length: ROWS }, (_, i) => ({
  id: `spool-${String((i * 7_919) % ROWS).padStart(4, '0')}`,
  label: `${i % 3 === 0 ? 'Bobbin' : 'needle'} ${i % 50 === 7 ? '골무 thimble' : 'reel'} ${i === 613 ? 'lone' : ''} #${i}`,
  maker: i % 4 === 0 ? '봉제 works' : 'mill',
  // Ranks repeat: the tie-break on id decides the order often.
  rank: Math.floor(i / 7),
  deleted_at: i % 10 === 0 ? '2026-11-01T00:00:00.000Z' : null,
}));

await forEachDatabase(t, 'server_kit_keyword_pages', async (t, database) => {
  const db = await connectDatabase(database);
  t.teardown(() => db.destroy());
  await db.schema.createTable('spools', (table) => {
    table.string('id', 36).primary();
    table.string('label', 100).notNullable();
    table.string('maker', 100).notNullable();
    table.integer('rank').notNullable();
    table.string('deleted_at', 24).nullable();
    table.index(['deleted_at', 'rank']);
  });
  await createSearchTokensTable(db);
  for (let i = 0; i < spools.length; i += 200) await db('spools').insert(spools.slice(i, i + 200));
  const index = createSearchIndex(db, { table: 'spools', columns: ['label', 'maker'] });
  await index.rebuild();

  const statements: string[] = [];
  const onQuery = (query: { sql: string }) => statements.push(query.sql);
  db.on('query', onQuery);
  t.teardown(() => void db.off('query', onQuery));

  // On SQLite every page goes through the index (its fastest way): the answers are compared all the same.
  const onMysql = database.client === 'mysql';
  const live = () => db<Spool>('spools').whereNull('deleted_at').select('*');
  const condition = (keyword: string, extra?: string): KeywordCondition =>
    index.condition([[{ columns: ['label', 'maker'], keyword }], ...(extra ? [[{ columns: ['label'], keyword: extra }]] : [])]);

  /** The page both ways, and how the new way read it. */
  async function both(
    keyword: KeywordCondition,
    offset: number,
    limit: number,
    order: SortOrder,
    narrow: (query: Knex.QueryBuilder) => void = () => {},
    allRowsBut?: (query: Knex.QueryBuilder) => void,
  ) {
    const throughIndex = live();
    narrow(throughIndex);
    keyword.throughIndex(throughIndex);
    const expected = await pageOfRows<Spool>(throughIndex, { offset, limit }, order);
    statements.length = 0;
    const base = live();
    narrow(base);
    const found = await pageOfMatches<Spool>(base, keyword, { offset, limit }, order, TUNING, allRowsBut);
    const counts = statements.filter((sql) => /count\(/i.test(sql));
    return {
      expected,
      found,
      // Read through the index: the list's rows among the index's, or the index's few rows first
      // (not the question whether the keyword is common).
      indexed: statements.some((sql) => sql.includes('search_tokens') && (sql.includes('spools') || sql.includes('`candidates`'))),
      // The page (and its count) read from the list by the ids the index found, not by a subquery.
      fewFirst: statements.some((sql) => /count\(\*\) over/i.test(sql) && !sql.includes('search_tokens')),
      scanCounted: counts.length > 0 && counts.every((sql) => !sql.includes('search_tokens')),
      indexCounted: counts.some((sql) => /count\(distinct/i.test(sql) && sql.includes('search_tokens')),
    };
  }

  const orders: SortOrder[] = [[{ column: 'rank', order: 'desc' }], [{ column: 'rank', order: 'asc' }, { column: 'id', order: 'asc' }], [{ column: 'label', order: 'asc' }]];

  t.test('a common keyword: the page from the head of the order, the total by a scan, both as through the index', async (t) => {
    for (const order of orders) {
      for (const [offset, limit] of [[0, 20], [20, 20], [0, 1], [39, 21]] as const) {
        const { expected, found, indexed, scanCounted } = await both(condition('bob'), offset, limit, order);
        const label = `${JSON.stringify(order)} ${offset}+${limit}`;
        t.same(found.rows.map((row) => row.id), expected.rows.map((row) => row.id), `rows: ${label}`);
        t.equal(found.total, expected.total, `total: ${label}`);
        t.ok(expected.rows.length === limit && expected.total > 250, 'many matches');
        if (!onMysql) continue;
        t.notOk(indexed, `the index is not read: ${label}`);
        t.ok(scanCounted, `counted by a scan: ${label}`);
      }
    }
  });

  t.test('a common keyword in the whole table but the trash: the total from the index alone, less the trashed matches', async (t) => {
    const trashed = (query: Knex.QueryBuilder) => void query.whereNotNull('deleted_at');
    for (const keyword of ['bob', '봉제', 'Bob', 'o']) {
      for (const [offset, limit] of [[0, 20], [20, 20]] as const) {
        const { expected, found, indexCounted } = await both(condition(keyword), offset, limit, orders[0]!, () => {}, trashed);
        t.same(found, expected, `${keyword} from ${offset}`);
        if (onMysql) t.ok(indexCounted, `${keyword}: counted from the index`);
      }
    }
    const longer = await both(condition('bobbin'), 0, 20, orders[0]!, () => {}, trashed);
    t.same(longer.found, longer.expected, 'a keyword longer than a token: counted as before');
    t.notOk(longer.indexCounted, 'not from the index alone');
  });

  t.test('the rows keep every column the query selected', async (t) => {
    const { expected, found } = await both(condition('봉제'), 0, 5, orders[0]!);
    t.same(found.rows, expected.rows);
    for (const column of ['deleted_at', 'id', 'label', 'maker', 'rank']) t.ok(column in (found.rows[0] ?? {}), column);
  });

  t.test('a keyword the head holds too few of, and pages past the head (the last, one past the end): through the index', async (t) => {
    for (const [keyword, offset, limit] of [['thimble', 0, 20], ['골무', 0, 5], ['bob', 60, 20], ['bob', 290, 20], ['bob', 400, 20], ['bobbin', 0, 20], ['lone', 0, 20], ['없는말', 0, 20]] as const) {
      const { expected, found, indexed } = await both(condition(keyword), offset, limit, orders[0]!);
      t.same(found, expected, `${keyword} from ${offset}`);
      t.ok(indexed, `${keyword}: the index answers`);
    }
    const rare = await both(condition('thimble'), 0, 20, orders[0]!);
    t.ok(rare.found.total > 0 && rare.found.total <= 20, 'rare, yet present');
    if (onMysql) t.ok(rare.fewFirst, 'MySQL: a rare keyword\'s few rows are read by their ids');
    const many = await both(condition('bob'), 60, 20, orders[0]!);
    if (onMysql) t.notOk(many.fewFirst, 'MySQL: more candidates than fewCandidates go by the semi-join');
  });

  t.test('a list shorter than the head: its matches are all there, total included, without the index', async (t) => {
    const short = (query: Knex.QueryBuilder) => void query.where('rank', '<', 30);
    for (const [keyword, offset] of [['bob', 0], ['bob', 40], ['봉제', 0]] as const) {
      const { expected, found, indexed } = await both(condition(keyword), offset, 20, orders[1]!, short);
      t.same(found, expected, `${keyword} from ${offset}`);
      if (onMysql) t.notOk(indexed, `${keyword}: the head was the whole list`);
    }
    const { expected, found } = await both(condition('골무'), 0, 20, orders[1]!, short);
    t.same(found, expected, 'a rare keyword in a short list');
  });

  t.test('several searches at once (each ANDed) and letter case, as LIKE compares', async (t) => {
    for (const keyword of [condition('BOB', 'eel'), condition('BOB', 'THIMBLE'), condition('봉제', '#1'), condition('NEE', 'Wor')]) {
      for (const order of orders) {
        const { expected, found } = await both(keyword, 0, 20, order);
        t.same(found, expected, JSON.stringify(order));
      }
    }
  });
});

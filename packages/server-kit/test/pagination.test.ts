// pageOfRows on real databases: the same rows and totals whichever way a page is read (one step
// near the start, ids first deep in the list), and a count asked only when the page cannot tell it.
import t from 'tap';
import { DEFERRED_ROWS_FROM_OFFSET, connectDatabase, pageOfRows, type Knex, type SortOrder } from '@centre/server-kit';
import { forEachDatabase } from '@centre/server-kit/testing';

interface Row {
  id: string;
  name: string;
  rank: number;
  deleted_at: string | null;
}

const ROWS = 450;
/** Ranks repeat (every ninth row shares one), so the tie-break on id decides the order often. */
const rows: Row[] = Array.from({ length: ROWS }, (_, i) => ({
  id: `row-${String((i * 7919) % ROWS).padStart(4, '0')}`,
  name: i % 3 === 0 ? `bobbin ${i}` : `needle ${i}`,
  rank: Math.floor(i / 9),
  deleted_at: i % 10 === 0 ? '2026-11-01T00:00:00.000Z' : null,
}));

/** What a page must hold: the live rows, filtered and ordered in JavaScript. */
function expected(filter: (row: Row) => boolean, order: SortOrder): Row[] {
  const keys = order.some(({ column }) => column === 'id') ? order : [...order, { column: 'id', order: 'desc' as const }];
  return rows
    .filter((row) => row.deleted_at === null && filter(row))
    .sort((a, b) => {
      for (const { column, order: direction } of keys) {
        const left = a[column as keyof Row] as string | number;
        const right = b[column as keyof Row] as string | number;
        if (left !== right) return (left < right ? -1 : 1) * (direction === 'asc' ? 1 : -1);
      }
      return 0;
    });
}

await forEachDatabase(t, 'server_kit_pagination', async (t, database) => {
  const db = await connectDatabase(database);
  t.teardown(() => db.destroy());
  await db.schema.createTable('spools', (table) => {
    table.string('id', 36).primary();
    table.string('name', 100).notNullable();
    table.integer('rank').notNullable();
    table.string('deleted_at', 24).nullable();
    table.index(['deleted_at', 'rank']);
  });
  await db('spools').insert(rows);

  const counts: string[] = [];
  const onQuery = (query: { sql: string }) => {
    if (/count\(/i.test(query.sql)) counts.push(query.sql);
  };
  db.on('query', onQuery);
  t.teardown(() => void db.off('query', onQuery));
  const live = () => db<Row>('spools').whereNull('deleted_at');
  const read = async (query: Knex.QueryBuilder, offset: number, limit: number, order: SortOrder) => {
    counts.length = 0;
    const page = await pageOfRows<Row>(query, { offset, limit }, order);
    return { ...page, counted: counts.length > 0 };
  };

  t.test('near the start and deep in the list, the rows and total match the whole ordered list', async (t) => {
    for (const order of [[{ column: 'rank', order: 'desc' }], [{ column: 'rank', order: 'asc' }, { column: 'id', order: 'asc' }]] as SortOrder[]) {
      const all = expected(() => true, order);
      for (const offset of [0, 20, DEFERRED_ROWS_FROM_OFFSET - 1, DEFERRED_ROWS_FROM_OFFSET, 380, 400]) {
        const page = await read(live().select('*'), offset, 20, order);
        t.same(page.rows.map((row) => row.id), all.slice(offset, offset + 20).map((row) => row.id), `${JSON.stringify(order)} from ${offset}`);
        t.equal(page.total, all.length, `total from ${offset}`);
      }
    }
  });

  t.test('a deep page keeps the columns its query selected', async (t) => {
    const page = await read(live().select('id', 'name'), DEFERRED_ROWS_FROM_OFFSET + 5, 3, [{ column: 'rank', order: 'desc' }]);
    t.equal(page.rows.length, 3);
    t.same(Object.keys(page.rows[0] ?? {}).sort(), ['id', 'name']);
  });

  t.test('the count is asked only when the page is full or past the end', async (t) => {
    const full = await read(live(), 0, 10, [{ column: 'rank', order: 'desc' }]);
    t.ok(full.counted, 'a full page cannot tell how many follow: counted');
    t.equal(full.total, ROWS - ROWS / 10);

    const few = await read(live().where('name', 'like', '%bobbin 9%'), 0, 20, [{ column: 'rank', order: 'desc' }]);
    t.notOk(few.counted, 'a short first page is the whole list: not counted');
    t.equal(few.total, expected((row) => row.name.includes('bobbin 9'), []).length);
    t.ok(few.total > 0);

    const last = await read(live(), 400, 20, [{ column: 'rank', order: 'desc' }]);
    t.notOk(last.counted, 'a short last page ends the list: not counted');
    t.equal(last.total, ROWS - ROWS / 10);
    t.equal(last.rows.length, 5);

    const beyond = await read(live(), 1000, 20, [{ column: 'rank', order: 'desc' }]);
    t.ok(beyond.counted, 'an empty page past the end is counted');
    t.same(beyond, { rows: [], total: ROWS - ROWS / 10, counted: true });

    const none = await read(live().where('name', 'nothing'), 0, 20, [{ column: 'rank', order: 'desc' }]);
    t.same(none, { rows: [], total: 0, counted: false });
  });
});

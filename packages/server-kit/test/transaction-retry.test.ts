// transactionWithRetry against a real deadlock: two transactions lock two rows in opposite orders.
// MySQL rolls one back (ER_LOCK_DEADLOCK); the helper runs it again and both finish. (SQLite
// serialises writers, so there the two simply run one after the other.)
import t from 'tap';
import { connectDatabase, transactionWithRetry, type Knex } from '@centre/server-kit';
import { forEachDatabase } from '@centre/server-kit/testing';

await forEachDatabase(t, 'server_kit_tx_retry', async (t, database) => {
  const db = await connectDatabase(database);
  t.teardown(() => db.destroy());
  await db.schema.createTable('counters', (table) => {
    table.string('id').primary();
    table.integer('value').notNullable();
  });
  await db('counters').insert([{ id: 'a', value: 0 }, { id: 'b', value: 0 }]);

  /** Both transactions wait here once each holds its first row, so the second locks cross. */
  const bothHoldOneRow = (() => {
    let arrived = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    return async () => {
      arrived += 1;
      if (arrived === 2) release();
      await Promise.race([gate, new Promise((resolve) => setTimeout(resolve, 500))]);
    };
  })();
  let attempts = 0;
  const increment = (first: string, second: string) => async (trx: Knex.Transaction) => {
    attempts += 1;
    await trx('counters').where({ id: first }).increment('value', 1);
    await bothHoldOneRow();
    await trx('counters').where({ id: second }).increment('value', 1);
  };

  await Promise.all([transactionWithRetry(db, increment('a', 'b')), transactionWithRetry(db, increment('b', 'a'))]);
  const rows = (await db('counters').orderBy('id')) as Array<{ id: string; value: number }>;
  t.same(rows.map((row) => Number(row.value)), [2, 2], 'both transactions took effect, each once');
  if (database.client === 'mysql') t.equal(attempts, 3, 'MySQL made one of them the deadlock victim, and it ran again');
});

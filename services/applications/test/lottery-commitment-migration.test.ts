// Windows made before seeds were committed get one by migration: an open LOTTERY window a fresh
// random seed, a drawn one the seed its record reveals, other windows none.
import t from 'tap';
import { connectDatabase, newId, runMigrations } from '@centre/server-kit';
import { forEachDatabase } from '@centre/server-kit/testing';
import { lotterySeedHash } from '../src/lottery-draw.ts';
import { migrations } from '../src/migrations/index.ts';

await forEachDatabase(t, 'lottery_commitment', async (t, database) => {
  const db = await connectDatabase(database);
  t.teardown(() => db.destroy());
  await runMigrations(db, migrations.filter((migration) => migration.name !== '006_lottery_seed_commitment'));
  const at = '2026-11-01T00:00:00.000Z';
  const window = (allocation: string) => ({
    id: newId(),
    work: 'STUDIO',
    location: 'YONGSIN',
    title_ko: '추첨',
    status: 'PLANNED',
    apply_from: '2026-11-02',
    apply_to: '2026-11-13',
    use_from: '2026-11-30',
    use_to: '2026-12-04',
    daily_capacity: 1,
    member_quota: 1,
    allocation,
    created_at: at,
    updated_at: at,
  });
  const [open, drawn, firstCome] = [window('LOTTERY'), window('LOTTERY'), window('FIRST_COME')];
  await db('application_windows').insert([open, drawn, firstCome]);
  await db('lottery_draws').insert({ id: newId(), window_id: drawn.id, seed: 'seed-revealed-before-commitments', algorithm: 'v2', entrants: '[]', results: '[]', drawn_at: at, drawn_by: 'lottery' });

  t.same(await runMigrations(db, migrations), ['006_lottery_seed_commitment']);
  const rows = new Map(((await db('application_windows').select('id', 'lottery_seed', 'lottery_seed_hash')) as Array<{ id: string; lottery_seed: string | null; lottery_seed_hash: string | null }>).map((row) => [row.id, row]));
  t.match(rows.get(open.id)!.lottery_seed, /^[0-9a-f]{64}$/, 'a random seed for the open window');
  t.equal(rows.get(open.id)!.lottery_seed_hash, lotterySeedHash(rows.get(open.id)!.lottery_seed!));
  t.same(rows.get(drawn.id), { id: drawn.id, lottery_seed: 'seed-revealed-before-commitments', lottery_seed_hash: lotterySeedHash('seed-revealed-before-commitments') });
  t.same(rows.get(firstCome.id), { id: firstCome.id, lottery_seed: null, lottery_seed_hash: null }, 'first come, first served: nothing to commit to');
});

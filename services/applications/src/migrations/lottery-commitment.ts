import type { Migration } from '@centre/server-kit';
import { lotterySeedHash, newLotterySeed } from '../lottery-draw.ts';

/**
 * A LOTTERY window commits to its draw's seed when it is made (the seed secret, its hash public),
 * so staff cannot pick a seed that favours a maker. Windows made before get one now; a window
 * already drawn commits to the seed its record reveals.
 */
export const lotteryCommitmentMigrations: readonly Migration[] = [
  {
    name: '006_lottery_seed_commitment',
    async up(db) {
      await db.schema.alterTable('application_windows', (table) => {
        table.string('lottery_seed', 128).nullable();
        table.string('lottery_seed_hash', 64).nullable();
      });
      const windows = (await db('application_windows as w')
        .leftJoin('lottery_draws as d', 'd.window_id', 'w.id')
        .select('w.id', 'd.seed')
        .where('w.allocation', 'LOTTERY')) as Array<{ id: string; seed: string | null }>;
      for (const window of windows) {
        const seed = window.seed ?? newLotterySeed();
        await db('application_windows').where({ id: window.id }).update({ lottery_seed: seed, lottery_seed_hash: lotterySeedHash(seed) });
      }
    },
    async down(db) {
      await db.schema.alterTable('application_windows', (table) => {
        table.dropColumn('lottery_seed');
        table.dropColumn('lottery_seed_hash');
      });
    },
  },
];

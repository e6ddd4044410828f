import { DEFAULT_POINT_EXPIRY_DAYS, DEFAULT_POINT_RATE_PERCENT, type LoyaltySettings } from '@centre/contracts';
import type { Knex } from '@centre/server-kit';

/** The row of the members who hold no level (a level's id is never empty). */
const NO_LEVEL = '';
const EXPIRY_SETTING = 'POINT_EXPIRY_DAYS';

/** The point rate of each member level and how long earned points last (staff's settings). */
export function createLoyaltyRepository(db: Knex) {
  async function read(): Promise<LoyaltySettings> {
    const rates = (await db('point_rates').select('level_key', 'percent').orderBy('level_key')) as Array<{ level_key: string; percent: number | string }>;
    const expiry = (await db('shop_settings').select('value').where({ name: EXPIRY_SETTING }).first()) as { value: string } | undefined;
    const listed = rates.map((row) => ({ levelId: row.level_key === NO_LEVEL ? null : row.level_key, percent: Number(row.percent) }));
    // Until staff set it, members without a level earn the default rate.
    if (!listed.some((rate) => rate.levelId === null)) listed.unshift({ levelId: null, percent: DEFAULT_POINT_RATE_PERCENT });
    return { expiryDays: expiry ? Number(expiry.value) : DEFAULT_POINT_EXPIRY_DAYS, rates: listed };
  }

  return {
    read,

    /** The rate of a member of `levelId` (null: no level); a level with no rate of its own earns the no-level rate. */
    async rateOf(levelId: string | null): Promise<number> {
      const { rates } = await read();
      return (rates.find((rate) => rate.levelId === levelId) ?? rates.find((rate) => rate.levelId === null))!.percent;
    },

    /** Replaces every rate and the expiry in one transaction. */
    async write(settings: LoyaltySettings): Promise<void> {
      await db.transaction(async (trx) => {
        await trx('point_rates').delete();
        if (settings.rates.length > 0) await trx('point_rates').insert(settings.rates.map((rate) => ({ level_key: rate.levelId ?? NO_LEVEL, percent: rate.percent })));
        await trx('shop_settings').insert({ name: EXPIRY_SETTING, value: String(settings.expiryDays) }).onConflict('name').merge();
      });
    },
  };
}
export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;

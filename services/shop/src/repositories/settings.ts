import type { ShopSettings } from '@centre/contracts';
import type { Knex } from '@centre/server-kit';

const NAMES = { bank: 'DEPOSIT_BANK', accountNumber: 'DEPOSIT_ACCOUNT', holder: 'DEPOSIT_HOLDER' } as const;

/** The shop's settings staff edit: the centre's account for bank deposits. */
export function createShopSettingsRepository(db: Knex) {
  return {
    async read(): Promise<ShopSettings> {
      const rows = (await db('shop_settings').whereIn('name', Object.values(NAMES))) as Array<{ name: string; value: string }>;
      const value = (name: string) => rows.find((row) => row.name === name)?.value ?? '';
      return { bank: value(NAMES.bank), accountNumber: value(NAMES.accountNumber), holder: value(NAMES.holder) };
    },

    async write(settings: ShopSettings): Promise<void> {
      await db.transaction(async (trx) => {
        for (const [key, name] of Object.entries(NAMES) as Array<[keyof ShopSettings, string]>) {
          await trx('shop_settings').insert({ name, value: settings[key] }).onConflict('name').merge();
        }
      });
    },
  };
}
export type ShopSettingsRepository = ReturnType<typeof createShopSettingsRepository>;

import type { ConsoleSetting, Locale, Setting } from '@centre/contracts';
import { now, type Knex } from '@centre/server-kit';

const SITE = 'site';

/** Reads a localised text of the settings document in the reader's locale, Korean when empty. */
function inLocale(text: ConsoleSetting['siteName'], locale: Locale): string {
  return text[locale] || text.ko;
}

/**
 * The site settings: one JSON document, edited as a whole in the console. Until staff save one,
 * readers get `defaults` (placeholders the launcher never has to seed).
 */
export function createSettingRepository(db: Knex, defaults: ConsoleSetting) {
  async function forConsole(): Promise<ConsoleSetting> {
    const row = (await db('settings').where({ id: SITE }).first()) as { document: unknown } | undefined;
    if (!row) return defaults;
    return (typeof row.document === 'string' ? JSON.parse(row.document) : row.document) as ConsoleSetting;
  }

  return {
    forConsole,

    async forReader(locale: Locale): Promise<Setting> {
      const setting = await forConsole();
      return {
        ...setting,
        siteName: inLocale(setting.siteName, locale),
        address: inLocale(setting.address, locale),
        openingHours: inLocale(setting.openingHours, locale),
        branches: setting.branches.map((branch) => ({ ...branch, name: inLocale(branch.name, locale), address: inLocale(branch.address, locale) })),
      };
    },

    async save(setting: ConsoleSetting): Promise<ConsoleSetting> {
      await db('settings').insert({ id: SITE, document: JSON.stringify(setting), updated_at: now() }).onConflict('id').merge();
      return forConsole();
    },
  };
}

export type SettingRepository = ReturnType<typeof createSettingRepository>;

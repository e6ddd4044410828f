import type { Knex, Migration } from '@centre/server-kit';

const isMySql = (db: Knex) => db.client.config.client === 'mysql2';

/**
 * The phone for the day may be an overseas number in E.164 (`+33612345678`, up to 16 characters;
 * issue 20 item 12): MySQL's column held 11. SQLite does not enforce string lengths.
 */
export const dayPhoneMigrations: readonly Migration[] = [
  {
    name: '011_day_phone_e164_20261127',
    async up(db) {
      if (isMySql(db)) await db.raw("ALTER TABLE applications MODIFY phone VARCHAR(16) NOT NULL DEFAULT ''");
    },
    async down(db) {
      // Only Korean digits fit the old column: overseas numbers are emptied first.
      if (!isMySql(db)) return;
      await db('applications').where('phone', 'like', '+%').update({ phone: '' });
      await db.raw("ALTER TABLE applications MODIFY phone VARCHAR(11) NOT NULL DEFAULT ''");
    },
  },
];

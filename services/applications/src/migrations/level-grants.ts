import type { Migration } from '@centre/server-kit';

/**
 * Member levels (issue 14) grant extra quota and lottery priority. What the member's level granted
 * when they applied is kept on the application: the lottery draw reads it from its own rows (no
 * call to the users service inside the draw's transaction) and records it, so the draw replays
 * from its record even after staff change the level.
 */
export const levelGrantMigrations: readonly Migration[] = [
  {
    name: '005_level_grants',
    async up(db) {
      await db.schema.alterTable('applications', (table) => {
        table.integer('level_extra_quota').notNullable().defaultTo(0);
        table.boolean('level_priority').notNullable().defaultTo(false);
      });
    },
    async down(db) {
      await db.schema.alterTable('applications', (table) => {
        table.dropColumn('level_extra_quota');
        table.dropColumn('level_priority');
      });
    },
  },
];

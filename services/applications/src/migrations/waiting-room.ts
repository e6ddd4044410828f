import type { Migration } from '@centre/server-kit';

/**
 * The waiting room (issue 21) when no Redis is configured: one row per window numbers the arrivals
 * (its UPDATE serialises them, so numbers become visible in order) and holds the deciding
 * instance's lease and measured pace; one row per place in the queue.
 */
export const waitingRoomMigrations: readonly Migration[] = [
  {
    name: '009_waiting_room_2026_11_27',
    async up(db) {
      await db.schema.createTable('apply_queue_windows', (table) => {
        table.string('window_id', 36).primary();
        table.integer('last_number').notNullable().defaultTo(0);
        table.integer('pace_ms').nullable();
        table.string('lease_holder', 36).nullable();
        table.string('lease_until', 24).nullable();
      });
      await db.schema.createTable('apply_queue_tickets', (table) => {
        table.string('id', 36).primary();
        table.string('window_id', 36).notNullable();
        table.integer('number').notNullable();
        table.string('member_id', 36).notNullable();
        table.integer('units').notNullable();
        table.text('request').notNullable();
        table.string('status', 10).notNullable();
        table.text('outcome').nullable();
        table.string('created_at', 24).notNullable();
        table.string('decided_at', 24).nullable();
        table.unique(['window_id', 'number']);
        table.index(['window_id', 'status', 'number']);
        table.index(['member_id', 'created_at']);
      });
    },
    async down(db) {
      await db.schema.dropTableIfExists('apply_queue_tickets');
      await db.schema.dropTableIfExists('apply_queue_windows');
    },
  },
];

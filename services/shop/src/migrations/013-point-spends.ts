import type { Migration } from '@centre/server-kit';

/**
 * Which lots an order's points were spent from, so a cancel or refund gives them back with the
 * lots' expiry (repositories/points.ts). Orders placed before have no rows: what they give back
 * does not expire, as before.
 */
export const pointSpendsMigration: Migration = {
  name: '013_shopgaps_point_spends_20261127',
  async up(db) {
    await db.schema.createTable('point_spends', (table) => {
      table.string('id', 36).primary();
      table.string('order_id', 36).notNullable();
      table.string('member_id', 36).notNullable();
      // Taken in this order (soonest-expiring lot first); given back in the reverse order.
      table.integer('position').notNullable();
      // Null: spent from points that never expire (staff grants, points given back before lots).
      table.string('lot_id', 36).nullable();
      table.bigInteger('amount').notNullable();
      // What cancels and refunds have given back of it so far.
      table.bigInteger('returned').notNullable().defaultTo(0);
      table.unique(['order_id', 'position']);
    });
  },
  async down(db) {
    await db.schema.dropTable('point_spends');
  },
};

import type { Migration } from '@centre/server-kit';

/**
 * Points earned by member level and their expiry, and coupons issued to members and levels with
 * a category limit. Orders confirmed before this migration earned nothing and are marked so
 * (the clock never awards them afterwards).
 */
export const loyaltyMigration: Migration = {
  name: '010_loyalty_20261127',
  async up(db) {
    // One lot per order's earning (the unique key decides two awards at once). `remaining` is
    // what spending has not yet taken (spending takes the soonest-expiring lots first); the clock
    // expires what remains at `expires_at`.
    await db.schema.createTable('point_lots', (table) => {
      table.string('id', 36).primary();
      table.string('member_id', 36).notNullable();
      table.string('order_id', 36).nullable().unique();
      table.bigInteger('amount').notNullable();
      table.bigInteger('remaining').notNullable();
      table.string('earned_at', 24).notNullable();
      table.string('expires_at', 24).notNullable();
      table.index(['member_id', 'expires_at']);
      table.index(['expires_at']);
    });
    // The earning rate of each level in per cent; level_key '' is the members who hold no level.
    await db.schema.createTable('point_rates', (table) => {
      table.string('level_key', 36).primary();
      table.integer('percent').notNullable();
    });
    await db.schema.alterTable('orders', (table) => {
      // Points the confirmed order earned (0 when none); null until they are given.
      table.bigInteger('points_earned').nullable();
      table.index(['status', 'points_earned']);
    });
    await db('orders').where({ status: 'CONFIRMED' }).update({ points_earned: 0 });
    await db.schema.alterTable('coupons', (table) => {
      table.string('category_id', 36).nullable();
      table.string('audience', 8).notNullable().defaultTo('CODE');
    });
    // Whom a coupon was issued to: a member by id, or a level (every member who holds it).
    await db.schema.createTable('coupon_grants', (table) => {
      table.string('id', 36).primary();
      table.string('coupon_id', 36).notNullable().references('id').inTable('coupons');
      table.string('member_id', 36).nullable();
      table.string('level_id', 36).nullable();
      table.string('at', 24).notNullable();
      table.unique(['coupon_id', 'member_id']);
      table.unique(['coupon_id', 'level_id']);
      table.index(['member_id']);
      table.index(['level_id']);
    });
  },
  async down(db) {
    await db.schema.dropTable('coupon_grants');
    await db.schema.alterTable('coupons', (table) => {
      table.dropColumn('category_id');
      table.dropColumn('audience');
    });
    await db.schema.alterTable('orders', (table) => {
      table.dropIndex(['status', 'points_earned']);
      table.dropColumn('points_earned');
    });
    await db.schema.dropTable('point_rates');
    await db.schema.dropTable('point_lots');
  },
};

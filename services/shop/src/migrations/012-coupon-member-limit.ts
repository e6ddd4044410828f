import type { Migration } from '@centre/server-kit';

/**
 * How many times each member may use a coupon (1–99), set by staff; coupons made before keep 1.
 * The unique (coupon, member) key of coupon uses made that one use; the count is now decided in
 * the order's transaction under the coupon row's lock (repositories/coupons.ts), so the key gives
 * way to a plain index (MySQL needs one on `coupon_id` for the foreign key before the unique
 * index can go).
 */
export const couponMemberLimitMigration: Migration = {
  name: '012_shopgaps_coupon_member_limit_20261127',
  async up(db) {
    await db.schema.alterTable('coupons', (table) => {
      table.integer('per_member_limit').notNullable().defaultTo(1);
    });
    await db.schema.alterTable('coupon_uses', (table) => {
      table.index(['coupon_id', 'member_id'], 'coupon_uses_coupon_member_index');
    });
    await db.schema.alterTable('coupon_uses', (table) => {
      table.dropUnique(['coupon_id', 'member_id']);
    });
  },
  async down(db) {
    await db.schema.alterTable('coupon_uses', (table) => {
      table.unique(['coupon_id', 'member_id']);
    });
    await db.schema.alterTable('coupon_uses', (table) => {
      table.dropIndex(['coupon_id', 'member_id'], 'coupon_uses_coupon_member_index');
    });
    await db.schema.alterTable('coupons', (table) => {
      table.dropColumn('per_member_limit');
    });
  },
};

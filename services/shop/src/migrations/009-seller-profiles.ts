import type { Migration } from '@centre/server-kit';

/** The seller's legally required information, one row per selling member (kept by the shop: no other record holds it). */
export const sellerProfilesMigration: Migration = {
  name: '009_seller_profiles_20261127',
  async up(db) {
    await db.schema.createTable('seller_profiles', (table) => {
      table.string('member_id', 36).primary();
      table.string('trade_name', 100).notNullable();
      table.string('representative', 50).notNullable();
      table.string('business_number', 12).notNullable();
      table.string('mail_order_number', 40).notNullable();
      table.string('address', 200).notNullable();
      table.string('phone', 20).notNullable();
      table.string('email', 254).notNullable();
      table.string('updated_at', 24).notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTable('seller_profiles');
  },
};

import type { Migration } from '@centre/server-kit';

/**
 * Withdrawals (청약철회) and refunds, and the day an order was delivered (the withdrawal period
 * and the clock's confirmation count from it).
 */
export const refundsMigration: Migration = {
  name: '008_refunds_20261127',
  async up(db) {
    await db.schema.alterTable('orders', (table) => {
      table.string('delivered_at', 24).nullable();
      // What the approved withdrawals were worth, and what of it went back as money and as points.
      table.bigInteger('refunded_value').notNullable().defaultTo(0);
      table.bigInteger('refunded_total').notNullable().defaultTo(0);
      table.bigInteger('refunded_points').notNullable().defaultTo(0);
      // Where the order stood when the buyer asked; a refused or partial refund returns it there.
      table.string('status_before_refund', 16).nullable();
      table.index(['status', 'delivered_at']);
    });
    await db.schema.alterTable('order_items', (table) => {
      table.string('refund_state', 12).nullable();
    });
    await db.schema.createTable('refund_requests', (table) => {
      table.string('id', 36).primary();
      table.string('order_id', 36).notNullable().references('id').inTable('orders');
      // REQUESTED → (REFUNDING while the provider is asked) → APPROVED, or REJECTED.
      table.string('status', 12).notNullable();
      table.string('reason', 500).notNullable();
      table.text('item_ids').notNullable();
      table.bigInteger('value').notNullable();
      table.bigInteger('deduction').notNullable().defaultTo(0);
      table.bigInteger('refunded_amount').notNullable().defaultTo(0);
      table.bigInteger('refunded_points').notNullable().defaultTo(0);
      table.string('refund_bank', 50).nullable();
      table.string('refund_account', 30).nullable();
      table.string('refund_holder', 50).nullable();
      table.string('decided_by', 36).nullable();
      table.string('decided_as', 10).nullable();
      table.string('decision_note', 200).nullable();
      table.string('requested_at', 24).notNullable();
      table.string('decided_at', 24).nullable();
      table.index(['order_id', 'requested_at']);
    });
  },
  async down(db) {
    await db.schema.dropTable('refund_requests');
    await db.schema.alterTable('order_items', (table) => table.dropColumn('refund_state'));
    await db.schema.alterTable('orders', (table) => {
      table.dropIndex(['status', 'delivered_at']);
      for (const column of ['delivered_at', 'refunded_value', 'refunded_total', 'refunded_points', 'status_before_refund']) table.dropColumn(column);
    });
  },
};

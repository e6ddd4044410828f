import { localisedColumns, type Migration } from '@centre/server-kit';
import { refundsMigration } from './008-refunds.ts';
import { sellerProfilesMigration } from './009-seller-profiles.ts';
import { loyaltyMigration } from './010-loyalty.ts';
import { reviewImagesMigration } from './011-review-images.ts';
import { couponMemberLimitMigration } from './012-coupon-member-limit.ts';
import { pointSpendsMigration } from './013-point-spends.ts';

/** The shop service's schema, in order; a released migration is never renamed or edited. */
export const migrations: readonly Migration[] = [
  {
    name: '001_catalogue',
    async up(db) {
      await db.schema.createTable('shop_categories', (table) => {
        table.string('id', 36).primary();
        table.string('parent_id', 36).nullable().references('id').inTable('shop_categories');
        table.integer('position').notNullable();
        localisedColumns(table, 'title', 'string', 100);
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.index(['parent_id', 'position']);
      });
      await db.schema.createTable('products', (table) => {
        table.string('id', 36).primary();
        // The seller is a member of the users service; only the id is kept here.
        table.string('seller_id', 36).notNullable();
        table.string('category_id', 36).notNullable().references('id').inTable('shop_categories');
        table.string('status', 12).notNullable();
        table.string('reject_reason', 500).nullable();
        localisedColumns(table, 'title', 'string', 200);
        localisedColumns(table, 'description', 'text');
        table.integer('price').notNullable();
        table.string('fulfilment', 10).notNullable();
        table.integer('shipping_fee').notNullable();
        table.bigInteger('free_over').nullable();
        table.string('pickup_site', 12).nullable();
        table.string('thumb', 300).nullable();
        table.text('images').notNullable();
        table.integer('sold_count').notNullable().defaultTo(0);
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.string('submitted_at', 24).nullable();
        table.index(['status', 'created_at']);
        table.index(['status', 'category_id', 'created_at']);
        table.index(['seller_id', 'created_at']);
      });
      await db.schema.createTable('product_options', (table) => {
        table.string('id', 36).primary();
        table.string('product_id', 36).notNullable().references('id').inTable('products');
        table.integer('position').notNullable();
        table.string('size', 50).notNullable();
        table.string('colour', 50).notNullable();
        // Decided in the database: taken by `stock = stock - n WHERE stock >= n` only.
        table.integer('stock').notNullable();
        // An option the seller removed stays (old carts and orders name it) but is sold no more.
        table.boolean('active').notNullable().defaultTo(true);
        table.index(['product_id', 'position']);
      });
      await db.schema.createTable('shop_settings', (table) => {
        table.string('name', 50).primary();
        table.string('value', 200).notNullable();
      });
    },
    async down(db) {
      await db.schema.dropTable('shop_settings');
      await db.schema.dropTable('product_options');
      await db.schema.dropTable('products');
      await db.schema.dropTable('shop_categories');
    },
  },
  {
    name: '002_carts_and_orders',
    async up(db) {
      await db.schema.createTable('cart_items', (table) => {
        table.string('id', 36).primary();
        table.string('member_id', 36).notNullable();
        table.string('product_id', 36).notNullable().references('id').inTable('products');
        table.string('option_id', 36).notNullable().references('id').inTable('product_options');
        table.integer('quantity').notNullable();
        // The price the member was last shown, so a read can say it changed.
        table.integer('seen_price').notNullable();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.unique(['member_id', 'option_id']);
      });
      await db.schema.createTable('orders', (table) => {
        table.string('id', 36).primary();
        table.string('buyer_id', 36).notNullable();
        table.string('status', 16).notNullable();
        table.string('payment_method', 16).notNullable();
        table.bigInteger('items_total').notNullable();
        table.bigInteger('shipping_total').notNullable();
        table.bigInteger('total').notNullable();
        // The delivery address as given (JSON), or null for a pickup.
        table.text('address').nullable();
        table.string('pickup_site', 12).nullable();
        table.string('deposit_bank', 50).nullable();
        table.string('deposit_account', 30).nullable();
        table.string('deposit_holder', 50).nullable();
        table.string('deposit_deadline', 24).nullable();
        table.string('paid_at', 24).nullable();
        table.string('cancelled_at', 24).nullable();
        table.string('cancel_reason', 200).nullable();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.index(['buyer_id', 'created_at']);
        table.index(['status', 'deposit_deadline']);
        table.index(['status', 'created_at']);
      });
      await db.schema.createTable('order_items', (table) => {
        table.string('id', 36).primary();
        table.string('order_id', 36).notNullable().references('id').inTable('orders');
        table.string('product_id', 36).notNullable();
        table.string('option_id', 36).notNullable();
        table.string('seller_id', 36).notNullable();
        // What was bought, kept as it was: a later edit of the product changes no order.
        localisedColumns(table, 'title', 'string', 200);
        table.string('size', 50).notNullable();
        table.string('colour', 50).notNullable();
        table.integer('unit_price').notNullable();
        table.integer('quantity').notNullable();
        table.integer('shipping_fee').notNullable();
        table.string('step', 12).nullable();
        table.string('carrier', 50).nullable();
        table.string('tracking_number', 40).nullable();
        table.index(['order_id']);
        table.index(['seller_id', 'order_id']);
      });
      await db.schema.createTable('order_history', (table) => {
        table.string('id', 36).primary();
        table.string('order_id', 36).notNullable().references('id').inTable('orders');
        table.string('status', 16).notNullable();
        table.string('item_id', 36).nullable();
        table.string('step', 12).nullable();
        table.string('actor', 10).notNullable();
        table.string('actor_id', 36).nullable();
        table.string('note', 200).nullable();
        table.string('at', 24).notNullable();
        table.index(['order_id', 'at']);
      });
    },
    async down(db) {
      await db.schema.dropTable('order_history');
      await db.schema.dropTable('order_items');
      await db.schema.dropTable('orders');
      await db.schema.dropTable('cart_items');
    },
  },
  {
    name: '003_card_payments',
    async up(db) {
      // One confirmed card payment per order (the provider's key), written with the order's PAID.
      await db.schema.createTable('card_payments', (table) => {
        table.string('order_id', 36).primary().references('id').inTable('orders');
        table.string('payment_key', 200).notNullable();
        table.bigInteger('amount').notNullable();
        table.string('confirmed_at', 24).notNullable();
      });
      // Each provider event once: a retried webhook finds its id here and changes nothing.
      await db.schema.createTable('payment_events', (table) => {
        table.string('event_id', 100).primary();
        table.string('order_id', 36).notNullable();
        table.string('status', 12).notNullable();
        table.string('received_at', 24).notNullable();
      });
    },
    async down(db) {
      await db.schema.dropTable('payment_events');
      await db.schema.dropTable('card_payments');
    },
  },
  {
    name: '004_points',
    async up(db) {
      // The balance is the ledger's sum, kept beside it so spending is one conditional update
      // (`balance >= n`), never negative however many checkouts run at once.
      await db.schema.createTable('point_balances', (table) => {
        table.string('member_id', 36).primary();
        table.bigInteger('balance').notNullable();
      });
      await db.schema.createTable('point_entries', (table) => {
        table.string('id', 36).primary();
        table.string('member_id', 36).notNullable();
        table.bigInteger('delta').notNullable();
        table.string('reason', 200).notNullable();
        table.string('order_id', 36).nullable();
        table.string('staff_id', 36).nullable();
        table.string('at', 24).notNullable();
        table.index(['member_id', 'at']);
      });
      await db.schema.alterTable('orders', (table) => {
        table.bigInteger('points_used').notNullable().defaultTo(0);
      });
    },
    async down(db) {
      await db.schema.alterTable('orders', (table) => table.dropColumn('points_used'));
      await db.schema.dropTable('point_entries');
      await db.schema.dropTable('point_balances');
    },
  },
  {
    name: '005_coupons',
    async up(db) {
      await db.schema.createTable('coupons', (table) => {
        table.string('id', 36).primary();
        // Codes are matched without regard to case: the upper-cased code is the key.
        table.string('code_key', 40).notNullable().unique();
        table.string('code', 40).notNullable();
        table.string('kind', 8).notNullable();
        table.integer('value').notNullable();
        table.integer('min_order').notNullable();
        table.integer('max_discount').nullable();
        table.string('valid_from', 24).notNullable();
        table.string('valid_to', 24).notNullable();
        table.integer('total_limit').nullable();
        // Taken by `used = used + 1 WHERE used < total_limit` only.
        table.integer('used').notNullable().defaultTo(0);
        table.string('created_at', 24).notNullable();
      });
      // One use per member and coupon (the unique key decides a member's two checkouts at once).
      await db.schema.createTable('coupon_uses', (table) => {
        table.string('id', 36).primary();
        table.string('coupon_id', 36).notNullable().references('id').inTable('coupons');
        table.string('member_id', 36).notNullable();
        table.string('order_id', 36).notNullable();
        table.string('at', 24).notNullable();
        table.unique(['coupon_id', 'member_id']);
      });
      await db.schema.alterTable('orders', (table) => {
        table.string('coupon_id', 36).nullable();
        table.bigInteger('discount').notNullable().defaultTo(0);
      });
    },
    async down(db) {
      await db.schema.alterTable('orders', (table) => {
        table.dropColumn('coupon_id');
        table.dropColumn('discount');
      });
      await db.schema.dropTable('coupon_uses');
      await db.schema.dropTable('coupons');
    },
  },
  {
    name: '006_reviews',
    async up(db) {
      await db.schema.createTable('reviews', (table) => {
        table.string('id', 36).primary();
        // One review per bought item: the unique key decides two posts at once.
        table.string('order_item_id', 36).notNullable().unique();
        table.string('product_id', 36).notNullable();
        table.string('member_id', 36).notNullable();
        table.integer('rating').notNullable();
        table.string('text', 2000).notNullable();
        table.string('answer', 2000).nullable();
        table.string('answered_at', 24).nullable();
        table.string('hidden_reason', 200).nullable();
        table.string('created_at', 24).notNullable();
        table.index(['product_id', 'created_at']);
        table.index(['member_id', 'created_at']);
      });
    },
    async down(db) {
      await db.schema.dropTable('reviews');
    },
  },
  {
    name: '007_likes_and_bookmarks',
    async up(db) {
      // A heart (LIKE, counted on the product) or a saved product (BOOKMARK), once per member.
      await db.schema.createTable('product_marks', (table) => {
        table.string('member_id', 36).notNullable();
        table.string('product_id', 36).notNullable();
        table.string('kind', 8).notNullable();
        table.string('at', 24).notNullable();
        table.primary(['member_id', 'kind', 'product_id']);
        table.index(['product_id', 'kind']);
      });
    },
    async down(db) {
      await db.schema.dropTable('product_marks');
    },
  },
  refundsMigration,
  sellerProfilesMigration,
  loyaltyMigration,
  reviewImagesMigration,
  couponMemberLimitMigration,
  pointSpendsMigration,
];

import { localisedColumns, type Migration } from '@centre/server-kit';

/** The auction service's schema, in order; a released migration is never renamed or edited. */
export const migrations: readonly Migration[] = [
  {
    name: '001_authors_programs_halls_works',
    async up(db) {
      await db.schema.createTable('auction_authors', (table) => {
        table.string('id', 36).primary();
        localisedColumns(table, 'name', 'string', 100);
        table.string('photo', 500).nullable();
        localisedColumns(table, 'biography', 'text');
        // [{ type, url }] as JSON: a handful per author, always read whole.
        table.text('links').notNullable();
        // The author's member account (users service), so they never bid on their own work.
        table.string('member_id', 36).nullable().index();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
      });
      await db.schema.createTable('auction_programs', (table) => {
        table.string('id', 36).primary();
        localisedColumns(table, 'title', 'string', 200);
        localisedColumns(table, 'description', 'text');
        table.string('period_from', 10).notNullable();
        table.string('period_to', 10).notNullable();
        table.string('bidding_opens_at', 24).notNullable();
        table.string('bidding_closes_at', 24).notNullable();
        // [{ from, step }] as JSON, ascending.
        table.text('increments').notNullable();
        table.integer('extension_minutes').notNullable();
        table.string('hard_close_at', 24).notNullable();
        table.boolean('approval_required').notNullable();
        table.string('buy_now_rule', 20).notNullable();
        table.boolean('published').notNullable();
        // The status by the clock is read from these two (written with the period and window).
        table.string('starts_at', 24).notNullable();
        table.string('ends_at', 24).notNullable();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.index(['published', 'starts_at']);
      });
      await db.schema.createTable('auction_halls', (table) => {
        table.string('id', 36).primary();
        table.string('program_id', 36).notNullable().references('id').inTable('auction_programs');
        localisedColumns(table, 'name', 'string', 100);
        table.string('kind', 10).notNullable();
        localisedColumns(table, 'place', 'string', 300);
        table.integer('position').notNullable();
        table.index(['program_id', 'position']);
      });
      await db.schema.createTable('auction_works', (table) => {
        table.string('id', 36).primary();
        table.string('program_id', 36).notNullable().references('id').inTable('auction_programs');
        table.string('hall_id', 36).notNullable().references('id').inTable('auction_halls');
        table.string('author_id', 36).notNullable().references('id').inTable('auction_authors');
        localisedColumns(table, 'title', 'string', 200);
        table.text('images').notNullable();
        localisedColumns(table, 'materials', 'string', 300);
        table.string('size', 100).notNullable();
        table.integer('year').nullable();
        localisedColumns(table, 'description', 'text');
        table.integer('estimate_low').nullable();
        table.integer('estimate_high').nullable();
        table.integer('start_price').notNullable();
        table.integer('reserve_price').nullable();
        table.integer('buy_now_price').nullable();
        table.integer('hall_order').notNullable();
        table.boolean('published').notNullable();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.index(['hall_id', 'hall_order']);
        table.index(['program_id', 'hall_order']);
      });
      // The current price row of each work: every bid is decided by a compare-and-set on `version`.
      await db.schema.createTable('auction_lots', (table) => {
        table.string('work_id', 36).primary().references('id').inTable('auction_works');
        table.integer('version').notNullable();
        table.string('state', 10).notNullable();
        table.integer('current_price').nullable();
        table.string('leader_member_id', 36).nullable();
        table.string('leader_username', 60).nullable();
        table.string('leader_name', 100).nullable();
        table.integer('leader_max').nullable();
        table.integer('bid_count').notNullable();
        table.integer('last_sequence').notNullable();
        // Set by anti-sniping extensions; null: the program's close.
        table.string('closes_at', 24).nullable();
        table.integer('hammer_price').nullable();
        table.string('winner_member_id', 36).nullable();
        table.string('closed_at', 24).nullable();
        table.string('payment_due_at', 24).nullable();
        table.string('payment_state', 10).nullable();
        table.string('updated_at', 24).notNullable();
        table.index(['state', 'closes_at']);
      });
      await db.schema.createTable('auction_bidders', (table) => {
        table.string('id', 36).primary();
        table.string('program_id', 36).notNullable().references('id').inTable('auction_programs');
        table.string('member_id', 36).notNullable();
        table.string('username', 60).notNullable();
        table.string('name', 100).notNullable();
        // The language the member registered in: the work's title in their messages.
        table.string('locale', 2).notNullable();
        table.string('status', 10).notNullable();
        table.string('accepted_terms_at', 24).notNullable();
        table.string('decided_at', 24).nullable();
        table.string('decided_by', 36).nullable();
        table.unique(['program_id', 'member_id']);
        table.index(['member_id']);
      });
      await db.schema.createTable('auction_bids', (table) => {
        table.string('id', 36).primary();
        table.string('work_id', 36).notNullable().references('id').inTable('auction_works');
        table.string('member_id', 36).notNullable();
        table.string('username', 60).notNullable();
        table.string('name', 100).notNullable();
        table.integer('amount').notNullable();
        table.integer('maximum').nullable();
        table.string('kind', 10).notNullable();
        table.integer('sequence').notNullable();
        table.string('placed_at', 24).notNullable();
        table.string('retracted_at', 24).nullable();
        table.string('retracted_by', 36).nullable();
        table.string('retract_reason', 500).nullable();
        // One bid per place in a work's order, whatever instance wrote it.
        table.unique(['work_id', 'sequence']);
        table.index(['member_id', 'work_id']);
      });
    },
    async down(db) {
      for (const name of ['auction_bids', 'auction_bidders', 'auction_lots', 'auction_works', 'auction_halls', 'auction_programs', 'auction_authors']) await db.schema.dropTable(name);
    },
  },
  {
    // 2026-11-27, payment through the shop and offers to the next bidder.
    name: '002_20261127_auction_payment_offers',
    async up(db) {
      await db.schema.alterTable('auction_lots', (table) => {
        // The shop order paying for the win (the shop's id), and when it was paid.
        table.string('payment_order_id', 36).nullable();
        table.string('paid_at', 24).nullable();
        table.index(['payment_state', 'payment_order_id']);
      });
      // Every winner a lot had, in turn: the first at the close, then each next bidder staff offered it to.
      await db.schema.createTable('auction_offers', (table) => {
        table.string('id', 36).primary();
        table.string('work_id', 36).notNullable().references('id').inTable('auction_works');
        table.string('member_id', 36).notNullable();
        table.integer('price').notNullable();
        table.string('offered_at', 24).notNullable();
        table.string('payment_due_at', 24).notNullable();
        // LAPSED once offered on; the current offer has none.
        table.string('outcome', 10).nullable();
        table.string('decided_by', 36).nullable();
        table.index(['work_id']);
      });
    },
    async down(db) {
      await db.schema.dropTable('auction_offers');
      await db.schema.alterTable('auction_lots', (table) => {
        table.dropIndex(['payment_state', 'payment_order_id']);
        table.dropColumn('payment_order_id');
        table.dropColumn('paid_at');
      });
    },
  },
];

import { localisedColumns, type Migration } from '@centre/server-kit';

/** The fairs service's schema, in order; a released migration is never renamed or edited. */
export const migrations: readonly Migration[] = [
  {
    name: '001_maker_directory',
    async up(db) {
      // One profile per member company. Enumerated lists (items, services, languages) are stored
      // as ",A,B," so one portable LIKE filters them on SQLite and MySQL alike.
      await db.schema.createTable('introductions', (table) => {
        table.string('id', 36).primary();
        table.string('member_id', 36).notNullable().unique();
        table.string('trade_name', 100).notNullable();
        table.string('items', 200).notNullable();
        table.string('services', 100).notNullable();
        table.string('district', 40).notNullable();
        table.integer('moq').notNullable();
        table.integer('lead_time_days').notNullable();
        table.integer('monthly_capacity').notNullable();
        table.text('equipment').notNullable();
        table.text('certificates').notNullable();
        table.string('languages', 20).notNullable();
        localisedColumns(table, 'description', 'text');
        // Never answered publicly: shown only to a buyer whose meeting this maker accepted.
        table.text('contact').notNullable();
        table.boolean('published').notNullable();
        table.string('verified_at', 24).nullable();
        table.string('verified_by', 36).nullable();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.index(['published', 'updated_at']);
      });
    },
    async down(db) {
      await db.schema.dropTable('introductions');
    },
  },
  {
    name: '002_fairs_participants_products_meetings',
    async up(db) {
      await db.schema.createTable('fairs', (table) => {
        table.string('id', 36).primary();
        localisedColumns(table, 'title', 'string', 200);
        localisedColumns(table, 'description', 'text');
        table.string('venue', 10).notNullable();
        table.string('first_day', 10).notNullable();
        table.string('last_day', 10).notNullable();
        table.string('day_start', 5).notNullable();
        table.string('day_end', 5).notNullable();
        table.integer('slot_minutes').notNullable();
        table.integer('tables').notNullable();
        table.text('breaks').notNullable();
        table.string('exhibitor_from', 24).notNullable();
        table.string('exhibitor_until', 24).notNullable();
        table.string('buyer_from', 24).notNullable();
        table.string('buyer_until', 24).notNullable();
        table.integer('buyer_capacity').notNullable();
        table.string('meeting_link', 500).nullable();
        table.boolean('published').notNullable();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.index(['published', 'first_day']);
      });
      await db.schema.createTable('fair_exhibitors', (table) => {
        table.string('id', 36).primary();
        table.string('fair_id', 36).notNullable().references('id').inTable('fairs');
        table.string('member_id', 36).notNullable();
        table.string('introduction_id', 36).notNullable().references('id').inTable('introductions');
        table.string('items', 200).notNullable();
        table.string('note', 500).notNullable();
        table.string('status', 10).notNullable();
        table.integer('table_no').nullable();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.unique(['fair_id', 'member_id']);
        // One exhibitor per table: a second assignment of the same table fails in the database.
        table.unique(['fair_id', 'table_no']);
      });
      await db.schema.createTable('fair_buyers', (table) => {
        table.string('id', 36).primary();
        table.string('fair_id', 36).notNullable().references('id').inTable('fairs');
        table.string('member_id', 36).notNullable();
        table.string('company', 120).notNullable();
        table.string('country', 2).notNullable();
        table.string('time_zone', 64).notNullable();
        table.string('items_wanted', 200).notNullable();
        table.string('order_volume', 100).notNullable();
        table.string('language', 2).notNullable();
        table.string('contact_email', 254).notNullable();
        table.string('contact_phone', 20).nullable();
        table.string('status', 10).notNullable();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.unique(['fair_id', 'member_id']);
      });
      await db.schema.createTable('fair_products', (table) => {
        table.string('id', 36).primary();
        table.string('fair_id', 36).notNullable().references('id').inTable('fairs');
        table.string('exhibitor_id', 36).notNullable().references('id').inTable('fair_exhibitors');
        table.string('name', 200).notNullable();
        table.string('item', 12).notNullable();
        table.integer('price_min').notNullable();
        table.integer('price_max').notNullable();
        table.integer('moq').notNullable();
        table.integer('lead_time_days').notNullable();
        table.boolean('sample_available').notNullable();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.index(['fair_id', 'exhibitor_id']);
      });
      await db.schema.createTable('meetings', (table) => {
        table.string('id', 36).primary();
        table.string('fair_id', 36).notNullable().references('id').inTable('fairs');
        table.string('exhibitor_id', 36).notNullable().references('id').inTable('fair_exhibitors');
        table.string('buyer_id', 36).notNullable().references('id').inTable('fair_buyers');
        table.string('slot', 16).notNullable();
        table.string('starts_at', 24).notNullable();
        table.string('ends_at', 24).notNullable();
        table.string('status', 10).notNullable();
        table.string('context', 200).notNullable();
        table.boolean('placed_by_staff').notNullable();
        // No double booking, decided here: while a meeting holds its slot (REQUESTED or ACCEPTED)
        // these carry "<exhibitor|buyer>/<slot>"; a released meeting sets them to NULL, which a
        // unique index admits any number of times on SQLite and MySQL.
        table.string('exhibitor_hold', 60).nullable().unique();
        table.string('buyer_hold', 60).nullable().unique();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.index(['fair_id', 'slot']);
        table.index(['status', 'starts_at']);
      });
      // A reminder is sent once per meeting, party and kind, whichever instance's clock gets there first.
      await db.schema.createTable('meeting_reminders', (table) => {
        table.string('meeting_id', 36).notNullable().references('id').inTable('meetings');
        table.string('kind', 12).notNullable();
        table.string('member_id', 36).notNullable();
        table.string('created_at', 24).notNullable();
        table.primary(['meeting_id', 'kind', 'member_id']);
      });
    },
    async down(db) {
      await db.schema.dropTable('meeting_reminders');
      await db.schema.dropTable('meetings');
      await db.schema.dropTable('fair_products');
      await db.schema.dropTable('fair_buyers');
      await db.schema.dropTable('fair_exhibitors');
      await db.schema.dropTable('fairs');
    },
  },
  {
    name: '003_meeting_outcomes',
    async up(db) {
      // Each side of a meeting records its own outcome once (replaced when recorded again).
      await db.schema.createTable('meeting_outcomes', (table) => {
        table.string('meeting_id', 36).notNullable().references('id').inTable('meetings');
        table.string('side', 10).notNullable();
        table.string('member_id', 36).notNullable();
        table.string('attendance', 10).notNullable();
        table.string('items', 200).notNullable();
        table.bigInteger('estimated_amount').notNullable();
        table.string('follow_up', 500).notNullable();
        table.string('recorded_at', 24).notNullable();
        table.primary(['meeting_id', 'side']);
      });
    },
    async down(db) {
      await db.schema.dropTable('meeting_outcomes');
    },
  },
  {
    name: '004_20261127_fair_product_photos',
    async up(db) {
      // A fair product's photos: bytes in the file store (content-hash names), rows here. Staff
      // may hide one (kept for the record, never served publicly) or remove it.
      await db.schema.createTable('fair_product_photos', (table) => {
        table.string('id', 36).primary();
        table.string('product_id', 36).notNullable().references('id').inTable('fair_products');
        table.string('stored_name', 40).notNullable();
        table.string('content_type', 20).notNullable();
        table.boolean('hidden').notNullable();
        table.string('hidden_by', 36).nullable();
        table.string('created_at', 24).notNullable();
        table.index(['product_id', 'created_at']);
      });
    },
    async down(db) {
      await db.schema.dropTable('fair_product_photos');
    },
  },
];

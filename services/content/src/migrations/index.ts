import { localisedColumns, type Knex, type Migration } from '@centre/server-kit';

/** Notices and business announcements are both notice boards: the same columns, each its own table. */
function noticeBoardTable(table: Knex.CreateTableBuilder): void {
  table.string('id', 36).primary();
  localisedColumns(table, 'subject', 'string', 200);
  localisedColumns(table, 'summary', 'string', 1000);
  localisedColumns(table, 'content', 'text');
  table.boolean('is_main').notNullable().defaultTo(false);
  stampColumns(table);
  table.index(['is_main', 'created_at']);
  table.index(['created_at']);
}

function stampColumns(table: Knex.CreateTableBuilder): void {
  table.string('created_at', 24).notNullable();
  table.string('updated_at', 24).notNullable();
}

const CATALOGUE_TABLES = ['facilities', 'businesses', 'educations', 'gallery', 'faqs', 'terms', 'banners', 'popups', 'settings'];

export const migrations: readonly Migration[] = [
  {
    name: '001_notifications',
    async up(db) {
      await db.schema.createTable('notifications', noticeBoardTable);
    },
    async down(db) {
      await db.schema.dropTable('notifications');
    },
  },
  {
    name: '002_site_content',
    async up(db) {
      await db.schema.createTable('facilities', (table) => {
        table.string('id', 36).primary();
        table.string('kind', 16).notNullable();
        localisedColumns(table, 'title', 'string', 200);
        localisedColumns(table, 'time', 'string', 200);
        localisedColumns(table, 'capacity', 'string', 100);
        localisedColumns(table, 'location', 'string', 300);
        localisedColumns(table, 'content', 'text');
        table.integer('quantity').nullable();
        table.string('thumb', 500).nullable();
        table.text('images').notNullable();
        table.string('site', 16).notNullable();
        table.string('work', 16).nullable();
        table.boolean('is_main').notNullable().defaultTo(false);
        table.integer('sort_order').notNullable().defaultTo(0);
        stampColumns(table);
        table.index(['kind', 'is_main', 'sort_order']);
        table.index(['kind', 'site', 'work']);
      });
      await db.schema.createTable('businesses', noticeBoardTable);
      await db.schema.createTable('educations', (table) => {
        table.string('id', 36).primary();
        localisedColumns(table, 'title', 'string', 200);
        localisedColumns(table, 'summary', 'string', 1000);
        localisedColumns(table, 'schedule', 'string', 200);
        localisedColumns(table, 'place', 'string', 200);
        localisedColumns(table, 'fee', 'string', 100);
        localisedColumns(table, 'content', 'text');
        table.string('thumb', 500).nullable();
        table.string('period_from', 10).notNullable();
        table.string('period_to', 10).notNullable();
        table.integer('capacity').notNullable();
        table.string('status', 16).notNullable();
        table.boolean('is_main').notNullable().defaultTo(false);
        stampColumns(table);
        table.index(['period_from']);
      });
      await db.schema.createTable('gallery', (table) => {
        table.string('id', 36).primary();
        localisedColumns(table, 'title', 'string', 200);
        localisedColumns(table, 'alt', 'string', 300);
        table.string('image', 500).notNullable();
        table.string('thumb', 500).notNullable();
        table.string('taken_at', 10).notNullable();
        table.boolean('is_main').notNullable().defaultTo(false);
        stampColumns(table);
        table.index(['is_main', 'taken_at']);
      });
      await db.schema.createTable('faqs', (table) => {
        table.string('id', 36).primary();
        localisedColumns(table, 'question', 'string', 300);
        localisedColumns(table, 'answer', 'text');
        table.string('category', 20).notNullable();
        table.integer('sort_order').notNullable().defaultTo(0);
        stampColumns(table);
        table.index(['category', 'sort_order']);
      });
      await db.schema.createTable('terms', (table) => {
        table.string('id', 36).primary();
        table.string('code', 30).notNullable().unique();
        localisedColumns(table, 'title', 'string', 200);
        localisedColumns(table, 'content', 'text');
        table.string('version', 20).notNullable();
        table.string('effective_at', 10).notNullable();
        stampColumns(table);
      });
      await db.schema.createTable('banners', (table) => {
        table.string('id', 36).primary();
        table.string('code', 30).notNullable();
        localisedColumns(table, 'title', 'string', 200);
        localisedColumns(table, 'description', 'string', 500);
        localisedColumns(table, 'alt', 'string', 300);
        table.string('image', 500).notNullable();
        table.string('link', 500).nullable();
        table.integer('sort_order').notNullable().defaultTo(0);
        stampColumns(table);
        table.index(['code', 'sort_order']);
      });
      await db.schema.createTable('popups', (table) => {
        table.string('id', 36).primary();
        table.string('skin', 16).notNullable();
        localisedColumns(table, 'title', 'string', 200);
        localisedColumns(table, 'content', 'text');
        table.string('image', 500).nullable();
        table.string('link', 500).nullable();
        table.string('starts_at', 24).notNullable();
        table.string('ends_at', 24).notNullable();
        table.integer('sort_order').notNullable().defaultTo(0);
        stampColumns(table);
        table.index(['starts_at', 'ends_at']);
      });
      // One row per settings document (only 'site' so far), stored as JSON text.
      await db.schema.createTable('settings', (table) => {
        table.string('id', 36).primary();
        table.text('document').notNullable();
        table.string('updated_at', 24).notNullable();
      });
    },
    async down(db) {
      for (const table of [...CATALOGUE_TABLES].reverse()) await db.schema.dropTableIfExists(table);
    },
  },
];

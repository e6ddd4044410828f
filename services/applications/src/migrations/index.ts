import { localisedColumns, type Migration } from '@centre/server-kit';

export const migrations: readonly Migration[] = [
  {
    name: '001_application_windows',
    async up(db) {
      await db.schema.createTable('application_windows', (table) => {
        table.string('id', 36).primary();
        table.string('work', 12).notNullable();
        table.string('location', 12).notNullable();
        localisedColumns(table, 'title', 'string', 200);
        table.string('status', 12).notNullable();
        table.string('apply_from', 10).notNullable();
        table.string('apply_to', 10).notNullable();
        table.string('use_from', 10).notNullable();
        table.string('use_to', 10).notNullable();
        table.integer('daily_capacity').notNullable();
        table.integer('member_quota').notNullable();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.index(['work', 'location', 'status']);
      });
    },
    async down(db) {
      await db.schema.dropTable('application_windows');
    },
  },
  {
    name: '002_applications_and_closed_days',
    async up(db) {
      await db.schema.createTable('applications', (table) => {
        table.string('id', 36).primary();
        table.string('window_id', 36).notNullable().references('id').inTable('application_windows');
        // The member lives in the users service; only the id is kept here.
        table.string('member_id', 36).notNullable();
        table.string('work', 12).notNullable();
        table.string('location', 12).notNullable();
        table.string('use_date', 10).notNullable();
        table.string('status', 10).notNullable();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.index(['work', 'location', 'use_date', 'status']);
        table.index(['member_id', 'created_at']);
      });
      // Days the centre is closed besides weekends (public holidays), kept as data for staff to edit.
      await db.schema.createTable('closed_days', (table) => {
        table.string('date', 10).primary();
        localisedColumns(table, 'reason', 'string', 100);
      });
    },
    async down(db) {
      await db.schema.dropTable('applications');
      await db.schema.dropTable('closed_days');
    },
  },
];

import { localisedColumns, type Migration } from '@centre/server-kit';

/**
 * Advice and practice sessions (issue 27). Each bookable thing is a counter row (`held`,
 * `capacity`) taken by the same conditional UPDATE as a cutting-room unit (booking/places.ts);
 * a member holds at most one live seat per session (unique live_session_id, as live_unit_id).
 */
export const adviceAndPracticeMigrations: readonly Migration[] = [
  {
    name: '007_practice_sessions',
    async up(db) {
      await db.schema.createTable('practice_sessions', (table) => {
        table.string('id', 36).primary();
        localisedColumns(table, 'title', 'string', 200);
        // Equipment lives in the content service; only its id is kept here.
        table.string('equipment_id', 36).notNullable();
        table.string('site', 12).notNullable();
        table.string('use_date', 10).notNullable();
        table.string('start_time', 5).notNullable();
        table.string('end_time', 5).notNullable();
        table.integer('capacity').notNullable();
        table.integer('held').notNullable().defaultTo(0);
        table.string('level', 12).notNullable();
        localisedColumns(table, 'materials', 'string', 1000);
        table.string('language', 2).notNullable();
        localisedColumns(table, 'learns', 'text');
        table.string('status', 10).notNullable();
        table.string('training_education_id', 36).nullable();
        table.string('completed_at', 24).nullable();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.index(['status', 'use_date']);
        table.index(['equipment_id', 'use_date']);
      });
      await db.schema.createTable('practice_seats', (table) => {
        table.string('id', 36).primary();
        table.string('session_id', 36).notNullable().references('id').inTable('practice_sessions');
        table.string('member_id', 36).notNullable();
        table.string('status', 10).notNullable();
        // The session while the seat is live (null once refused or cancelled): one live seat per member and session.
        table.string('live_session_id', 36).nullable();
        table.string('decided_at', 24).nullable();
        table.string('decided_by', 36).nullable();
        table.string('cancelled_at', 24).nullable();
        table.string('completed_at', 24).nullable();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.unique(['member_id', 'live_session_id']);
        table.index(['session_id', 'status']);
        table.index(['member_id', 'created_at']);
      });
    },
    async down(db) {
      await db.schema.dropTableIfExists('practice_seats');
      await db.schema.dropTableIfExists('practice_sessions');
    },
  },
  {
    name: '008_advice',
    async up(db) {
      await db.schema.createTable('advisors', (table) => {
        table.string('id', 36).primary();
        table.string('name', 100).notNullable();
        // LABOUR_ATTORNEY | LAWYER | TAX_ACCOUNTANT
        table.string('profession', 16).notNullable();
        table.string('photo_file_id', 36).nullable();
        // JSON arrays: specialities (labour, contracts, ip, tax, export) and languages.
        table.string('specialities', 200).notNullable();
        table.string('languages', 40).notNullable();
        localisedColumns(table, 'bio', 'string', 2000);
        table.boolean('active').notNullable().defaultTo(true);
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
      });
      await db.schema.createTable('advice_sessions', (table) => {
        table.string('id', 36).primary();
        table.string('advisor_id', 36).notNullable().references('id').inTable('advisors');
        table.string('use_date', 10).notNullable();
        table.string('start_time', 5).notNullable();
        table.string('end_time', 5).notNullable();
        // VISIT (at `site`) | PHONE | VIDEO
        table.string('mode', 6).notNullable();
        table.string('site', 12).nullable();
        // One member per session: capacity 1, taken like any place.
        table.integer('capacity').notNullable().defaultTo(1);
        table.integer('held').notNullable().defaultTo(0);
        table.string('cancelled_at', 24).nullable();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.unique(['advisor_id', 'use_date', 'start_time']);
        table.index(['use_date']);
      });
      await db.schema.createTable('consultations', (table) => {
        table.string('id', 36).primary();
        table.string('member_id', 36).notNullable();
        table.string('speciality', 10).notNullable();
        table.string('session_id', 36).nullable().references('id').inTable('advice_sessions');
        // The session while the request is live: one live request per session.
        table.string('live_session_id', 36).nullable().unique();
        table.string('topic', 200).notNullable();
        // Private: the member and staff with the advice permission; erased on withdrawal.
        table.text('description').notNullable();
        table.text('advisor_note').nullable();
        table.string('note_at', 24).nullable();
        table.string('status', 10).notNullable();
        // The year (Seoul) whose quota the request spent.
        table.string('quota_year', 4).notNullable();
        table.integer('employees').nullable();
        table.string('decided_at', 24).nullable();
        table.string('decided_by', 36).nullable();
        table.string('cancelled_at', 24).nullable();
        table.string('cancelled_by', 8).nullable();
        table.string('erased_at', 24).nullable();
        table.string('reminded_at', 24).nullable();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.index(['member_id', 'created_at']);
        table.index(['status', 'created_at']);
      });
      await db.schema.createTable('member_advice_usage', (table) => {
        table.string('quota_year', 4).notNullable();
        table.string('member_id', 36).notNullable();
        table.integer('used').notNullable().defaultTo(0);
        table.primary(['quota_year', 'member_id']);
      });
      // The eligibility rule staff set, one row ('default').
      await db.schema.createTable('advice_settings', (table) => {
        table.string('id', 20).primary();
        table.integer('yearly_limit').notNullable();
        table.integer('max_employees').nullable();
        table.string('updated_at', 24).notNullable();
      });
    },
    async down(db) {
      for (const name of ['advice_settings', 'member_advice_usage', 'consultations', 'advice_sessions', 'advisors']) await db.schema.dropTableIfExists(name);
    },
  },
];

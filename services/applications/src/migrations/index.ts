import { consultationAttachmentMigrations } from './consultation-attachments.ts';
import { localisedColumns, type Migration } from '@centre/server-kit';
import { reviewMigrations } from './review.ts';
import { levelGrantMigrations } from './level-grants.ts';
import { lotteryCommitmentMigrations } from './lottery-commitment.ts';
import { adviceAndPracticeMigrations } from './advice-and-practice.ts';
import { supportPracticeMigrations } from './support-practice-reminders.ts';
import { waitingRoomMigrations } from './waiting-room.ts';
import { dayPhoneMigrations } from './day-phone.ts';

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
  {
    // Issue 13: the rules of the centre as data, bookable units, blackouts, the application's
    // details and lifecycle, the counters that decide capacity and quota in the database, strikes,
    // suspensions, appeals, training completions, lottery draws, iCal tokens and sent-message markers.
    name: '003_applying',
    async up(db) {
      await db.schema.alterTable('application_windows', (table) => {
        // daily_capacity (001) is the capacity of each unit: a whole day was the only unit then.
        table.string('apply_open_time', 5).notNullable().defaultTo('10:00');
        table.string('open_time', 5).notNullable().defaultTo('09:00');
        table.string('close_time', 5).notNullable().defaultTo('18:00');
        // ISO weekdays, comma separated ("1,2,3,4,5").
        table.string('weekdays', 20).notNullable().defaultTo('1,2,3,4,5');
        table.string('unit_layout', 10).notNullable().defaultTo('WHOLE_DAY');
        // JSON [{start,end}] with SESSIONS; "[]" with WHOLE_DAY.
        table.string('sessions', 400).notNullable().defaultTo('[]');
        table.string('allocation', 12).notNullable().defaultTo('FIRST_COME');
        table.integer('cancel_deadline_days').notNullable().defaultTo(2);
        table.integer('waitlist_size').notNullable().defaultTo(10);
        // Comma separated member kinds / document kinds; empty: no requirement.
        table.string('required_member_kinds', 100).notNullable().defaultTo('');
        table.string('required_documents', 100).notNullable().defaultTo('');
        table.string('closed_early_at', 24).nullable();
      });

      // A bookable unit: a day, or a session of a day, of one window's room.
      await db.schema.createTable('schedule_units', (table) => {
        table.string('id', 36).primary();
        table.string('window_id', 36).notNullable().references('id').inTable('application_windows');
        table.string('work', 12).notNullable();
        table.string('location', 12).notNullable();
        table.string('use_date', 10).notNullable();
        table.string('start_time', 5).notNullable();
        table.string('end_time', 5).notNullable();
        table.integer('capacity').notNullable();
        // The counters decided by conditional UPDATEs (never read-then-write in memory):
        // held = applications holding a place (WAITING that hold + APPROVED), held <= capacity;
        // waitlisted = WAITLISTED applications; waitlist_seq = last waitlist number handed out (FIFO).
        table.integer('held').notNullable().defaultTo(0);
        table.integer('waitlisted').notNullable().defaultTo(0);
        table.integer('waitlist_seq').notNullable().defaultTo(0);
        // HOLIDAY | BLACKOUT | STAFF, null when open.
        table.string('closed_reason', 10).nullable();
        table.string('closed_note', 200).nullable();
        table.string('blackout_id', 36).nullable();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.unique(['window_id', 'use_date', 'start_time']);
        table.index(['work', 'location', 'use_date']);
        table.index(['use_date', 'start_time']);
      });

      await db.schema.createTable('blackouts', (table) => {
        table.string('id', 36).primary();
        table.string('location', 12).notNullable();
        // null: both rooms of the site.
        table.string('work', 12).nullable();
        table.string('from_date', 10).notNullable();
        table.string('to_date', 10).notNullable();
        localisedColumns(table, 'reason', 'string', 200);
        table.integer('affected_applications').notNullable().defaultTo(0);
        table.string('created_by', 36).nullable();
        table.string('created_at', 24).notNullable();
        table.index(['location', 'from_date']);
      });

      await db.schema.alterTable('applications', (table) => {
        table.string('unit_id', 36).nullable();
        table.string('start_time', 5).notNullable().defaultTo('09:00');
        table.string('end_time', 5).notNullable().defaultTo('18:00');
        // Whether the application counts in its unit's `held` now.
        table.boolean('holding').notNullable().defaultTo(false);
        // The unit's id while the application is live (WAITLISTED/WAITING/APPROVED), null after:
        // the unique index below refuses a member's second live application for one unit.
        table.string('live_unit_id', 36).nullable();
        // Waitlist number within the unit (FIFO order); null when not waitlisted.
        table.integer('waitlist_seq').nullable();
        table.string('item', 200).notNullable().defaultTo('');
        table.string('fabric', 200).notNullable().defaultTo('');
        table.integer('quantity').notNullable().defaultTo(1);
        table.integer('marker_length_cm').nullable();
        table.integer('plies').nullable();
        // JSON array of equipment ids.
        table.string('equipment_ids', 800).notNullable().defaultTo('[]');
        table.string('phone', 11).notNullable().defaultTo('');
        table.string('channel', 8).notNullable().defaultTo('SMS');
        table.string('note', 1000).notNullable().defaultTo('');
        table.string('rules_agreed_at', 24).nullable();
        table.string('reject_reason_code', 24).nullable();
        table.string('reject_reason', 500).nullable();
        table.string('decision_note', 500).nullable();
        table.string('decided_at', 24).nullable();
        table.string('decided_by', 36).nullable();
        table.string('cancelled_at', 24).nullable();
        // MEMBER | CENTRE
        table.string('cancelled_by', 8).nullable();
        table.boolean('late_cancel').notNullable().defaultTo(false);
        // ATTENDED | NO_SHOW
        table.string('attendance', 10).nullable();
        table.string('attendance_marked_at', 24).nullable();
        table.string('attendance_marked_by', 36).nullable();
        table.string('lottery_draw_id', 36).nullable();
        table.unique(['member_id', 'live_unit_id']);
        table.index(['unit_id', 'status', 'waitlist_seq']);
        table.index(['window_id', 'status']);
        table.index(['status', 'use_date']);
      });

      // Per member per window: live applications counted against the window's quota (conditional UPDATE).
      await db.schema.createTable('member_window_usage', (table) => {
        table.string('window_id', 36).notNullable().references('id').inTable('application_windows');
        table.string('member_id', 36).notNullable();
        table.integer('used').notNullable().defaultTo(0);
        table.primary(['window_id', 'member_id']);
      });

      // The strike rule, one row ('default').
      await db.schema.createTable('apply_settings', (table) => {
        table.string('id', 20).primary();
        table.integer('strike_limit').notNullable();
        table.integer('strike_period_days').notNullable();
        table.integer('suspension_days').notNullable();
        table.string('updated_at', 24).notNullable();
      });

      await db.schema.createTable('strikes', (table) => {
        table.string('id', 36).primary();
        table.string('member_id', 36).notNullable();
        table.string('application_id', 36).nullable().references('id').inTable('applications');
        // LATE_CANCEL | NO_SHOW
        table.string('reason', 12).notNullable();
        table.string('use_date', 10).notNullable();
        table.string('created_at', 24).notNullable();
        table.string('revoked_at', 24).nullable();
        table.unique(['application_id', 'reason']);
        table.index(['member_id', 'created_at']);
      });

      await db.schema.createTable('suspensions', (table) => {
        table.string('id', 36).primary();
        table.string('member_id', 36).notNullable();
        table.string('from_at', 24).notNullable();
        table.string('until_at', 24).notNullable();
        // The strike that reached the limit (an upheld appeal against it lifts the suspension).
        table.string('strike_id', 36).nullable();
        table.string('lifted_at', 24).nullable();
        table.string('created_at', 24).notNullable();
        table.index(['member_id', 'until_at']);
      });

      await db.schema.createTable('appeals', (table) => {
        table.string('id', 36).primary();
        table.string('strike_id', 36).notNullable().unique().references('id').inTable('strikes');
        table.string('member_id', 36).notNullable();
        table.string('text', 1000).notNullable();
        // WAITING | APPROVED | REJECTED
        table.string('status', 10).notNullable();
        table.string('decision_note', 500).nullable();
        table.string('decided_at', 24).nullable();
        table.string('decided_by', 36).nullable();
        table.string('created_at', 24).notNullable();
        table.index(['status', 'created_at']);
        table.index(['member_id']);
      });

      await db.schema.createTable('training_completions', (table) => {
        table.string('id', 36).primary();
        table.string('member_id', 36).notNullable();
        table.string('education_id', 36).notNullable();
        table.string('completed_on', 10).notNullable();
        table.string('recorded_by', 36).nullable();
        table.string('created_at', 24).notNullable();
        table.unique(['member_id', 'education_id']);
      });

      await db.schema.createTable('lottery_draws', (table) => {
        table.string('id', 36).primary();
        table.string('window_id', 36).notNullable().unique().references('id').inTable('application_windows');
        table.string('seed', 128).notNullable();
        table.string('algorithm', 60).notNullable();
        // JSON: the entrants with their weights, and per unit the drawn and not drawn applications.
        table.text('entrants', 'mediumtext').notNullable();
        table.text('results', 'mediumtext').notNullable();
        table.string('drawn_at', 24).notNullable();
        table.string('drawn_by', 36).nullable();
      });

      await db.schema.createTable('ical_tokens', (table) => {
        table.string('id', 36).primary();
        table.string('member_id', 36).notNullable().unique();
        // SHA-256 (hex) of the token; the token itself is shown once.
        table.string('token_hash', 64).notNullable().unique();
        table.string('created_at', 24).notNullable();
      });

      // Messages sent about an application that must go once (reminder the day before, blackout).
      await db.schema.createTable('application_messages_sent', (table) => {
        table.string('application_id', 36).notNullable().references('id').inTable('applications');
        table.string('template', 24).notNullable();
        table.string('sent_at', 24).notNullable();
        table.primary(['application_id', 'template']);
      });
    },
    async down(db) {
      for (const name of ['application_messages_sent', 'ical_tokens', 'lottery_draws', 'training_completions', 'appeals', 'suspensions', 'strikes', 'apply_settings', 'member_window_usage']) {
        await db.schema.dropTableIfExists(name);
      }
      await db.schema.alterTable('applications', (table) => {
        table.dropUnique(['member_id', 'live_unit_id']);
        table.dropIndex(['unit_id', 'status', 'waitlist_seq']);
        table.dropIndex(['window_id', 'status']);
        table.dropIndex(['status', 'use_date']);
        table.dropForeign(['unit_id']);
        for (const column of ['unit_id', 'start_time', 'end_time', 'holding', 'live_unit_id', 'waitlist_seq', 'item', 'fabric', 'quantity', 'marker_length_cm', 'plies', 'equipment_ids', 'phone', 'channel', 'note', 'rules_agreed_at', 'reject_reason_code', 'reject_reason', 'decision_note', 'decided_at', 'decided_by', 'cancelled_at', 'cancelled_by', 'late_cancel', 'attendance', 'attendance_marked_at', 'attendance_marked_by', 'lottery_draw_id']) table.dropColumn(column);
      });
      await db.schema.dropTableIfExists('blackouts');
      await db.schema.dropTableIfExists('schedule_units');
      await db.schema.alterTable('application_windows', (table) => {
        for (const column of ['apply_open_time', 'open_time', 'close_time', 'weekdays', 'unit_layout', 'sessions', 'allocation', 'cancel_deadline_days', 'waitlist_size', 'required_member_kinds', 'required_documents', 'closed_early_at']) table.dropColumn(column);
      });
    },
  },
  ...reviewMigrations,
  ...levelGrantMigrations,
  ...lotteryCommitmentMigrations,
  ...adviceAndPracticeMigrations,
  ...supportPracticeMigrations,
  ...waitingRoomMigrations,
  ...consultationAttachmentMigrations,
  ...dayPhoneMigrations,
];

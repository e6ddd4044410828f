import type { Migration } from '@centre/server-kit';

/**
 * Practice seats (issue 27, 2026-11-27): the reminder the day before is claimed on the seat
 * (`reminded_at`, a conditional UPDATE, as a consultation's), and the waitlist is read in order of
 * asking per session (status WAITLISTED holds no seat; it fits the 10-character status column).
 */
export const supportPracticeMigrations: readonly Migration[] = [
  {
    name: '009_support_practice_reminders_20261127',
    async up(db) {
      await db.schema.alterTable('practice_seats', (table) => {
        table.string('reminded_at', 24).nullable();
        table.index(['session_id', 'status', 'created_at'], 'practice_seats_waitlist_order');
      });
    },
    async down(db) {
      await db.schema.alterTable('practice_seats', (table) => {
        table.dropIndex(['session_id', 'status', 'created_at'], 'practice_seats_waitlist_order');
        table.dropColumn('reminded_at');
      });
    },
  },
];

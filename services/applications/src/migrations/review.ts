import type { Migration } from '@centre/server-kit';

/**
 * Issue 13, the review side: who applied (as the token named them, so staff can search by name
 * without asking the users service row by row), and one line per staff decision. The server-kit
 * audit log records the request (who, when, which route, request id); this log says which
 * applications it decided and why, and carries the same request id.
 */
export const reviewMigrations: readonly Migration[] = [
  {
    name: '004_application_review',
    async up(db) {
      await db.schema.alterTable('applications', (table) => {
        table.string('member_username', 64).notNullable().defaultTo('');
        table.string('member_name', 100).notNullable().defaultTo('');
      });
      await db.schema.createTable('application_decisions', (table) => {
        table.string('id', 36).primary();
        table.string('application_id', 36).notNullable().references('id').inTable('applications');
        // APPROVED | REJECTED | ATTENDED | NO_SHOW | ATTENDANCE_CLEARED | DRAWN | NOT_DRAWN
        table.string('decision', 20).notNullable();
        table.string('reason_code', 24).nullable();
        table.string('reason', 500).nullable();
        // A staff member's id, or "lottery" for a draw run by the service clock.
        table.string('decided_by', 36).notNullable();
        table.string('request_id', 64).nullable();
        table.string('decided_at', 24).notNullable();
        table.index(['application_id', 'decided_at']);
      });
    },
    async down(db) {
      await db.schema.dropTableIfExists('application_decisions');
      await db.schema.alterTable('applications', (table) => {
        table.dropColumn('member_username');
        table.dropColumn('member_name');
      });
    },
  },
];

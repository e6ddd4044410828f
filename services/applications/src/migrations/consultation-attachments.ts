import type { Migration } from '@centre/server-kit';

/**
 * A member's attachments to their consultation (issue 27, 2026-11-27): the file's bytes are in the
 * service's private store under their hash (`stored_name`); this row says whose and which
 * consultation's they are. Erased with the consultation's text when the member withdraws.
 */
export const consultationAttachmentMigrations: readonly Migration[] = [
  {
    name: '010_consultation_attachments_20261127',
    async up(db) {
      await db.schema.createTable('consultation_attachments', (table) => {
        table.string('id', 36).primary();
        table.string('consultation_id', 36).notNullable().references('id').inTable('consultations');
        table.string('member_id', 36).notNullable();
        table.string('name', 200).notNullable();
        table.string('content_type', 100).notNullable();
        table.integer('size').notNullable();
        table.string('stored_name', 100).notNullable();
        table.string('created_at', 24).notNullable();
        table.index(['consultation_id', 'created_at'], 'consultation_attachments_by_consultation');
        table.index(['member_id'], 'consultation_attachments_by_member');
        table.index(['stored_name'], 'consultation_attachments_by_stored_name');
      });
    },
    async down(db) {
      await db.schema.dropTableIfExists('consultation_attachments');
    },
  },
];

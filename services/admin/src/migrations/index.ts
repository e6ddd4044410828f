import type { Migration } from '@centre/server-kit';

export const migrations: readonly Migration[] = [
  {
    name: '001_audit_entries',
    async up(db) {
      await db.schema.createTable('audit_entries', (table) => {
        table.string('id', 36).primary();
        table.string('actor_id', 36).notNullable();
        table.string('actor_name', 100).notNullable();
        table.string('service', 30).notNullable();
        table.string('action', 20).notNullable();
        table.string('resource', 200).notNullable();
        table.string('request_id', 64).notNullable();
        table.string('created_at', 24).notNullable();
        table.index(['created_at']);
        table.index(['actor_id', 'created_at']);
      });
    },
    async down(db) {
      await db.schema.dropTable('audit_entries');
    },
  },
  {
    name: '002_messages',
    async up(db) {
      // The outbox: a message is a row first, then the worker delivers it.
      await db.schema.createTable('messages', (table) => {
        table.string('id', 36).primary();
        table.string('channel', 10).notNullable();
        table.string('recipient', 254).notNullable();
        table.string('member_id', 36).nullable();
        table.string('template', 40).notNullable();
        table.string('locale', 2).notNullable();
        table.string('purpose', 20).notNullable();
        table.string('subject', 300).nullable();
        table.text('body').notNullable();
        table.text('html', 'mediumtext').nullable();
        // What staff see once a real provider delivered it (secret parameters masked).
        table.string('masked_subject', 300).nullable();
        table.text('masked_body').notNullable();
        table.text('masked_html', 'mediumtext').nullable();
        table.string('status', 10).notNullable();
        table.integer('attempts').notNullable().defaultTo(0);
        table.string('next_attempt_at', 24).nullable();
        table.string('claimed_at', 24).nullable();
        table.string('claimed_by', 36).nullable();
        table.string('last_error', 500).nullable();
        table.string('delivered_by', 20).nullable();
        table.string('sent_at', 24).nullable();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.index(['status', 'next_attempt_at']);
        table.index(['created_at']);
        table.index(['member_id', 'created_at']);
      });
    },
    async down(db) {
      await db.schema.dropTable('messages');
    },
  },
  {
    // Named 030_ so it sorts after the admin migrations other work adds in the same round.
    name: '030_audit_changes',
    async up(db) {
      await db.schema.alterTable('audit_entries', (table) => {
        // The record before and after a content or member edit, as JSON (personal data masked).
        table.text('before_json', 'mediumtext').nullable();
        table.text('after_json', 'mediumtext').nullable();
        table.index(['resource']);
      });
    },
    async down(db) {
      await db.schema.alterTable('audit_entries', (table) => {
        table.dropIndex(['resource']);
        table.dropColumn('before_json');
        table.dropColumn('after_json');
      });
    },
  },
];

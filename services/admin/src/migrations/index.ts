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
];

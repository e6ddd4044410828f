import type { Migration } from '@centre/server-kit';

export const migrations: readonly Migration[] = [
  {
    name: '001_users',
    async up(db) {
      await db.schema.createTable('users', (table) => {
        table.string('id', 36).primary();
        table.string('username', 30).notNullable().unique();
        table.string('password_hash', 200).notNullable();
        table.string('name', 100).notNullable();
        table.string('email', 254).notNullable().defaultTo('');
        table.string('phone', 11).notNullable().defaultTo('');
        table.string('member_type', 10).notNullable();
        table.string('member_kind', 30).notNullable();
        table.string('country', 2).notNullable().defaultTo('KR');
        // Comma-separated scope names; checked against the contract's list when read.
        table.string('scopes', 100).notNullable();
        table.string('status', 12).notNullable();
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.string('withdrawn_at', 24).nullable();
        table.index(['status', 'created_at']);
      });
    },
    async down(db) {
      await db.schema.dropTable('users');
    },
  },
];

import type { Migration } from '@centre/server-kit';

/**
 * Refresh tokens, one row per token ever issued. Only the SHA-256 of a token is stored, so a
 * leaked database cannot be replayed. Rows of one sign-in share a family: rotation adds a row to
 * the family, and reuse of a spent token revokes all of it. Times are ISO-8601 UTC strings
 * written from code (same format on SQLite and MySQL, so string comparison orders them).
 */
const refreshTokens: Migration = {
  name: '001_refresh_tokens',
  async up(db) {
    await db.schema.createTable('refresh_tokens', (table) => {
      table.string('id', 36).primary();
      table.string('token_hash', 64).notNullable().unique();
      table.string('family_id', 36).notNullable().index();
      table.string('user_id', 64).notNullable().index();
      table.string('issued_at', 24).notNullable();
      table.string('expires_at', 24).notNullable().index();
      table.string('used_at', 24).nullable();
      table.string('revoked_at', 24).nullable();
    });
  },
  async down(db) {
    await db.schema.dropTable('refresh_tokens');
  },
};

export const migrations: readonly Migration[] = [refreshTokens];

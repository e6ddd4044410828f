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

/**
 * Sessions: one row per sign-in (a refresh-token family, same id), with what my page shows of it
 * (device, sign-in time, last use) and when it ended. The sign-in time also bounds the session's
 * absolute lifetime. Families issued before this migration become sessions of an unknown device,
 * signed in when their first token was issued.
 */
const sessions: Migration = {
  name: '002_sessions',
  async up(db) {
    await db.schema.createTable('sessions', (table) => {
      table.string('id', 36).primary();
      table.string('user_id', 64).notNullable().index();
      table.string('device', 80).notNullable();
      table.string('created_at', 24).notNullable();
      table.string('last_used_at', 24).notNullable();
      table.string('ended_at', 24).nullable();
    });
    const families = await db('refresh_tokens')
      .select('family_id')
      .min({ user_id: 'user_id', created_at: 'issued_at' })
      .max({ last_used_at: 'issued_at', revoked_at: 'revoked_at' })
      .groupBy('family_id');
    for (const family of families as Array<{ family_id: string; user_id: string; created_at: string; last_used_at: string; revoked_at: string | null }>) {
      await db('sessions').insert({
        id: family.family_id,
        user_id: family.user_id,
        device: 'Unknown device',
        created_at: family.created_at,
        last_used_at: family.last_used_at,
        ended_at: family.revoked_at,
      });
    }
  },
  async down(db) {
    await db.schema.dropTable('sessions');
  },
};

export const migrations: readonly Migration[] = [refreshTokens, sessions];

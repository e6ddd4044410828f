import { localisedColumns, type Migration } from '@centre/server-kit';
import { internationalPhone } from '@centre/contracts';
import { searchTokens, searchTokensPerColumn } from './20261127-search-tokens.ts';

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
  {
    name: '002_member_accounts',
    async up(db) {
      await db.schema.alterTable('users', (table) => {
        table.string('locale', 2).notNullable().defaultTo('ko');
        table.boolean('receive_sms').notNullable().defaultTo(false);
        table.boolean('receive_email').notNullable().defaultTo(false);
        // Sessions started before this instant are over (password change, reset, withdrawal).
        table.string('sessions_valid_from', 24).nullable();
        table.index(['phone']);
        table.index(['email']);
      });
      // Overseas numbers run to 15 digits. SQLite does not enforce varchar lengths (and knex would
      // rebuild the table to "alter" it), so only MySQL needs the wider column.
      if (db.client.config.client === 'mysql2') {
        await db.raw("ALTER TABLE users MODIFY phone VARCHAR(15) NOT NULL DEFAULT ''");
      }

      // The consent ledger: every answer to every term version, never updated, only appended.
      await db.schema.createTable('member_consents', (table) => {
        table.string('id', 36).primary();
        table.string('user_id', 36).notNullable().references('id').inTable('users');
        table.string('code', 30).notNullable();
        table.string('version', 20).notNullable();
        table.boolean('agreed').notNullable();
        table.string('at', 24).notNullable();
        table.index(['user_id', 'code']);
      });

      // One row per code sent. Code and token are stored as keyed hashes; the row lives a day.
      await db.schema.createTable('verifications', (table) => {
        table.string('id', 36).primary();
        table.string('purpose', 20).notNullable();
        table.string('channel', 5).notNullable();
        table.string('target', 254).notNullable();
        table.string('code_hash', 64).notNullable();
        table.string('expires_at', 24).notNullable();
        table.integer('wrong_tries').notNullable().defaultTo(0);
        table.string('confirmed_at', 24).nullable();
        table.string('token_hash', 64).nullable().unique();
        table.string('token_expires_at', 24).nullable();
        table.string('token_used_at', 24).nullable();
        table.string('created_at', 24).notNullable();
        table.index(['purpose', 'target', 'created_at']);
        table.index(['created_at']);
      });

      await db.schema.createTable('member_files', (table) => {
        table.string('id', 36).primary();
        table.string('user_id', 36).notNullable().references('id').inTable('users');
        table.string('kind', 30).notNullable();
        table.string('stored_name', 60).notNullable();
        table.string('original_name', 200).notNullable();
        table.string('content_type', 60).notNullable();
        table.integer('size').notNullable();
        table.string('review_state', 10).nullable();
        table.string('review_note', 500).nullable();
        table.string('valid_until', 10).nullable();
        table.string('reviewed_at', 24).nullable();
        table.string('uploaded_at', 24).notNullable();
        // One current file per kind: a new upload replaces the old one.
        table.unique(['user_id', 'kind']);
      });

      // What is left of a withdrawn member: no name, no contact, a hash of the username while it is reserved.
      await db.schema.createTable('withdrawals', (table) => {
        table.string('id', 36).primary();
        table.string('username_hash', 64).notNullable();
        table.string('masked_username', 30).notNullable();
        table.string('member_kind', 30).notNullable();
        table.string('withdrawn_at', 24).notNullable();
        table.string('username_reserved_until', 24).notNullable();
        table.string('consents_kept_until', 24).notNullable();
        table.string('reason', 500).nullable();
        table.index(['username_hash', 'username_reserved_until']);
        table.index(['withdrawn_at']);
      });
    },
    async down(db) {
      await db.schema.dropTable('withdrawals');
      await db.schema.dropTable('member_files');
      await db.schema.dropTable('verifications');
      await db.schema.dropTable('member_consents');
      await db.schema.alterTable('users', (table) => {
        table.dropIndex(['phone']);
        table.dropIndex(['email']);
        table.dropColumn('locale');
        table.dropColumn('receive_sms');
        table.dropColumn('receive_email');
        table.dropColumn('sessions_valid_from');
      });
    },
  },
  {
    // 030_: after the migrations of this round's other work on the users service (staff uses 02x).
    name: '030_member_levels',
    async up(db) {
      await db.schema.createTable('member_levels', (table) => {
        table.string('id', 36).primary();
        localisedColumns(table, 'name', 'string', 40);
        table.integer('sort_order').notNullable();
        // What the level grants (LevelGrants in contracts): small on purpose.
        table.integer('extra_quota').notNullable().defaultTo(0);
        table.boolean('lottery_priority').notNullable().defaultTo(false);
        table.string('created_at', 24).notNullable();
        table.string('updated_at', 24).notNullable();
        table.index(['sort_order']);
      });
      await db.schema.alterTable('users', (table) => {
        table.string('level_id', 36).nullable().references('id').inTable('member_levels');
        table.string('memo', 1000).notNullable().defaultTo('');
        table.string('suspended_reason', 500).nullable();
        table.string('suspended_at', 24).nullable();
        table.index(['level_id', 'status']);
        table.index(['member_kind', 'status']);
      });
    },
    async down(db) {
      await db.schema.alterTable('users', (table) => {
        table.dropForeign(['level_id']);
        table.dropIndex(['level_id', 'status']);
        table.dropIndex(['member_kind', 'status']);
        table.dropColumn('level_id');
        table.dropColumn('memo');
        table.dropColumn('suspended_reason');
        table.dropColumn('suspended_at');
      });
      await db.schema.dropTable('member_levels');
    },
  },
  {
    // Console member list at volume (issue 14's 10,000-member benchmark): the kind filter counts and
    // pages from one index instead of reading every row.
    name: '040_console_list_indexes',
    async up(db) {
      await db.schema.alterTable('users', (t) => t.index(['status', 'member_kind', 'created_at'], 'users_list_member_kind_created_at'));
    },
    async down(db) {
      await db.schema.alterTable('users', (t) => t.dropIndex(['status', 'member_kind', 'created_at'], 'users_list_member_kind_created_at'));
    },
  },
  {
    name: '050_staff_roles_and_two_step',
    async up(db) {
      await db.schema.alterTable('users', (table) => {
        // The staff role of a console account (contracts' STAFF_ROLES); null for members.
        table.string('staff_role', 30).nullable();
        // Two-step sign-in: the TOTP secret, sealed with the service's key (see two-step.ts); the
        // pending one lives only between "show me a QR code" and the confirming code.
        table.string('totp_secret', 200).nullable();
        table.string('totp_pending_secret', 200).nullable();
        table.string('totp_pending_at', 24).nullable();
        table.string('totp_enabled_at', 24).nullable();
        // The last time step a code was accepted for: a code is good once, even within its window.
        table.bigInteger('totp_last_step').nullable();
      });
      // The staff that existed before roles ran everything: they stay administrators.
      await db('users').where('scopes', 'like', '%console%').update({ staff_role: 'ADMINISTRATOR' });

      // One-time recovery codes, stored as keyed hashes.
      await db.schema.createTable('staff_recovery_codes', (table) => {
        table.string('id', 36).primary();
        table.string('user_id', 36).notNullable().references('id').inTable('users');
        table.string('code_hash', 64).notNullable();
        table.string('created_at', 24).notNullable();
        table.string('used_at', 24).nullable();
        table.index(['user_id', 'code_hash']);
      });

      // The staff-wide sign-in policy (e.g. two-step sign-in mandatory), one row per setting.
      await db.schema.createTable('staff_settings', (table) => {
        table.string('name', 60).primary();
        table.string('value', 200).notNullable();
        table.string('updated_at', 24).notNullable();
      });
    },
    async down(db) {
      await db.schema.dropTable('staff_settings');
      await db.schema.dropTable('staff_recovery_codes');
      await db.schema.alterTable('users', (table) => {
        for (const column of ['staff_role', 'totp_secret', 'totp_pending_secret', 'totp_pending_at', 'totp_enabled_at', 'totp_last_step']) table.dropColumn(column);
      });
    },
  },
  {
    name: '060_password_change_required',
    async up(db) {
      await db.schema.alterTable('users', (table) => {
        // Set when staff give a walk-in member a temporary password; cleared by any new password.
        // While set, the member's token says so and member writes other than the password change are refused.
        table.boolean('must_change_password').notNullable().defaultTo(false);
      });
    },
    async down(db) {
      await db.schema.alterTable('users', (table) => {
        table.dropColumn('must_change_password');
      });
    },
  },
  {
    // Identifiers compare exactly. MySQL's utf8mb4_unicode_ci ignores case and accents, so a code
    // asked for `kim@nävër.com` found the row of `kim@naver.com`; binary collation makes the
    // database compare what the one normalisation (contracts' identifiers) produced, as SQLite
    // already does. Rows that differed only by case or accent simply become distinct.
    name: '070_exact_identifiers',
    async up(db) {
      await db.schema.alterTable('verifications', (table) => {
        // The account a recovery code was sent for (to its stored contact); null for other purposes.
        table.string('user_id', 36).nullable();
      });
      if (db.client.config.client === 'mysql2') {
        await db.raw(
          "ALTER TABLE users MODIFY username VARCHAR(30) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, MODIFY email VARCHAR(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL DEFAULT '', MODIFY phone VARCHAR(15) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL DEFAULT ''",
        );
        await db.raw('ALTER TABLE verifications MODIFY target VARCHAR(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL');
      }
    },
    async down(db) {
      if (db.client.config.client === 'mysql2') {
        await db.raw('ALTER TABLE verifications MODIFY target VARCHAR(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL');
        await db.raw(
          "ALTER TABLE users MODIFY username VARCHAR(30) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL, MODIFY email VARCHAR(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL DEFAULT '', MODIFY phone VARCHAR(15) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL DEFAULT ''",
        );
      }
      await db.schema.alterTable('verifications', (table) => {
        table.dropColumn('user_id');
      });
    },
  },
  {
    // Issue 20 item 12: overseas members' numbers are stored in E.164 (`+` and up to 15 digits),
    // one character longer than the 15 digits the column held. Korean numbers are unchanged.
    // Overseas numbers stored before as bare digits are read in the member's country (or as
    // digits starting with the country code) and kept as they were when they cannot be read.
    name: '20261127_phones_e164',
    async up(db) {
      if (db.client.config.client === 'mysql2') {
        await db.raw("ALTER TABLE users MODIFY phone VARCHAR(16) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL DEFAULT ''");
      }
      const rows = await db('users').where({ member_kind: 'OVERSEAS' }).whereNot('phone', '').whereNot('phone', 'like', '+%').select('id', 'phone', 'country');
      for (const row of rows as Array<{ id: string; phone: string; country: string }>) {
        const e164 = internationalPhone(row.phone, row.country);
        if (e164) await db('users').where({ id: row.id }).update({ phone: e164 });
      }
    },
    async down(db) {
      // E.164 numbers stay as they are (they fit the digits-only shape once the + is dropped).
      await db('users').where('phone', 'like', '+%').update({ phone: db.raw('substr(phone, 2)') });
      if (db.client.config.client === 'mysql2') {
        await db.raw("ALTER TABLE users MODIFY phone VARCHAR(15) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL DEFAULT ''");
      }
    },
  },
  searchTokens,
  searchTokensPerColumn,
];

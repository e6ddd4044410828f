// Issue 21: the console's member searches (keyword, name, username, phone) are served by the
// search token index (server kit) instead of reading every member. Creates the token table and
// writes the tokens of the accounts already there.
import { createSearchTokensTable, joinSearchTokensPerTable, recutSearchTokens, SEARCH_TOKENS_TABLE, type Migration } from '@centre/server-kit';
import { createMemberSearchIndex, MEMBER_SEARCH_SOURCE } from '../repositories/users.ts';

export const searchTokens: Migration = {
  name: '20261127_search_tokens',
  async up(db) {
    await createSearchTokensTable(db);
    await createMemberSearchIndex(db).rebuild();
  },
  async down(db) {
    await db.schema.dropTable(SEARCH_TOKENS_TABLE);
  },
};

/** Tokens per column (`users.name`…): a name search no longer finds its candidates among e-mails and usernames. */
export const searchTokensPerColumn: Migration = {
  name: '20261128_search_tokens_per_column',
  async up(db) {
    await recutSearchTokens(db, [MEMBER_SEARCH_SOURCE]);
  },
  async down(db) {
    await joinSearchTokensPerTable(db, [MEMBER_SEARCH_SOURCE]);
  },
};

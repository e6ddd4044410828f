// Issue 21: keyword searches of notices, business announcements and board posts are served by
// the search token index (server kit) instead of reading every row. Creates the token table and
// writes the tokens of the rows already there.
import { createSearchIndex, createSearchTokensTable, joinSearchTokensPerTable, recutSearchTokens, SEARCH_TOKENS_TABLE, type Migration } from '@centre/server-kit';
import { NOTICE_LIKE_SEARCH_SOURCES } from '../repositories/notice-boards.ts';

export const searchTokens: Migration = {
  name: '20261127_search_tokens',
  async up(db) {
    await createSearchTokensTable(db);
    for (const source of NOTICE_LIKE_SEARCH_SOURCES) await createSearchIndex(db, source).rebuild();
  },
  async down(db) {
    await db.schema.dropTable(SEARCH_TOKENS_TABLE);
  },
};

/** Tokens per column (`notifications.subject_ko`…), so that the console's subject search counts a common word from the index. */
export const searchTokensPerColumn: Migration = {
  name: '20261128_search_tokens_per_column',
  async up(db) {
    await recutSearchTokens(db, NOTICE_LIKE_SEARCH_SOURCES);
  },
  async down(db) {
    await joinSearchTokensPerTable(db, NOTICE_LIKE_SEARCH_SOURCES);
  },
};

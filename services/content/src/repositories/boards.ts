import type { BoardComment, BoardPost, ConsoleBoard, ConsoleBoardComment, ConsoleBoardInput, Locale } from '@centre/contracts';
import { newId, pageOfRows, pickLocalised, toBoolean, type Knex, type Page, type PageOfItems } from '@centre/server-kit';
import {
  createLocalisedTable,
  localisedColumnsOf,
  localisedFieldsOf,
  pickLocalisedFields,
  publicationColumns,
  publicationOf,
  stamps,
  type ListQueryValues,
  type Row,
} from './localised-table.ts';
import { NOTICE_LIKE_TABLE } from './notice-boards.ts';

/** A member's name as other readers see it: the first letter, the rest masked (김민수 → 김**). */
export function maskedName(name: string): string {
  const letters = [...name.trim()];
  if (letters.length === 0) return '***';
  return letters[0] + '*'.repeat(Math.max(2, Math.min(letters.length - 1, 5)));
}

const BOARD_SETTING_ID = 'boards';

/** What a member writes: one language, already sanitised. */
export interface MemberPostText {
  subject: string;
  summary: string;
  content: string;
}

/** A member's text as the localised input: the default language holds it, the others stay empty (readers fall back). */
function memberInput(text: MemberPostText): ConsoleBoardInput {
  const only = (value: string) => ({ ko: value, en: '', cn: '', jp: '' });
  return { subject: only(text.subject), summary: only(text.summary), content: only(text.content), thumb: null, isMain: false };
}

/** Board posts (notice-like, with a thumbnail) and the comments members leave on them. */
export function createBoardsRepository(db: Knex) {
  const posts = createLocalisedTable<BoardPost, ConsoleBoard, ConsoleBoardInput>(db, {
    table: 'boards',
    ...NOTICE_LIKE_TABLE,
    toPublic: (row, locale, detail) => ({
      _id: row.id,
      ...pickLocalisedFields(row, ['subject', 'summary'], locale),
      thumb: (row.thumb as string | null) ?? null,
      ...(detail ? { content: pickLocalised(row, 'content', locale) } : {}),
      isMain: toBoolean(row.is_main),
      author: row.member_id ? maskedName(String(row.author_name ?? '')) : null,
      comments: 0,
      createdAt: row.created_at,
    }),
    toConsole: (row, at) => ({
      _id: row.id,
      ...localisedFieldsOf(row, ['subject', 'summary', 'content']),
      thumb: (row.thumb as string | null) ?? null,
      isMain: toBoolean(row.is_main),
      memberId: (row.member_id as string | null) ?? null,
      author: (row.author_name as string | null) ?? null,
      comments: 0,
      ...publicationOf(row, at),
      ...stamps(row),
    }),
    toRow: ({ subject, summary, content, thumb, isMain, ...publication }) => ({
      ...localisedColumnsOf({ subject, summary, content }, ['content']),
      thumb,
      is_main: isMain,
      ...publicationColumns(publication),
    }),
  });

  /** Comments per post, in one query: readers count only what they can see. */
  async function commentCounts(ids: string[], visibleOnly: boolean): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const query = db('board_comments').whereIn('board_id', ids).groupBy('board_id').select('board_id').count({ total: '*' });
    if (visibleOnly) query.where('hidden', false);
    const rows = (await query) as Array<{ board_id: string; total: number | string }>;
    return new Map(rows.map((row) => [row.board_id, Number(row.total)]));
  }

  async function withCounts<T extends { _id: string; comments: number }>(items: T[], visibleOnly: boolean): Promise<T[]> {
    const counts = await commentCounts(items.map((item) => item._id), visibleOnly);
    return items.map((item) => ({ ...item, comments: counts.get(item._id) ?? 0 }));
  }

  async function withCount<T extends { _id: string; comments: number }>(item: T | null, visibleOnly: boolean): Promise<T | null> {
    return item && (await withCounts([item], visibleOnly))[0]!;
  }

  const toComment = (row: Row): ConsoleBoardComment => ({
    _id: row.id,
    boardId: String(row.board_id),
    memberId: String(row.member_id),
    author: String(row.author_name),
    body: String(row.body),
    hidden: toBoolean(row.hidden),
    ...stamps(row),
  });
  const toPublicComment = (row: Row): BoardComment => ({ _id: row.id, author: maskedName(String(row.author_name)), body: String(row.body), createdAt: row.created_at });

  return {
    ...posts,

    async listForReaders(query: ListQueryValues, locale: Locale, page: Page, at: string): Promise<PageOfItems<BoardPost>> {
      const found = await posts.listForReaders(query, locale, page, at);
      return { items: await withCounts(found.items, true), total: found.total };
    },
    async findForReaders(id: string, locale: Locale, at: string) {
      return withCount(await posts.findForReaders(id, locale, at), true);
    },
    async listForConsole(query: ListQueryValues, page: Page, at: string): Promise<PageOfItems<ConsoleBoard>> {
      const found = await posts.listForConsole(query, page, at);
      return { items: await withCounts(found.items, false), total: found.total };
    },
    async findForConsole(id: string, at: string) {
      return withCount(await posts.findForConsole(id, at), false);
    },
    async create(input: ConsoleBoardInput, at: string, extra?: Record<string, unknown>) {
      return posts.create(input, at, extra);
    },
    async update(id: string, input: ConsoleBoardInput, at: string) {
      return withCount(await posts.update(id, input, at), false);
    },

    /** A member's post (issue 27): their words in the default-language columns, which every locale falls back to. */
    async createByMember(member: { id: string; name: string }, input: MemberPostText, at: string): Promise<string> {
      // The content column is written as the member policy left it (staff's policy would drop its nofollow).
      const created = await posts.create(memberInput(input), at, { member_id: member.id, author_name: member.name.slice(0, 100), content_ko: input.content });
      return created._id;
    },
    /** The author edits their own post (not trashed); false when it is not theirs or gone. */
    async updateOwn(memberId: string, id: string, input: MemberPostText, at: string): Promise<boolean> {
      const { subject, summary } = memberInput(input);
      const changed = await posts.write([id], (trx) => trx('boards').where({ id, member_id: memberId }).whereNull('deleted_at')
        .update({ ...localisedColumnsOf({ subject, summary }, []), content_ko: input.content, updated_at: at }));
      return changed === 1;
    },
    /** The author deletes their own post: to the trash, where staff may restore it for a while. */
    async removeOwn(memberId: string, id: string, at: string): Promise<boolean> {
      return (await db('boards').where({ id, member_id: memberId }).whereNull('deleted_at').update({ deleted_at: at })) === 1;
    },
    /** The board's setting (a document in the settings table): whether members may write. */
    async memberPosting(): Promise<boolean> {
      const row = (await db('settings').where({ id: BOARD_SETTING_ID }).first()) as { document: unknown } | undefined;
      if (!row) return false;
      const document = (typeof row.document === 'string' ? JSON.parse(row.document) : row.document) as { membersMayPost?: unknown };
      return document.membersMayPost === true;
    },
    async setMemberPosting(membersMayPost: boolean, at: string): Promise<void> {
      await db('settings').insert({ id: BOARD_SETTING_ID, document: JSON.stringify({ membersMayPost }), updated_at: at }).onConflict('id').merge();
    },

    /** Whether readers may see (and so comment on) the post at `at`. */
    async isPublic(id: string, at: string): Promise<boolean> {
      return Boolean(await posts.visible(posts.filtered({}, 'ko').where('id', id), at).first('id'));
    },
    /** Whether staff have the post (not in the trash). */
    async exists(id: string): Promise<boolean> {
      return Boolean(await posts.findRow(id));
    },

    async publicComments(boardId: string, page: Page): Promise<PageOfItems<BoardComment>> {
      const query = db<Row>('board_comments').where({ board_id: boardId, hidden: false }).select('*');
      const { rows, total } = await pageOfRows<Row>(query, page, [{ column: 'created_at', order: 'asc' }]);
      return { items: rows.map(toPublicComment), total };
    },

    async addComment(boardId: string, author: { id: string; name: string }, body: string, at: string): Promise<BoardComment> {
      const row = { id: newId(), board_id: boardId, member_id: author.id, author_name: author.name.slice(0, 100), body, hidden: false, created_at: at, updated_at: at };
      await db('board_comments').insert(row);
      return toPublicComment(row);
    },

    async commentsForConsole(boardId: string, filter: { hidden?: boolean | undefined }, page: Page): Promise<PageOfItems<ConsoleBoardComment>> {
      const query = db<Row>('board_comments').where({ board_id: boardId }).select('*');
      if (filter.hidden !== undefined) query.where('hidden', filter.hidden);
      const { rows, total } = await pageOfRows<Row>(query, page, [{ column: 'created_at', order: 'desc' }]);
      return { items: rows.map(toComment), total };
    },

    async setCommentHidden(boardId: string, id: string, hidden: boolean, at: string): Promise<ConsoleBoardComment | null> {
      const changed = await db('board_comments').where({ board_id: boardId, id }).update({ hidden, updated_at: at });
      if (!changed) return null;
      return toComment((await db<Row>('board_comments').where({ id }).first()) as Row);
    },

    async deleteComment(boardId: string, id: string): Promise<boolean> {
      return (await db('board_comments').where({ board_id: boardId, id }).delete()) > 0;
    },
  };
}

export type BoardsRepository = ReturnType<typeof createBoardsRepository>;

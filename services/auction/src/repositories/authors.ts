// The authors (designers) whose works are shown: all SQL of auction_authors.
import type { Author, AuthorInput, Locale, PublicAuthor, SocialLink } from '@centre/contracts';
import { newId, pageOfRows, whereContains, type Knex, type Page } from '@centre/server-kit';
import { inLocale, localisedColumnsOf, localisedOf, parseJson } from '../localised-rows.ts';

export type AuthorRow = Record<string, unknown> & { id: string; member_id: string | null };

export function authorOf(row: AuthorRow): Author {
  return {
    _id: row.id,
    name: localisedOf(row, 'name'),
    photo: (row.photo as string | null) ?? null,
    biography: localisedOf(row, 'biography'),
    links: parseJson<SocialLink[]>(row.links, []),
    memberId: row.member_id,
    createdAt: row.created_at as string,
    updatedAt: row.updated_at as string,
  };
}

export function publicAuthorOf(row: AuthorRow, locale: Locale): PublicAuthor {
  return { _id: row.id, name: inLocale(row, 'name', locale), photo: (row.photo as string | null) ?? null, biography: inLocale(row, 'biography', locale), links: parseJson<SocialLink[]>(row.links, []) };
}

function columnsOf(input: AuthorInput): Record<string, unknown> {
  return {
    ...localisedColumnsOf('name', input.name),
    photo: input.photo,
    ...localisedColumnsOf('biography', input.biography),
    links: JSON.stringify(input.links),
    member_id: input.memberId,
  };
}

export function createAuthorsRepository(db: Knex) {
  return {
    async list(page: Page, keyword: string | undefined): Promise<{ items: Author[]; total: number }> {
      let query = db('auction_authors').select('*');
      if (keyword) query = whereContains(query, ['name_ko', 'name_en', 'name_cn', 'name_jp'], keyword);
      const { rows, total } = await pageOfRows<AuthorRow>(query, page, [{ column: 'created_at', order: 'desc' }]);
      return { items: rows.map(authorOf), total };
    },
    async row(id: string, trx: Knex = db): Promise<AuthorRow | null> {
      return ((await trx('auction_authors').where({ id }).first()) as AuthorRow | undefined) ?? null;
    },
    async rows(ids: readonly string[]): Promise<Map<string, AuthorRow>> {
      if (ids.length === 0) return new Map();
      const rows = (await db('auction_authors').whereIn('id', [...new Set(ids)])) as AuthorRow[];
      return new Map(rows.map((row) => [row.id, row]));
    },
    async create(input: AuthorInput, at: string): Promise<Author> {
      const row = { id: newId(), ...columnsOf(input), created_at: at, updated_at: at };
      await db('auction_authors').insert(row);
      return authorOf(row as unknown as AuthorRow);
    },
    async update(id: string, input: AuthorInput, at: string): Promise<Author | null> {
      const changed = await db('auction_authors').where({ id }).update({ ...columnsOf(input), updated_at: at });
      if (changed === 0) return null;
      return authorOf((await this.row(id))!);
    },
    async hasWorks(id: string): Promise<boolean> {
      return Boolean(await db('auction_works').where({ author_id: id }).first('id'));
    },
    async remove(id: string): Promise<boolean> {
      return (await db('auction_authors').where({ id }).delete()) > 0;
    },
  };
}
export type AuthorsRepository = ReturnType<typeof createAuthorsRepository>;

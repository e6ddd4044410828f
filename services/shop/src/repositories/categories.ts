import type { ConsoleShopCategory, Locale, ShopCategory, ShopCategoryInput } from '@centre/contracts';
import { localisedFromRow, localisedToRow, newId, pickLocalised, type Knex } from '@centre/server-kit';

interface CategoryRow {
  id: string;
  parent_id: string | null;
  position: number;
  title_ko: string;
  title_en: string | null;
  title_cn: string | null;
  title_jp: string | null;
  created_at: string;
  updated_at: string;
}

const ORDER = [{ column: 'position', order: 'asc' }, { column: 'id', order: 'asc' }] as const;

function consoleCategoryOf(row: CategoryRow): ConsoleShopCategory {
  return { _id: row.id, parentId: row.parent_id, position: Number(row.position), title: localisedFromRow(row as never, 'title'), createdAt: row.created_at, updatedAt: row.updated_at };
}

/** The shop's categories: an ordered tree of two levels. */
export function createCategoriesRepository(db: Knex) {
  const brief = (row: CategoryRow, locale: Locale) => ({ _id: row.id, parentId: row.parent_id, position: Number(row.position), title: pickLocalised(row as never, 'title', locale) });
  return {
    /** Top-level categories in order, each with its children in order. */
    async tree(locale: Locale): Promise<ShopCategory[]> {
      const rows = (await db<CategoryRow>('shop_categories').orderBy([...ORDER])) as CategoryRow[];
      return rows.filter((row) => row.parent_id === null).map((top) => ({ ...brief(top, locale), children: rows.filter((row) => row.parent_id === top.id).map((row) => brief(row, locale)) }));
    },

    async find(id: string, locale: Locale): Promise<ShopCategory | null> {
      const row = await db<CategoryRow>('shop_categories').where({ id }).first();
      if (!row) return null;
      const children = (await db<CategoryRow>('shop_categories').where({ parent_id: id }).orderBy([...ORDER])) as CategoryRow[];
      return { ...brief(row, locale), children: children.map((child) => brief(child, locale)) };
    },

    async allForConsole(): Promise<ConsoleShopCategory[]> {
      return ((await db<CategoryRow>('shop_categories').orderBy([...ORDER])) as CategoryRow[]).map(consoleCategoryOf);
    },

    async findForConsole(id: string): Promise<ConsoleShopCategory | null> {
      const row = await db<CategoryRow>('shop_categories').where({ id }).first();
      return row ? consoleCategoryOf(row) : null;
    },

    async parentOf(id: string): Promise<{ id: string; parentId: string | null } | null> {
      const row = await db<CategoryRow>('shop_categories').select('id', 'parent_id').where({ id }).first();
      return row ? { id: row.id, parentId: row.parent_id } : null;
    },

    /** The category and its children: what a filter by category covers. */
    async withChildren(id: string): Promise<string[]> {
      const children = await db<CategoryRow>('shop_categories').select('id').where({ parent_id: id });
      return [id, ...children.map((row) => row.id)];
    },

    async create(input: ShopCategoryInput, at: string, id: string = newId()): Promise<ConsoleShopCategory> {
      const row: CategoryRow = { id, parent_id: input.parentId, position: input.position, ...(localisedToRow('title', input.title) as Pick<CategoryRow, 'title_ko'>), title_en: input.title.en, title_cn: input.title.cn, title_jp: input.title.jp, created_at: at, updated_at: at };
      await db('shop_categories').insert(row);
      return consoleCategoryOf(row);
    },

    async update(id: string, input: ShopCategoryInput, at: string): Promise<boolean> {
      return (await db('shop_categories').where({ id }).update({ parent_id: input.parentId, position: input.position, ...localisedToRow('title', input.title), updated_at: at })) > 0;
    },

    /** Whether anything still hangs on the category (a child, a product, or a coupon limited to it). */
    async inUse(id: string): Promise<boolean> {
      const child = await db('shop_categories').select('id').where({ parent_id: id }).first();
      if (child) return true;
      if (await db('coupons').select('id').where({ category_id: id }).first()) return true;
      return Boolean(await db('products').select('id').where({ category_id: id }).first());
    },

    async hasChildren(id: string): Promise<boolean> {
      return Boolean(await db('shop_categories').select('id').where({ parent_id: id }).first());
    },

    async remove(id: string): Promise<boolean> {
      return (await db('shop_categories').where({ id }).delete()) > 0;
    },
  };
}
export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;

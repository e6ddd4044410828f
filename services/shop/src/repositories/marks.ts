import type { ProductMark } from '@centre/contracts';
import { type Knex, type Page, type PageOfItems } from '@centre/server-kit';

const KIND: Record<ProductMark, 'LIKE' | 'BOOKMARK'> = { likes: 'LIKE', bookmarks: 'BOOKMARK' };

/** Members' hearts and saved products: one row per member, kind and product (a repeat changes nothing). */
export function createMarksRepository(db: Knex) {
  return {
    async add(memberId: string, mark: ProductMark, productId: string, at: string): Promise<void> {
      await db('product_marks').insert({ member_id: memberId, kind: KIND[mark], product_id: productId, at }).onConflict(['member_id', 'kind', 'product_id']).ignore();
    },
    async remove(memberId: string, mark: ProductMark, productId: string): Promise<void> {
      await db('product_marks').where({ member_id: memberId, kind: KIND[mark], product_id: productId }).delete();
    },
    async list(memberId: string, mark: ProductMark, page: Page): Promise<PageOfItems<{ productId: string; at: string }>> {
      // No id column (the key is member, kind, product): paged by hand rather than by pageOfRows' id tie-break.
      const query = db('product_marks').where({ member_id: memberId, kind: KIND[mark] });
      const rows = (await query.clone().select('product_id', 'at').orderBy([{ column: 'at', order: 'desc' }, { column: 'product_id', order: 'desc' }]).limit(page.limit).offset(page.offset)) as Array<{ product_id: string; at: string }>;
      const [{ total } = { total: 0 }] = await query.clone().count({ total: '*' });
      return { items: rows.map((row) => ({ productId: row.product_id, at: row.at })), total: Number(total) };
    },
    async likes(productId: string): Promise<number> {
      const [{ n } = { n: 0 }] = await db('product_marks').where({ product_id: productId, kind: 'LIKE' }).count({ n: '*' });
      return Number(n);
    },
  };
}
export type MarksRepository = ReturnType<typeof createMarksRepository>;

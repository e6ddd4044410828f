import type { Review, ReviewInput } from '@centre/contracts';
import { isUniqueViolation, newId, pageOfRows, type Knex, type Page, type PageOfItems } from '@centre/server-kit';

interface ReviewRow {
  id: string;
  order_item_id: string;
  product_id: string;
  member_id: string;
  rating: number;
  text: string;
  answer: string | null;
  answered_at: string | null;
  hidden_reason: string | null;
  created_at: string;
}

const reviewOf = (row: ReviewRow): Review => ({ _id: row.id, productId: row.product_id, orderItemId: row.order_item_id, rating: Number(row.rating), text: row.text, answer: row.answer, answeredAt: row.answered_at, hidden: row.hidden_reason !== null, createdAt: row.created_at });

/** Buyers' reviews of what they bought, the sellers' answers, and staff's hiding. */
export function createReviewsRepository(db: Knex) {
  const page = async (query: Knex.QueryBuilder, paging: Page): Promise<PageOfItems<Review>> => {
    const { rows, total } = await pageOfRows<ReviewRow>(query, paging, [{ column: 'created_at', order: 'desc' }]);
    return { items: rows.map(reviewOf), total };
  };
  return {
    /** The bought item with its order's buyer and status, to check who may review it. */
    async boughtItem(orderItemId: string): Promise<{ productId: string; buyerId: string; status: string } | null> {
      const row = (await db('order_items as i').join('orders as o', 'o.id', 'i.order_id').where('i.id', orderItemId).select('i.product_id', 'o.buyer_id', 'o.status').first()) as { product_id: string; buyer_id: string; status: string } | undefined;
      return row ? { productId: row.product_id, buyerId: row.buyer_id, status: row.status } : null;
    },

    /** Null when the item has a review already. */
    async create(memberId: string, productId: string, input: ReviewInput, at: string): Promise<Review | null> {
      const row: ReviewRow = { id: newId(), order_item_id: input.orderItemId, product_id: productId, member_id: memberId, rating: input.rating, text: input.text, answer: null, answered_at: null, hidden_reason: null, created_at: at };
      try {
        await db('reviews').insert(row);
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
      return reviewOf(row);
    },

    async find(id: string): Promise<(Review & { memberId: string }) | null> {
      const row = await db<ReviewRow>('reviews').where({ id }).first();
      return row ? { ...reviewOf(row), memberId: row.member_id } : null;
    },

    forProduct: (productId: string, paging: Page) => page(db<ReviewRow>('reviews').where({ product_id: productId }).whereNull('hidden_reason'), paging),
    byMember: (memberId: string, paging: Page) => page(db<ReviewRow>('reviews').where({ member_id: memberId }), paging),

    /** The seller answers once; false when answered already. */
    async answer(id: string, text: string, at: string): Promise<boolean> {
      return (await db('reviews').where({ id }).whereNull('answer').update({ answer: text, answered_at: at })) > 0;
    },

    async hide(id: string, reason: string): Promise<boolean> {
      return (await db('reviews').where({ id }).update({ hidden_reason: reason })) > 0;
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

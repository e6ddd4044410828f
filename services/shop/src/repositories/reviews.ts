import { SHOP_LIMITS, SHOP_PATHS, type Review, type ReviewImage, type ReviewInput } from '@centre/contracts';
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

interface ReviewImageRow {
  id: string;
  review_id: string;
  position: number;
  stored_name: string;
  alt: string;
  created_at: string;
}

/** A hidden review shows no pictures (their address stops serving them too). */
const reviewOf = (row: ReviewRow, images: ReviewImageRow[]): Review => ({
  _id: row.id,
  productId: row.product_id,
  orderItemId: row.order_item_id,
  rating: Number(row.rating),
  text: row.text,
  answer: row.answer,
  answeredAt: row.answered_at,
  hidden: row.hidden_reason !== null,
  images: row.hidden_reason !== null ? [] : images.filter((image) => image.review_id === row.id).map(imageOf),
  createdAt: row.created_at,
});
const imageOf = (row: ReviewImageRow): ReviewImage => ({ _id: row.id, url: `${SHOP_PATHS.reviewImages(row.review_id)}/${row.id}`, alt: row.alt });

/** Buyers' reviews of what they bought (with up to three pictures), the sellers' answers, and staff's hiding. */
export function createReviewsRepository(db: Knex) {
  const imagesOf = async (reviewIds: string[]): Promise<ReviewImageRow[]> =>
    reviewIds.length === 0 ? [] : ((await db<ReviewImageRow>('review_images').whereIn('review_id', reviewIds).orderBy(['review_id', 'position'])) as ReviewImageRow[]);
  const page = async (query: Knex.QueryBuilder, paging: Page): Promise<PageOfItems<Review>> => {
    const { rows, total } = await pageOfRows<ReviewRow>(query, paging, [{ column: 'created_at', order: 'desc' }]);
    const images = await imagesOf(rows.map((row) => row.id));
    return { items: rows.map((row) => reviewOf(row, images)), total };
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
      return reviewOf(row, []);
    },

    async find(id: string): Promise<(Review & { memberId: string }) | null> {
      const row = await db<ReviewRow>('reviews').where({ id }).first();
      return row ? { ...reviewOf(row, await imagesOf([row.id])), memberId: row.member_id } : null;
    },

    /**
     * Adds a picture at the first free place of the review's three; null when all are taken. The
     * unique (review, position) key decides two uploads at once: the loser tries the next place.
     */
    async addImage(reviewId: string, storedName: string, alt: string, at: string): Promise<ReviewImage | null> {
      for (let attempt = 0; attempt < SHOP_LIMITS.maxReviewImages; attempt++) {
        const taken = new Set(((await db('review_images').where({ review_id: reviewId }).select('position')) as Array<{ position: number }>).map((row) => Number(row.position)));
        const position = [...Array(SHOP_LIMITS.maxReviewImages).keys()].find((candidate) => !taken.has(candidate));
        if (position === undefined) return null;
        const row: ReviewImageRow = { id: newId(), review_id: reviewId, position, stored_name: storedName, alt, created_at: at };
        try {
          await db('review_images').insert(row);
          return imageOf(row);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      return null;
    },

    /** Removes one picture of the review; answers its stored name, or null when it is not the review's. */
    async removeImage(reviewId: string, imageId: string): Promise<string | null> {
      const row = await db<ReviewImageRow>('review_images').where({ id: imageId, review_id: reviewId }).first();
      if (!row) return null;
      await db('review_images').where({ id: imageId }).delete();
      return row.stored_name;
    },

    /** The stored name of a picture of a review that is shown (not hidden); null otherwise. */
    async shownImage(reviewId: string, imageId: string): Promise<string | null> {
      const row = (await db('review_images as i').join('reviews as r', 'r.id', 'i.review_id').where({ 'i.id': imageId, 'i.review_id': reviewId }).whereNull('r.hidden_reason').select('i.stored_name').first()) as { stored_name: string } | undefined;
      return row?.stored_name ?? null;
    },

    /** Whether any review's picture still uses this stored file (the store names files by their bytes). */
    async fileInUse(storedName: string): Promise<boolean> {
      return (await db('review_images').where({ stored_name: storedName }).first('id')) !== undefined;
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

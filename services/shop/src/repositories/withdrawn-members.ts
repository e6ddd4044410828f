import { SELLER_WITHDRAWN_REASON, type ProductStatus } from '@centre/contracts';
import { transactionWithRetry, type Knex } from '@centre/server-kit';

/** Orders still under way: they may yet give points back, earn them, or be withdrawn from. */
const OPEN_ORDER_STATUSES = ['PENDING_PAYMENT', 'PAID', 'PREPARING', 'SHIPPED', 'DELIVERED', 'REFUND_REQUESTED'] as const;
/** A withdrawn seller's products that buyers could see or staff would review. */
const LISTED: readonly ProductStatus[] = ['SUBMITTED', 'ON_SALE'];

/** What one erasure removed, for the clock's count and the files to delete. */
export interface ErasedTraces {
  rows: number;
  /** Stored names of the review pictures whose rows went (a file goes once no row names it). */
  reviewPictures: string[];
}

/**
 * The traces a withdrawn member leaves in the shop that the shop may not keep (see docs/shop.md,
 * "Withdrawn members"): carts, likes and bookmarks, coupons issued to them, their reviews with
 * their pictures, their points (once no order of theirs is under way), and as a seller their card
 * (unless a buyer's order names them) and their products' place on the shop. Orders, their
 * history, payments, refund requests and coupon uses are records the e-commerce act keeps.
 */
export function createWithdrawnMembersRepository(db: Knex) {
  return {
    /** Members (after `after`, in id order) with anything here that withdrawal would erase or hide. */
    async withTraces(after: string, limit: number): Promise<string[]> {
      const sources = [
        db('cart_items').distinct('member_id as id').where('member_id', '>', after),
        db('product_marks').distinct('member_id as id').where('member_id', '>', after),
        db('coupon_grants').distinct('member_id as id').whereNotNull('member_id').andWhere('member_id', '>', after),
        db('reviews').distinct('member_id as id').where('member_id', '>', after),
        db('point_balances').distinct('member_id as id').where('member_id', '>', after),
        db('seller_profiles').distinct('member_id as id').where('member_id', '>', after),
        db('products').distinct('seller_id as id').whereIn('status', [...LISTED]).andWhere('seller_id', '>', after),
      ];
      const [first, ...rest] = sources;
      const rows = (await db.select('id').from(first!.union(rest).as('members')).orderBy('id').limit(limit)) as Array<{ id: string }>;
      return rows.map((row) => row.id);
    },

    /** Erases what the members left (one transaction); points wait while an order of theirs is under way. */
    async erase(memberIds: readonly string[], at: string): Promise<ErasedTraces> {
      const ids = [...memberIds];
      return transactionWithRetry(db, async (trx) => {
        let rows = 0;
        rows += await trx('cart_items').whereIn('member_id', ids).delete();
        rows += await trx('product_marks').whereIn('member_id', ids).delete();
        rows += await trx('coupon_grants').whereIn('member_id', ids).delete();

        const reviewIds = ((await trx('reviews').select('id').whereIn('member_id', ids)) as Array<{ id: string }>).map((row) => row.id);
        const reviewPictures = reviewIds.length === 0 ? [] : ((await trx('review_images').distinct('stored_name').whereIn('review_id', reviewIds)) as Array<{ stored_name: string }>).map((row) => row.stored_name);
        if (reviewIds.length > 0) {
          rows += await trx('review_images').whereIn('review_id', reviewIds).delete();
          rows += await trx('reviews').whereIn('id', reviewIds).delete();
        }

        const busy = new Set(
          ((await trx('orders')
            .distinct('buyer_id')
            .whereIn('buyer_id', ids)
            .where((open) => open.whereIn('status', [...OPEN_ORDER_STATUSES]).orWhere((earning) => earning.where('status', 'CONFIRMED').whereNull('points_earned')))) as Array<{ buyer_id: string }>).map((row) => row.buyer_id),
        );
        const settled = ids.filter((id) => !busy.has(id));
        if (settled.length > 0) {
          rows += await trx('point_spends').whereIn('member_id', settled).delete();
          rows += await trx('point_lots').whereIn('member_id', settled).delete();
          rows += await trx('point_entries').whereIn('member_id', settled).delete();
          rows += await trx('point_balances').whereIn('member_id', settled).delete();
        }

        rows += await trx('products').whereIn('seller_id', ids).whereIn('status', [...LISTED]).update({ status: 'HIDDEN', reject_reason: SELLER_WITHDRAWN_REASON, updated_at: at });
        // A seller card a buyer's order names stays (the act's five years); any other goes.
        rows += await trx('seller_profiles').whereIn('member_id', ids).whereNotIn('member_id', trx('order_items').distinct('seller_id').whereIn('seller_id', ids)).delete();
        return { rows, reviewPictures };
      });
    },

    /** Whether any review picture still names the stored file (the store names files by their bytes). */
    async reviewPictureInUse(storedName: string): Promise<boolean> {
      return (await db('review_images').where({ stored_name: storedName }).first('id')) !== undefined;
    },
  };
}
export type WithdrawnMembersRepository = ReturnType<typeof createWithdrawnMembersRepository>;

import type { Coupon, CouponInput } from '@centre/contracts';
import { isUniqueViolation, newId, type Knex } from '@centre/server-kit';

export interface CouponRow {
  id: string;
  code_key: string;
  code: string;
  kind: 'FIXED' | 'PERCENT';
  value: number;
  min_order: number;
  max_discount: number | null;
  valid_from: string;
  valid_to: string;
  total_limit: number | null;
  used: number;
  created_at: string;
}

/** Why a coupon could not be taken inside the order's transaction (the order rolls back). */
export class CouponTaken extends Error {
  constructor(readonly reason: 'COUPON_EXHAUSTED' | 'COUPON_USED') {
    super(reason);
  }
}

export const couponKey = (code: string) => code.trim().toUpperCase();

function couponOf(row: CouponRow): Coupon {
  return { _id: row.id, code: row.code, kind: row.kind, value: Number(row.value), minOrder: Number(row.min_order), maxDiscount: row.max_discount === null ? null : Number(row.max_discount), validFrom: row.valid_from, validTo: row.valid_to, totalLimit: row.total_limit === null ? null : Number(row.total_limit), used: Number(row.used), createdAt: row.created_at };
}

/** Staff's coupons and their uses; the limits are decided by conditional updates and a unique key. */
export function createCouponsRepository(db: Knex) {
  return {
    async create(input: CouponInput, at: string): Promise<Coupon | null> {
      const row: CouponRow = { id: newId(), code_key: couponKey(input.code), code: input.code.trim(), kind: input.kind, value: input.value, min_order: input.minOrder, max_discount: input.maxDiscount, valid_from: input.validFrom, valid_to: input.validTo, total_limit: input.totalLimit, used: 0, created_at: at };
      try {
        await db('coupons').insert(row);
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
      return couponOf(row);
    },

    async all(): Promise<Coupon[]> {
      return ((await db<CouponRow>('coupons').orderBy('created_at', 'desc').limit(500)) as CouponRow[]).map(couponOf);
    },

    async byCode(code: string): Promise<CouponRow | undefined> {
      return db<CouponRow>('coupons').where({ code_key: couponKey(code) }).first();
    },

    async usedBy(couponId: string, memberId: string): Promise<boolean> {
      return Boolean(await db('coupon_uses').select('id').where({ coupon_id: couponId, member_id: memberId }).first());
    },

    /** Inside the order's transaction: one more use if the overall limit allows, once per member. */
    async take(trx: Knex, couponId: string, memberId: string, orderId: string, at: string): Promise<void> {
      const taken = await trx('coupons').where({ id: couponId }).where((inner) => inner.whereNull('total_limit').orWhereRaw('?? < ??', ['used', 'total_limit'])).increment('used', 1);
      if (taken !== 1) throw new CouponTaken('COUPON_EXHAUSTED');
      try {
        await trx('coupon_uses').insert({ id: newId(), coupon_id: couponId, member_id: memberId, order_id: orderId, at });
      } catch (error) {
        if (isUniqueViolation(error)) throw new CouponTaken('COUPON_USED');
        throw error;
      }
    },

    /** Inside a cancelling transaction: the order's coupon use is given back. */
    async giveBack(trx: Knex, orderId: string): Promise<void> {
      const use = (await trx('coupon_uses').select('coupon_id').where({ order_id: orderId }).first()) as { coupon_id: string } | undefined;
      if (!use) return;
      await trx('coupon_uses').where({ order_id: orderId }).delete();
      await trx('coupons').where({ id: use.coupon_id }).decrement('used', 1);
    },
  };
}
export type CouponsRepository = ReturnType<typeof createCouponsRepository>;

import { COUPON_LIMITS, type Coupon, type CouponAudience, type CouponInput, type UsedCoupon } from '@centre/contracts';
import { isUniqueViolation, newId, type Knex, type Page, type PageOfItems } from '@centre/server-kit';

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
  per_member_limit: number;
  used: number;
  created_at: string;
  category_id: string | null;
  audience: CouponAudience;
}

/** Why a coupon could not be taken inside the order's transaction (the order rolls back). */
export class CouponTaken extends Error {
  constructor(readonly reason: 'COUPON_EXHAUSTED' | 'COUPON_USED') {
    super(reason);
  }
}

export const couponKey = (code: string) => code.trim().toUpperCase();

interface GrantRow {
  coupon_id: string;
  member_id: string | null;
  level_id: string | null;
}

function couponOf(row: CouponRow, grants: GrantRow[] = []): Coupon {
  const own = grants.filter((grant) => grant.coupon_id === row.id);
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: Number(row.value),
    minOrder: Number(row.min_order),
    maxDiscount: row.max_discount === null ? null : Number(row.max_discount),
    validFrom: row.valid_from,
    validTo: row.valid_to,
    totalLimit: row.total_limit === null ? null : Number(row.total_limit),
    perMemberLimit: Number(row.per_member_limit),
    used: Number(row.used),
    createdAt: row.created_at,
    categoryId: row.category_id ?? null,
    audience: row.audience ?? 'CODE',
    issuedMembers: own.filter((grant) => grant.member_id !== null).length,
    issuedLevelIds: own.flatMap((grant) => (grant.level_id === null ? [] : [grant.level_id])),
  };
}

/** Staff's coupons, whom they were issued to, and their uses; the limits are decided by conditional updates and a unique key. */
export function createCouponsRepository(db: Knex) {
  const grantsOf = async (couponIds: string[]) => (couponIds.length === 0 ? [] : ((await db('coupon_grants').select('coupon_id', 'member_id', 'level_id').whereIn('coupon_id', couponIds)) as GrantRow[]));
  return {
    async create(input: CouponInput, at: string): Promise<Coupon | null> {
      const row: CouponRow = {
        id: newId(),
        code_key: couponKey(input.code),
        code: input.code.trim(),
        kind: input.kind,
        value: input.value,
        min_order: input.minOrder,
        max_discount: input.maxDiscount,
        valid_from: input.validFrom,
        valid_to: input.validTo,
        total_limit: input.totalLimit,
        per_member_limit: input.perMemberLimit ?? COUPON_LIMITS.defaultPerMember,
        used: 0,
        created_at: at,
        category_id: input.categoryId ?? null,
        audience: input.audience ?? 'CODE',
      };
      try {
        await db('coupons').insert(row);
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
      return couponOf(row);
    },

    async all(): Promise<Coupon[]> {
      const rows = (await db<CouponRow>('coupons').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(500)) as CouponRow[];
      const grants = await grantsOf(rows.map((row) => row.id));
      return rows.map((row) => couponOf(row, grants));
    },

    async find(id: string): Promise<Coupon | null> {
      const row = (await db<CouponRow>('coupons').where({ id }).first()) as CouponRow | undefined;
      return row ? couponOf(row, await grantsOf([id])) : null;
    },

    /** Issues the coupon to members and levels; one grant each (issuing twice changes nothing). Answers how many grants are new. */
    async issue(couponId: string, to: { memberIds: string[]; levelIds: string[] }, at: string): Promise<number> {
      return db.transaction(async (trx) => {
        let added = 0;
        for (const [column, ids] of [['member_id', to.memberIds], ['level_id', to.levelIds]] as const) {
          for (const id of ids) {
            const exists = await trx('coupon_grants').select('id').where({ coupon_id: couponId, [column]: id }).first();
            if (exists) continue;
            try {
              await trx('coupon_grants').insert({ id: newId(), coupon_id: couponId, member_id: column === 'member_id' ? id : null, level_id: column === 'level_id' ? id : null, at });
              added += 1;
            } catch (error) {
              // Another issue of the same coupon to the same member at once: one grant.
              if (!isUniqueViolation(error)) throw error;
            }
          }
        }
        return added;
      });
    },

    /** The coupons issued to a member by name or through their level, newest first. */
    async issuedTo(memberId: string, levelId: string | null): Promise<CouponRow[]> {
      return (await db<CouponRow>('coupons')
        .whereIn('id', db('coupon_grants').select('coupon_id').where((inner) => (levelId ? inner.where('member_id', memberId).orWhere('level_id', levelId) : inner.where('member_id', memberId))))
        .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
        .limit(200)) as CouponRow[];
    },

    /** Whether the coupon was issued to this member by name, or to this level. */
    async isIssuedTo(couponId: string, memberId: string, levelId: string | null): Promise<boolean> {
      const grant = await db('coupon_grants')
        .select('id')
        .where({ coupon_id: couponId })
        .where((inner) => (levelId ? inner.where('member_id', memberId).orWhere('level_id', levelId) : inner.where('member_id', memberId)))
        .first();
      return Boolean(grant);
    },

    /** Whether any grant of the coupon names a level (only then is the member's level asked). */
    async issuedToLevels(couponId: string): Promise<boolean> {
      return Boolean(await db('coupon_grants').select('id').where({ coupon_id: couponId }).whereNotNull('level_id').first());
    },

    /** How many times this member has used each of the coupons `ids` (a coupon not used: absent). */
    async usesAmong(ids: string[], memberId: string): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = (await db('coupon_uses').select('coupon_id').count({ uses: '*' }).where({ member_id: memberId }).whereIn('coupon_id', ids).groupBy('coupon_id')) as Array<{ coupon_id: string; uses: number | string }>;
      return new Map(rows.map((row) => [row.coupon_id, Number(row.uses)]));
    },

    async byCode(code: string): Promise<CouponRow | undefined> {
      return db<CouponRow>('coupons').where({ code_key: couponKey(code) }).first();
    },

    /** The member's own uses, newest first (a cancelled order's use was given back, so it is gone). */
    async usesOf(memberId: string, page: Page): Promise<PageOfItems<UsedCoupon>> {
      const [{ total } = { total: 0 }] = await db('coupon_uses').where({ member_id: memberId }).count({ total: '*' });
      const rows = (await db('coupon_uses')
        .join('coupons', 'coupons.id', 'coupon_uses.coupon_id')
        .where('coupon_uses.member_id', memberId)
        .select('coupons.code', 'coupons.kind', 'coupons.value', 'coupon_uses.order_id', 'coupon_uses.at')
        .orderBy('coupon_uses.at', 'desc')
        .limit(page.limit)
        .offset(page.offset)) as Array<{ code: string; kind: UsedCoupon['kind']; value: number; order_id: string; at: string }>;
      return { items: rows.map((row) => ({ code: row.code, kind: row.kind, value: Number(row.value), orderId: row.order_id, at: row.at })), total: Number(total) };
    },

    /** How many times the member has used the coupon (orders cancelled or wholly refunded gave theirs back). */
    async usesBy(couponId: string, memberId: string, trx: Knex = db): Promise<number> {
      const [{ uses } = { uses: 0 }] = (await trx('coupon_uses').where({ coupon_id: couponId, member_id: memberId }).count({ uses: '*' })) as Array<{ uses: number | string }>;
      return Number(uses);
    },

    /**
     * Inside the order's transaction: one more use if the overall limit allows and the member has
     * uses left. The conditional increment locks the coupon's row until the order commits, so the
     * uses of one coupon are counted one checkout after another (on every instance), and the count
     * is a locking read: it sees the uses other checkouts committed after this transaction began.
     */
    async take(trx: Knex, couponId: string, memberId: string, orderId: string, at: string): Promise<void> {
      const taken = await trx('coupons').where({ id: couponId }).where((inner) => inner.whereNull('total_limit').orWhereRaw('?? < ??', ['used', 'total_limit'])).increment('used', 1);
      if (taken !== 1) throw new CouponTaken('COUPON_EXHAUSTED');
      const { per_member_limit: limit } = (await trx('coupons').select('per_member_limit').where({ id: couponId }).first()) as { per_member_limit: number | string };
      const [{ uses } = { uses: 0 }] = (await trx('coupon_uses').where({ coupon_id: couponId, member_id: memberId }).forUpdate().count({ uses: '*' })) as Array<{ uses: number | string }>;
      if (Number(uses) >= Number(limit)) throw new CouponTaken('COUPON_USED');
      await trx('coupon_uses').insert({ id: newId(), coupon_id: couponId, member_id: memberId, order_id: orderId, at });
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

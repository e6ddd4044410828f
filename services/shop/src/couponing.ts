// Coupons: staff create them (by code, or to be issued), issue them to chosen members or to a
// member level, and limit them to a category; checkout takes one by its code. Who may use an
// issued coupon and what a category coupon discounts are decided here; the overall limit and the
// member's uses are decided again in the order's transaction (repositories/coupons.ts).
import type { Coupon, CouponInput, CouponIssueAnswer, CouponIssueInput, IssuedCoupon, Locale } from '@centre/contracts';
import type { FastifyInstance } from 'fastify';
import type { PricedCartItem } from './carting.ts';
import type { CouponRow } from './repositories/coupons.ts';
import { refusal } from './refusals.ts';

/** The member's level now (null: none), from the users service. */
async function levelOf(app: FastifyInstance, memberId: string): Promise<string | null> {
  return (await app.members.one(memberId))?.levelId ?? null;
}

/** The items a coupon discounts: every item, or those of its category and the category's children. */
async function eligibleTotal(app: FastifyInstance, coupon: CouponRow, items: PricedCartItem[]): Promise<number> {
  const categories = coupon.category_id ? new Set(await app.categories.withChildren(coupon.category_id)) : null;
  return items.filter((item) => !categories || (item.product !== undefined && categories.has(item.product.category_id))).reduce((sum, item) => sum + item.view.price * item.view.quantity, 0);
}

/**
 * The coupon a code names and what it takes off, or the reason it cannot: unknown, not issued to
 * this member, not yet or no longer valid, no item of its category, below its minimum order (of the
 * items it discounts), used by this member as many times as it may be.
 */
export async function couponFor(app: FastifyInstance, buyerId: string, code: string, items: PricedCartItem[]): Promise<{ id: string; discount: number }> {
  const coupon = await app.coupons.byCode(code);
  if (!coupon) throw refusal('COUPON_UNKNOWN');
  if (coupon.audience === 'ISSUED') {
    const levelId = (await app.coupons.issuedToLevels(coupon.id)) ? await levelOf(app, buyerId) : null;
    if (!(await app.coupons.isIssuedTo(coupon.id, buyerId, levelId))) throw refusal('COUPON_NOT_ISSUED');
  }
  const now = app.clock.now().toISOString();
  if (now < coupon.valid_from) throw refusal('COUPON_NOT_YET');
  if (now > coupon.valid_to) throw refusal('COUPON_EXPIRED');
  const base = await eligibleTotal(app, coupon, items);
  if (base === 0) throw refusal('COUPON_CATEGORY');
  if (base < Number(coupon.min_order)) throw refusal('COUPON_MIN_ORDER', { minOrder: String(coupon.min_order) });
  if (coupon.total_limit !== null && Number(coupon.used) >= Number(coupon.total_limit)) throw refusal('COUPON_EXHAUSTED');
  if ((await app.coupons.usesBy(coupon.id, buyerId)) >= Number(coupon.per_member_limit)) throw refusal('COUPON_USED');
  const raw = coupon.kind === 'FIXED' ? Number(coupon.value) : Math.floor((base * Number(coupon.value)) / 100);
  const capped = coupon.max_discount === null ? raw : Math.min(raw, Number(coupon.max_discount));
  return { id: coupon.id, discount: Math.min(capped, base) };
}

export async function createCoupon(app: FastifyInstance, input: CouponInput): Promise<Coupon> {
  if (input.kind === 'PERCENT' && input.value > 90) throw refusal('COUPON_RULE');
  if (input.validTo <= input.validFrom) throw refusal('COUPON_RULE');
  if (input.categoryId && !(await app.categories.parentOf(input.categoryId))) throw refusal('CATEGORY_NOT_FOUND');
  const coupon = await app.coupons.create(input, app.clock.now().toISOString());
  if (!coupon) throw refusal('COUPON_CODE_TAKEN');
  return coupon;
}

/** Staff issue a coupon to members (who must exist) and levels (which must be the centre's). */
export async function issueCoupon(app: FastifyInstance, couponId: string, input: CouponIssueInput): Promise<CouponIssueAnswer> {
  if (input.memberIds.length === 0 && input.levelIds.length === 0) throw refusal('COUPON_ISSUE_EMPTY');
  if (!(await app.coupons.find(couponId))) throw refusal('COUPON_NOT_FOUND');
  if (input.memberIds.length > 0) {
    const known = new Set((await app.members.some(input.memberIds)).filter((member) => member.status !== 'WITHDRAWN').map((member) => member._id));
    const unknown = input.memberIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw refusal('MEMBER_UNKNOWN', { memberIds: unknown.join(',') });
  }
  if (input.levelIds.length > 0) {
    const levels = new Set((await app.members.levels()).map((level) => level._id));
    if (input.levelIds.some((id) => !levels.has(id))) throw refusal('LEVEL_UNKNOWN');
  }
  const newlyIssued = await app.coupons.issue(couponId, input, app.clock.now().toISOString());
  return { coupon: (await app.coupons.find(couponId))!, newlyIssued };
}

/** The coupons issued to the member, by name or through their level, with whether each can be used now. */
export async function myIssuedCoupons(app: FastifyInstance, memberId: string, locale: Locale): Promise<IssuedCoupon[]> {
  const rows = await app.coupons.issuedTo(memberId, await levelOf(app, memberId));
  const uses = await app.coupons.usesAmong(rows.map((row) => row.id), memberId);
  const now = app.clock.now().toISOString();
  const titles = new Map<string, string | null>();
  for (const id of new Set(rows.flatMap((row) => (row.category_id ? [row.category_id] : [])))) titles.set(id, (await app.categories.find(id, locale))?.title ?? null);
  return rows.map((row) => {
    const usesLeft = Math.max(0, Number(row.per_member_limit) - (uses.get(row.id) ?? 0));
    return {
      _id: row.id,
      code: row.code,
      kind: row.kind,
      value: Number(row.value),
      minOrder: Number(row.min_order),
      maxDiscount: row.max_discount === null ? null : Number(row.max_discount),
      validFrom: row.valid_from,
      validTo: row.valid_to,
      categoryId: row.category_id,
      categoryTitle: row.category_id ? (titles.get(row.category_id) ?? null) : null,
      usesLeft,
      state: usesLeft === 0 ? 'USED' : now < row.valid_from ? 'NOT_YET' : now > row.valid_to ? 'EXPIRED' : row.total_limit !== null && Number(row.used) >= Number(row.total_limit) ? 'EXHAUSTED' : 'USABLE',
    };
  });
}

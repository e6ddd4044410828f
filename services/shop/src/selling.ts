// What sellers and staff may do with a product: the rules between the routes and the products
// repository. A seller is asked of the users service at each write (a revoked registration stops
// new listings at once); the status moves by conditional updates, so two staff acting at once
// cannot both approve and reject.
import { SELLER_WITHDRAWN_REASON, type OwnProduct, type ProductInput, type ProductStatus, type SellerBusiness, type ShopCategoryInput } from '@centre/contracts';
import type { FastifyInstance } from 'fastify';
import { maySell } from './clients/users.ts';
import { refusal } from './refusals.ts';
import { businessNumberValid } from './repositories/seller-profiles.ts';
import { sanitiseProductDescription } from './rich-text.ts';

/** The seller's input as it is stored: description sanitised, every check passed. */
async function checkedProduct(app: FastifyInstance, input: ProductInput, knownOptionIds: Set<string>): Promise<ProductInput> {
  if (!(await app.categories.parentOf(input.categoryId))) throw refusal('CATEGORY_NOT_FOUND');
  const { shipping } = input;
  if ((shipping.fulfilment === 'PICKUP') !== (shipping.pickupSite !== null)) throw refusal('SHIPPING_RULE');
  const seen = new Set<string>();
  for (const option of input.options) {
    if (option._id && !knownOptionIds.has(option._id)) throw refusal('OPTION_UNKNOWN');
    const key = `${option.size.trim()}\u0000${option.colour.trim()}`;
    if (seen.has(key)) throw refusal('OPTION_DUPLICATE');
    seen.add(key);
  }
  const description = { ko: sanitiseProductDescription(input.description.ko), en: sanitiseProductDescription(input.description.en), cn: sanitiseProductDescription(input.description.cn), jp: sanitiseProductDescription(input.description.jp) };
  return { ...input, description, options: input.options.map((option) => ({ ...option, size: option.size.trim(), colour: option.colour.trim() })) };
}

export async function requireSeller(app: FastifyInstance, memberId: string): Promise<void> {
  if (!maySell(await app.members.one(memberId), app.clock.now())) throw refusal('NOT_A_SELLER');
}

/** The seller's own product, or 404 (another member's product is not revealed). */
export async function ownProduct(app: FastifyInstance, sellerId: string, id: string): Promise<OwnProduct> {
  const product = await app.products.findOwn(id);
  if (!product || product.sellerId !== sellerId) throw refusal('PRODUCT_NOT_FOUND');
  return product;
}

export async function createProduct(app: FastifyInstance, sellerId: string, input: ProductInput): Promise<string> {
  await requireSeller(app, sellerId);
  if (input.options.some((option) => option._id)) throw refusal('OPTION_UNKNOWN');
  return app.products.create(sellerId, await checkedProduct(app, input, new Set()), app.clock.now().toISOString());
}

/**
 * A seller edits their product in any state. On sale it stays on sale: a new price or option
 * counts for new orders only, since each order keeps its own copy of what was bought.
 */
export async function updateProduct(app: FastifyInstance, sellerId: string, id: string, input: ProductInput): Promise<void> {
  await requireSeller(app, sellerId);
  await ownProduct(app, sellerId, id);
  // A retired option may be named again: it comes back with the stock given.
  const checked = await checkedProduct(app, input, await app.products.optionIdsOf(id));
  await app.products.update(id, checked, app.clock.now().toISOString());
}

/** DRAFT or REJECTED → SUBMITTED: into the staff's review queue; the seller's legally required information first. */
export async function submitProduct(app: FastifyInstance, sellerId: string, id: string): Promise<void> {
  await requireSeller(app, sellerId);
  await ownProduct(app, sellerId, id);
  if (!(await app.sellerProfiles.find(sellerId))) throw refusal('SELLER_PROFILE_REQUIRED');
  const at = app.clock.now().toISOString();
  if (!(await app.products.moveStatus(id, ['DRAFT', 'REJECTED'], 'SUBMITTED', at, { rejectReason: null, submittedAt: at }))) throw refusal('PRODUCT_STATUS');
}

/** A seller deletes a product nobody ordered or holds in a cart; otherwise staff hide it. */
export async function deleteProduct(app: FastifyInstance, sellerId: string, id: string): Promise<void> {
  await ownProduct(app, sellerId, id);
  if (await app.products.everSold(id)) throw refusal('PRODUCT_IN_USE');
  await app.products.remove(id);
}

/** The staff's review: approve, reject with a reason, hide, show again. */
const REVIEW_MOVES: Record<'approve' | 'reject' | 'hide' | 'unhide', { from: readonly ProductStatus[]; to: ProductStatus }> = {
  approve: { from: ['SUBMITTED'], to: 'ON_SALE' },
  reject: { from: ['SUBMITTED'], to: 'REJECTED' },
  hide: { from: ['ON_SALE', 'SUBMITTED'], to: 'HIDDEN' },
  unhide: { from: ['HIDDEN'], to: 'ON_SALE' },
};

export async function reviewProduct(app: FastifyInstance, id: string, move: keyof typeof REVIEW_MOVES, reason: string | null = null): Promise<OwnProduct> {
  const row = await app.products.row(id);
  if (!row) throw refusal('PRODUCT_NOT_FOUND');
  // A product taken off the shop because its seller withdrew stays off (withdrawn-erasure.ts).
  if (move === 'unhide' && row.reject_reason === SELLER_WITHDRAWN_REASON) throw refusal('SELLER_WITHDRAWN');
  // Nothing goes on sale without its seller's legally required card.
  if ((move === 'approve' || move === 'unhide') && !(await app.sellerProfiles.find(row.seller_id))) throw refusal('SELLER_PROFILE_REQUIRED');
  const { from, to } = REVIEW_MOVES[move];
  const extra = move === 'reject' ? { rejectReason: reason } : move === 'approve' ? { rejectReason: null } : {};
  if (!(await app.products.moveStatus(id, from, to, app.clock.now().toISOString(), extra))) throw refusal('PRODUCT_STATUS');
  return (await app.products.findOwn(id))!;
}

/** A category's parent must exist and be top level (two levels), and not be the category itself. */
export async function checkCategory(app: FastifyInstance, input: ShopCategoryInput, id: string | null): Promise<void> {
  if (input.parentId === null) return;
  if (input.parentId === id) throw refusal('CATEGORY_TOO_DEEP');
  const parent = await app.categories.parentOf(input.parentId);
  if (!parent) throw refusal('CATEGORY_NOT_FOUND');
  if (parent.parentId !== null) throw refusal('CATEGORY_TOO_DEEP');
  if (id && (await app.categories.hasChildren(id))) throw refusal('CATEGORY_TOO_DEEP');
}

/** The seller keeps their legally required information; an approved registration is asked first, the number's check digit verified. */
export async function saveSellerProfile(app: FastifyInstance, memberId: string, profile: SellerBusiness): Promise<SellerBusiness> {
  await requireSeller(app, memberId);
  if (!businessNumberValid(profile.businessNumber)) throw refusal('BUSINESS_NUMBER_INVALID');
  const trimmed = Object.fromEntries(Object.entries(profile).map(([key, value]) => [key, value.trim()])) as SellerBusiness;
  await app.sellerProfiles.save(memberId, trimmed, app.clock.now().toISOString());
  return trimmed;
}

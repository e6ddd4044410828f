// The member's cart: every read re-checks each item against the product as it is now (on sale,
// option still offered, stock, today's price) and says what changed since the member last saw it.
// Items collected at a site are answered apart (`pickups`), as the browser keeps them.
import { SHOP_LIMITS, type Cart, type CartChange, type CartItem, type CartItemInput, type Locale } from '@centre/contracts';
import { pickLocalised } from '@centre/server-kit';
import type { FastifyInstance } from 'fastify';
import { isActiveOption, shippingOf, type OptionRow, type ProductRow } from './repositories/products.ts';
import type { CartItemRow } from './repositories/carts.ts';
import { refusal } from './refusals.ts';

export interface PricedCartItem {
  row: CartItemRow;
  product: ProductRow | undefined;
  option: OptionRow | undefined;
  view: CartItem;
}

/** Each cart row with its product and option as they are now. */
export async function pricedItems(app: FastifyInstance, rows: CartItemRow[], locale: Locale): Promise<PricedCartItem[]> {
  const { products, options } = await app.products.rowsWithOptions(rows.map((row) => row.product_id));
  return rows.map((row) => {
    const product = products.get(row.product_id);
    const option = options.get(row.option_id);
    const available = product?.status === 'ON_SALE' && option !== undefined && isActiveOption(option) && option.product_id === row.product_id;
    const view: CartItem = {
      _id: row.id,
      productId: row.product_id,
      optionId: row.option_id,
      title: product ? pickLocalised(product, 'title', locale) : '',
      size: option?.size ?? '',
      colour: option?.colour ?? '',
      thumb: product?.thumb ?? null,
      quantity: Number(row.quantity),
      price: product ? Number(product.price) : Number(row.seen_price),
      stock: option && available ? Number(option.stock) : 0,
      available,
      shipping: product ? shippingOf(product) : { fulfilment: 'DELIVERY', fee: 0, freeOver: null, pickupSite: null },
    };
    return { row, product, option, view };
  });
}

export async function readCart(app: FastifyInstance, memberId: string, locale: Locale): Promise<Cart> {
  const items = await pricedItems(app, await app.carts.itemsOf(memberId), locale);
  const changes: CartChange[] = [];
  for (const { row, view } of items) {
    if (!view.available) changes.push({ itemId: row.id, kind: 'UNAVAILABLE', before: null, after: null });
    else if (view.stock === 0) changes.push({ itemId: row.id, kind: 'SOLD_OUT', before: view.quantity, after: 0 });
    else if (view.quantity > view.stock) changes.push({ itemId: row.id, kind: 'STOCK_SHORT', before: view.quantity, after: view.stock });
    if (view.available && view.price !== Number(row.seen_price)) {
      changes.push({ itemId: row.id, kind: 'PRICE_CHANGED', before: Number(row.seen_price), after: view.price });
      // Said once: the next read compares with the price shown now.
      await app.carts.seen(row.id, view.price);
    }
  }
  const views = items.map((item) => item.view);
  return { carts: views.filter((view) => view.shipping.fulfilment !== 'PICKUP'), pickups: views.filter((view) => view.shipping.fulfilment === 'PICKUP'), changes };
}

/** Adds an option of a product on sale; more than its stock is refused. */
export async function addToCart(app: FastifyInstance, memberId: string, input: CartItemInput): Promise<void> {
  const { products, options } = await app.products.rowsWithOptions([input.productId]);
  const product = products.get(input.productId);
  if (!product) throw refusal('PRODUCT_NOT_FOUND');
  if (product.status !== 'ON_SALE') throw refusal('NOT_ON_SALE');
  const option = options.get(input.optionId);
  if (!option || !isActiveOption(option)) throw refusal('OPTION_UNKNOWN');
  const existing = (await app.carts.itemsOf(memberId)).find((row) => row.option_id === input.optionId);
  if (!existing && (await app.carts.count(memberId)) >= SHOP_LIMITS.maxCartItems) throw refusal('CART_FULL');
  if (Math.min(SHOP_LIMITS.maxQuantity, (existing ? Number(existing.quantity) : 0) + input.quantity) > Number(option.stock)) throw refusal('OUT_OF_STOCK', { stock: String(option.stock) });
  await app.carts.add(memberId, input.productId, input.optionId, input.quantity, Number(product.price), SHOP_LIMITS.maxQuantity, app.clock.now().toISOString());
}

export async function changeQuantity(app: FastifyInstance, memberId: string, itemId: string, quantity: number): Promise<void> {
  const row = await app.carts.item(memberId, itemId);
  if (!row) throw refusal('CART_ITEM_NOT_FOUND');
  const [{ option, view }] = (await pricedItems(app, [row], 'ko')) as [PricedCartItem];
  if (!view.available) throw refusal('NOT_ON_SALE');
  if (quantity > Number(option!.stock)) throw refusal('OUT_OF_STOCK', { stock: String(option!.stock) });
  await app.carts.setQuantity(memberId, itemId, quantity, app.clock.now().toISOString());
}

export async function removeFromCart(app: FastifyInstance, memberId: string, itemId: string): Promise<void> {
  if ((await app.carts.remove(memberId, [itemId])) === 0) throw refusal('CART_ITEM_NOT_FOUND');
}

/**
 * The cart the browser kept while signed out joins the member's: quantities add up (at most 99),
 * items no longer on sale or beyond the cart's size are left out, and the read that follows says
 * what is short of stock.
 */
export async function mergeCart(app: FastifyInstance, memberId: string, items: readonly CartItemInput[]): Promise<number> {
  const { products, options } = await app.products.rowsWithOptions(items.map((item) => item.productId));
  let merged = 0;
  const at = app.clock.now().toISOString();
  for (const item of items) {
    const product = products.get(item.productId);
    const option = options.get(item.optionId);
    if (product?.status !== 'ON_SALE' || !option || !isActiveOption(option) || option.product_id !== product.id) continue;
    const present = (await app.carts.itemsOf(memberId)).some((row) => row.option_id === item.optionId);
    if (!present && (await app.carts.count(memberId)) >= SHOP_LIMITS.maxCartItems) continue;
    await app.carts.add(memberId, item.productId, item.optionId, item.quantity, Number(product.price), SHOP_LIMITS.maxQuantity, at);
    merged++;
  }
  return merged;
}

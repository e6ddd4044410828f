// One shape for a cart line on screen, whether the cart is the server's (signed in) or the
// browser's (signed out, re-checked against the public product pages).
import { SHOP_LIMITS, type Cart, type CartChangeKind, type ProductView } from '@centre/contracts';
import type { BrowserCartItem } from './browser-cart.ts';

export interface CartLine {
  /** The server cart item's id, or the option's id for the browser's cart. */
  key: string;
  productId: string;
  title: string;
  size: string;
  colour: string;
  thumb: string | null;
  quantity: number;
  price: number;
  stock: number;
  available: boolean;
  change: { kind: CartChangeKind; before: number | null; after: number | null } | null;
}

export interface CartView {
  carts: CartLine[];
  pickups: CartLine[];
}

export function linesOfServerCart(cart: Cart): CartView {
  const lineOf = (item: Cart['carts'][number]): CartLine => {
    const change = cart.changes.find((candidate) => candidate.itemId === item._id);
    return { key: item._id, productId: item.productId, title: item.title, size: item.size, colour: item.colour, thumb: item.thumb, quantity: item.quantity, price: item.price, stock: item.stock, available: item.available, change: change ? { kind: change.kind, before: change.before, after: change.after } : null };
  };
  return { carts: cart.carts.map(lineOf), pickups: cart.pickups.map(lineOf) };
}

/** The browser's cart against the products as they are now (null: no longer on sale). */
export function linesOfBrowserCart(items: { carts: BrowserCartItem[]; pickups: BrowserCartItem[] }, products: Map<string, ProductView | null>): CartView {
  const lineOf = (item: BrowserCartItem): CartLine => {
    const product = products.get(item.productId) ?? null;
    const option = product?.options.find((candidate) => candidate._id === item.optionId);
    const base = { key: item.optionId, productId: item.productId, title: product?.title ?? item.title, size: item.size, colour: item.colour, thumb: product?.thumb ?? item.thumb, quantity: item.quantity };
    if (!product || !option) return { ...base, price: item.price, stock: 0, available: false, change: { kind: 'UNAVAILABLE', before: null, after: null } };
    const change =
      option.stock === 0
        ? ({ kind: 'SOLD_OUT', before: null, after: null } as const)
        : option.stock < item.quantity
          ? ({ kind: 'STOCK_SHORT', before: item.quantity, after: option.stock } as const)
          : product.price !== item.price
            ? ({ kind: 'PRICE_CHANGED', before: item.price, after: product.price } as const)
            : null;
    return { ...base, price: product.price, stock: option.stock, available: true, change };
  };
  return { carts: items.carts.map(lineOf), pickups: items.pickups.map(lineOf) };
}

/** The quantities a line may be set to: 1 up to the stock (at most 99), and the current one. */
export function quantityChoices(line: CartLine): number[] {
  const top = Math.max(line.quantity, Math.min(SHOP_LIMITS.maxQuantity, line.stock));
  return Array.from({ length: Math.max(1, top) }, (_, index) => index + 1);
}

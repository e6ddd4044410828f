// The cart of a visitor who has not signed in: kept in session storage (the spec's keys `carts`
// for delivered items and `pickups` for items collected at a site) and merged into the member's
// server cart at sign-in. What it remembers of a product (title, price) is only for display: the
// cart page re-reads every product, and the server prices every order.
import { SHOP_LIMITS, type CartItemInput, type ProductView } from '@centre/contracts';
import { session, type Session, type SessionListKey } from '@centre/platform';

export interface BrowserCartItem extends CartItemInput {
  title: string;
  size: string;
  colour: string;
  /** The unit price when it was added, to say so when it changed. */
  price: number;
  thumb: string | null;
}

type CartKey = Extract<SessionListKey, 'carts' | 'pickups'>;

const isItem = (value: unknown): value is BrowserCartItem => {
  const item = value as Partial<BrowserCartItem> | null;
  return typeof item?.productId === 'string' && typeof item.optionId === 'string' && Number.isInteger(item.quantity) && typeof item.title === 'string';
};

export function browserCartOf(snapshot: Pick<Session, 'carts' | 'pickups'>): { carts: BrowserCartItem[]; pickups: BrowserCartItem[] } {
  return { carts: snapshot.carts.filter(isItem), pickups: snapshot.pickups.filter(isItem) };
}

const keyOf = (product: Pick<ProductView, 'shipping'>): CartKey => (product.shipping.fulfilment === 'PICKUP' ? 'pickups' : 'carts');
const clampQuantity = (quantity: number) => Math.min(SHOP_LIMITS.maxQuantity, Math.max(1, Math.floor(quantity)));

/** Adds an option of a product; the same option adds up (as the server cart does), at most 99. */
export function addToBrowserCart(product: ProductView, optionId: string, quantity: number): void {
  const option = product.options.find((candidate) => candidate._id === optionId);
  if (!option) return;
  const key = keyOf(product);
  const items = browserCartOf(session.getSnapshot())[key];
  const existing = items.find((item) => item.optionId === optionId);
  const next = existing
    ? items.map((item) => (item === existing ? { ...item, quantity: clampQuantity(item.quantity + quantity) } : item))
    : [...items, { productId: product._id, optionId, quantity: clampQuantity(quantity), title: product.title, size: option.size, colour: option.colour, price: product.price, thumb: product.thumb }];
  session.setList(key, next.slice(-SHOP_LIMITS.maxCartItems));
}

export function setBrowserQuantity(optionId: string, quantity: number): void {
  for (const key of ['carts', 'pickups'] as const) {
    const items = browserCartOf(session.getSnapshot())[key];
    if (items.some((item) => item.optionId === optionId)) session.setList(key, items.map((item) => (item.optionId === optionId ? { ...item, quantity: clampQuantity(quantity) } : item)));
  }
}

export function removeFromBrowserCart(optionId: string): void {
  for (const key of ['carts', 'pickups'] as const) {
    const items = browserCartOf(session.getSnapshot())[key];
    session.setList(key, items.filter((item) => item.optionId !== optionId));
  }
}

/** What the merge call sends: every kept item, delivered and pickup alike. */
export function browserCartInput(): CartItemInput[] {
  const { carts, pickups } = browserCartOf(session.getSnapshot());
  return [...carts, ...pickups].map(({ productId, optionId, quantity }) => ({ productId, optionId, quantity }));
}

export function clearBrowserCart(): void {
  session.setList('carts', []);
  session.setList('pickups', []);
}

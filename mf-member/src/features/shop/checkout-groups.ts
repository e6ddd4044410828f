// Checkout orders one group of the cart at a time: the delivered items, or the items collected at
// one site (the server refuses a mix). An item short of stock or off sale is left for the cart.
import type { Cart, CartItem, Location } from '@centre/contracts';

export interface CheckoutGroup {
  id: string;
  pickupSite: Location | null;
  items: CartItem[];
  /** Items of this group that cannot be ordered now. */
  blocked: CartItem[];
}

const orderable = (item: CartItem) => item.available && item.stock > 0 && item.quantity <= item.stock;

export function checkoutGroupsOf(cart: Cart): CheckoutGroup[] {
  const groups = new Map<string, CheckoutGroup>();
  for (const item of [...cart.carts, ...cart.pickups]) {
    const site = item.shipping.fulfilment === 'PICKUP' ? item.shipping.pickupSite : null;
    const id = site ? `PICKUP:${site}` : 'DELIVERY';
    const group = groups.get(id) ?? { id, pickupSite: site, items: [], blocked: [] };
    (orderable(item) ? group.items : group.blocked).push(item);
    groups.set(id, group);
  }
  return [...groups.values()].sort((a, b) => (a.id === 'DELIVERY' ? -1 : b.id === 'DELIVERY' ? 1 : a.id.localeCompare(b.id)));
}

import { addTranslations } from '@centre/platform';
import ko from './ko.json';

/** The member area's shop pages (checkout, orders, selling): their own namespace, apart from the public shop's. */
export const SHOP_MEMBER_NAMESPACE = 'shopMember';

/** Registered when a shop page first loads: Korean ships with the chunk, the others load when used. */
export function registerShopMemberTranslations(): Promise<void> {
  return addTranslations(SHOP_MEMBER_NAMESPACE, {
    ko,
    en: () => import('./en.json'),
    cn: () => import('./cn.json'),
    jp: () => import('./jp.json'),
  });
}

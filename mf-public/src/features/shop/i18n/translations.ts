import { addTranslations } from '@centre/platform';
import ko from './ko.json';

/** The public shop's own i18next namespace (the member area's shop pages have their own). */
export const SHOP_PUBLIC_NAMESPACE = 'shopPublic';

/** Registered when a shop page first loads: Korean ships with the chunk, the others load when used. */
export function registerShopTranslations(): Promise<void> {
  return addTranslations(SHOP_PUBLIC_NAMESPACE, {
    ko,
    en: () => import('./en.json'),
    cn: () => import('./cn.json'),
    jp: () => import('./jp.json'),
  });
}

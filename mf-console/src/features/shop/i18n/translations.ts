import { addTranslations } from '@centre/platform';
import ko from './ko.json';

/**
 * The console's shop screens (listing review, products, orders, categories, coupons, points, sales)
 * keep their texts in their own i18next namespace, as the applications screens do.
 */
export const SHOP_NAMESPACE = 'consoleShop';

/** Registered when the first shop page's chunk loads; Korean ships with the chunk, the rest load when used. */
export const shopTranslationsReady: Promise<void> = addTranslations(SHOP_NAMESPACE, {
  ko,
  en: () => import('./en.json'),
  cn: () => import('./cn.json'),
  jp: () => import('./jp.json'),
});

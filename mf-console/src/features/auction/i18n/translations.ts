import { addTranslations } from '@centre/platform';
import ko from './ko.json';

/** The console's auction screens keep their texts in their own namespace (fields, enums, screens). */
export const AUCTION_NAMESPACE = 'consoleAuction';

/** Registered when the first auction page's chunk loads; Korean ships with it, the others load when used. */
export const auctionTranslationsReady: Promise<void> = addTranslations(AUCTION_NAMESPACE, {
  ko,
  en: () => import('./en.json'),
  cn: () => import('./cn.json'),
  jp: () => import('./jp.json'),
});

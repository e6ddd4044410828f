import { addTranslations } from '@centre/platform';
import ko from './ko.json';

/** The auction pages' own i18next namespace, apart from the remote's `public` texts. */
export const AUCTION_NAMESPACE = 'auction';

/** Registered when an auction page first loads; Korean ships with the chunk, the others load when used. */
export function registerAuctionTranslations(): Promise<void> {
  return addTranslations(AUCTION_NAMESPACE, {
    ko,
    en: () => import('./en.json'),
    cn: () => import('./cn.json'),
    jp: () => import('./jp.json'),
  });
}

import { addTranslations } from '@centre/platform';
import ko from './ko.json';

/** My bids' own i18next namespace (the auction section of my page). */
export const BIDS_NAMESPACE = 'bids';

/** Registered when my bids first load; Korean ships with the chunk, the other languages load when used. */
export function registerBidsTranslations(): Promise<void> {
  return addTranslations(BIDS_NAMESPACE, {
    ko,
    en: () => import('./en.json'),
    cn: () => import('./cn.json'),
    jp: () => import('./jp.json'),
  });
}

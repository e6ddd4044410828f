import { addTranslations } from '@centre/platform';
import ko from './ko.json';

/** The public fair pages' own i18next namespace, apart from the public site's. */
export const FAIRS_NAMESPACE = 'public-fairs';

/** Registered when a fair page first loads; Korean ships with the chunk, the others load when used. */
export function registerFairsTranslations(): Promise<void> {
  return addTranslations(FAIRS_NAMESPACE, {
    ko,
    en: () => import('./en.json'),
    cn: () => import('./cn.json'),
    jp: () => import('./jp.json'),
  });
}

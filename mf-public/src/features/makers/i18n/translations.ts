import { addTranslations } from '@centre/platform';
import ko from './ko.json';

/** The maker directory's own i18next namespace, apart from the public site's. */
export const MAKERS_NAMESPACE = 'makers';

/** Registered when a directory page first loads; Korean ships with the chunk, the others load when used. */
export function registerMakersTranslations(): Promise<void> {
  return addTranslations(MAKERS_NAMESPACE, {
    ko,
    en: () => import('./en.json'),
    cn: () => import('./cn.json'),
    jp: () => import('./jp.json'),
  });
}

import { addTranslations } from '@centre/platform';
import ko from './ko.json';

/** My page's fairs group (company profile, my fairs, meetings): its own i18next namespace. */
export const MYFAIRS_NAMESPACE = 'myfairs';

/**
 * Registered when a fairs page of my page first loads: members who never open one never download these
 * texts. Korean ships with the chunk; the other languages load when used.
 */
export function registerMyFairsTranslations(): Promise<void> {
  return addTranslations(MYFAIRS_NAMESPACE, {
    ko,
    en: () => import('./en.json'),
    cn: () => import('./cn.json'),
    jp: () => import('./jp.json'),
  });
}

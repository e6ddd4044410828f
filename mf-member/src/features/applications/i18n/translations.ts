import { addTranslations } from '@centre/platform';
import ko from './ko.json';

/** The application pages' own i18next namespace (apply forms and my applications), apart from `member` and `mypage`. */
export const APPLICATIONS_NAMESPACE = 'applications';

/**
 * Registered when an application page first loads: visitors who never apply never download these
 * texts. Korean ships with the chunk; the other languages load when used.
 */
export function registerApplicationsTranslations(): Promise<void> {
  return addTranslations(APPLICATIONS_NAMESPACE, {
    ko,
    en: () => import('./en.json'),
    cn: () => import('./cn.json'),
    jp: () => import('./jp.json'),
  });
}

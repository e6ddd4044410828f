import { addTranslations } from '@centre/platform';
import ko from './ko.json';

/** The support pages' own i18next namespace (advice, practice, Q&A, forms, contact). */
export const SUPPORT_NAMESPACE = 'support';

/**
 * Registered when a support page's chunk first loads: visitors who never open these pages never
 * download their texts. Korean ships with the chunk; the others load when used.
 */
export function registerSupportTranslations(): Promise<void> {
  return addTranslations(SUPPORT_NAMESPACE, {
    ko,
    en: () => import('./en.json'),
    cn: () => import('./cn.json'),
    jp: () => import('./jp.json'),
  });
}

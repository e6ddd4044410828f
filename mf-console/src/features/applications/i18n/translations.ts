import { addTranslations } from '@centre/platform';
import ko from './ko.json';

/**
 * The console's applications screens (review queue, windows, schedule) keep their texts in their
 * own i18next namespace: the console's shared file stays small, and two teams never edit one file.
 */
export const APPLY_NAMESPACE = 'consoleApply';

/**
 * Registered when the first applications page's chunk loads, before it renders (a page imports
 * this module): staff who never open these screens never download their texts. Korean ships with
 * the chunk; the other languages load when used.
 */
export const applyTranslationsReady: Promise<void> = addTranslations(APPLY_NAMESPACE, {
  ko,
  en: () => import('./en.json'),
  cn: () => import('./cn.json'),
  jp: () => import('./jp.json'),
});

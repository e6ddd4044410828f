import { addTranslations } from '@centre/platform';
import ko from './ko.json';

/** The console's advice, practice and contact screens keep their texts in their own namespace. */
export const SUPPORT_NAMESPACE = 'consoleSupport';

/** Registered when the first of these pages' chunk loads, before it renders. Korean ships with the chunk. */
export const supportTranslationsReady: Promise<void> = addTranslations(SUPPORT_NAMESPACE, {
  ko,
  en: () => import('./en.json'),
  cn: () => import('./cn.json'),
  jp: () => import('./jp.json'),
});

import { addTranslations } from '@centre/platform';
import ko from './ko.json';

/** The console's fairs screens (fairs, applications, matching board, meetings, report, directory) keep their texts here. */
export const FAIRS_NAMESPACE = 'consoleFairs';

/** Registered when the first fairs page's chunk loads; Korean ships with it, the others load when used. */
export const fairsTranslationsReady: Promise<void> = addTranslations(FAIRS_NAMESPACE, {
  ko,
  en: () => import('./en.json'),
  cn: () => import('./cn.json'),
  jp: () => import('./jp.json'),
});

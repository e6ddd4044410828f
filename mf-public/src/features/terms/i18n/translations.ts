import { pageTexts } from '../../../i18n/page-texts.ts';
import ko from './ko.json';

/** Terms of use and the privacy policy (`terms.*`). */
export const TERMS_TEXTS = pageTexts('publicTerms', {
  ko,
  en: () => import('./en.json'),
  cn: () => import('./cn.json'),
  jp: () => import('./jp.json'),
});

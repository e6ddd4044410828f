import { pageTexts } from '../../../i18n/page-texts.ts';
import ko from './ko.json';

/** Education programmes (`education.*`). */
export const EDUCATION_TEXTS = pageTexts('publicEducation', {
  ko,
  en: () => import('./en.json'),
  cn: () => import('./cn.json'),
  jp: () => import('./jp.json'),
});

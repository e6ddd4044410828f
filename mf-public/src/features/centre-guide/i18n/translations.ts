import { pageTexts } from '../../../i18n/page-texts.ts';
import ko from './ko.json';

/** The centre's introduction and directions (`intro.*`, `directions.*`). */
export const CENTRE_GUIDE_TEXTS = pageTexts('publicCentreGuide', {
  ko,
  en: () => import('./en.json'),
  cn: () => import('./cn.json'),
  jp: () => import('./jp.json'),
});

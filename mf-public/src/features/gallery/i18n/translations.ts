import { pageTexts } from '../../../i18n/page-texts.ts';
import ko from './ko.json';

/** The gallery and its lightbox (`gallery.*`). */
export const GALLERY_TEXTS = pageTexts('publicGallery', {
  ko,
  en: () => import('./en.json'),
  cn: () => import('./cn.json'),
  jp: () => import('./jp.json'),
});

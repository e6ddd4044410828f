import { pageTexts } from '../../../i18n/page-texts.ts';
import ko from './ko.json';

/** Notices and business announcements, lists and details (`board.*`, `notice.*`, `business.*`). */
export const BOARD_TEXTS = pageTexts('publicBoards', {
  ko,
  en: () => import('./en.json'),
  cn: () => import('./cn.json'),
  jp: () => import('./jp.json'),
});

import { pageTexts } from '../../../i18n/page-texts.ts';
import ko from './ko.json';

/** The schedule, how to apply and the booking calendar (`schedule.*`, `apply.*`, `scheduleApply.*`, `booking.*`). */
export const SCHEDULE_TEXTS = pageTexts('publicSchedule', {
  ko,
  en: () => import('./en.json'),
  cn: () => import('./cn.json'),
  jp: () => import('./jp.json'),
});

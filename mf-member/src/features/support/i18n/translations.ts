import { addTranslations } from '@centre/platform';
import ko from './ko.json';

/** My page's advice and practice screens keep their texts in their own namespace, apart from `mypage`. */
export const MYPAGE_SUPPORT_NAMESPACE = 'mypageSupport';

/** Registered when one of these screens first loads. Korean ships with the chunk; the others load when used. */
export function registerMypageSupportTranslations(): Promise<void> {
  return addTranslations(MYPAGE_SUPPORT_NAMESPACE, {
    ko,
    en: () => import('./en.json'),
    cn: () => import('./cn.json'),
    jp: () => import('./jp.json'),
  });
}

import { addTranslations } from '@centre/platform';
import ko from './ko.json';

/** My page's own i18next namespace, kept apart from the member area's so two teams never edit one file. */
export const MYPAGE_NAMESPACE = 'mypage';

/**
 * Registered when the my-page chunk first loads (not at the remote's start): visitors who never
 * open my page never download its texts. Korean ships with the chunk; the others load when used.
 */
export function registerMypageTranslations(): Promise<void> {
  return addTranslations(MYPAGE_NAMESPACE, {
    ko,
    en: () => import('./en.json'),
    cn: () => import('./cn.json'),
    jp: () => import('./jp.json'),
  });
}

import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MYPAGE_NAMESPACE } from '../i18n/translations.ts';
import styles from './mypage.module.css';

/** My page's sections, in the order the member meets them. */
export const MYPAGE_SECTIONS = [
  { path: '/mypage/myinfo', key: 'myinfo' },
  { path: '/mypage/applications', key: 'applications' },
  { path: '/mypage/password', key: 'password' },
  { path: '/mypage/sessions', key: 'sessions' },
  { path: '/mypage/inquiries', key: 'inquiries' },
  { path: '/mypage/withdraw', key: 'withdraw' },
] as const;
export type MypageSection = (typeof MYPAGE_SECTIONS)[number]['key'];

/** NavLink marks the current section with aria-current="page", which screen readers announce. */
export function MypageNav({ sections }: { sections: readonly MypageSection[] }) {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul>
        {MYPAGE_SECTIONS.filter((section) => sections.includes(section.key)).map((section) => (
          <li key={section.key}>
            <NavLink to={section.path} className={({ isActive }) => (isActive ? styles.navActive : undefined)}>
              {t(`nav.${section.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

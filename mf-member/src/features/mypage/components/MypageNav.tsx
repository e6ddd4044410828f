import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MYPAGE_NAMESPACE } from '../i18n/translations.ts';
import styles from './mypage.module.css';

/**
 * My page's sections, grouped the way a maker thinks of them (the account, the centre's services,
 * selling and buying in the shop, fairs, the auction), in the order the member meets them. A group
 * heading is `navGroups.<group>`; a section's label `nav.<key>`. A section is listed only when its
 * screens are in this build (MypageRoutes' SECTIONS).
 */
export const MYPAGE_GROUPS = [
  {
    group: 'account',
    sections: [
      { path: '/mypage/myinfo', key: 'myinfo' },
      { path: '/mypage/password', key: 'password' },
      { path: '/mypage/sessions', key: 'sessions' },
      { path: '/mypage/inquiries', key: 'inquiries' },
      { path: '/mypage/withdraw', key: 'withdraw' },
    ],
  },
  {
    group: 'centre',
    sections: [
      { path: '/mypage/applications', key: 'applications' },
      { path: '/mypage/consultations', key: 'consultations' },
      { path: '/mypage/practices', key: 'practices' },
      { path: '/mypage/contact-messages', key: 'contactMessages' },
    ],
  },
  {
    group: 'shop',
    sections: [
      { path: '/mypage/orders', key: 'orders' },
      { path: '/mypage/coupons', key: 'coupons' },
      { path: '/mypage/points', key: 'points' },
      { path: '/mypage/reviews', key: 'reviews' },
      { path: '/mypage/likes', key: 'likes' },
      { path: '/mypage/bookmarks', key: 'bookmarks' },
      { path: '/mypage/products', key: 'products' },
      { path: '/mypage/purchases', key: 'purchases' },
    ],
  },
  {
    group: 'fairs',
    sections: [
      { path: '/mypage/company', key: 'company' },
      { path: '/mypage/fairs', key: 'fairs' },
      { path: '/mypage/matchings', key: 'matchings' },
    ],
  },
  {
    group: 'auction',
    sections: [{ path: '/mypage/bids', key: 'bids' }],
  },
] as const;

export type MypageSection = (typeof MYPAGE_GROUPS)[number]['sections'][number]['key'];
export const MYPAGE_SECTIONS: ReadonlyArray<{ path: string; key: MypageSection }> = MYPAGE_GROUPS.flatMap((group) => [...group.sections]);

/** NavLink marks the current section with aria-current="page", which screen readers announce. */
export function MypageNav({ sections }: { sections: readonly MypageSection[] }) {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  const groups = MYPAGE_GROUPS.map((group) => ({
    group: group.group,
    sections: (group.sections as ReadonlyArray<{ path: string; key: MypageSection }>).filter((section) => sections.includes(section.key)),
  })).filter((group) => group.sections.length > 0);
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      {groups.map((group) => (
        <div key={group.group} className={styles.navGroup}>
          {/* Not a heading: the nav comes before the page's h1. The list is named by it instead. */}
          <p className={styles.navHeading} id={`mypage-nav-${group.group}`}>
            {t(`navGroups.${group.group}`)}
          </p>
          <ul aria-labelledby={`mypage-nav-${group.group}`}>
            {group.sections.map((section) => (
              <li key={section.key}>
                <NavLink to={section.path} className={({ isActive }) => (isActive ? styles.navActive : undefined)}>
                  {t(`nav.${section.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

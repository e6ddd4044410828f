import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { SUPPORT_NAMESPACE } from './i18n/translations.ts';
import styles from './support.module.css';

/** The advice screens side by side (requests, advisors, sessions, the rule), as one area of work. */
const AREAS = {
  advice: [
    { to: '/console/advice/requests', label: 'nav.adviceRequests' },
    { to: '/console/advice/advisors', label: 'nav.advisors' },
    { to: '/console/advice/sessions', label: 'nav.adviceSessions' },
    { to: '/console/advice/settings', label: 'nav.adviceSettings' },
  ],
} as const;

export function SupportTabs({ area }: { area: keyof typeof AREAS }) {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  return (
    <nav className={styles.tabs} aria-label={t('tabs')}>
      <ul>
        {AREAS[area].map((tab) => (
          <li key={tab.to}><NavLink to={tab.to} end={false}>{t(tab.label)}</NavLink></li>
        ))}
      </ul>
    </nav>
  );
}

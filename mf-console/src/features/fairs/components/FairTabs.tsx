import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { FAIRS_NAMESPACE } from '../i18n/translations.ts';
import styles from './fairs.module.css';

const TABS = [
  { key: 'settings', to: '', end: true },
  { key: 'exhibitors', to: '/exhibitors', end: false },
  { key: 'buyers', to: '/buyers', end: false },
  { key: 'products', to: '/products', end: false },
  { key: 'board', to: '/board', end: false },
  { key: 'meetings', to: '/meetings', end: false },
  { key: 'report', to: '/report', end: false },
] as const;

/** One fair's screens: its settings, its applications, its products, the matching board, the meetings and the report. */
export function FairTabs({ fair }: { fair: string }) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  return (
    <nav className={styles.tabs} aria-label={t('tabs.label')}>
      {TABS.map((tab) => (
        <NavLink key={tab.key} to={`/console/fairs/${encodeURIComponent(fair)}${tab.to}`} end={tab.end}>
          {t(`tabs.${tab.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { APPLY_NAMESPACE } from '../i18n/translations.ts';
import styles from './applications.module.css';

const TABS = [
  { key: 'queue', to: '/console/apply', end: true },
  { key: 'windows', to: '/console/apply/limitations', end: false },
  { key: 'appeals', to: '/console/apply/appeals', end: false },
  { key: 'trainings', to: '/console/apply/trainings', end: false },
  { key: 'settings', to: '/console/apply/settings', end: false },
] as const;

/** The applications screens' own navigation: the queue stays /console/apply, the rest sit below it. */
export function ApplyTabs() {
  const { t } = useTranslation(APPLY_NAMESPACE);
  return (
    <nav className={styles.tabs} aria-label={t('tabs.label')}>
      {TABS.map((tab) => (
        <NavLink key={tab.key} to={tab.to} end={tab.end}>
          {t(`tabs.${tab.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { CONSOLE_MENU } from './console-menu.ts';
import styles from './components.module.css';

/** The console menu: every page, in groups; the current page is marked with aria-current. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('console');
  return (
    <ul className={styles.navGroups}>
      {CONSOLE_MENU.map((group) => (
        <li key={group.key}>
          <h2 className={styles.navGroupTitle} id={`nav-group-${group.key}`}>
            {t(`navGroups.${group.key}`)}
          </h2>
          <ul aria-labelledby={`nav-group-${group.key}`}>
            {group.entries.map((entry) => (
              <li key={entry.key}>
                <NavLink to={`/console/${entry.path}`} end onClick={onNavigate}>
                  {t(`nav.${entry.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

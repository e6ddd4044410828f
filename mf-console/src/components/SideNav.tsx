import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useSession } from '@centre/platform';
import { CONSOLE_MENU } from './console-menu.ts';
import { mayOpenPage } from '../lib/menu-access.ts';
import styles from './components.module.css';

/** The console menu: every page the staff member's role may open, in groups; the current page is marked with aria-current. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('console');
  const { payload } = useSession();
  const groups = CONSOLE_MENU.map((group) => ({ ...group, entries: group.entries.filter((entry) => mayOpenPage(payload, entry.key)) })).filter((group) => group.entries.length > 0);
  return (
    <ul className={styles.navGroups}>
      {groups.map((group) => (
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

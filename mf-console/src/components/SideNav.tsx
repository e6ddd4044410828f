import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styles from './components.module.css';

export interface SideNavGroup {
  /** Its heading: `navGroups.<group>`. */
  group: string;
  entries: ReadonlyArray<{ key: string; path: string; label: string }>;
}

/** The console menu in groups (the layout passes the pages the staff member may open); the current page is marked with aria-current. */
export function SideNav({ groups, onNavigate }: { groups: readonly SideNavGroup[]; onNavigate?: () => void }) {
  const { t } = useTranslation('console');
  return (
    <ul className={styles.navGroups}>
      {groups.map(({ group, entries }) => (
        <li key={group}>
          <h2 className={styles.navGroupTitle} id={`nav-group-${group}`}>
            {t(`navGroups.${group}`)}
          </h2>
          <ul aria-labelledby={`nav-group-${group}`}>
            {entries.map((entry) => (
              <li key={entry.key}>
                <NavLink to={`/console/${entry.path}`} end onClick={onNavigate}>
                  {t(entry.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

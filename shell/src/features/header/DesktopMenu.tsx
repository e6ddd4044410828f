import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuGroup } from '../../config/menu.ts';
import { MenuLink } from '../../components/MenuLink.tsx';
import { ShellLink } from '../../components/ShellLink.tsx';
import styles from './desktop-menu.module.css';

/**
 * A top-menu item whose dropdown opens on hover and whenever keyboard focus is inside it (CSS
 * :hover / :focus-within), so Tab walks from the title through its pages. Escape hides the open
 * dropdown (WCAG 1.4.13) and returns focus to the title until the pointer or focus leaves.
 */
function DesktopMenuGroup({ group }: { group: MenuGroup }) {
  const { t } = useTranslation('shell');
  const [dismissed, setDismissed] = useState(false);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || dismissed) return;
    setDismissed(true);
    event.currentTarget.querySelector<HTMLElement>(`.${styles.menuLink}`)?.focus();
  };

  return (
    <li
      className={styles.menuItem}
      data-dismissed={dismissed || undefined}
      onKeyDown={onKeyDown}
      onMouseLeave={() => setDismissed(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDismissed(false);
      }}
    >
      <ShellLink href={group.href} className={styles.menuLink}>{t(`menu.${group.key}`)}</ShellLink>
      <ul className={styles.dropdown}>
        {group.entries.map((entry) => (
          <li key={entry.key}>
            <MenuLink entry={entry} className={styles.dropdownLink} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function DesktopMenu({ menu }: { menu: readonly MenuGroup[] }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('mainMenu')} className={styles.desktopMenu}>
      <ul className={styles.menu}>
        {menu.map((group) => <DesktopMenuGroup key={group.key} group={group} />)}
      </ul>
    </nav>
  );
}

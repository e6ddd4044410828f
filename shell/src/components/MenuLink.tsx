import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn, VisuallyHidden } from '@centre/platform';
import { SITE_MENU, visibleMenu, type MenuEntry, type MenuGroup } from '../config/menu.ts';
import { ShellLink } from './ShellLink.tsx';
import styles from './menu-link.module.css';

interface MenuLinkProps {
  entry: MenuEntry;
  className?: string;
  /** Called after an in-site link is followed (menus close themselves). */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** One menu entry: an in-site link, or an external page in a new tab that says so to every reader. */
export function MenuLink({ entry, className, onNavigate }: MenuLinkProps) {
  const { t } = useTranslation('shell');
  const label = t(`menu.${entry.key}`);
  if (entry.external) {
    return (
      <a href={entry.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate}>
        {label}
        <VisuallyHidden> ({t('newWindow')})</VisuallyHidden>
        <span aria-hidden="true" className={styles.externalMark}>↗</span>
      </a>
    );
  }
  return <ShellLink href={entry.href} className={className} onClick={onNavigate}>{label}</ShellLink>;
}

/** The menu as the current visitor sees it; re-renders on sign-in and sign-out. */
export function useSiteMenu(): MenuGroup[] {
  return visibleMenu(SITE_MENU, useIsLoggedIn());
}

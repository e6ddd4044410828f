import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BREAKPOINTS, CloseIcon, MenuIcon } from '@centre/platform';
import type { MenuGroup } from '../../config/menu.ts';
import { MenuLink } from '../../components/MenuLink.tsx';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import { usePathname } from '../../lib/use-pathname.ts';
import styles from './mobile-menu.module.css';

const isInGroup = (group: MenuGroup, pathname: string) => group.entries.some((entry) => entry.href.split('?')[0] === pathname);

/** A group of the slide-in menu: a button that shows or hides its pages. */
function MobileMenuGroup({ group, expanded, onToggle, onNavigate }: {
  group: MenuGroup;
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('shell');
  const listId = useId();
  return (
    <li className={styles.group}>
      <button type="button" className={styles.groupButton} aria-expanded={expanded} aria-controls={listId} onClick={onToggle}>
        {t(`menu.${group.key}`)}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.entries} hidden={!expanded}>
        {group.entries.map((entry) => (
          <li key={entry.key}>
            <MenuLink entry={entry} className={styles.entryLink} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Below the md breakpoint: the hamburger button and the menu that slides in from the right. */
export function MobileMenu({ menu }: { menu: readonly MenuGroup[] }) {
  const { t } = useTranslation('shell');
  const { open, rendered, show, close, dialogProps } = useModalDialog();
  const pathname = usePathname();
  const dialogId = useId();
  // The group of the page being read starts open.
  const [expandedKey, setExpandedKey] = useState<string | null>(null);

  useEffect(() => {
    if (open) setExpandedKey(menu.find((group) => isInGroup(group, pathname))?.key ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the menu opens
  }, [open]);

  // Widening the window to the desktop layout leaves no hamburger to come back to.
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(`(min-width: ${BREAKPOINTS.md}px)`);
    const onChange = () => { if (desktop.matches) close(); };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, close]);

  return (
    <>
      <button
        type="button"
        className={styles.hamburger}
        aria-expanded={open}
        aria-controls={dialogId}
        aria-label={t('openMenu')}
        onClick={show}
      >
        <MenuIcon />
      </button>
      <dialog id={dialogId} className={styles.panel} aria-label={t('mainMenu')} {...dialogProps}>
        {rendered && <div className={styles.panelContent}>
          <div className={styles.panelHeader}>
            <p className={styles.panelTitle} aria-hidden="true">{t('mainMenu')}</p>
            <button type="button" className={styles.closeButton} aria-label={t('closeMenu')} onClick={close}>
              <CloseIcon />
            </button>
          </div>
          <nav aria-label={t('mainMenu')}>
            <ul className={styles.groups}>
              {menu.map((group) => (
                <MobileMenuGroup
                  key={group.key}
                  group={group}
                  expanded={expandedKey === group.key}
                  onToggle={() => setExpandedKey((key) => (key === group.key ? null : group.key))}
                  onNavigate={close}
                />
              ))}
            </ul>
          </nav>
        </div>}
      </dialog>
    </>
  );
}

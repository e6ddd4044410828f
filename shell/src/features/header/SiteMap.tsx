import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SiteMapIcon } from '@centre/platform';
import type { MenuGroup } from '../../config/menu.ts';
import { MenuLink } from '../../components/MenuLink.tsx';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import styles from './site-map.module.css';

/** The site map: every menu entry at once, in columns, over the page. */
export function SiteMap({ menu }: { menu: readonly MenuGroup[] }) {
  const { t } = useTranslation('shell');
  const { open, rendered, show, close, dialogProps } = useModalDialog();
  const titleId = useId();
  return (
    <>
      <button type="button" className={styles.opener} aria-haspopup="dialog" aria-expanded={open} onClick={show}>
        <SiteMapIcon />
        <span className={styles.openerLabel}>{t('siteMap')}</span>
      </button>
      <dialog className={styles.dialog} aria-labelledby={titleId} {...dialogProps}>
        {rendered && <div className={styles.content}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>{t('siteMap')}</h2>
            <button type="button" className={styles.closeButton} aria-label={t('closeSiteMap')} onClick={close}>
              <CloseIcon />
            </button>
          </div>
          <div className={styles.columns}>
            {menu.map((group) => (
              <section key={group.key} className={styles.column} aria-labelledby={`${titleId}-${group.key}`}>
                <h3 id={`${titleId}-${group.key}`} className={styles.groupTitle}>{t(`menu.${group.key}`)}</h3>
                <ul className={styles.entries}>
                  {group.entries.map((entry) => (
                    <li key={entry.key}>
                      <MenuLink entry={entry} className={styles.entryLink} onNavigate={close} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>}
      </dialog>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { HEADER_SCROLL_ACTIVE_PX } from '@centre/platform';
import { useSiteMenu } from '../../components/MenuLink.tsx';
import { ShellLink } from '../../components/ShellLink.tsx';
import { useScrollCondition } from '../../lib/use-window-scroll.ts';
import { DesktopMenu } from './DesktopMenu.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { SiteMap } from './SiteMap.tsx';
import { UserLinks } from './UserLinks.tsx';
import styles from './header.module.css';

const scrolledPastThreshold = () => window.scrollY > HEADER_SCROLL_ACTIVE_PX;

/**
 * The main layout's header. Its height is fixed per breakpoint and does not depend on the session,
 * the language or the scroll position, so it never shifts the page below it.
 */
export function Header() {
  const { t } = useTranslation('shell');
  const menu = useSiteMenu();
  const scrolled = useScrollCondition(scrolledPastThreshold);
  return (
    <header className={`${styles.header} ${scrolled ? styles.scrolled : ''}`} data-scrolled={scrolled}>
      <a className={styles.skipLink} href="#main-content">{t('skipToContent')}</a>
      <div className={styles.utilityRow}>
        <div className={styles.utility}>
          <LanguageSwitch />
          <UserLinks />
        </div>
      </div>
      <div className={styles.bar}>
        <ShellLink href="/" className={styles.logo} data-page-top="">
          <span aria-hidden="true" className={styles.logoMark} />
          <span className={styles.logoText}>{t('centreName')}</span>
        </ShellLink>
        <DesktopMenu menu={menu} />
        <div className={styles.actions}>
          <SiteMap menu={menu} />
          <MobileMenu menu={menu} />
        </div>
      </div>
    </header>
  );
}

import { useTranslation } from 'react-i18next';
import { logout, navigateTo, useConfirm, useIsLoggedIn } from '@centre/platform';
import { ShellLink } from '../../components/ShellLink.tsx';
import { usePathname } from '../../lib/use-pathname.ts';
import styles from './header.module.css';

export function UserLinks() {
  const { t } = useTranslation(['shell', 'common']);
  const loggedIn = useIsLoggedIn();
  const pathname = usePathname();
  // After signing in the member area returns to the page the visitor was on.
  const loginHref = pathname === '/' || pathname === '/login' ? '/login' : `/login?returnTo=${encodeURIComponent(pathname + window.location.search)}`;

  const { ask, dialog } = useConfirm();
  const confirmLogout = async () => {
    if (!(await ask({ title: t('common:logoutConfirm'), confirmLabel: t('user.logout') }))) return;
    // Leave first: a guarded page (my page) would otherwise see the session end and alert.
    navigateTo('/');
    await logout();
  };

  // The question sits beside the list, not in it: the list holds only the header's links.
  return (
    <>
    <ul className={styles.userLinks}>
      {loggedIn ? (
        <>
          <li><ShellLink href="/mypage/myinfo">{t('user.mypage')}</ShellLink></li>
          <li>
            <button type="button" className={styles.linkButton} onClick={() => void confirmLogout()}>
              {t('user.logout')}
            </button>
          </li>
        </>
      ) : (
        <>
          <li><ShellLink href="/join/type">{t('user.join')}</ShellLink></li>
          <li><ShellLink href={loginHref}>{t('user.login')}</ShellLink></li>
        </>
      )}
    </ul>
    {loggedIn && dialog}
    </>
  );
}

import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Button, LANGUAGE_SWITCH, LoadingState, RouteGuard, SignInForm, changeLocale, logout, useLocale, useSession } from '@centre/platform';
import { CONSOLE_SCOPE, TWO_STEP_ENROL_PENDING } from '@centre/contracts';
import { SideNav } from '../components/SideNav.tsx';
import { consoleMenu, mayOpenPage, type ConsolePage } from '../console-pages.ts';
import styles from './console.module.css';

/**
 * While two-step sign-in must still be set up, every page leads to the password page (the API
 * answers nothing else yet).
 */
function EnrolmentGate({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { payload } = useSession();
  const path = pathname.replace(/^\/console\/?/, '');
  if (payload?.twoStep === TWO_STEP_ENROL_PENDING && !path.startsWith('password')) return <Navigate to="/console/password" replace />;
  return <>{children}</>;
}

/**
 * A page the staff member's role may not open is refused here too (the services refuse its API
 * anyway): an address typed or bookmarked shows why, not a page of errors.
 */
export function PageGate({ page }: { page: ConsolePage }) {
  const { t } = useTranslation('console');
  const { payload } = useSession();
  if (!mayOpenPage(payload, page)) {
    return (
      <div className={styles.centered} role="alert">
        <h1>{t('staff.roleDenied')}</h1>
        <p>{t('staff.roleDeniedDetail', { role: payload?.role ? t(`enums.${payload.role}`) : '—' })}</p>
      </div>
    );
  }
  return page.element;
}

function LocaleSelect() {
  const { t } = useTranslation('console');
  const locale = useLocale();
  return (
    <label className={styles.localeSelect}>
      <span>{t('language')}</span>
      <select value={locale} onChange={(event) => void changeLocale(event.target.value as typeof locale)}>
        {LANGUAGE_SWITCH.map((option) => (
          <option key={option.locale} value={option.locale}>
            {option.nativeName}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The console's own layout (the shell's chrome is hidden on /console…). */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const { pathname } = useLocation();
  const { accessToken, payload } = useSession();
  // On a phone the menu folds away behind a button; on a desktop it is always shown.
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);

  if (!accessToken) {
    return (
      <main id="console-main" className={styles.signInPage}>
        <p className={styles.brand}>{t('brand')}</p>
        <SignInForm title={t('signInTitle')} onSignedIn={() => undefined} />
      </main>
    );
  }

  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#console-main">
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        <p className={styles.brand}>{t('brand')}</p>
        <button type="button" className={styles.menuButton} aria-expanded={menuOpen} aria-controls="console-menu" onClick={() => setMenuOpen((open) => !open)}>
          {t('menu')}
        </button>
        <div className={styles.headerTools}>
          <LocaleSelect />
          <span className={styles.who}>{payload?.name}</span>
          <Button variant="secondary" onClick={() => void logout()}>
            {t('signOut')}
          </Button>
        </div>
      </header>
      <nav id="console-menu" className={styles.sideNav} data-open={menuOpen ? 'true' : undefined} aria-label={t('menu')}>
        <SideNav groups={consoleMenu(payload)} />
      </nav>
      <main id="console-main" className={styles.main} tabIndex={-1}>
        {/* A member's session: the spec's alert ("no access permission"), then back (or home). */}
        <RouteGuard requirement={CONSOLE_SCOPE} pathname={pathname}>
          <EnrolmentGate pathname={pathname}>
            <Suspense fallback={<LoadingState />}>
              <Outlet />
            </Suspense>
          </EnrolmentGate>
        </RouteGuard>
      </main>
    </div>
  );
}

import './styles/tokens.css';
import './styles/base.css';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { addTranslations, currentLocale, ErrorBoundary, i18n, initI18n, loadSiteSetting, nextTask } from '@centre/platform';
import { Header } from './features/header/Header.tsx';
import { Footer } from './features/footer/Footer.tsx';
import { BackToTop } from './features/back-to-top/BackToTop.tsx';
import { installCopyProtection, setCopyProtection } from './features/copy-protection/copy-protection.ts';
import { installScrollOnNavigation } from './features/scroll-restoration/scroll-on-navigation.ts';
import { usePathname } from './lib/use-pathname.ts';
import { isConsolePath } from '@centre/contracts';
import { startMicroFrontends } from './federation/applications.ts';
import { registerRemoteMap } from './federation/remotes.ts';
import ko from './i18n/ko.json';

initI18n();
// Korean (the fallback) ships with the code; the other languages are fetched when used.
const shellTranslations = addTranslations('shell', {
  ko,
  en: () => import('./i18n/en.json'),
  cn: () => import('./i18n/cn.json'),
  jp: () => import('./i18n/jp.json'),
});

/** Marks the page layout so the shell's chrome steps aside on console pages. */
function LayoutMarker() {
  const pathname = usePathname();
  useEffect(() => {
    document.body.dataset.layout = isConsolePath(pathname) ? 'console' : 'main';
  }, [pathname]);
  return null;
}

function renderChrome(elementId: string, content: ReactNode) {
  const element = document.getElementById(elementId);
  if (!element) return;
  const root = createRoot(element);
  // A transition renders in 5 ms slices, so the chrome's first render never blocks input for long.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <ErrorBoundary name={`shell:${elementId}`}>{content}</ErrorBoundary>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}

// The start goes on in steps (see index.ts), each in a task of its own: i18n (above); the page's
// remote, the longest chain to the page's content; the page's set-up and the site setting; the chrome.
await nextTask();
document.body.dataset.layout = isConsolePath(window.location.pathname) ? 'console' : 'main';

// The remote map is read (inlined by the gateway, else fetched) and the active remote starts loading
// meanwhile; the chrome (and a remote's fallback, which speaks the shell's namespace) renders once
// the current language and Korean are here: no bare keys. Remotes mount after the chrome.
let chromeRendered = () => {};
const chromeReady = new Promise<void>((resolve) => {
  chromeRendered = resolve;
});
// Listening before any remote mounts: the first routing event may scroll to a #hash.
installScrollOnNavigation();
void registerRemoteMap().then(() => startMicroFrontends(chromeReady));
await nextTask();

// Spec §1 blocks copying by default; the site setting may turn it off (and a failed load keeps it on).
setCopyProtection(true);
installCopyProtection();
loadSiteSetting(currentLocale()).then(
  (setting) => setCopyProtection(setting.copyProtection),
  (error: unknown) => console.warn('[shell] site setting failed to load', error),
);
await nextTask();

await shellTranslations;
renderChrome('shell-header', <><LayoutMarker /><Header /></>);
renderChrome('shell-back-to-top', <BackToTop />);
renderChrome('shell-footer', <Footer />);
chromeRendered();

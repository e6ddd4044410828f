import { createRoot } from 'react-dom/client';
import { addTranslations, AppFrame, createReactLifecycles } from '@centre/platform';
import { preloadPageFor, PublicRoutes } from './routes.tsx';
import { startHomeLoads } from './pages/home-requests.ts';
import ko from './i18n/ko.json';

// The first page's code and requests start as this module is evaluated, while the shell still
// readies its chrome: single-spa bootstraps a remote only once the chrome is ready, and the page's
// largest element (the hero picture on the home page) waits on these requests.
preloadPageFor(window.location);
startHomeLoads(window.location.pathname);

export const { bootstrap, mount, unmount } = createReactLifecycles({
  createRoot,
  fallbackElementId: 'single-spa-application:mf_public',
  // Korean (the fallback) ships with the code; the other languages are fetched when used.
  onBootstrap: () =>
    addTranslations('public', {
      ko,
      en: () => import('./i18n/en.json'),
      cn: () => import('./i18n/cn.json'),
      jp: () => import('./i18n/jp.json'),
    }),
  render: () => (
    <AppFrame name="mf_public">
      <PublicRoutes />
    </AppFrame>
  ),
});

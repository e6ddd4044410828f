import { createRoot } from 'react-dom/client';
import { addTranslations, AppFrame, createReactLifecycles } from '@centre/platform';
import { preloadPageFor, PublicRoutes } from './routes.tsx';
import { startHomeLoads } from './pages/home-requests.ts';
import ko from './i18n/ko.json';

export const { bootstrap, mount, unmount } = createReactLifecycles({
  createRoot,
  fallbackElementId: 'single-spa-application:mf_public',
  // Korean (the fallback) ships with the code; the other languages are fetched when used.
  onBootstrap: () => {
    preloadPageFor(window.location);
    startHomeLoads(window.location.pathname);
    return addTranslations('public', {
      ko,
      en: () => import('./i18n/en.json'),
      cn: () => import('./i18n/cn.json'),
      jp: () => import('./i18n/jp.json'),
    });
  },
  render: () => (
    <AppFrame name="mf_public">
      <PublicRoutes />
    </AppFrame>
  ),
});

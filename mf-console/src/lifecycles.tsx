import { createRoot } from 'react-dom/client';
import { addTranslations, AppFrame, createReactLifecycles } from '@centre/platform';
import { ConsoleRoutes } from './routes.tsx';
import { ConsoleQueryProvider } from './components/ConsoleQueryProvider.tsx';
import ko from './i18n/ko.json';

export const { bootstrap, mount, unmount } = createReactLifecycles({
  createRoot,
  fallbackElementId: 'single-spa-application:mf_console',
  // Korean (the fallback) ships with the code; the other languages are fetched when used.
  onBootstrap: () =>
    addTranslations('console', {
      ko,
      en: () => import('./i18n/en.json'),
      cn: () => import('./i18n/cn.json'),
      jp: () => import('./i18n/jp.json'),
    }),
  render: () => (
    <AppFrame name="mf_console">
      <ConsoleQueryProvider>
        <ConsoleRoutes />
      </ConsoleQueryProvider>
    </AppFrame>
  ),
});

import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addTranslations, AppFrame, createReactLifecycles, statusOf } from '@centre/platform';
import { MemberRoutes } from './routes.tsx';
import ko from './i18n/ko.json';

/** Server data of the member area. */
function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refusal (4xx) will not change by asking again; a network or server failure might.
        retry: (failures, error) => failures < 2 && (statusOf(error) ?? 500) >= 500,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const { bootstrap, mount, unmount } = createReactLifecycles({
  createRoot,
  fallbackElementId: 'single-spa-application:mf_member',
  // Korean (the fallback) ships with the code; the other languages are fetched when used.
  onBootstrap: () =>
    addTranslations('member', {
      ko,
      en: () => import('./i18n/en.json'),
      cn: () => import('./i18n/cn.json'),
      jp: () => import('./i18n/jp.json'),
    }),
  // A client per mount: nothing one visitor's session loaded outlives the member area's unmount.
  render: () => (
    <QueryClientProvider client={createQueryClient()}>
      <AppFrame name="mf_member">
        <MemberRoutes />
      </AppFrame>
    </QueryClientProvider>
  ),
});

import { StrictMode, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { i18n } from '../i18n/i18n.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { LoadingState } from '../ui/states.tsx';

/**
 * What every remote wraps its routes in: translations, a router over the page's history,
 * a localised error boundary and a loading state for lazily loaded pages.
 */
export function AppFrame({ name, children }: { name: string; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary name={name}>
          <BrowserRouter>
            <Suspense fallback={<LoadingState />}>{children}</Suspense>
          </BrowserRouter>
        </ErrorBoundary>
      </I18nextProvider>
    </StrictMode>
  );
}

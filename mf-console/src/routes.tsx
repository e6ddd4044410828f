import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ConsoleLayout, PageGate } from './pages/ConsoleLayout.tsx';
import { consoleRouteTable } from './console-pages.ts';

const ConsoleNotFoundPage = lazy(() => import('./pages/ConsoleNotFoundPage.tsx'));

/** Console routes, one per page of the registry (console-pages.ts). The layout signs staff in and checks the console scope for all of them. */
export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path="console" element={<ConsoleLayout />}>
        {consoleRouteTable().map(({ index, path, page }) =>
          index ? <Route key="home" index element={<PageGate page={page} />} /> : <Route key={page.key} path={path} element={<PageGate page={page} />} />,
        )}
        <Route path="*" element={<ConsoleNotFoundPage />} />
      </Route>
    </Routes>
  );
}

import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ConsoleLayout } from './pages/ConsoleLayout.tsx';

const NotificationsPage = lazy(() => import('./pages/NotificationsPage.tsx'));
const ConsoleNotFoundPage = lazy(() => import('./pages/ConsoleNotFoundPage.tsx'));

/** Console pages. The layout signs staff in and checks the console scope for all of them. */
export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path="console" element={<ConsoleLayout />}>
        <Route index element={<NotificationsPage />} />
        <Route path="center/notifications" element={<NotificationsPage />} />
        <Route path="*" element={<ConsoleNotFoundPage />} />
      </Route>
    </Routes>
  );
}

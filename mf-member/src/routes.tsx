import { lazy, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { RouteGuard } from '@centre/platform';

const LoginPage = lazy(() => import('./pages/LoginPage.tsx'));
const JoinTypePage = lazy(() => import('./pages/JoinTypePage.tsx'));
const MyInfoPage = lazy(() => import('./pages/MyInfoPage.tsx'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage.tsx'));

function SignedIn({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteGuard requirement="signedIn" pathname={pathname}>{children}</RouteGuard>;
}

/** Member-area pages; the shell sends /login, /join…, /mypage… and the apply pages here. */
export function MemberRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="join/type" element={<JoinTypePage />} />
      <Route path="mypage/myinfo" element={<SignedIn><MyInfoPage /></SignedIn>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

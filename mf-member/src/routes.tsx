import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RouteGuard, useSession } from '@centre/platform';
import { APPLY_FORMS, type ApplyFormName } from '@centre/contracts';

const LoginPage = lazy(() => import('./pages/LoginPage.tsx'));
const FindUsernamePage = lazy(() => import('./pages/FindUsernamePage.tsx'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage.tsx'));
const JoinTypePage = lazy(() => import('./pages/JoinTypePage.tsx'));
const JoinFormPage = lazy(() => import('./pages/JoinFormPage.tsx'));
const JoinCompletePage = lazy(() => import('./pages/JoinCompletePage.tsx'));
const MypageRoutes = lazy(() => import('./pages/mypage/MypageRoutes.tsx'));
const ApplyPage = lazy(() => import('./pages/apply/ApplyPage.tsx'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage.tsx'));
const CheckoutPage = lazy(() => import('./pages/shop/CheckoutPage.tsx'));
const CheckoutCompletePage = lazy(() => import('./pages/shop/CheckoutCompletePage.tsx'));
const CardPaymentPage = lazy(() => import('./pages/shop/CardPaymentPage.tsx'));

/** Where a member still on the desk's temporary password is sent, from every signed-in page. */
const PASSWORD_CHANGE_PAGE = '/mypage/password';

function SignedIn({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // The token says so (claim passwordChange): the services refuse every other member write until then.
  const passwordChangeDue = useSession().payload?.passwordChange === true;
  if (passwordChangeDue && pathname !== PASSWORD_CHANGE_PAGE) return <Navigate to={PASSWORD_CHANGE_PAGE} replace />;
  return <RouteGuard requirement="signedIn" pathname={pathname}>{children}</RouteGuard>;
}

/** Member-area pages; the shell sends /login…, /join…, /mypage… and the apply pages here. */
export function MemberRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="login/find-username" element={<FindUsernamePage />} />
      <Route path="login/reset-password" element={<ResetPasswordPage />} />
      <Route path="join/type" element={<JoinTypePage />} />
      <Route path="join/complete" element={<JoinCompletePage />} />
      <Route path="join/:kind" element={<JoinFormPage />} />
      <Route path="mypage/*" element={<SignedIn><MypageRoutes /></SignedIn>} />
      {Object.entries(APPLY_FORMS).map(([name, form]) => (
        <Route key={name} path={form.path.slice(1)} element={<SignedIn><ApplyPage form={name as ApplyFormName} /></SignedIn>} />
      ))}
      <Route path="shop/checkout" element={<SignedIn><CheckoutPage /></SignedIn>} />
      <Route path="shop/checkout/complete/:id" element={<SignedIn><CheckoutCompletePage /></SignedIn>} />
      <Route path="shop/checkout/card/:id" element={<SignedIn><CardPaymentPage /></SignedIn>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

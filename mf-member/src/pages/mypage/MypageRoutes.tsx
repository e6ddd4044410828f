import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingState, useSession } from '@centre/platform';
import { useProfile } from '../../features/mypage/api/profile.ts';
import { MYPAGE_SECTIONS, MypageNav, type MypageSection } from '../../features/mypage/components/MypageNav.tsx';
import { ReconsentPrompt } from '../../features/mypage/components/ReconsentPrompt.tsx';
import { registerMypageTranslations } from '../../features/mypage/i18n/translations.ts';
import styles from '../../features/mypage/components/mypage.module.css';

void registerMypageTranslations();

const MyInfoPage = lazy(() => import('./MyInfoPage.tsx'));
const PasswordPage = lazy(() => import('./PasswordPage.tsx'));
const SessionsPage = lazy(() => import('./SessionsPage.tsx'));
const WithdrawPage = lazy(() => import('./WithdrawPage.tsx'));
const InquiriesPage = lazy(() => import('./InquiriesPage.tsx'));
const InquiryNewPage = lazy(() => import('./InquiryNewPage.tsx'));
const InquiryPage = lazy(() => import('./InquiryPage.tsx'));
const ApplicationsPage = lazy(() => import('./ApplicationsPage.tsx'));
const ApplicationPage = lazy(() => import('./ApplicationPage.tsx'));
const ConsultationsPage = lazy(() => import('./support/ConsultationsPage.tsx'));
const ConsultationNewPage = lazy(() => import('./support/ConsultationNewPage.tsx'));
const ConsultationPage = lazy(() => import('./support/ConsultationPage.tsx'));
const PracticeSeatsPage = lazy(() => import('./support/PracticesPage.tsx'));
const ContactMessagesPage = lazy(() => import('./support/ContactMessagesPage.tsx'));
const MyBidsPage = lazy(() => import('./auction/MyBidsPage.tsx'));
const PayWinPage = lazy(() => import('./auction/PayWinPage.tsx'));
const OrdersPage = lazy(() => import('./shop/OrdersPage.tsx'));
const OrderPage = lazy(() => import('./shop/OrderPage.tsx'));
const CouponsPage = lazy(() => import('./shop/CouponsPage.tsx'));
const PointsPage = lazy(() => import('./shop/PointsPage.tsx'));
const MyReviewsPage = lazy(() => import('./shop/MyReviewsPage.tsx'));
const MarksPage = lazy(() => import('./shop/MarksPage.tsx'));
const ProductsPage = lazy(() => import('./shop/ProductsPage.tsx'));
const ProductEditPage = lazy(() => import('./shop/ProductEditPage.tsx'));
const PurchasesPage = lazy(() => import('./shop/PurchasesPage.tsx'));
const CompanyPage = lazy(() => import('./fairs/CompanyPage.tsx'));
const MyFairsPage = lazy(() => import('./fairs/MyFairsPage.tsx'));
const MyFairPage = lazy(() => import('./fairs/MyFairPage.tsx'));
const MatchingsPage = lazy(() => import('./fairs/MatchingsPage.tsx'));

/** Every section of the nav has its screens in this build. */
const SECTIONS: readonly MypageSection[] = MYPAGE_SECTIONS.map((section) => section.key);

/**
 * A required term with a version the member has not agreed to comes first, on every screen but
 * withdrawal (a member who will not agree may still leave).
 */
function TermsGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const profile = useProfile();
  // Agreeing is a write the services refuse while the desk's temporary password is in use: the password comes first.
  const passwordChangeDue = useSession().payload?.passwordChange === true;
  if (pathname.startsWith('/mypage/withdraw') || passwordChangeDue) return <>{children}</>;
  if (profile.isPending) return <LoadingState />;
  // A failed load is shown by the screen itself (each has its own error state and retry).
  if (profile.data && profile.data.termsToAgree.length > 0) return <ReconsentPrompt terms={profile.data.termsToAgree} consents={profile.data.consents} />;
  return <>{children}</>;
}

function MypageLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <MypageNav sections={SECTIONS} />
      {/* The shell's <main> holds every page; this is its content column. */}
      <div className={styles.main}>
        <Suspense fallback={<LoadingState />}>
          <TermsGate>{children}</TermsGate>
        </Suspense>
      </div>
    </div>
  );
}

/**
 * Everything under /mypage (the member area's routes guard it: signed-in members only). Server data
 * goes through the member area's QueryClient (lifecycles.tsx).
 */
export default function MypageRoutes() {
  return (
    <MypageLayout>
      <Routes>
        <Route index element={<Navigate to="myinfo" replace />} />
        <Route path="myinfo" element={<MyInfoPage />} />
        <Route path="applications" element={<ApplicationsPage />} />
        <Route path="applications/:id" element={<ApplicationPage />} />
        <Route path="password" element={<PasswordPage />} />
        <Route path="sessions" element={<SessionsPage />} />
        <Route path="inquiries" element={<InquiriesPage />} />
        <Route path="inquiries/new" element={<InquiryNewPage />} />
        <Route path="inquiries/:id" element={<InquiryPage />} />
        <Route path="withdraw" element={<WithdrawPage />} />
        <Route path="consultations" element={<ConsultationsPage />} />
        <Route path="consultations/new" element={<ConsultationNewPage />} />
        <Route path="consultations/:id" element={<ConsultationPage />} />
        <Route path="practices" element={<PracticeSeatsPage />} />
        <Route path="contact-messages" element={<ContactMessagesPage />} />
        <Route path="bids" element={<MyBidsPage />} />
        <Route path="bids/:workId/pay" element={<PayWinPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:id" element={<OrderPage />} />
        <Route path="coupons" element={<CouponsPage />} />
        <Route path="points" element={<PointsPage />} />
        <Route path="reviews" element={<MyReviewsPage />} />
        <Route path="likes" element={<MarksPage mark="likes" />} />
        <Route path="bookmarks" element={<MarksPage mark="bookmarks" />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/new" element={<ProductEditPage />} />
        <Route path="products/:id" element={<ProductEditPage />} />
        <Route path="purchases" element={<PurchasesPage />} />
        <Route path="company" element={<CompanyPage />} />
        <Route path="fairs" element={<MyFairsPage />} />
        <Route path="fairs/:fair" element={<MyFairPage />} />
        <Route path="matchings" element={<MatchingsPage />} />
        <Route path="*" element={<Navigate to="myinfo" replace />} />
      </Routes>
    </MypageLayout>
  );
}

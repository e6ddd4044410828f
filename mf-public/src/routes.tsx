import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LOCATIONS } from '@centre/contracts';
// Home is the first page most visitors see: it comes with this remote's entry, every other page
// is its own chunk, loaded when visited.
import HomePage from './pages/HomePage.tsx';

const IntroducePage = lazy(() => import('./pages/IntroducePage.tsx'));
const DirectionsPage = lazy(() => import('./pages/DirectionsPage.tsx'));
const HowToApplyPage = lazy(() => import('./pages/HowToApplyPage.tsx'));
const SchedulePage = lazy(() => import('./pages/SchedulePage.tsx'));
const FacilityListPage = lazy(() => import('./pages/FacilityListPage.tsx'));
const FacilityDetailPage = lazy(() => import('./pages/FacilityDetailPage.tsx'));
const EducationListPage = lazy(() => import('./pages/EducationListPage.tsx'));
const EducationDetailPage = lazy(() => import('./pages/EducationDetailPage.tsx'));
const GalleryPage = lazy(() => import('./pages/GalleryPage.tsx'));
const BoardListPage = lazy(() => import('./pages/BoardListPage.tsx'));
const BoardDetailPage = lazy(() => import('./pages/BoardDetailPage.tsx'));
const TermsPage = lazy(() => import('./pages/TermsPage.tsx'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage.tsx'));

/** /facility-space, /cuttingroom-equipment, /studio-equipment: all sites, one site, or one item. */
const FACILITY_ROUTES = [
  { path: 'facility-space', kind: 'space' },
  { path: 'cuttingroom-equipment', kind: 'CUTTINGROOM' },
  { path: 'studio-equipment', kind: 'STUDIO' },
] as const;

/** The public pages this remote serves (spec §2); anything else is the localised 404. */
export function PublicRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="intro/introduce" element={<IntroducePage />} />
      <Route path="intro/directions" element={<DirectionsPage />} />

      <Route path="cuttingroom/application" element={<HowToApplyPage work="CUTTINGROOM" />} />
      <Route path="cuttingroom/schedule" element={<SchedulePage work="CUTTINGROOM" />} />
      <Route path="cuttingroom/schedule-view" element={<SchedulePage work="CUTTINGROOM" />} />
      <Route path="studio/application" element={<HowToApplyPage work="STUDIO" />} />
      <Route path="studio/schedule" element={<SchedulePage work="STUDIO" />} />
      <Route path="studio/schedule-view" element={<SchedulePage work="STUDIO" />} />

      {FACILITY_ROUTES.map(({ path, kind }) => [
        <Route key={path} path={path} element={<FacilityListPage kind={kind} site={null} />} />,
        // Static site segments rank above the :id segment, so /facility-space/YONGSIN is a list.
        ...LOCATIONS.map((site) => <Route key={`${path}/${site}`} path={`${path}/${site}`} element={<FacilityListPage kind={kind} site={site} />} />),
        <Route key={`${path}/:id`} path={`${path}/:id`} element={<FacilityDetailPage kind={kind} />} />,
      ])}

      <Route path="edu-education" element={<EducationListPage />} />
      <Route path="edu-education/:id" element={<EducationDetailPage />} />
      <Route path="edu-gallery" element={<GalleryPage />} />

      <Route path="notice" element={<BoardListPage board="notice" />} />
      <Route path="notice/:id" element={<BoardDetailPage board="notice" />} />
      <Route path="center-business" element={<BoardListPage board="business" />} />
      <Route path="center-business/:id" element={<BoardDetailPage board="business" />} />

      <Route path="terms-use" element={<TermsPage code="TERMS_OF_USE" />} />
      <Route path="privacy-policy" element={<TermsPage code="PRIVACY_POLICY" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

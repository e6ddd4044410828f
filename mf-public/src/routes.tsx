import { lazy, type ComponentType } from 'react';
import { Route, Routes, createRoutesFromChildren, matchRoutes } from 'react-router-dom';
import { LOCATIONS } from '@centre/contracts';
// Home is the first page most visitors see: it comes with this remote's entry, every other page
// is its own chunk, loaded when visited.
import HomePage from './pages/HomePage.tsx';
import { startEarly } from './pages/early-loads.ts';
import { facilityListRequest } from './features/facilities/facility-list-request.ts';
import { BOARDS, boardListRequest } from './features/notices/boards.ts';
import { listParamsOf } from './features/paging/use-list-params.ts';

/**
 * A page loaded when first shown, whose code can also be fetched ahead (`preload`), and whose first
 * request, when given, can start ahead too (`startData`, with the route's props and the query).
 */
function lazyPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  startData?: (props: Props, searchParams: URLSearchParams) => void,
) {
  return Object.assign(lazy(load), { preload: load, startData });
}

const IntroducePage = lazyPage(() => import('./pages/IntroducePage.tsx'));
const DirectionsPage = lazyPage(() => import('./pages/DirectionsPage.tsx'));
const HowToApplyPage = lazyPage(() => import('./pages/HowToApplyPage.tsx'));
const SchedulePage = lazyPage(() => import('./pages/SchedulePage.tsx'));
const FacilityListPage = lazyPage(
  () => import('./pages/FacilityListPage.tsx'),
  ({ kind, site }, searchParams) => {
    const request = facilityListRequest(kind, site, searchParams.get('code'));
    startEarly(request.key, () => request.load());
  },
);
const FacilityDetailPage = lazyPage(() => import('./pages/FacilityDetailPage.tsx'));
const EducationListPage = lazyPage(() => import('./pages/EducationListPage.tsx'));
const EducationDetailPage = lazyPage(() => import('./pages/EducationDetailPage.tsx'));
const GalleryPage = lazyPage(() => import('./pages/GalleryPage.tsx'));
const BoardListPage = lazyPage(
  () => import('./pages/BoardListPage.tsx'),
  ({ board }, searchParams) => {
    const { page, keyword } = listParamsOf(searchParams);
    const request = boardListRequest(BOARDS[board], page, keyword);
    startEarly(request.key, () => request.load());
  },
);
const BoardDetailPage = lazyPage(() => import('./pages/BoardDetailPage.tsx'));
const TermsPage = lazyPage(() => import('./pages/TermsPage.tsx'));
const AuctionPage = lazyPage(() => import('./pages/AuctionPage.tsx'));
const AuctionProgramPage = lazyPage(() => import('./pages/AuctionProgramPage.tsx'));
const AuctionHallPage = lazyPage(() => import('./pages/AuctionHallPage.tsx'));
const AuctionWorkPage = lazyPage(() => import('./pages/AuctionWorkPage.tsx'));
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage.tsx'));
const AdvisorListPage = lazyPage(() => import('./pages/support/AdvisorListPage.tsx'));
const AdvisorPage = lazyPage(() => import('./pages/support/AdvisorPage.tsx'));
const PracticeListPage = lazyPage(() => import('./pages/support/PracticeListPage.tsx'));
const PracticePage = lazyPage(() => import('./pages/support/PracticePage.tsx'));
const QuestionListPage = lazyPage(() => import('./pages/support/QuestionListPage.tsx'));
const QuestionNewPage = lazyPage(() => import('./pages/support/QuestionNewPage.tsx'));
const QuestionPage = lazyPage(() => import('./pages/support/QuestionPage.tsx'));
const FormListPage = lazyPage(() => import('./pages/support/FormListPage.tsx'));
const FormPage = lazyPage(() => import('./pages/support/FormPage.tsx'));
const ContactPage = lazyPage(() => import('./pages/support/ContactPage.tsx'));
const ShopListPage = lazyPage(() => import('./pages/ShopListPage.tsx'));
const ShopProductPage = lazyPage(() => import('./pages/ShopProductPage.tsx'));
const ShopSellerPage = lazyPage(() => import('./pages/ShopSellerPage.tsx'));
const ShopCartPage = lazyPage(() => import('./pages/ShopCartPage.tsx'));
const MakerListPage = lazyPage(() => import('./pages/MakerListPage.tsx'));
const MakerDetailPage = lazyPage(() => import('./pages/MakerDetailPage.tsx'));
const FairListPage = lazyPage(() => import('./pages/FairListPage.tsx'));
const FairDetailPage = lazyPage(() => import('./pages/FairDetailPage.tsx'));
const FairExhibitorPage = lazyPage(() => import('./pages/FairExhibitorPage.tsx'));

/** /facility-space, /cuttingroom-equipment, /studio-equipment: all sites, one site, or one item. */
const FACILITY_ROUTES = [
  { path: 'facility-space', kind: 'space' },
  { path: 'cuttingroom-equipment', kind: 'CUTTINGROOM' },
  { path: 'studio-equipment', kind: 'STUDIO' },
] as const;

/** The public pages this remote serves (spec §2); anything else is the localised 404. */
const ROUTES = (
  <>
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
    <Route path="advice" element={<AdvisorListPage />} />
    <Route path="advice/:id" element={<AdvisorPage />} />
    <Route path="practices" element={<PracticeListPage />} />
    <Route path="practices/:id" element={<PracticePage />} />
    <Route path="qna" element={<QuestionListPage />} />
    <Route path="qna/new" element={<QuestionNewPage />} />
    <Route path="qna/:id" element={<QuestionPage />} />
    <Route path="forms" element={<FormListPage />} />
    <Route path="forms/:id" element={<FormPage />} />
    <Route path="contact" element={<ContactPage />} />
    <Route path="auction" element={<AuctionPage />} />
    <Route path="auction/programs/:id" element={<AuctionProgramPage />} />
    <Route path="auction/halls/:hall" element={<AuctionHallPage />} />
    <Route path="auction/works/:id" element={<AuctionWorkPage />} />
    <Route path="shop" element={<ShopListPage />} />
    <Route path="shop/cart" element={<ShopCartPage />} />
    <Route path="shop/sellers/:seller" element={<ShopSellerPage />} />
    <Route path="shop/:product" element={<ShopProductPage />} />
    <Route path="makers" element={<MakerListPage />} />
    <Route path="makers/:id" element={<MakerDetailPage />} />
    <Route path="fairs" element={<FairListPage />} />
    <Route path="fairs/:id" element={<FairDetailPage />} />
    <Route path="fairs/:id/exhibitors/:exhibitor" element={<FairExhibitorPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </>
);

export function PublicRoutes() {
  return <Routes>{ROUTES}</Routes>;
}

interface PreloadablePage {
  preload?: () => Promise<unknown>;
  startData?: (props: object, searchParams: URLSearchParams) => void;
}

/**
 * Starts fetching the code of the page at this address, and its first request, while the rest of
 * the start goes on (called when this remote bootstraps): otherwise the code is requested only when
 * React first renders the route, and the data only once that code has run — two more round trips.
 */
export function preloadPageFor(location: { pathname: string; search: string }): void {
  const element = matchRoutes(createRoutesFromChildren(ROUTES.props.children), location.pathname)?.at(-1)?.route.element as
    | { type?: PreloadablePage; props?: object }
    | undefined;
  const page = element?.type;
  page?.preload?.().catch(() => {}); // a failure shows when the page itself loads, with its error state
  page?.startData?.(element?.props ?? {}, new URLSearchParams(location.search));
}

// Every page a visitor can reach without signing in, for the accessibility sweep
// (accessibility.test.ts: each route × ko/en/cn/jp × phone/desktop). Add a page here when it ships.
import type { NotificationList } from '@centre/contracts';
import type { Site } from './harness.ts';
import { JOURNEY_SERVICES } from '../api/stack.ts';

/** The services the public pages read: the journeys' and the market's (shop, directory and fairs, auction). */
export const PUBLIC_SERVICES = [...JOURNEY_SERVICES, 'shop', 'fairs', 'auction'] as const;

export interface PublicRoute {
  /** The page in the centre's words; used in test names. */
  name: string;
  /** The path, or how to find one at run time (e.g. the id of a real record) through the API. */
  path: string | ((site: Site) => Promise<string>);
  /**
   * A CSS selector that is visible once the page has rendered its content. Default: an `h1` is
   * visible and no loading state (`[role=status]`) is left in the page.
   */
  ready?: string;
  /** Failures the page is expected to cause (see `watchPageProblems().assertNone`). */
  expectedProblems?: RegExp[];
}

/** The first pinned (home) notice, so the detail page shows real content. */
async function firstNoticePath(site: Site): Promise<string> {
  const { notifications } = await site.getJson<NotificationList>('/api/v1/center/notifications?isMain=true&limit=1');
  const first = notifications[0];
  if (!first) throw new Error('The demo content has no pinned notice');
  return `/notice/${first._id}`;
}

/** The detail page of the first item a public list returns (`key` names the list in the answer). */
async function firstItemPath(site: Site, listPath: string, key: string, route: string): Promise<string> {
  const answer = await site.getJson<Record<string, Array<{ _id: string }>>>(listPath);
  const first = answer[key]?.[0];
  if (!first) throw new Error(`The demo content has nothing at ${listPath}`);
  return `${route}/${first._id}`;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { name: 'home', path: '/' },
  { name: 'notice list', path: '/notice' },
  { name: 'notice detail', path: firstNoticePath },
  // mf-public pages (issue 3)
  { name: 'introduction', path: '/intro/introduce' },
  { name: 'directions', path: '/intro/directions' },
  { name: 'cutting room how to apply', path: '/cuttingroom/application' },
  { name: 'studio how to apply', path: '/studio/application' },
  { name: 'cutting room schedule', path: '/cuttingroom/schedule', ready: 'table td[data-date]' },
  { name: 'cutting room schedule view', path: '/cuttingroom/schedule-view?location=DAPSIMNI', ready: 'table td[data-date]' },
  { name: 'studio schedule', path: '/studio/schedule', ready: 'table td[data-date]' },
  { name: 'studio schedule view', path: '/studio/schedule-view', ready: 'table td[data-date]' },
  { name: 'facility spaces', path: '/facility-space' },
  { name: 'facility spaces Yongsin', path: '/facility-space/YONGSIN' },
  { name: 'facility spaces Dapsimni', path: '/facility-space/DAPSIMNI' },
  { name: 'facility space detail', path: (site) => firstItemPath(site, '/api/v1/space?limit=1', 'spaces', '/facility-space') },
  { name: 'cutting room equipment', path: '/cuttingroom-equipment?code=CUTTINGROOM' },
  { name: 'cutting room equipment Dapsimni', path: '/cuttingroom-equipment/DAPSIMNI' },
  { name: 'cutting room equipment detail', path: (site) => firstItemPath(site, '/api/v1/equipment?limit=1&code=CUTTINGROOM', 'equipments', '/cuttingroom-equipment') },
  { name: 'studio equipment', path: '/studio-equipment/YONGSIN?code=STUDIO' },
  { name: 'studio equipment detail', path: (site) => firstItemPath(site, '/api/v1/equipment?limit=1&code=STUDIO', 'equipments', '/studio-equipment') },
  { name: 'courses', path: '/edu-education' },
  { name: 'course detail', path: (site) => firstItemPath(site, '/api/v1/education?limit=1', 'educations', '/edu-education') },
  { name: 'education gallery', path: '/edu-gallery' },
  { name: 'business announcements', path: '/center-business' },
  { name: 'business announcement detail', path: (site) => firstItemPath(site, '/api/v1/center/businesses?limit=1', 'businesses', '/center-business') },
  { name: 'terms of use', path: '/terms-use' },
  { name: 'privacy policy', path: '/privacy-policy' },
  // Support pages (issue 27)
  { name: 'advisors', path: '/advice' },
  { name: 'advisor detail', path: (site) => firstItemPath(site, '/api/v1/lawyers?limit=1', 'lawyers', '/advice') },
  { name: 'practice sessions', path: '/practices' },
  { name: 'practice session detail', path: (site) => firstItemPath(site, '/api/v1/practices?limit=1', 'practices', '/practices') },
  { name: 'questions and answers', path: '/qna' },
  { name: 'ask a question (signed out)', path: '/qna/new' },
  { name: 'forms', path: '/forms' },
  { name: 'contact', path: '/contact' },
  // The makers' market (issues 22–24): the demo shop, directory, fair and auction.
  { name: 'shop', path: '/shop' },
  { name: 'shop product', path: (site) => firstItemPath(site, '/api/v1/shop/products?limit=1', 'products', '/shop') },
  { name: 'shop cart (signed out, empty)', path: '/shop/cart' },
  { name: 'maker directory', path: '/makers' },
  { name: 'maker profile', path: (site) => firstItemPath(site, '/api/v1/makers?limit=1', 'makers', '/makers') },
  { name: 'trade fairs', path: '/fairs' },
  { name: 'trade fair', path: (site) => firstItemPath(site, '/api/v1/fairs?limit=1', 'fairs', '/fairs') },
  { name: 'exhibitions and auction', path: '/auction' },
  { name: 'auction programme', path: (site) => firstItemPath(site, '/api/v1/auction/programs?limit=1', 'programs', '/auction/programs') },
  { name: 'auction work', path: (site) => firstItemPath(site, '/api/v1/auction/works?limit=1', 'works', '/auction/works') },
  { name: 'member login', path: '/login' },
  { name: 'console sign-in', path: '/console' },
  { name: 'page not found', path: '/no-such-page' },
];

export async function resolveRoutePath(route: PublicRoute, site: Site): Promise<string> {
  return typeof route.path === 'string' ? route.path : route.path(site);
}

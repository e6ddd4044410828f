import type { WorkType } from '@centre/contracts';

/**
 * The public site's pages, for the sitemap. Member and console pages are left out on purpose
 * (robots.txt keeps crawlers away from them). Detail pages come from the content service's public
 * lists, one source per kind of item.
 */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/intro/introduce',
  '/intro/directions',
  '/cuttingroom/application',
  '/cuttingroom/schedule',
  '/studio/application',
  '/studio/schedule',
  '/facility-space/YONGSIN',
  '/facility-space/DAPSIMNI',
  '/cuttingroom-equipment',
  '/cuttingroom-equipment/YONGSIN',
  '/cuttingroom-equipment/DAPSIMNI',
  '/studio-equipment',
  '/studio-equipment/YONGSIN',
  '/studio-equipment/DAPSIMNI',
  '/edu-education',
  '/edu-gallery',
  '/notice',
  '/center-business',
  '/terms-use',
  '/privacy-policy',
];

/** What the sitemap reads of a public list item. */
export interface ListedItem {
  _id: string;
  work?: WorkType | null;
  createdAt?: string;
  updatedAt?: string;
}

export interface DetailPageSource {
  /** Public list on the content service (paged with limit/offset). */
  api: `/api/v1/${string}`;
  /** Key of the array in the list answer. */
  listKey: string;
  pagePath(item: ListedItem): string;
}

const EQUIPMENT_PAGE: Record<WorkType, string> = { CUTTINGROOM: '/cuttingroom-equipment', STUDIO: '/studio-equipment' };

export const DETAIL_PAGE_SOURCES: readonly DetailPageSource[] = [
  { api: '/api/v1/center/notifications', listKey: 'notifications', pagePath: (item) => `/notice/${item._id}` },
  { api: '/api/v1/center/businesses', listKey: 'businesses', pagePath: (item) => `/center-business/${item._id}` },
  { api: '/api/v1/space', listKey: 'spaces', pagePath: (item) => `/facility-space/${item._id}` },
  {
    api: '/api/v1/equipment',
    listKey: 'equipments',
    // Equipment without a work type is shown as a space (spec: no work type → /facility-space).
    pagePath: (item) => `${item.work ? EQUIPMENT_PAGE[item.work] : '/facility-space'}/${item._id}`,
  },
  { api: '/api/v1/education', listKey: 'educations', pagePath: (item) => `/edu-education/${item._id}` },
];

/** Paths crawlers are asked to leave alone: private pages and the API. */
export const DISALLOWED_PATHS: readonly string[] = ['/console', '/mypage', '/api'];

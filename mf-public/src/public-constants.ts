// List sizes and page addresses of the public site, named once (the spec's own constants live in
// @centre/platform's constants module).
import type { Location, WorkType } from '@centre/contracts';

/** Items per page of each paged list. */
export const PAGE_SIZES = { board: 10, education: 9, gallery: 8 } as const;

/** Where each kind of facility is listed and shown (spec §2: links by work type). */
export const FACILITY_PAGES = {
  space: '/facility-space',
  CUTTINGROOM: '/cuttingroom-equipment',
  STUDIO: '/studio-equipment',
} as const satisfies Record<'space' | WorkType, string>;

/** Public schedule pages and the member pages where makers apply, per work type. */
export const WORK_PAGES = {
  CUTTINGROOM: { application: '/cuttingroom/application', schedule: '/cuttingroom/schedule', apply: '/cuttingroom/apply' },
  STUDIO: { application: '/studio/application', schedule: '/studio/schedule', apply: '/studio/apply' },
} as const satisfies Record<WorkType, Record<string, string>>;

/** The site a page shows when the address names none (the top menu starts at YONGSIN). */
export const DEFAULT_SITE: Location = 'YONGSIN';

/** External map search, opened in a new tab: no map key or script needed. */
export const MAP_SEARCH_URL = 'https://map.naver.com/p/search/';

/** Items per page of the support pages' lists (advice, practice, Q&A, forms). */
export const SUPPORT_PAGE_SIZES = { advisors: 10, practices: 10, questions: 15, forms: 10 } as const;

/** The member pages the support pages lead to (the member area's routes). */
export const SUPPORT_MEMBER_PAGES = { newConsultation: '/mypage/consultations/new', practices: '/mypage/practices' } as const;

/** The site each how-to page describes (its lead names it), so its links go to that site's form and calendar. */
export const HOW_TO_SITE = { CUTTINGROOM: 'DAPSIMNI', STUDIO: 'YONGSIN' } as const satisfies Record<WorkType, Location>;

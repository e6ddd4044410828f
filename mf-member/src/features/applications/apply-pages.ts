import type { Location, WorkType } from '@centre/contracts';

/**
 * The application forms (spec §2): the cutting room's, where the maker picks the site, and one
 * studio page per site — /studio/apply for DAPSIMNI, /studio/apply2 for YONGSIN.
 */
export const APPLY_FORMS = {
  cuttingRoom: { path: 'cuttingroom/apply', work: 'CUTTINGROOM', location: null },
  dapsimniStudio: { path: 'studio/apply', work: 'STUDIO', location: 'DAPSIMNI' },
  yongsinStudio: { path: 'studio/apply2', work: 'STUDIO', location: 'YONGSIN' },
} as const satisfies Record<string, { path: string; work: WorkType; location: Location | null }>;
export type ApplyFormName = keyof typeof APPLY_FORMS;

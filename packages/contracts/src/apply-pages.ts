// The member pages where makers apply (spec §2), shared by the public calendars that link to them
// and the member area that draws them.
import type { Location, WorkType } from './enums.ts';

/**
 * The cutting room has one form where the maker picks the site; the studio has one page per site:
 * /studio/apply for DAPSIMNI, /studio/apply2 for YONGSIN.
 */
export const APPLY_FORMS = {
  cuttingRoom: { path: '/cuttingroom/apply', work: 'CUTTINGROOM', location: null },
  dapsimniStudio: { path: '/studio/apply', work: 'STUDIO', location: 'DAPSIMNI' },
  yongsinStudio: { path: '/studio/apply2', work: 'STUDIO', location: 'YONGSIN' },
} as const satisfies Record<string, { path: string; work: WorkType; location: Location | null }>;
export type ApplyFormName = keyof typeof APPLY_FORMS;

/** The form for a site's room, with a unit preselected when given (`?unit=`). */
export function applyFormPath(work: WorkType, location: Location, unitId?: string): string {
  const form = Object.values(APPLY_FORMS).find((candidate) => candidate.work === work && (candidate.location === null || candidate.location === location));
  const path = form?.path ?? APPLY_FORMS.cuttingRoom.path;
  return unitId ? `${path}?unit=${encodeURIComponent(unitId)}` : path;
}

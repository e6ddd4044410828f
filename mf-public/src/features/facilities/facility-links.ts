import type { Facility, WorkType } from '@centre/contracts';
import { FACILITY_PAGES } from '../../public-constants.ts';

/** Spec §2: CUTTINGROOM → /cuttingroom-equipment/{_id}, STUDIO → /studio-equipment/{_id}, none → /facility-space/{_id}. */
export function facilityHref(facility: Pick<Facility, '_id' | 'work'>): string {
  return `${facilityListPath(facility.work)}/${encodeURIComponent(facility._id)}`;
}

/** The list page a kind of facility belongs to. */
export function facilityListPath(work: WorkType | null): string {
  return work ? FACILITY_PAGES[work] : FACILITY_PAGES.space;
}

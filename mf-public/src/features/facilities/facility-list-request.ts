import { WORK_TYPES, type Location, type WorkType } from '@centre/contracts';
import { fetchEquipments, fetchSpaces } from './api/facilities-api.ts';

/** Every space or piece of equipment of a site fits on one page (the centre has dozens, not thousands). */
const FACILITIES_PER_PAGE = 100;

const isWorkType = (value: string | null): value is WorkType => (WORK_TYPES as readonly string[]).includes(value ?? '');

/**
 * A facility list page's request: spaces, or equipment of the page's own work type — or of `?code=`
 * when it names one — at one site or all of them.
 */
export function facilityListRequest(kind: 'space' | WorkType, site: Location | null, code: string | null) {
  const work: WorkType | null = kind === 'space' ? null : isWorkType(code) ? code : kind;
  const query = { limit: FACILITIES_PER_PAGE, location: site ?? undefined };
  return {
    work,
    key: `facilities:${JSON.stringify({ work, ...query })}`,
    load: (signal?: AbortSignal) => (work ? fetchEquipments({ ...query, code: work }, signal) : fetchSpaces(query, signal)),
  };
}

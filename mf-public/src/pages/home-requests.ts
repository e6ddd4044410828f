import { HOME_LIST_LIMITS } from '@centre/platform';
import { fetchEquipments, fetchSpaces } from '../features/facilities/api/facilities-api.ts';
import { fetchBanners } from '../features/hero/api/banners-api.ts';
import { startEarly } from './early-loads.ts';

/** The home page's first-screen requests (the home page is not lazy, so its requests start from lifecycles.tsx). */
export const HOME_REQUESTS = {
  banners: { key: 'home:banners', load: (signal?: AbortSignal) => fetchBanners('MAIN', signal) },
  spaces: { key: 'home:spaces', load: (signal?: AbortSignal) => fetchSpaces({ limit: HOME_LIST_LIMITS.spaces, isMain: 'true' }, signal) },
  equipment: { key: 'home:equipment', load: (signal?: AbortSignal) => fetchEquipments({ limit: HOME_LIST_LIMITS.equipments, isMain: 'true' }, signal) },
} as const;

export function startHomeLoads(pathname: string): void {
  if (pathname !== '/' && pathname !== '') return;
  for (const request of Object.values(HOME_REQUESTS)) startEarly(request.key, () => request.load());
}

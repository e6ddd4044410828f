import { HOME_LIST_LIMITS, currentLocale } from '@centre/platform';
import { fetchEquipments, fetchSpaces } from '../features/facilities/api/facilities-api.ts';
import { fetchBanners } from '../features/hero/api/banners-api.ts';

/**
 * The home page's first-screen requests, started when this remote bootstraps on "/" instead of
 * when the page mounts (after its translations and the shell's chrome): they overlap with the rest
 * of the start. Each early answer is used once, by the first load in the same locale; a reload, a
 * later visit or another locale fetches as before. The API client adds Accept-Language itself.
 */
const early = new Map<string, Promise<unknown>>();

const loads = {
  banners: () => fetchBanners('MAIN'),
  spaces: () => fetchSpaces({ limit: HOME_LIST_LIMITS.spaces, isMain: 'true' }),
  equipment: () => fetchEquipments({ limit: HOME_LIST_LIMITS.equipments, isMain: 'true' }),
} as const;
type EarlyLoad = keyof typeof loads;

export function startHomeLoads(pathname: string): void {
  if (pathname !== '/' && pathname !== '') return;
  const locale = currentLocale();
  for (const [name, load] of Object.entries(loads)) {
    const promise = load();
    promise.catch(() => {}); // a failure is reported by the page's own load, which receives it
    early.set(`${name}:${locale}`, promise);
  }
}

/** The early answer for this load and locale if one is pending (once), else a fresh load. */
export function takeEarly<T>(name: EarlyLoad, locale: string, load: () => Promise<T>): Promise<T> {
  const key = `${name}:${locale}`;
  const promise = early.get(key) as Promise<T> | undefined;
  early.delete(key);
  return promise ?? load();
}

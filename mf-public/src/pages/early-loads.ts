import type { Locale } from '@centre/contracts';
import { HOME_LIST_LIMITS, currentLocale } from '@centre/platform';
import { fetchEquipments, fetchSpaces } from '../features/facilities/api/facilities-api.ts';
import { fetchBanners } from '../features/hero/api/banners-api.ts';

/**
 * A page's first requests, started when this remote bootstraps instead of when the page mounts
 * (after its code has arrived and rendered): they overlap with the rest of the start. Each early
 * answer is used once, by the first load of the same request in the same locale; a reload, a later
 * visit, other parameters or another locale fetch as before. The API client adds Accept-Language.
 */
const early = new Map<string, Promise<unknown>>();

/** `request` names the request and its parameters, e.g. `notice:list:{"limit":10,"offset":0}`. */
export function startEarly(request: string, load: () => Promise<unknown>): void {
  const promise = load();
  promise.catch(() => {}); // a failure is reported by the page's own load, which receives it
  early.set(`${currentLocale()}:${request}`, promise);
}

/** The early answer for this request and locale if one is pending (once), else a fresh load. */
export function takeEarly<T>(request: string, locale: Locale, load: () => Promise<T>): Promise<T> {
  const key = `${locale}:${request}`;
  const promise = early.get(key) as Promise<T> | undefined;
  early.delete(key);
  return promise ?? load();
}

/** The home page's first-screen requests (the home page is not a lazy page: see routes.tsx). */
export const HOME_REQUESTS = {
  banners: { key: 'home:banners', load: (signal?: AbortSignal) => fetchBanners('MAIN', signal) },
  spaces: { key: 'home:spaces', load: (signal?: AbortSignal) => fetchSpaces({ limit: HOME_LIST_LIMITS.spaces, isMain: 'true' }, signal) },
  equipment: { key: 'home:equipment', load: (signal?: AbortSignal) => fetchEquipments({ limit: HOME_LIST_LIMITS.equipments, isMain: 'true' }, signal) },
} as const;

export function startHomeLoads(pathname: string): void {
  if (pathname !== '/' && pathname !== '') return;
  for (const request of Object.values(HOME_REQUESTS)) startEarly(request.key, () => request.load());
}

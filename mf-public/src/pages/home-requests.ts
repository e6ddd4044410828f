import type { Banner } from '@centre/contracts';
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

/**
 * The hero's first picture is the home page's largest element. Its download starts when the
 * banners' answer names it, with high priority, not once the page has rendered the slide (the
 * slide's <img> then takes the same response from the preload).
 */
export function preloadHeroPicture(banners: readonly Banner[]): void {
  const picture = banners[0]?.image;
  if (!picture || document.head.querySelector(`link[rel="preload"][as="image"][href="${CSS.escape(picture)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = picture;
  link.fetchPriority = 'high';
  document.head.append(link);
}

export function startHomeLoads(pathname: string): void {
  if (pathname !== '/' && pathname !== '') return;
  const { banners, spaces, equipment } = HOME_REQUESTS;
  startEarly(banners.key, () =>
    banners.load().then((list) => {
      preloadHeroPicture(list);
      return list;
    }),
  );
  for (const request of [spaces, equipment]) startEarly(request.key, () => request.load());
}

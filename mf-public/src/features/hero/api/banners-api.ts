import { SITE_PATHS, type Banner, type BannerCode, type BannerList } from '@centre/contracts';
import { api } from '@centre/platform';

export async function fetchBanners(code: BannerCode, signal?: AbortSignal): Promise<Banner[]> {
  const { data } = await api.get<BannerList>(SITE_PATHS.banners(code), { signal });
  return data.banners;
}

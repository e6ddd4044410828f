import type { Banner, BannerCode, BannerList } from '@centre/contracts';
import { api } from '@centre/platform';

export async function fetchBanners(code: BannerCode, signal?: AbortSignal): Promise<Banner[]> {
  const { data } = await api.get<BannerList>(`/api/v1/banners/${code}`, { signal });
  return data.banners;
}

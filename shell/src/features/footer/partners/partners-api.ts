import { SITE_PATHS, type Banner, type BannerList } from '@centre/contracts';
import { api } from '@centre/platform';

/** Spec §1: the footer's partner logos are the PARTNER banner group, in the staff's order. */
export async function fetchPartnerBanners(signal?: AbortSignal): Promise<Banner[]> {
  const { data } = await api.get<BannerList>(SITE_PATHS.banners('PARTNER'), { signal });
  return data.banners;
}

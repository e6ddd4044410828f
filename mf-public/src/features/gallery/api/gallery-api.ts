import { PUBLIC_CONTENT_PATHS, type GalleryItem, type GalleryList, type GalleryListQuery } from '@centre/contracts';
import { api } from '@centre/platform';

export async function fetchGallery(query: GalleryListQuery, signal?: AbortSignal): Promise<{ galleries: GalleryItem[]; total: number }> {
  const { data } = await api.get<GalleryList>(PUBLIC_CONTENT_PATHS.gallery, { params: query, signal });
  return { galleries: data.galleries, total: data.summary.total };
}

import type { GalleryItem, GalleryList, GalleryListQuery } from '@centre/contracts';
import { api } from '@centre/platform';

export async function fetchGallery(query: GalleryListQuery, signal?: AbortSignal): Promise<{ galleries: GalleryItem[]; total: number }> {
  const { data } = await api.get<GalleryList>('/api/v1/gallery', { params: query, signal });
  return { galleries: data.galleries, total: data.summary.total };
}

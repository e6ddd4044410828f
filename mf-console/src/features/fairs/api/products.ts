// A fair's products as staff check them: every exhibitor's products with every photo (hidden
// ones too), hiding and removing a photo. Photos live at staff-only addresses, so their bytes are
// fetched with the staff member's token and shown from a local object URL.
import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FAIR_PATHS, type ConsoleFairProductList, type ConsoleFairProductPhotos } from '@centre/contracts';
import { api } from '@centre/platform';
import type { ListParams } from '../../../components/use-list-params.ts';
import { fairKeys } from './keys.ts';

export const PRODUCTS_PAGE_SIZE = 10;


const productsKey = (fair: string) => [...fairKeys.fair(fair), 'products'] as const;

export function useFairProducts(fair: string, params: Pick<ListParams, 'page' | 'keyword'>) {
  return useQuery({
    queryKey: [...productsKey(fair), params.page, params.keyword],
    queryFn: async ({ signal }) => {
      const query = { limit: PRODUCTS_PAGE_SIZE, offset: (params.page - 1) * PRODUCTS_PAGE_SIZE, ...(params.keyword ? { keyword: params.keyword } : {}) };
      return (await api.get<ConsoleFairProductList>(FAIR_PATHS.consoleProducts(fair), { params: query, signal })).data;
    },
    placeholderData: keepPreviousData,
  });
}

/** Hides a photo from the public pages (it stops counting against the product's photos) or shows it again. */
export function useSetPhotoHidden(fair: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ product, photo, hidden }: { product: string; photo: string; hidden: boolean }) =>
      (await api.put<ConsoleFairProductPhotos>(`${FAIR_PATHS.consoleProductPhoto(fair, product, photo)}/visibility`, { hidden })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: productsKey(fair) }),
  });
}

/** Removes a photo for good (its bytes leave the store). */
export function useRemovePhoto(fair: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ product, photo }: { product: string; photo: string }) => (await api.delete<ConsoleFairProductPhotos>(FAIR_PATHS.consoleProductPhoto(fair, product, photo))).data,
    onSuccess: () => client.invalidateQueries({ queryKey: productsKey(fair) }),
  });
}

/** The photo at a staff-only address as an object URL (null while loading; 'failed' when it could not be read). */
export function usePhotoSource(url: string): string | null | 'failed' {
  const [source, setSource] = useState<string | null | 'failed'>(null);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setSource(null);
    api
      .get<Blob>(url, { responseType: 'blob', signal: controller.signal })
      .then((answer) => {
        objectUrl = URL.createObjectURL(answer.data);
        setSource(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setSource('failed');
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return source;
}

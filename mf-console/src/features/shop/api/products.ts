import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHOP_PATHS, type ConsoleProductQuery, type OwnProduct } from '@centre/contracts';
import { api } from '@centre/platform';
import type { ListParams } from '../../../components/use-list-params.ts';
import { SHOP_PAGE_SIZE, shopKeys } from './keys.ts';

/** The product list's filters in the address (`?status=SUBMITTED&categoryId=…&sellerId=…`). */
export const PRODUCT_FILTERS = ['status', 'categoryId', 'sellerId'] as const;

interface ProductListAnswer {
  products: OwnProduct[];
  summary: { total: number; limit: number; offset: number };
}

export function useProducts(params: ListParams) {
  return useQuery({
    queryKey: [...shopKeys.products, 'list', params],
    queryFn: async ({ signal }) => {
      const query: ConsoleProductQuery = { limit: SHOP_PAGE_SIZE, offset: (params.page - 1) * SHOP_PAGE_SIZE, ...(params.keyword ? { keyword: params.keyword } : {}), ...params.filters };
      return (await api.get<ProductListAnswer>(SHOP_PATHS.consoleProducts, { params: query, signal })).data;
    },
    placeholderData: keepPreviousData,
  });
}

const productUrl = (id: string) => `${SHOP_PATHS.consoleProducts}/${encodeURIComponent(id)}`;

export function useProduct(id: string) {
  return useQuery({
    queryKey: [...shopKeys.products, 'one', id],
    queryFn: async ({ signal }) => (await api.get<{ product: OwnProduct }>(productUrl(id), { signal })).data.product,
  });
}

/** What staff do to a listing; reject carries its reason. */
export type ProductReview = { action: 'approve' | 'hide' | 'unhide' } | { action: 'reject'; reason: string };

export function useReviewProduct(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (review: ProductReview) =>
      (await api.post<{ product: OwnProduct }>(`${productUrl(id)}/${review.action}`, review.action === 'reject' ? { reason: review.reason } : undefined)).data.product,
    onSuccess: (product) => client.setQueryData([...shopKeys.products, 'one', id], product),
    onSettled: () => client.invalidateQueries({ queryKey: shopKeys.products }),
  });
}

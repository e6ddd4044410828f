// The list's filters live in the address (so a search can be shared, and back/forward work).
import { PRODUCT_SORTS, FULFILMENTS, type Fulfilment, type ProductQuery, type ProductSort } from '@centre/contracts';

/** Products per page of the shop's grids. */
export const SHOP_PAGE_SIZE = 12;
/** Reviews per page under a product. */
export const REVIEWS_PAGE_SIZE = 5;

export interface ShopFilters {
  page: number;
  keyword: string;
  categoryId: string;
  sort: ProductSort;
  fulfilment: Fulfilment | '';
}

export function shopFiltersOf(params: URLSearchParams): ShopFilters {
  const sort = params.get('sort');
  const fulfilment = params.get('fulfilment');
  return {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    keyword: (params.get('keyword') ?? '').trim(),
    categoryId: params.get('category') ?? '',
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : 'new',
    fulfilment: (FULFILMENTS as readonly string[]).includes(fulfilment ?? '') ? (fulfilment as Fulfilment) : '',
  };
}

/** The address of these filters; defaults are left out so the plain /shop stays plain. */
export function shopSearchOf(filters: ShopFilters): string {
  const params = new URLSearchParams();
  if (filters.categoryId) params.set('category', filters.categoryId);
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.sort !== 'new') params.set('sort', filters.sort);
  if (filters.fulfilment) params.set('fulfilment', filters.fulfilment);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '?';
}

export function productQueryOf(filters: ShopFilters, sellerId?: string): ProductQuery {
  return {
    limit: SHOP_PAGE_SIZE,
    offset: (filters.page - 1) * SHOP_PAGE_SIZE,
    sort: filters.sort,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
    ...(filters.fulfilment ? { fulfilment: filters.fulfilment } : {}),
    ...(sellerId ? { sellerId } : {}),
  };
}

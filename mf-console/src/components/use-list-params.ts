import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type SortOrder = 'asc' | 'desc';

/** What a console list shows, read from the address so it survives reloads, links and Back. */
export interface ListParams {
  keyword: string;
  page: number;
  sort: string | undefined;
  order: SortOrder;
  filters: Record<string, string>;
}

const RESERVED = ['keyword', 'page', 'sort', 'order'];

/**
 * The list's search, filters, sort and page in the URL (`?keyword=…&isMain=true&sort=createdAt&order=desc&page=2`).
 * Changing anything but the page goes back to page 1: the old page number means nothing in a new result.
 */
export function useListParams(filterNames: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<ListParams>(() => {
    const order = searchParams.get('order') === 'asc' ? 'asc' : 'desc';
    const filters: Record<string, string> = {};
    for (const name of filterNames) {
      const value = searchParams.get(name);
      if (value && !RESERVED.includes(name)) filters[name] = value;
    }
    return {
      keyword: searchParams.get('keyword') ?? '',
      page: Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1),
      sort: searchParams.get('sort') ?? undefined,
      order,
      filters,
    };
  }, [searchParams, filterNames]);

  const change = useCallback(
    (updates: Record<string, string | undefined>, keepPage = false) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(updates)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!keepPage) next.delete('page');
        return next;
      });
    },
    [setSearchParams],
  );

  return {
    params,
    search: (keyword: string) => change({ keyword: keyword.trim() }),
    setFilter: (name: string, value: string | undefined) => change({ [name]: value }),
    /** Several filters at once (a filter form's submit), in one history entry. */
    setFilters: (updates: Record<string, string | undefined>) => change(updates),
    setSort: (sort: string, order: SortOrder) => change({ sort, order }),
    setPage: (page: number) => change({ page: page > 1 ? String(page) : undefined }, true),
  };
}

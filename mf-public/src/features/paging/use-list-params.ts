import { useSearchParams } from 'react-router-dom';

/** The page number (from 1) and keyword a list address asks for. */
export function listParamsOf(searchParams: URLSearchParams): { page: number; keyword: string } {
  return { page: Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1), keyword: (searchParams.get('keyword') ?? '').trim() };
}

/** The page number and keyword a paged list reads from the address, so back and forward work. */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, keyword } = listParamsOf(searchParams);
  /** The same address with the given page (and keyword); other parameters are kept. */
  const hrefOf = (next: { page?: number; keyword?: string }) => {
    const params = new URLSearchParams(searchParams);
    const nextKeyword = next.keyword ?? keyword;
    if (nextKeyword) params.set('keyword', nextKeyword);
    else params.delete('keyword');
    if (next.page && next.page > 1) params.set('page', String(next.page));
    else params.delete('page');
    const query = params.toString();
    return query ? `?${query}` : '?';
  };
  const search = (nextKeyword: string) => setSearchParams(new URLSearchParams(hrefOf({ keyword: nextKeyword.trim(), page: 1 }).slice(1)));
  return { page, keyword, hrefOf, search };
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

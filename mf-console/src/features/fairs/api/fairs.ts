import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleFair, FairInput } from '@centre/contracts';
import { api } from '@centre/platform';
import type { ListParams } from '../../../components/use-list-params.ts';
import { fairKeys } from './keys.ts';
import { FAIRS_CONSOLE_PATHS, fairPath } from './paths.ts';

export const FAIRS_PAGE_SIZE = 20;
/** The fairs list's filters in the address (`?status=PLANNED&venue=ONLINE`). */
export const FAIR_FILTERS = ['status', 'venue'] as const;

type FairList = { fairs: ConsoleFair[]; summary: { total: number; limit: number; offset: number } };

export function useFairs(params: ListParams) {
  return useQuery({
    queryKey: [...fairKeys.list, params],
    queryFn: async ({ signal }) => {
      const query = { limit: FAIRS_PAGE_SIZE, offset: (params.page - 1) * FAIRS_PAGE_SIZE, ...(params.keyword ? { keyword: params.keyword } : {}), ...params.filters };
      return (await api.get<FairList>(FAIRS_CONSOLE_PATHS.fairs, { params: query, signal })).data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useFair(id: string | undefined) {
  return useQuery({
    queryKey: [...fairKeys.fair(id ?? ''), 'record'],
    queryFn: async ({ signal }) => (await api.get<{ fair: ConsoleFair }>(fairPath(id!), { signal })).data.fair,
    enabled: Boolean(id),
  });
}

/** Creates (no id) or replaces a fair; its lists and its own screens refresh. */
export function useSaveFair() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | undefined; input: FairInput }) =>
      id ? (await api.put<{ fair: ConsoleFair }>(fairPath(id), input)).data.fair : (await api.post<{ fair: ConsoleFair }>(FAIRS_CONSOLE_PATHS.fairs, input)).data.fair,
    onSuccess: () => client.invalidateQueries({ queryKey: fairKeys.all }),
  });
}

/** Shows the fair on the public site, or hides it. */
export function usePublishFair(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (published: boolean) => (await api.put<{ fair: ConsoleFair }>(`${fairPath(id)}/publication`, { published })).data.fair,
    onSuccess: () => client.invalidateQueries({ queryKey: fairKeys.all }),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleIntroduction } from '@centre/contracts';
import { api } from '@centre/platform';
import type { ListParams } from '../../../components/use-list-params.ts';
import { fairKeys } from './keys.ts';
import { FAIRS_CONSOLE_PATHS, verificationPath } from './paths.ts';

export const DIRECTORY_PAGE_SIZE = 20;
export const DIRECTORY_FILTERS = ['verified', 'published'] as const;

type IntroductionPage = { introductions: ConsoleIntroduction[]; summary: { total: number; limit: number; offset: number } };

export function useIntroductions(params: ListParams) {
  return useQuery({
    queryKey: [...fairKeys.directory, params],
    queryFn: async ({ signal }) => {
      const query = { limit: DIRECTORY_PAGE_SIZE, offset: (params.page - 1) * DIRECTORY_PAGE_SIZE, ...(params.keyword ? { keyword: params.keyword } : {}), ...params.filters };
      return (await api.get<IntroductionPage>(FAIRS_CONSOLE_PATHS.introductions, { params: query, signal })).data;
    },
    placeholderData: keepPreviousData,
  });
}

/** Marks a company as checked by staff (or takes the mark back). */
export function useVerifyIntroduction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, verified }: { id: string; verified: boolean }) => (await api.put<{ introduction: ConsoleIntroduction }>(verificationPath(id), { verified })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: fairKeys.directory }),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleBuyerList, ConsoleExhibitorList, ParticipantStatus } from '@centre/contracts';
import type { Static } from 'typebox';
import { api } from '@centre/platform';
import { fairKeys } from './keys.ts';
import { buyersPath, exhibitorsPath } from './paths.ts';

export const PARTICIPANTS_PAGE_SIZE = 20;
/** The most a board asks for at once (the API's page limit): a fair's approved exhibitors or buyers. */
export const ALL_AT_ONCE = 100;

export type ExhibitorPage = Static<typeof ConsoleExhibitorList>;
export type BuyerPage = Static<typeof ConsoleBuyerList>;
export type ConsoleExhibitor = ExhibitorPage['exhibitors'][number];
export type ConsoleBuyer = BuyerPage['buyers'][number];

interface PageQuery {
  page: number;
  status: string | undefined;
  limit?: number;
}

const queryOf = ({ page, status, limit = PARTICIPANTS_PAGE_SIZE }: PageQuery) => ({ limit, offset: (page - 1) * limit, ...(status ? { status } : {}) });

export function useExhibitors(fair: string, query: PageQuery) {
  return useQuery({
    queryKey: [...fairKeys.fair(fair), 'exhibitors', query],
    queryFn: async ({ signal }) => (await api.get<ExhibitorPage>(exhibitorsPath(fair), { params: queryOf(query), signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useBuyers(fair: string, query: PageQuery) {
  return useQuery({
    queryKey: [...fairKeys.fair(fair), 'buyers', query],
    queryFn: async ({ signal }) => (await api.get<BuyerPage>(buyersPath(fair), { params: queryOf(query), signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** Approves or rejects an exhibitor and sets its table (null: none yet). */
export function useDecideExhibitor(fair: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status, table }: { id: string; status: ParticipantStatus; table: number | null }) => {
      await api.put(`${exhibitorsPath(fair)}/${encodeURIComponent(id)}`, { status, table });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: fairKeys.fair(fair) }),
  });
}

export function useDecideBuyer(fair: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: ParticipantStatus }) => {
      await api.put(`${buyersPath(fair)}/${encodeURIComponent(id)}`, { status });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: fairKeys.fair(fair) }),
  });
}

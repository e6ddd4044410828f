import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONSOLE_AUCTION_PATHS,
  consoleHallOrderPath,
  consoleOfferNextPath,
  type HallOrderAnswer,
  type OfferNextAnswer,
  type AuctionResult,
  type Author,
  type AuthorInput,
  type ConsoleBid,
  type ConsoleBidder,
  type ConsoleProgram,
  type ConsoleWork,
  type ProgramInput,
  type WorkInput,
} from '@centre/contracts';
import { api } from '@centre/platform';

export const AUCTION_PAGE_SIZE = 20;
/** Choice lists (a work's program, hall and author): the newest this many. */
const CHOICES_LIMIT = 100;

const keys = {
  all: ['console', 'auction'] as const,
  authors: ['console', 'auction', 'authors'] as const,
  programs: ['console', 'auction', 'programs'] as const,
  works: ['console', 'auction', 'works'] as const,
  bids: ['console', 'auction', 'bids'] as const,
};
const one = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

function useList<Row>(key: readonly string[], path: string, field: string, params: Record<string, unknown>) {
  return useQuery({
    queryKey: [...key, 'list', params],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<Record<string, unknown> & { summary: { total: number } }>(path, { params, signal });
      return { rows: data[field] as Row[], summary: data.summary };
    },
    placeholderData: keepPreviousData,
  });
}

export const useAuthors = (page: number, keyword: string) =>
  useList<Author>(keys.authors, CONSOLE_AUCTION_PATHS.authors, 'authors', { limit: AUCTION_PAGE_SIZE, offset: (page - 1) * AUCTION_PAGE_SIZE, ...(keyword ? { keyword } : {}) });
export const useAuthorChoices = () => useList<Author>(keys.authors, CONSOLE_AUCTION_PATHS.authors, 'authors', { limit: CHOICES_LIMIT });
export const usePrograms = (page: number, keyword: string) =>
  useList<ConsoleProgram>(keys.programs, CONSOLE_AUCTION_PATHS.programs, 'programs', { limit: AUCTION_PAGE_SIZE, offset: (page - 1) * AUCTION_PAGE_SIZE, ...(keyword ? { keyword } : {}) });
export const useProgramChoices = () => useList<ConsoleProgram>(keys.programs, CONSOLE_AUCTION_PATHS.programs, 'programs', { limit: CHOICES_LIMIT });
export const useWorks = (page: number, programId: string | null) =>
  useList<ConsoleWork>(keys.works, CONSOLE_AUCTION_PATHS.works, 'works', { limit: AUCTION_PAGE_SIZE, offset: (page - 1) * AUCTION_PAGE_SIZE, ...(programId ? { programId } : {}) });

function useOne<Row>(key: readonly string[], path: string, field: string, id: string | undefined) {
  return useQuery({
    queryKey: [...key, 'one', id],
    queryFn: async ({ signal }) => (await api.get<Record<string, Row>>(one(path, id!), { signal })).data[field]!,
    enabled: Boolean(id),
  });
}
export const useAuthor = (id: string | undefined) => useOne<Author>(keys.authors, CONSOLE_AUCTION_PATHS.authors, 'author', id);
export const useProgram = (id: string | undefined) => useOne<ConsoleProgram>(keys.programs, CONSOLE_AUCTION_PATHS.programs, 'program', id);
export const useWork = (id: string | undefined) => useOne<ConsoleWork>(keys.works, CONSOLE_AUCTION_PATHS.works, 'work', id);

/** Creates (no id) or saves a record; answers its id. Every auction list refreshes. */
function useSave<Input>(path: string, field: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | undefined; input: Input }) => {
      const { data } = id ? await api.put<Record<string, { _id: string }>>(one(path, id), input) : await api.post<Record<string, { _id: string }>>(path, input);
      return data[field]!._id;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
export const useSaveAuthor = () => useSave<AuthorInput>(CONSOLE_AUCTION_PATHS.authors, 'author');
export const useSaveProgram = () => useSave<ProgramInput>(CONSOLE_AUCTION_PATHS.programs, 'program');
export const useSaveWork = () => useSave<WorkInput>(CONSOLE_AUCTION_PATHS.works, 'work');

function useDelete(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(one(path, id));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
export const useDeleteAuthor = () => useDelete(CONSOLE_AUCTION_PATHS.authors);
export const useDeleteProgram = () => useDelete(CONSOLE_AUCTION_PATHS.programs);
export const useDeleteWork = () => useDelete(CONSOLE_AUCTION_PATHS.works);

export function useBidders(programId: string) {
  return useQuery({
    queryKey: [...keys.programs, 'bidders', programId],
    queryFn: async ({ signal }) => (await api.get<{ bidders: ConsoleBidder[]; summary: { total: number } }>(`${one(CONSOLE_AUCTION_PATHS.programs, programId)}/bidders`, { params: { limit: 100 }, signal })).data,
  });
}

export function useDecideBidder(programId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ bidder, status }: { bidder: string; status: 'APPROVED' | 'REJECTED' }) => {
      await api.put(`${one(CONSOLE_AUCTION_PATHS.programs, programId)}/bidders/${encodeURIComponent(bidder)}`, { status });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [...keys.programs, 'bidders', programId] }),
  });
}

export function useResults(programId: string) {
  return useQuery({
    queryKey: [...keys.programs, 'results', programId],
    queryFn: async ({ signal }) => (await api.get<{ results: AuctionResult[] }>(`${one(CONSOLE_AUCTION_PATHS.programs, programId)}/results`, { signal })).data.results,
  });
}
export const resultsCsvPath = (programId: string) => `${one(CONSOLE_AUCTION_PATHS.programs, programId)}/results.csv`;

export function useWorkBids(workId: string) {
  return useQuery({
    queryKey: [...keys.bids, workId],
    queryFn: async ({ signal }) => (await api.get<{ bids: ConsoleBid[]; summary: { total: number } }>(CONSOLE_AUCTION_PATHS.bids, { params: { workId, limit: 100 }, signal })).data,
  });
}

export function useRetractBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ bid, reason }: { bid: string; reason: string }) => {
      await api.delete(one(CONSOLE_AUCTION_PATHS.bids, bid), { data: { reason } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Staff offer an unpaid win past its deadline to the next bidder; the results refresh. */
export function useOfferNext(programId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (workId: string) => (await api.post<OfferNextAnswer>(consoleOfferNextPath(workId))).data,
    onSuccess: () => client.invalidateQueries({ queryKey: [...keys.programs, 'results', programId] }),
  });
}

/** The works of one hall (every one, published or not), in the hall's order. */
export function useHallWorks(programId: string, hallId: string) {
  return useQuery({
    queryKey: [...keys.works, 'hall', programId, hallId],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<{ works: ConsoleWork[] }>(CONSOLE_AUCTION_PATHS.works, { params: { programId, hallId, limit: 100 }, signal });
      return [...data.works].sort((a, b) => a.hallOrder - b.hallOrder);
    },
  });
}

/** Saves a hall's order: every work of the hall once, first to last. */
export function useSaveHallOrder(programId: string, hallId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (workIds: string[]) => (await api.put<HallOrderAnswer>(consoleHallOrderPath(programId, hallId), { workIds })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.works }),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApplicationWindowCreated,
  APPLICATION_REVIEW_PATHS,
  APPLY_PATHS,
  type ApplicationWindowInput,
  type ConsoleApplicationWindowDetail,
  type ConsoleApplicationWindowList,
  type GenerateUnitsAnswer,
  type LotteryAnswer,
} from '@centre/contracts';
import { api, statusOf } from '@centre/platform';
import type { ListParams } from '../../../components/use-list-params.ts';
import { applyKeys } from './keys.ts';

export const WINDOWS_PAGE_SIZE = 20;
/** The windows list's filters in the address (`?location=DAPSIMNI&status=IN_PROGRESS`). */
export const WINDOW_FILTERS = ['location', 'work', 'status'] as const;

const windowPath = (id: string) => `${APPLY_PATHS.consoleLimitations}/${encodeURIComponent(id)}`;

export function useWindows(params: ListParams) {
  return useQuery({
    queryKey: [...applyKeys.windows, 'list', params],
    queryFn: async ({ signal }) => {
      const query = { limit: WINDOWS_PAGE_SIZE, offset: (params.page - 1) * WINDOWS_PAGE_SIZE, ...params.filters };
      return (await api.get<ConsoleApplicationWindowList>(APPLY_PATHS.consoleLimitations, { params: query, signal })).data;
    },
    placeholderData: keepPreviousData,
  });
}

/** Every window of a site and room (the queue's and the calendar's window choice): the newest 100. */
export function useWindowChoices(filter: { location?: string | undefined; work?: string | undefined }) {
  return useQuery({
    queryKey: [...applyKeys.windows, 'choices', filter],
    queryFn: async ({ signal }) =>
      (await api.get<ConsoleApplicationWindowList>(APPLY_PATHS.consoleLimitations, { params: { limit: 100, ...filter }, signal })).data.limitations,
  });
}

export function useWindow(id: string | undefined) {
  return useQuery({
    queryKey: [...applyKeys.windows, 'one', id],
    queryFn: async ({ signal }) => (await api.get<ConsoleApplicationWindowDetail>(windowPath(id!), { signal })).data.limitation,
    enabled: Boolean(id),
  });
}

/** Creates (no id) or edits a window; lists and the calendar refresh. */
export function useSaveWindow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | undefined; input: ApplicationWindowInput }) =>
      id
        ? (await api.put<ConsoleApplicationWindowDetail>(windowPath(id), input)).data.limitation._id
        : (await api.post<ApplicationWindowCreated>(APPLY_PATHS.consoleLimitations, input)).data._id,
    onSuccess: () => client.invalidateQueries({ queryKey: applyKeys.all }),
  });
}

/** Stops applications at once; what was taken stays for review. */
export function useCloseWindow(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<ConsoleApplicationWindowDetail>(`${windowPath(id)}/close`)).data.limitation,
    onSuccess: () => client.invalidateQueries({ queryKey: applyKeys.all }),
  });
}

/** Creates the window's bookable units over its use period (units that exist are kept). */
export function useGenerateUnits(windowId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<GenerateUnitsAnswer>(`${APPLY_PATHS.consoleSchedule}/generate`, { windowId })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: applyKeys.all }),
  });
}

/** The draw's record of a LOTTERY window; null before it was drawn (the service answers 404). */
export function useLottery(windowId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...applyKeys.windows, 'lottery', windowId],
    queryFn: async ({ signal }) => {
      try {
        return (await api.get<LotteryAnswer>(APPLICATION_REVIEW_PATHS.consoleLottery(encodeURIComponent(windowId)), { signal })).data.lottery;
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    enabled,
  });
}

/** Runs the draw (once); its record, the window and the queue refresh. */
export function useDrawLottery(windowId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<LotteryAnswer>(APPLICATION_REVIEW_PATHS.consoleLottery(encodeURIComponent(windowId)), {})).data.lottery,
    onSuccess: () => client.invalidateQueries({ queryKey: applyKeys.all }),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  APPLY_PATHS,
  LIVE_APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationWindowList,
  type ApplyAnswer,
  type ApplyEquipmentList,
  type ApplyRequest,
  type CancelAnswer,
  type Location,
  type MemberApplicationDetail,
  type MemberApplicationList,
  type MyQueueTickets,
  type QueuedAnswer,
  type QueueTicket,
  type ScheduleResponse,
  type ScheduleUnitDetail,
  type WorkType,
  WAITING_ROOM_PATHS,
} from '@centre/contracts';
import { api } from '@centre/platform';
import { isApplyBusy, retryAfterSeconds } from '../../../lib/api-failure.ts';

export const APPLICATIONS_PAGE_SIZE = 10;
/** Every query of this feature starts with this key, so one invalidation refreshes counts, quota and lists. */
const applyKey = ['applications'] as const;
const mineKey = [...applyKey, 'mine'] as const;
/** Places and quota change under the maker's feet during an opening rush: asked again on focus and every half minute. */
const LIVE = { refetchOnWindowFocus: true, refetchInterval: 30_000, staleTime: 5_000 } as const;

/** The open windows of a site's room, with the places left and this member's remaining quota. */
export function useOpenWindows(work: WorkType, location: Location | null) {
  return useQuery({
    queryKey: [...applyKey, 'windows', work, location],
    enabled: location !== null,
    queryFn: async () =>
      (await api.get<ApplicationWindowList>(APPLY_PATHS.limitations, { params: { work, location, status: 'IN_PROGRESS', limit: 20 } })).data.limitations,
    ...LIVE,
  });
}

/** The bookable units of a window in one month (counts only), refreshed live. */
export function useWindowUnits(query: { work: WorkType; location: Location | null; windowId: string | null; month: string }) {
  return useQuery({
    queryKey: [...applyKey, 'units', query],
    enabled: query.location !== null && query.windowId !== null,
    queryFn: async () =>
      (await api.get<ScheduleResponse>(APPLY_PATHS.schedule, { params: { work: query.work, location: query.location, windowId: query.windowId, month: query.month, limit: 200 } })).data.units,
    placeholderData: keepPreviousData,
    ...LIVE,
  });
}

/** One unit, for the form opened from the public calendar with `?unit=`. */
export function useScheduleUnit(id: string | null) {
  return useQuery({
    queryKey: [...applyKey, 'unit', id],
    enabled: id !== null,
    queryFn: async () => (await api.get<ScheduleUnitDetail>(`${APPLY_PATHS.schedule}/${id}`)).data.unit,
    retry: false,
  });
}

/** Equipment of a site's room that can be asked for, with whether this member has the training it needs. */
export function useApplyEquipments(work: WorkType, location: Location | null) {
  return useQuery({
    queryKey: [...applyKey, 'equipments', work, location],
    enabled: location !== null,
    queryFn: async () => (await api.get<ApplyEquipmentList>(APPLY_PATHS.equipments, { params: { work, location } })).data.equipments,
  });
}

/** How often an application turned away at the opening rush is sent again on its own, after the first try. */
export const APPLY_BUSY_RETRIES = 4;

/**
 * The wait before sending again: what Retry-After said (1 to 10 s), plus up to a second at random so
 * the makers turned away together do not all come back in the same instant.
 */
export function applyBusyDelayMs(error: unknown): number {
  const seconds = Math.min(10, Math.max(1, retryAfterSeconds(error) ?? 1));
  return seconds * 1000 + Math.floor(Math.random() * 1000);
}

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    // Answered with the decision (201), or with a place in the window's waiting room (202) to follow with useQueueTicket.
    mutationFn: async (request: ApplyRequest): Promise<ApplyAnswer | QueuedAnswer> => (await api.post<ApplyAnswer | QueuedAnswer>(APPLY_PATHS.applications, request)).data,
    // The opening rush: a 503 APPLY_BUSY wrote nothing, so the same application is sent again after
    // the wait the server named; every other failure is the maker's to see at once.
    retry: (failures, error) => isApplyBusy(error) && failures < APPLY_BUSY_RETRIES,
    retryDelay: (_failures, error) => applyBusyDelayMs(error),
    // Refused or not, the counts on screen are no longer to be trusted.
    onSettled: () => queryClient.invalidateQueries({ queryKey: applyKey }),
  });
}

/** The member's own applications, newest first, a page at a time. */
export function useMyApplications(offset: number, status: ApplicationStatus | null) {
  return useQuery({
    queryKey: [...mineKey, 'list', offset, status],
    queryFn: async () =>
      (await api.get<MemberApplicationList>(APPLY_PATHS.applications, { params: { limit: APPLICATIONS_PAGE_SIZE, offset, ...(status ? { status } : {}) } })).data,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

export function useMyApplication(id: string) {
  return useQuery({
    queryKey: [...mineKey, 'one', id],
    queryFn: async () => (await api.get<MemberApplicationDetail>(`${APPLY_PATHS.myApplications}/${id}`)).data.application,
    refetchOnWindowFocus: true,
  });
}

export function useCancelApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.post<CancelAnswer>(`${APPLY_PATHS.myApplications}/${id}/cancel`)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applyKey }),
  });
}

/**
 * The sessions of a window this member already holds or waits for (live applications), so the
 * form marks them and never offers them again (issue 20 item 4). Refreshed with every other count.
 */
export function useHeldUnits(windowId: string | null) {
  return useQuery({
    queryKey: [...mineKey, 'held', windowId],
    enabled: windowId !== null,
    queryFn: async () => {
      const { applications } = (await api.get<MemberApplicationList>(APPLY_PATHS.applications, { params: { windowId, limit: 100 } })).data;
      return new Set(applications.filter((application) => LIVE_APPLICATION_STATUSES.includes(application.status)).map((application) => application.unitId));
    },
    ...LIVE,
  });
}

/**
 * The next window of a site's room that is not open yet (the soonest applyFrom), for a form with
 * no open window to say when applications open (issue 20 item 3).
 */
export function useNextWindow(work: WorkType, location: Location | null, enabled: boolean) {
  return useQuery({
    queryKey: [...applyKey, 'next-window', work, location],
    enabled: enabled && location !== null,
    queryFn: async () => {
      const { limitations } = (await api.get<ApplicationWindowList>(APPLY_PATHS.limitations, { params: { work, location, status: 'PLANNED', limit: 20 } })).data;
      return [...limitations].sort((a, b) => `${a.applyFrom}${a.applyOpenTime}`.localeCompare(`${b.applyFrom}${b.applyOpenTime}`))[0] ?? null;
    },
  });
}

/** How often a place in the waiting room is read again while it waits. */
export const QUEUE_POLL_MS = 2_000;

/** One's place in a window's waiting room, read again every two seconds until it is decided. */
export function useQueueTicket(initial: QueueTicket) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...mineKey, 'queue', initial._id],
    queryFn: async () => {
      const ticket = (await api.get<{ ticket: QueueTicket }>(`${WAITING_ROOM_PATHS.myTickets}/${initial._id}`)).data.ticket;
      // Decided: the places, quota and my applications on screen have changed.
      if (ticket.status !== 'QUEUED') void queryClient.invalidateQueries({ queryKey: applyKey, predicate: (query) => query.queryKey[2] !== 'queue' });
      return ticket;
    },
    initialData: initial,
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (query.state.data?.status === 'QUEUED' ? QUEUE_POLL_MS : false),
    refetchIntervalInBackground: true,
    retry: 2,
  });
}

/** The member's places in the waiting rooms (waiting, and decided in the last day), read again while one waits. */
export function useMyQueuePlaces() {
  return useQuery({
    queryKey: [...mineKey, 'queue-list'],
    queryFn: async () => (await api.get<MyQueueTickets>(WAITING_ROOM_PATHS.myTickets)).data.tickets,
    refetchInterval: (query) => (query.state.data?.some((ticket) => ticket.status === 'QUEUED') ? QUEUE_POLL_MS * 2 : false),
    refetchOnWindowFocus: true,
  });
}

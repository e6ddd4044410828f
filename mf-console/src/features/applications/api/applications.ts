import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  APPLY_PATHS,
  type ApplicationReviewSort,
  type ApplyEquipmentList,
  type AttendanceAnswer,
  type AttendanceRequest,
  type BulkDecisionAnswer,
  type BulkDecisionRequest,
  type ConsoleApplicationDetail,
  type ConsoleApplicationList,
  type ConsoleApplicationQuery,
  type Location,
  type WorkType,
} from '@centre/contracts';
import { api } from '@centre/platform';
import type { ListParams } from '../../../components/use-list-params.ts';
import { applyKeys } from './keys.ts';

export const QUEUE_PAGE_SIZE = 20;
/** The review queue's filters in the address (`?location=DAPSIMNI&status=WAITING&date=2027-01-05`). */
export const QUEUE_FILTERS = ['location', 'work', 'windowId', 'date', 'status'] as const;

type QueueFilter = Pick<ConsoleApplicationQuery, 'location' | 'work' | 'windowId' | 'unitId' | 'date' | 'status'>;

/** The queue's sortable columns and the service's orders (`date` soonest first, `-applied` newest first). */
export const QUEUE_SORTABLE = ['day', 'createdAt'] as const;
function queueSortOf(params: ListParams): ApplicationReviewSort | undefined {
  const field = params.sort === 'day' ? 'date' : params.sort === 'createdAt' ? 'applied' : undefined;
  if (!field) return undefined;
  return params.order === 'desc' ? `-${field}` : field;
}

export function useApplications(params: ListParams) {
  return useQuery({
    queryKey: [...applyKeys.applications, 'list', params],
    queryFn: async ({ signal }) => {
      const query = {
        limit: QUEUE_PAGE_SIZE,
        offset: (params.page - 1) * QUEUE_PAGE_SIZE,
        keyword: params.keyword || undefined,
        sort: queueSortOf(params),
        ...params.filters,
      };
      return (await api.get<ConsoleApplicationList>(APPLY_PATHS.consoleApplications, { params: query, signal })).data;
    },
    placeholderData: keepPreviousData,
  });
}

/** The applications of a day or a unit (the calendar's day view): up to 100 (the list's limit), every status. */
export function useUnitApplications(filter: QueueFilter, enabled = true) {
  return useQuery({
    queryKey: [...applyKeys.applications, 'unit', filter],
    queryFn: async ({ signal }) => (await api.get<ConsoleApplicationList>(APPLY_PATHS.consoleApplications, { params: { limit: 100, ...filter }, signal })).data,
    enabled,
  });
}

export function useApplication(id: string) {
  return useQuery({
    queryKey: [...applyKeys.applications, 'one', id],
    queryFn: async ({ signal }) =>
      (await api.get<ConsoleApplicationDetail>(`${APPLY_PATHS.consoleApplications}/${encodeURIComponent(id)}`, { signal })).data.application,
  });
}

/** The same member's other applications (the detail page's history), newest first. */
export function useMemberApplications(memberId: string | undefined) {
  return useQuery({
    queryKey: [...applyKeys.applications, 'member', memberId],
    queryFn: async ({ signal }) =>
      (await api.get<ConsoleApplicationList>(APPLY_PATHS.consoleApplications, { params: { memberId, limit: 20 }, signal })).data,
    enabled: Boolean(memberId),
  });
}

/**
 * Approves or rejects one or many at once. The answer has one outcome per application: a bulk
 * approval may be partly refused (a unit became full), and the page shows which and why.
 */
export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: BulkDecisionRequest) => (await api.post<BulkDecisionAnswer>(APPLY_PATHS.consoleDecisions, request)).data,
    onSettled: () => client.invalidateQueries({ queryKey: applyKeys.all }),
  });
}

/** Marks attendance (or a no-show, or clears it) of approved bookings on or after their day. */
export function useMarkAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: AttendanceRequest) => (await api.post<AttendanceAnswer>(APPLY_PATHS.consoleAttendance, request)).data,
    onSettled: () => client.invalidateQueries({ queryKey: applyKeys.all }),
  });
}


/** The bookable equipment of a site's room (to name what an application asked for). */
export function useRoomEquipment(location: Location | undefined, work: WorkType | undefined) {
  return useQuery({
    queryKey: [...applyKeys.applications, 'equipment', location, work],
    queryFn: async ({ signal }) => (await api.get<ApplyEquipmentList>(APPLY_PATHS.equipments, { params: { location, work }, signal })).data.equipments,
    enabled: Boolean(location && work),
    staleTime: 5 * 60_000,
  });
}

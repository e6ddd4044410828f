import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  APPLY_PATHS,
  LIVE_APPLICATION_STATUSES,
  type BlackoutCreated,
  type BlackoutInput,
  type BlackoutList,
  type ConsoleApplicationList,
  type ConsoleScheduleUnitDetail,
  type ConsoleScheduleUnitList,
  type Holiday,
  type HolidayAdded,
  type HolidayList,
  type Location,
  type ScheduleUnitUpdate,
  type WorkType,
} from '@centre/contracts';
import { api } from '@centre/platform';
import { applyKeys } from './keys.ts';

export interface CalendarChoice {
  location: Location;
  work: WorkType;
  /** YYYY-MM */
  month: string;
}

/** Every unit of a site's room in a month (a month has at most ~23 open days × 6 sessions: one page of 200). */
export function useMonthUnits({ location, work, month }: CalendarChoice) {
  return useQuery({
    queryKey: [...applyKeys.schedule, 'month', location, work, month],
    queryFn: async ({ signal }) =>
      (await api.get<ConsoleScheduleUnitList>(APPLY_PATHS.consoleSchedule, { params: { location, work, month, limit: 200 }, signal })).data,
  });
}

/** The blackouts touching a month of a site (both rooms or this one). */
export function useMonthBlackouts({ location, work, month }: CalendarChoice) {
  return useQuery({
    queryKey: [...applyKeys.blackouts, location, work, month],
    queryFn: async ({ signal }) =>
      (await api.get<BlackoutList>(APPLY_PATHS.consoleBlackouts, { params: { location, work, month, limit: 100 }, signal })).data.blackouts,
  });
}

/** Public holidays of a year (closed days of every site). */
export function useHolidays(year: number) {
  return useQuery({
    queryKey: [...applyKeys.schedule, 'holidays', year],
    queryFn: async ({ signal }) => (await api.get<HolidayList>(APPLY_PATHS.consoleHolidays, { params: { year }, signal })).data.holidays,
    staleTime: 5 * 60_000,
  });
}

/**
 * Adds a public holiday or renames one (the service keeps one holiday per day): the day closes at
 * every site and live applications on it are cancelled by the centre. Answers how many were.
 */
export function useSaveHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (holiday: Holiday) =>
      (await api.post<HolidayAdded>(APPLY_PATHS.consoleHolidays, holiday)).data.affectedApplicationIds.length,
    onSettled: () => client.invalidateQueries({ queryKey: applyKeys.all }),
  });
}

/** Removes a holiday: the units it closed open again (cancelled applications stay cancelled). */
export function useRemoveHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (date: string) => {
      await api.delete(`${APPLY_PATHS.consoleHolidays}/${encodeURIComponent(date)}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: applyKeys.all }),
  });
}

/** Adds a blackout: the centre cancels the applications on those days and tells their members. */
export function useAddBlackout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: BlackoutInput) => (await api.post<BlackoutCreated>(APPLY_PATHS.consoleBlackouts, input)).data,
    onSettled: () => client.invalidateQueries({ queryKey: applyKeys.all }),
  });
}

/** Removes a blackout: its days open again (cancelled applications stay cancelled). */
export function useRemoveBlackout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`${APPLY_PATHS.consoleBlackouts}/${encodeURIComponent(id)}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: applyKeys.all }),
  });
}

/**
 * How many live applications (waitlisted, waiting, approved) a blackout over these days would
 * cancel: asked before staff confirm it. One small count per status (the list's total).
 */
export async function countLiveApplications(filter: { location: Location | null; work: WorkType | null; from: string; to: string }): Promise<number> {
  // A holiday closes every site: no site, no room.
  const { work, location, ...rest } = filter;
  const totals = await Promise.all(
    LIVE_APPLICATION_STATUSES.map(
      async (status) =>
        (await api.get<ConsoleApplicationList>(APPLY_PATHS.consoleApplications, { params: { ...rest, ...(location ? { location } : {}), ...(work ? { work } : {}), status, limit: 1 } })).data.summary.total,
    ),
  );
  return totals.reduce((sum, total) => sum + total, 0);
}

/** Changes a session: its capacity (never below the places held), or closes / reopens it (staff closure). */
export function useUpdateUnit(unitId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: ScheduleUnitUpdate) =>
      (await api.put<ConsoleScheduleUnitDetail>(`${APPLY_PATHS.consoleSchedule}/${encodeURIComponent(unitId)}`, change)).data.unit,
    onSettled: () => client.invalidateQueries({ queryKey: applyKeys.all }),
  });
}

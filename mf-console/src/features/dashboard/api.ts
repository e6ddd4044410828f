import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CONSOLE_INQUIRIES_PATH,
  CONSOLE_MESSAGE_PATHS,
  STATISTICS_PATH,
  equipmentResource,
  popupsResource,
  type ConsoleEquipmentList,
  type ConsolePopupList,
  type DayOfWeekSales,
  type MonthlySales,
  type ProductsSales,
  type StatisticsQuery,
  type StatisticsToday,
} from '@centre/contracts';
import { api } from '@centre/platform';

const dashboardKey = ['dashboard'] as const;
/** What needs attention moves during the day: asked again when staff come back to the tab, at most every minute. */
const ATTENTION_STALE_MS = 60_000;
/** Popups whose period ends within this many days are called out. */
export const POPUP_ENDING_DAYS = 7;
const DAY_MS = 86_400_000;

/** How many items a console list holds for a filter: its `summary.total`, one row asked for. */
async function totalOf(path: string, params: Record<string, string>, signal: AbortSignal): Promise<number> {
  return (await api.get<{ summary: { total: number } }>(path, { params: { ...params, limit: 1 }, signal })).data.summary.total;
}

/** Applications waiting for a decision and this week's bookings (the applications service). */
export function useToday() {
  return useQuery({
    queryKey: [...dashboardKey, 'today'],
    queryFn: async ({ signal }) => (await api.get<StatisticsToday>(`${STATISTICS_PATH}/today`, { signal })).data,
    staleTime: ATTENTION_STALE_MS,
  });
}

// The attention counts and equipment names come from families not every role reads: each hook
// takes `enabled`, the role's right to read them (lib/use-may-request.ts), and asks nothing otherwise.

export function useWaitingInquiries(enabled: boolean) {
  return useQuery({
    queryKey: [...dashboardKey, 'inquiries'],
    enabled,
    queryFn: ({ signal }) => totalOf(CONSOLE_INQUIRIES_PATH, { status: 'WAITING_REPLY' }, signal),
    staleTime: ATTENTION_STALE_MS,
  });
}

export function useFailedMessages(enabled: boolean) {
  return useQuery({
    queryKey: [...dashboardKey, 'messages'],
    enabled,
    queryFn: ({ signal }) => totalOf(CONSOLE_MESSAGE_PATHS.messages, { status: 'FAILED' }, signal),
    staleTime: ATTENTION_STALE_MS,
  });
}

/** Popups shown now whose period ends within POPUP_ENDING_DAYS (a centre has a handful: one page holds them). */
export function useEndingPopups(enabled: boolean) {
  return useQuery({
    queryKey: [...dashboardKey, 'popups'],
    enabled,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<ConsolePopupList>(popupsResource.paths.console, { params: { visibility: 'PUBLIC', sort: 'endsAt:asc', limit: 100 }, signal });
      const soon = Date.now() + POPUP_ENDING_DAYS * DAY_MS;
      return data.popups.filter((popup) => Date.parse(popup.endsAt) <= soon).length;
    },
    staleTime: ATTENTION_STALE_MS,
  });
}

function useReport<T>(report: string, filter: StatisticsQuery) {
  return useQuery({
    queryKey: [...dashboardKey, report, filter],
    queryFn: async ({ signal }) => (await api.get<T>(`${STATISTICS_PATH}/${report}`, { params: filter, signal })).data,
    placeholderData: keepPreviousData,
  });
}

export const useMonthlyUse = (filter: StatisticsQuery) => useReport<MonthlySales>('monthlySales', filter);
export const useWeekdayUse = (filter: StatisticsQuery) => useReport<DayOfWeekSales>('dayOfWeekSales', filter);
export const useEquipmentUse = (filter: StatisticsQuery) => useReport<ProductsSales>('productsSales', filter);

/** Equipment names and sites by id, for the equipment chart (every piece fits on one page). */
export function useEquipmentNames(enabled: boolean) {
  return useQuery({
    queryKey: [...dashboardKey, 'equipment-names'],
    enabled,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<ConsoleEquipmentList>(equipmentResource.paths.console, { params: { limit: 100 }, signal });
      return new Map(data.equipments.map((item) => [item._id, { title: item.title, site: item.site }]));
    },
    staleTime: 5 * 60_000,
  });
}

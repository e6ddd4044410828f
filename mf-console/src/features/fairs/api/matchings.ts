import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExhibitorSuggestions, Meeting, OutcomeReport } from '@centre/contracts';
import { api, downloadFromApi } from '@centre/platform';
import { fairKeys } from './keys.ts';
import { FAIRS_CONSOLE_PATHS, REPORT_CSV_PATH, REPORT_PATH, buyersPath, matchingPath } from './paths.ts';

export const MEETINGS_PAGE_SIZE = 20;
const API_PAGE_LIMIT = 100;

type MeetingPage = { matchings: Meeting[]; summary: { total: number; limit: number; offset: number } };

/** A meeting that holds its slot: requested (until answered) or accepted. */
export const holdsSlot = (meeting: Meeting) => meeting.status === 'REQUESTED' || meeting.status === 'ACCEPTED';

/** One page of a fair's meetings (the meetings list). */
export function useMeetings(fair: string, query: { page: number; status: string | undefined }) {
  return useQuery({
    queryKey: [...fairKeys.fair(fair), 'meetings', query],
    queryFn: async ({ signal }) => {
      const params = { fair, limit: MEETINGS_PAGE_SIZE, offset: (query.page - 1) * MEETINGS_PAGE_SIZE, ...(query.status ? { status: query.status } : {}) };
      return (await api.get<MeetingPage>(FAIRS_CONSOLE_PATHS.matchings, { params, signal })).data;
    },
    placeholderData: keepPreviousData,
  });
}

/** Every meeting of a fair, page after page (the board shows the whole grid). */
export function useAllMeetings(fair: string) {
  return useQuery({
    queryKey: [...fairKeys.fair(fair), 'meetings', 'all'],
    queryFn: async ({ signal }) => {
      const meetings: Meeting[] = [];
      for (let offset = 0; ; offset += API_PAGE_LIMIT) {
        const page = (await api.get<MeetingPage>(FAIRS_CONSOLE_PATHS.matchings, { params: { fair, limit: API_PAGE_LIMIT, offset }, signal })).data;
        meetings.push(...page.matchings);
        if (meetings.length >= page.summary.total || page.matchings.length === 0) return meetings;
      }
    },
  });
}

/** Places an accepted meeting for both sides; the API refuses a taken slot and the like. */
export function usePlaceMeeting(fair: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { exhibitor: string; buyer: string; slot: string; context: string }) =>
      (await api.post<{ matching: Meeting }>(FAIRS_CONSOLE_PATHS.matchings, { fair, ...input })).data.matching,
    onSuccess: () => client.invalidateQueries({ queryKey: fairKeys.fair(fair) }),
  });
}

/** Cancels a meeting for both sides; its slot is free again. */
export function useCancelMeeting(fair: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (meeting: string) => (await api.post<{ matching: Meeting }>(`${matchingPath(meeting)}/cancel`)).data.matching,
    onSuccess: () => client.invalidateQueries({ queryKey: fairKeys.fair(fair) }),
  });
}

/** Records that an accepted meeting which has begun did not take place. */
export function useRecordNoShow(fair: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (meeting: string) => {
      await api.post(`${matchingPath(meeting)}/no-show`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: fairKeys.fair(fair) }),
  });
}

export function useOutcomeReport(fair: string) {
  return useQuery({
    queryKey: [...fairKeys.fair(fair), 'report'],
    queryFn: async ({ signal }) => (await api.get<OutcomeReport>(REPORT_PATH, { params: { fair }, signal })).data,
  });
}

export const downloadOutcomeCsv = (fair: string) => downloadFromApi(REPORT_CSV_PATH, `fair-outcomes-${fair}.csv`, { fair });

/** Moves a booked meeting to another free slot of its exhibitor in one step; both sides are told. */
export function useMoveMeeting(fair: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ meeting, slot }: { meeting: string; slot: string }) => (await api.put<{ matching: Meeting }>(`${matchingPath(meeting)}/slot`, { slot })).data.matching,
    onSuccess: () => client.invalidateQueries({ queryKey: fairKeys.fair(fair) }),
  });
}

/** The exhibitors suggested to one buyer of the fair (the service's rule), for placing meetings. */
export function useBuyerSuggestions(fair: string, buyer: string) {
  return useQuery({
    queryKey: [...fairKeys.fair(fair), 'suggestions', buyer],
    enabled: buyer !== '',
    queryFn: async ({ signal }) => (await api.get<ExhibitorSuggestions>(`${buyersPath(fair)}/${encodeURIComponent(buyer)}/suggestions`, { signal })).data.suggestions,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { APPLY_PATHS, type IcalTokenAnswer, type IcalTokenStatus } from '@centre/contracts';
import { api } from '@centre/platform';

const feedKey = ['applications', 'calendar-feed'] as const;

/** Whether the member has a feed address in force (the address itself is shown only when issued). */
export function useCalendarFeedStatus() {
  return useQuery({
    queryKey: feedKey,
    queryFn: async () => (await api.get<IcalTokenStatus>(APPLY_PATHS.myIcal)).data.ical,
  });
}

/** Issues a new private address; any earlier one stops working at once (that is also how it is rotated). */
export function useIssueCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<IcalTokenAnswer>(APPLY_PATHS.myIcal)).data.ical,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKey }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.delete(APPLY_PATHS.myIcal);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKey }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { APPLY_PATHS, type AppealAnswer, type AppealRequest, type MemberStrikes } from '@centre/contracts';
import { api } from '@centre/platform';

const strikesKey = ['applications', 'strikes'] as const;

/** The member's strikes, the suspension in force and the centre's rule. */
export function useMyStrikes() {
  return useQuery({
    queryKey: strikesKey,
    queryFn: async () => (await api.get<MemberStrikes>(APPLY_PATHS.myStrikes)).data,
  });
}

/** One appeal per strike; staff decide it in the console. */
export function useAppealStrike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ strikeId, request }: { strikeId: string; request: AppealRequest }) =>
      (await api.post<AppealAnswer>(`${APPLY_PATHS.myStrikes}/${strikeId}/appeal`, request)).data.appeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: strikesKey }),
  });
}

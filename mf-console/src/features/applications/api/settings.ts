import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { APPLY_PATHS, type StrikePolicy, type StrikePolicyAnswer } from '@centre/contracts';
import { api } from '@centre/platform';
import { applyKeys } from './keys.ts';

const settingsKey = [...applyKeys.all, 'settings'] as const;

/** The centre-wide strike rule: N strikes within P days suspend applying for S days. */
export function useStrikePolicy() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => (await api.get<StrikePolicyAnswer>(APPLY_PATHS.consoleSettings, { signal })).data.policy,
  });
}

/** Saves the strike rule; the answer is the rule as stored, which the form then shows. */
export function useSaveStrikePolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (policy: StrikePolicy) => (await api.put<StrikePolicyAnswer>(APPLY_PATHS.consoleSettings, policy)).data.policy,
    onSuccess: (policy) => client.setQueryData(settingsKey, policy),
  });
}

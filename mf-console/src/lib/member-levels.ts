// Member levels: the levels page edits them, and the member form and the message group form choose
// from them, so they are shared here rather than owned by one feature.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_MEMBER_PATHS, type MemberLevelDetail, type MemberLevelInput, type MemberLevelList } from '@centre/contracts';
import { api } from '@centre/platform';

/** The levels' query key: a member's save refreshes it too (a level's member count changes). */
export const levelsKey = ['member-levels'] as const;

export function useLevels() {
  return useQuery({
    queryKey: levelsKey,
    queryFn: async ({ signal }) => (await api.get<MemberLevelList>(CONSOLE_MEMBER_PATHS.levels, { signal })).data.levels,
  });
}

/** Creates (no id) or replaces (an id) a level. */
export function useSaveLevel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string | undefined; input: MemberLevelInput }) =>
      id
        ? (await api.put<MemberLevelDetail>(`${CONSOLE_MEMBER_PATHS.levels}/${encodeURIComponent(id)}`, input)).data.level
        : (await api.post<MemberLevelDetail>(CONSOLE_MEMBER_PATHS.levels, input)).data.level,
    onSuccess: () => client.invalidateQueries({ queryKey: levelsKey }),
  });
}

export function useDeleteLevel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => api.delete(`${CONSOLE_MEMBER_PATHS.levels}/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: levelsKey }),
  });
}

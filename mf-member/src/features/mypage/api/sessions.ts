import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SESSIONS_PATHS, type EndOtherSessionsResponse, type SessionListResponse } from '@centre/contracts';
import { api } from '@centre/platform';

export const sessionsKey = ['mypage', 'sessions'] as const;

/** The member's live sessions (the gateway answers: it owns refresh tokens). */
export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async () => (await api.get<SessionListResponse>(SESSIONS_PATHS.list)).data.data,
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string) => {
      await api.delete(SESSIONS_PATHS.one(sessionId));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<EndOtherSessionsResponse>(SESSIONS_PATHS.endOthers)).data.data.ended,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { api } from '@centre/platform';
import { MEMBER_PATHS, type RecoveryRequest, type RecoveryResponse } from '@centre/contracts';

/** POST /api/v1/users/recovery: the masked username, or a new password, after a verified code. */
export function useRecovery() {
  return useMutation({
    mutationFn: async (request: RecoveryRequest) => (await api.post<RecoveryResponse>(MEMBER_PATHS.recovery, request)).data,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentsRequest, PasswordChange, ProfileResponse, ProfileUpdate, WithdrawRequest, WithdrawResponse } from '@centre/contracts';
import { api } from '@centre/platform';
import { PROFILE_PATH, profileKey } from './profile.ts';

export const ME_PATHS = {
  password: '/api/v1/me/password',
  withdraw: '/api/v1/me/withdraw',
  consents: '/api/v1/me/consents',
} as const;

/** PUT profile answers the saved profile: the cache takes it as is. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: ProfileUpdate) => (await api.put<ProfileResponse>(PROFILE_PATH, update)).data.profile,
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
}

/** Agreeing again to the current versions of required terms; answers the profile too. */
export function useAgreeToTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ConsentsRequest) => (await api.post<ProfileResponse>(ME_PATHS.consents, request)).data.profile,
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (change: PasswordChange) => {
      await api.put(ME_PATHS.password, change);
    },
  });
}

export function useWithdraw() {
  return useMutation({
    mutationFn: async (request: WithdrawRequest) => (await api.post<WithdrawResponse>(ME_PATHS.withdraw, request)).data,
  });
}

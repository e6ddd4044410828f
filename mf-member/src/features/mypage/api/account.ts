import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBER_PATHS, type ConsentsRequest, type PasswordChange, type ProfileResponse, type ProfileUpdate, type WithdrawRequest, type WithdrawResponse } from '@centre/contracts';
import { api } from '@centre/platform';
import { profileKey } from './profile.ts';

/** PUT profile answers the saved profile: the cache takes it as is. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: ProfileUpdate) => (await api.put<ProfileResponse>(MEMBER_PATHS.profile, update)).data.profile,
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
}

/** Agreeing again to the current versions of required terms; answers the profile too. */
export function useAgreeToTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ConsentsRequest) => (await api.post<ProfileResponse>(MEMBER_PATHS.consents, request)).data.profile,
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (change: PasswordChange) => {
      await api.put(MEMBER_PATHS.password, change);
    },
  });
}

export function useWithdraw() {
  return useMutation({
    mutationFn: async (request: WithdrawRequest) => (await api.post<WithdrawResponse>(MEMBER_PATHS.withdraw, request)).data,
  });
}

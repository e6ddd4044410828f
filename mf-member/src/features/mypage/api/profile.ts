import { useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '@centre/contracts';
import { api } from '@centre/platform';

export const PROFILE_PATH = '/api/v1/me/profile';
export const profileKey = ['mypage', 'profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: async () => (await api.get<ProfileResponse>(PROFILE_PATH)).data.profile,
  });
}

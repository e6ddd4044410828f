import { useQuery } from '@tanstack/react-query';
import { MEMBER_PATHS, type ProfileResponse } from '@centre/contracts';
import { api } from '@centre/platform';

export const profileKey = ['mypage', 'profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: async () => (await api.get<ProfileResponse>(MEMBER_PATHS.profile)).data.profile,
  });
}

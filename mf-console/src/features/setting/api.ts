import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_SETTING_PATH, type ConsoleSetting, type ConsoleSettingDetail } from '@centre/contracts';
import { api } from '@centre/platform';

const settingKey = ['setting'] as const;

export function useConsoleSetting() {
  return useQuery({
    queryKey: settingKey,
    queryFn: async ({ signal }) => (await api.get<ConsoleSettingDetail>(CONSOLE_SETTING_PATH, { signal })).data.setting,
  });
}

/** Replaces the whole settings document; the public site reads it on its next page load. */
export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (setting: ConsoleSetting) => (await api.put<ConsoleSettingDetail>(CONSOLE_SETTING_PATH, setting)).data.setting,
    onSuccess: (saved) => queryClient.setQueryData(settingKey, saved),
  });
}

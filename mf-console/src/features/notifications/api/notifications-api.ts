import type { ConsoleNotificationList, ListQuery } from '@centre/contracts';
import { api } from '@centre/platform';

export async function fetchConsoleNotifications(query: ListQuery, signal?: AbortSignal): Promise<ConsoleNotificationList> {
  const params = { ...query, keyword: query.keyword || undefined };
  const { data } = await api.get<ConsoleNotificationList>('/api/console/center/notifications', { params, signal });
  return data;
}

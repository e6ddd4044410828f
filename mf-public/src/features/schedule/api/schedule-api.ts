import type { Location, ScheduleResponse, WorkType } from '@centre/contracts';
import { api } from '@centre/platform';

/** Booked and free days of one site's cutting room or studio for a month (counts only, no names). */
export async function fetchSchedule(
  query: { work: WorkType; location: Location; month: string },
  signal?: AbortSignal,
): Promise<ScheduleResponse['schedule']> {
  const { data } = await api.get<ScheduleResponse>('/api/v1/schedule', { params: query, signal });
  return data.schedule;
}

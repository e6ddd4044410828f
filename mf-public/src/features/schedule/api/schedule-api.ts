import {
  PUBLIC_CONTENT_PATHS,
  type Location,
  type MonthCalendar,
  type ScheduleResponse,
  type ScheduleUnit,
  type WorkType,
} from '@centre/contracts';
import { api } from '@centre/platform';

/** A month of one site's cutting room or studio: the days drawn on the calendar and the bookable units behind them (counts only, no names). */
export interface ScheduleMonth extends MonthCalendar {
  units: ScheduleUnit[];
}

/**
 * The service's first page of units (100) covers a month of up to four sessions a day; the calendar
 * itself is drawn from `schedule.days` whatever the layout.
 */
export async function fetchSchedule(query: { work: WorkType; location: Location; month: string }, signal?: AbortSignal): Promise<ScheduleMonth> {
  const { data } = await api.get<ScheduleResponse>(PUBLIC_CONTENT_PATHS.schedule, { params: query, signal });
  // With work and location the service always draws the month; an empty one stands in should it not.
  return { ...(data.schedule ?? { ...query, days: [] }), units: data.units };
}

import {
  addMonths,
  APPLY_PATHS,
  PUBLIC_CONTENT_PATHS,
  seoulToday,
  type ApplicationWindow,
  type ApplicationWindowList,
  type Location,
  type MonthCalendar,
  type ScheduleResponse,
  type ScheduleUnit,
  type WorkType,
} from '@centre/contracts';
import { api } from '@centre/platform';
import { dayStatesOf, firstBookableMonth, otherSiteOf } from '../booking-days.ts';

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

/** A month of the calendar with what it needs to say why a day is or is not bookable (issue 20 items 1 and 21). */
export interface BookingMonth {
  /** The month shown: the one asked for, or the first with a bookable day. */
  month: string;
  schedule: ScheduleMonth;
  /** The room's windows at both sites, every status (periods, opening dates). */
  windows: ApplicationWindow[];
  /** The same room's month at the other site, to offer its free days when a day is full here. */
  otherSite: ScheduleMonth;
}

/** How far ahead the calendar looks for the first month with a bookable day. */
const LOOK_AHEAD_MONTHS = 12;

/**
 * The calendar's month with the room's windows and the other site's month. Without a month in the
 * address it opens on the first month that has a bookable day (none: the current month).
 */
export async function fetchBookingMonth(query: { work: WorkType; location: Location; month: string | null }, signal?: AbortSignal): Promise<BookingMonth> {
  const { data } = await api.get<ApplicationWindowList>(APPLY_PATHS.limitations, { params: { work: query.work, limit: 100 }, signal });
  const windows = data.limitations;
  const today = seoulToday();
  let month = query.month ?? firstBookableMonth(windows, query.location, today);
  let schedule = await fetchSchedule({ work: query.work, location: query.location, month }, signal);
  if (query.month === null) {
    const here = windows.filter((window) => window.location === query.location && window.status === 'IN_PROGRESS');
    const lastMonth = here.map((window) => window.useTo.slice(0, 7)).sort().at(-1) ?? month;
    for (let step = 0; step < LOOK_AHEAD_MONTHS && month < lastMonth; step++) {
      const states = dayStatesOf(schedule.days, schedule.units, windows, today);
      if ([...states.values()].some((state) => state.reason === 'BOOKABLE')) break;
      month = addMonths(month, 1);
      schedule = await fetchSchedule({ work: query.work, location: query.location, month }, signal);
    }
  }
  const otherSite = await fetchSchedule({ work: query.work, location: otherSiteOf(query.location), month }, signal);
  return { month, schedule, windows, otherSite };
}

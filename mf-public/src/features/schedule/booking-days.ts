import { addMonths, isoWeekday, type ApplicationWindow, type Location, type ScheduleDay, type ScheduleUnit } from '@centre/contracts';

// What each day of the public calendar may be (issue 20 item 1): a day is a button only when it is
// bookable now; every other day says why, as Seoul's public reservation system does.

export const DAY_REASONS = ['BOOKABLE', 'FULL_WAITLIST', 'FULL', 'NOT_OPEN', 'PERIOD_CLOSED', 'PAST', 'HOLIDAY', 'NO_PERIOD'] as const;
export type DayReason = (typeof DAY_REASONS)[number];

export interface DayState {
  reason: DayReason;
  /** NOT_OPEN: when the booking period that covers the day opens (Seoul date and time). */
  opensOn?: { date: string; time: string };
}

/** A unit a maker can still ask for: free places, or a full unit whose waiting list takes names. */
export const isChoosableUnit = (unit: ScheduleUnit) => unit.state === 'OPEN' || (unit.state === 'FULL' && unit.waitlistOpen);

const covers = (window: ApplicationWindow, date: string) => window.useFrom <= date && date <= window.useTo && window.weekdays.includes(isoWeekday(date));
const opening = (window: ApplicationWindow) => `${window.applyFrom} ${window.applyOpenTime}`;

/**
 * Each day's state from the month's days, its units and the site's windows (every status). A
 * unit of a window that is not taking applications is not bookable, whatever its places.
 */
export function dayStatesOf(days: readonly ScheduleDay[], units: readonly ScheduleUnit[], windows: readonly ApplicationWindow[], today: string): Map<string, DayState> {
  const byId = new Map(windows.map((window) => [window._id, window]));
  const states = new Map<string, DayState>();
  for (const day of days) {
    const live = units.filter((unit) => unit.date === day.date && byId.get(unit.windowId)?.status === 'IN_PROGRESS' && unit.state !== 'CLOSED');
    const covering = windows.filter((window) => covers(window, day.date));
    const planned = covering.filter((window) => window.status === 'PLANNED').sort((a, b) => opening(a).localeCompare(opening(b)))[0];
    let state: DayState;
    if (day.date < today) state = { reason: 'PAST' };
    else if (day.availability === 'CLOSED' && day.closedReason) state = { reason: 'HOLIDAY' };
    else if (live.some(isChoosableUnit)) state = { reason: live.some((unit) => unit.state === 'OPEN') ? 'BOOKABLE' : 'FULL_WAITLIST' };
    else if (live.length > 0) state = { reason: 'FULL' };
    else if (planned) state = { reason: 'NOT_OPEN', opensOn: { date: planned.applyFrom, time: planned.applyOpenTime } };
    else if (covering.some((window) => window.status === 'CLOSED')) state = { reason: 'PERIOD_CLOSED' };
    else state = { reason: 'NO_PERIOD' };
    states.set(day.date, state);
  }
  return states;
}

/** The windows whose days of use fall in a month, soonest first: the month's booking periods. */
export function periodsOf(windows: readonly ApplicationWindow[], month: string): ApplicationWindow[] {
  const first = `${month}-01`;
  const next = `${addMonths(month, 1)}-01`;
  return windows.filter((window) => window.useFrom < next && window.useTo >= first).sort((a, b) => a.useFrom.localeCompare(b.useFrom));
}

/**
 * The month the calendar opens on when the address names none: the first month, from this one,
 * that a window taking applications covers with a day still to come; this month when none does.
 */
export function firstBookableMonth(windows: readonly ApplicationWindow[], location: Location, today: string): string {
  const thisMonth = today.slice(0, 7);
  const months = windows
    .filter((window) => window.location === location && window.status === 'IN_PROGRESS' && window.useTo >= today)
    .map((window) => (window.useFrom > today ? window.useFrom : today).slice(0, 7));
  return months.sort()[0] ?? thisMonth;
}

/** The other site, whose same room a maker is offered when a day is full here (issue 20 item 21). */
export const otherSiteOf = (location: Location): Location => (location === 'YONGSIN' ? 'DAPSIMNI' : 'YONGSIN');

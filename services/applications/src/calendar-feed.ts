// A member's approved bookings as an iCalendar feed (RFC 5545), for their own calendar app.
import { createHash, randomBytes } from 'node:crypto';
import { SEOUL_TIME_ZONE } from '@centre/contracts';
import { ICalCalendar } from 'ical-generator';

/** One approved booking as the feed shows it. */
export interface CalendarBooking {
  applicationId: string;
  /** Seoul calendar day, YYYY-MM-DD. */
  date: string;
  /** Seoul wall-clock times, HH:MM. */
  startTime: string;
  endTime: string;
  summary: string;
  location: string;
  description?: string;
  updatedAt: string;
}

/** Korea has kept +09:00 all year since 1988: one fixed VTIMEZONE block is exact. */
const SEOUL_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SEOUL_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:KST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * ical-generator writes a time in an event's time zone from the Date's local getters, so a Date
 * built from the Seoul wall-clock parts in local time prints those same parts whatever zone this
 * process runs in (opening hours never fall in a local daylight-saving gap, which is at night).
 */
function seoulWallClock(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, day, hour, minute, 0, 0);
}

export function calendarFeed(name: string, origin: string, bookings: readonly CalendarBooking[]): string {
  const calendar = new ICalCalendar({ name, prodId: { company: 'centre', product: 'applications', language: 'KO' } });
  calendar.timezone({ name: SEOUL_TIME_ZONE, generator: () => SEOUL_VTIMEZONE });
  const host = new URL(origin).host;
  for (const booking of bookings) {
    calendar.createEvent({
      id: `${booking.applicationId}@${host}`,
      start: seoulWallClock(booking.date, booking.startTime),
      end: seoulWallClock(booking.date, booking.endTime),
      timezone: SEOUL_TIME_ZONE,
      stamp: new Date(booking.updatedAt),
      summary: booking.summary,
      location: booking.location,
      description: booking.description ?? null,
      url: `${origin}/mypage`,
    });
  }
  return calendar.toString();
}

/** 32 random bytes: the feed's secret address. Only its SHA-256 is stored. */
export function newCalendarToken(): string {
  return randomBytes(32).toString('base64url');
}

export function calendarTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens are base64url of 32 bytes: anything else is refused before any lookup. */
export const CALENDAR_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

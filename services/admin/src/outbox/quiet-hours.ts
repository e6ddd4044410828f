// Korean law (정보통신망법 §50 ③) forbids advertising messages between 21:00 and 08:00 without a
// separate consent the centre does not collect, so advertising waits for 08:00 Seoul time.

const SEOUL_OFFSET_MS = 9 * 3600_000;
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** The first moment at or after `at` when advertising may be sent. */
export function advertisingAllowedFrom(at: Date): Date {
  const seoul = new Date(at.getTime() + SEOUL_OFFSET_MS);
  const hour = seoul.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return at;
  const morning = new Date(Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate(), QUIET_UNTIL_HOUR));
  if (hour >= QUIET_FROM_HOUR) morning.setUTCDate(morning.getUTCDate() + 1);
  return new Date(morning.getTime() - SEOUL_OFFSET_MS);
}

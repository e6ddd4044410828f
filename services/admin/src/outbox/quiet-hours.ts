// Korean law (정보통신망법 §50 ③) forbids advertising messages between 21:00 and 08:00 without a
// separate consent the centre does not collect, so advertising waits for 08:00 Seoul time.
import { addDays, seoulDate, seoulHour, seoulInstant } from '@centre/contracts';

export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** The first moment at or after `at` when advertising may be sent. */
export function advertisingAllowedFrom(at: Date): Date {
  const hour = seoulHour(at);
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return at;
  const today = seoulDate(at);
  const morning = hour >= QUIET_FROM_HOUR ? addDays(today, 1) : today;
  return new Date(seoulInstant(morning, `${String(QUIET_UNTIL_HOUR).padStart(2, '0')}:00`));
}

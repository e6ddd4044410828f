// A maker withdrawing their own application: the rules (until when it is free, when it can no
// longer be withdrawn) live here; the repository reads and writes the rows in one transaction and
// asks these rules about the row it locked.
import { addDays, LIVE_APPLICATION_STATUSES, seoulDate, seoulDateTime, type ApplicationStatus } from '@centre/contracts';
import type { ApplicationRow, ApplicationsRepository, Promotion } from './repositories/applications.ts';
import { applyRefusal } from './refusal.ts';

const LIVE = LIVE_APPLICATION_STATUSES as ApplicationStatus[];

/** The last Seoul day a cancellation is free of strikes. */
export function cancelDeadlineOf(useDate: string, cancelDeadlineDays: number): string {
  return addDays(useDate, -cancelDeadlineDays);
}

/** Whether the day of use (its start time, Seoul) has begun at `at`. */
export function hasBegun(row: Pick<ApplicationRow, 'use_date' | 'start_time'>, at: Date): boolean {
  return seoulDateTime(at) >= `${row.use_date} ${row.start_time}`;
}

/**
 * Whether this application may still be withdrawn at `at` (a refusal otherwise), and whether it
 * is late: after the window's deadline it still goes, with a strike. A waitlisted name gives up
 * nothing anyone else waits for, so it is never late.
 */
export function judgeCancellation(row: ApplicationRow & { cancel_deadline_days: number }, at: Date): { late: boolean } {
  if (!LIVE.includes(row.status) || hasBegun(row, at)) throw applyRefusal('NOT_CANCELLABLE');
  return { late: row.status !== 'WAITLISTED' && seoulDate(at) > cancelDeadlineOf(row.use_date, Number(row.cancel_deadline_days)) };
}

/** The member withdraws their application; null when it is not theirs (or does not exist). */
export async function cancelOwnApplication(
  applications: ApplicationsRepository,
  memberId: string,
  id: string,
  at: Date,
): Promise<{ row: ApplicationRow; strikeId: string | null; promoted: Promotion[] } | null> {
  return applications.cancelOwn(memberId, id, at, (row) => judgeCancellation(row, at));
}

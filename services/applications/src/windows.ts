// The rules of an application window that are not SQL: where it stands at a moment (planned, open,
// closed) and whether staff's input for it is sound. The repository stores windows and filters them
// by status in SQL (its WHERE follows windowStatusAt); applying, the lottery and the console routes
// ask these rules.
import { seoulDateTime, WINDOW_DEFAULTS, type ApplicationWindowInput, type WindowStatus } from '@centre/contracts';
import type { WindowRules } from './repositories/application-windows.ts';

/**
 * Where a window stands at `at`: CLOSED once staff closed it or after applyTo (Seoul), IN_PROGRESS
 * from applyFrom at applyOpenTime (Seoul), PLANNED before. Seoul "YYYY-MM-DD HH:MM" strings compare
 * in time order.
 */
export function windowStatusAt(rules: Pick<WindowRules, 'applyFrom' | 'applyTo' | 'applyOpenTime' | 'closedEarlyAt'>, at: Date): WindowStatus {
  if (rules.closedEarlyAt) return 'CLOSED';
  const seoul = seoulDateTime(at);
  if (seoul < `${rules.applyFrom} ${rules.applyOpenTime}`) return 'PLANNED';
  if (seoul.slice(0, 10) > rules.applyTo) return 'CLOSED';
  return 'IN_PROGRESS';
}

/** What is wrong with a window's input, in staff's words; null when it is sound. */
export function windowInputProblem(input: ApplicationWindowInput): string | null {
  if (input.applyFrom > input.applyTo || input.useFrom > input.useTo) return 'A period cannot end before it starts.';
  if (input.applyFrom > input.useTo) return 'Applications must open before the period of use ends.';
  const openTime = input.openTime ?? WINDOW_DEFAULTS.openTime;
  const closeTime = input.closeTime ?? WINDOW_DEFAULTS.closeTime;
  if (openTime >= closeTime) return 'The room must open before it closes.';
  if ((input.unitLayout ?? WINDOW_DEFAULTS.unitLayout) === 'SESSIONS') {
    const sessions = input.sessions ?? [];
    if (sessions.length === 0) return 'A window booked in sessions needs at least one session.';
    for (let i = 0; i < sessions.length; i++) {
      const session = sessions[i]!;
      if (session.start >= session.end) return 'A session must start before it ends.';
      if (session.start < openTime || session.end > closeTime) return 'Sessions must lie within the opening hours.';
      if (i > 0 && session.start < sessions[i - 1]!.end) return 'Sessions must be in order and must not overlap.';
    }
  }
  return null;
}

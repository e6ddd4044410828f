// What the clock says of a program and its lots: the program's status, when bidding starts and
// ends for a lot (after any extension), and whether bids are taken now — to the millisecond.
import { seoulDayEndUtc, seoulDayStartUtc, type ProgramInput, type ProgramStatus } from '@centre/contracts';

/** When a program starts and ends for its status: its period and its bidding window, whichever is wider. */
export function programSpan(input: Pick<ProgramInput, 'periodFrom' | 'periodTo' | 'biddingOpensAt' | 'biddingClosesAt'>): { startsAt: string; endsAt: string } {
  const opens = new Date(input.biddingOpensAt).toISOString();
  const closes = new Date(input.biddingClosesAt).toISOString();
  const dayStart = seoulDayStartUtc(input.periodFrom);
  const dayEnd = seoulDayEndUtc(input.periodTo);
  return { startsAt: opens < dayStart ? opens : dayStart, endsAt: closes > dayEnd ? closes : dayEnd };
}

export function programStatus(row: { starts_at: string; ends_at: string }, now: Date): ProgramStatus {
  const at = now.toISOString();
  if (at < row.starts_at) return 'PLANNED';
  return at < row.ends_at ? 'IN_PROGRESS' : 'CLOSED';
}

/** The lot's close: the extension when there was one, else the program's. */
export function lotClosesAt(lot: { closes_at: string | null }, program: { bidding_closes_at: string }): string {
  return lot.closes_at ?? program.bidding_closes_at;
}

/** Bids are taken from the opening instant up to (not at) the close, while the lot is open. */
export function biddingOpen(lot: { state: string; closes_at: string | null }, program: { bidding_opens_at: string; bidding_closes_at: string }, now: Date): boolean {
  const at = now.toISOString();
  return lot.state === 'OPEN' && at >= program.bidding_opens_at && at < lotClosesAt(lot, program);
}

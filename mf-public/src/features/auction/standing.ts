import type { Bid } from '@centre/contracts';

/** Bids that stand (not retracted), newest first as the history lists them. */
const standing = (bids: readonly Bid[]) => bids.filter((bid) => !bid.retracted).sort((a, b) => b.sequence - a.sequence);

/** Whether the caller leads: the newest bid that stands is theirs. */
export function leadsNow(bids: readonly Bid[]): boolean {
  return standing(bids)[0]?.mine === true;
}

/** The caller's newest bid that stands (raising a maximum names one of them). */
export function myNewestBid(bids: readonly Bid[]): Bid | null {
  return standing(bids).find((bid) => bid.mine) ?? null;
}

/**
 * The bid the caller may retract: their earliest bid after which nobody else has bid (retracting
 * it takes their later bids with it), or null.
 */
export function retractableBid(bids: readonly Bid[]): Bid | null {
  let candidate: Bid | null = null;
  for (const bid of standing(bids)) {
    if (!bid.mine) break;
    candidate = bid;
  }
  return candidate;
}

/** Whether the caller has bid on the work at all (a bid that stands). */
export function hasBid(bids: readonly Bid[]): boolean {
  return standing(bids).some((bid) => bid.mine);
}

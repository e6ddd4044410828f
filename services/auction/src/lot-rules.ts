// The auction's arithmetic, free of I/O: the next allowed amount, the reserve, buy-now, what the
// public sees of a lot, and how a bid (or a maximum) moves the price. Proxy bidding: the service
// bids for each member up to their maximum, one increment above the other; of two equal maximums
// the earlier keeps the lead. Every accepted bid writes rows strictly above the one before.
import { AUCTION_PAYMENT_DAYS, incrementAt, maskBidder, type BidKind, type BuyNowRule, type IncrementBand, type Lot, type LotState } from '@centre/contracts';
import { biddingOpen, lotClosesAt } from './program-clock.ts';
import type { LotRow, WorkRow } from './repositories/works.ts';
import type { ProgramRow } from './repositories/programs.ts';
import { incrementsOf } from './repositories/programs.ts';

export interface LotNow {
  currentPrice: number | null;
  leaderId: string | null;
  leaderMax: number | null;
  startPrice: number;
  reservePrice: number | null;
}

export function nextAmount(lot: Pick<LotNow, 'currentPrice' | 'startPrice'>, bands: readonly IncrementBand[]): number {
  return lot.currentPrice === null ? lot.startPrice : lot.currentPrice + incrementAt(bands, lot.currentPrice);
}

export function reserveMet(price: number | null, reserve: number | null): boolean {
  return price !== null && (reserve === null || price >= reserve);
}

export function buyNowAvailable(work: Pick<WorkRow, 'buy_now_price' | 'reserve_price'>, lot: Pick<LotRow, 'current_price' | 'bid_count'>, rule: BuyNowRule): boolean {
  if (work.buy_now_price === null) return false;
  if (lot.current_price !== null && lot.current_price >= work.buy_now_price) return false;
  return rule === 'UNTIL_FIRST_BID' ? Number(lot.bid_count) === 0 : !reserveMet(lot.current_price, work.reserve_price);
}

export function lotView(work: WorkRow, lot: LotRow, program: ProgramRow, now: Date): Lot {
  const open = biddingOpen(lot, program, now);
  const price = lot.current_price === null ? null : Number(lot.current_price);
  const reserve = work.reserve_price === null ? null : Number(work.reserve_price);
  return {
    state: lot.state as LotState,
    currentPrice: price,
    nextAmount: lot.state === 'OPEN' ? nextAmount({ currentPrice: price, startPrice: Number(work.start_price) }, incrementsOf(program)) : null,
    bidCount: Number(lot.bid_count),
    leader: lot.leader_username ? maskBidder(lot.leader_username) : null,
    reserveMet: reserveMet(price, reserve),
    hasReserve: reserve !== null,
    buyNowPrice: work.buy_now_price === null ? null : Number(work.buy_now_price),
    buyNowAvailable: open && buyNowAvailable(work, lot, program.buy_now_rule as BuyNowRule),
    opensAt: program.bidding_opens_at,
    closesAt: lotClosesAt(lot, program),
    hardCloseAt: program.hard_close_at,
    open,
    version: Number(lot.version),
    hammerPrice: lot.hammer_price === null ? null : Number(lot.hammer_price),
  };
}

export interface PlannedRow {
  memberId: string;
  amount: number;
  kind: BidKind;
  maximum: number | null;
}

export interface BidPlan {
  rows: PlannedRow[];
  leaderId: string;
  leaderMax: number;
  /** The leader before the bid, when it changed hands (they are told they were outbid). */
  outbidId: string | null;
}

export type PlanRefusal = 'BID_TOO_LOW' | 'ALREADY_LEADING' | 'BAD_BID';

/**
 * How a bid of `amount` now with `maximum` (either may be absent, not both) moves the lot. The
 * caller's row goes first; the leader's proxy answers it; then the reserve, when the leader's
 * maximum reaches it, lifts the price to the reserve.
 */
export function planBid(lot: LotNow, bidderId: string, request: { amount?: number | undefined; maximum?: number | undefined }, bands: readonly IncrementBand[]): BidPlan | PlanRefusal {
  if (request.amount === undefined && request.maximum === undefined) return 'BAD_BID';
  const least = nextAmount(lot, bands);
  if (request.amount !== undefined && request.maximum !== undefined && request.maximum < request.amount) return 'BAD_BID';
  const bidNow = request.amount ?? least;
  const maximum = request.maximum ?? bidNow;
  if (maximum < least) return 'BID_TOO_LOW';
  if (bidNow < least) return 'BID_TOO_LOW';
  if (lot.leaderId === bidderId) return 'ALREADY_LEADING';
  const rows: PlannedRow[] = [];
  let leaderId: string;
  let leaderMax: number;
  let outbidId: string | null = null;
  if (lot.leaderId === null || lot.leaderMax === null) {
    rows.push({ memberId: bidderId, amount: bidNow, kind: 'BID', maximum });
    leaderId = bidderId;
    leaderMax = maximum;
  } else if (maximum > lot.leaderMax) {
    // The old leader's proxy goes to their maximum; the new one leads one step above it.
    if (lot.currentPrice === null || lot.leaderMax > lot.currentPrice) rows.push({ memberId: lot.leaderId, amount: lot.leaderMax, kind: 'PROXY', maximum: null });
    const price = Math.min(maximum, Math.max(bidNow, lot.leaderMax + incrementAt(bands, lot.leaderMax)));
    rows.push({ memberId: bidderId, amount: price, kind: 'BID', maximum });
    outbidId = lot.leaderId;
    leaderId = bidderId;
    leaderMax = maximum;
  } else {
    // Outbid at once: the caller's maximum is spent, the leader's proxy answers one step above (or matches, and keeps the lead as the earlier bid).
    rows.push({ memberId: bidderId, amount: maximum, kind: 'BID', maximum });
    const answer = Math.min(lot.leaderMax, maximum + incrementAt(bands, maximum));
    if (answer > maximum) rows.push({ memberId: lot.leaderId, amount: answer, kind: 'PROXY', maximum: null });
    leaderId = lot.leaderId;
    leaderMax = lot.leaderMax;
  }
  liftToReserve(rows, leaderId, leaderMax, lot.reservePrice);
  return { rows, leaderId, leaderMax, outbidId };
}

/** When the leader's maximum reaches the reserve and the price does not, the proxy bids the reserve. */
export function liftToReserve(rows: PlannedRow[], leaderId: string, leaderMax: number, reserve: number | null, priceBefore: number | null = null): void {
  const last = rows.at(-1)?.amount ?? priceBefore;
  if (reserve !== null && leaderMax >= reserve && (last === null || last < reserve)) rows.push({ memberId: leaderId, amount: reserve, kind: 'PROXY', maximum: null });
}

/** The close after a price-changing bid at `now`: extended to now + N minutes when inside the last N, never past the hard close. */
export function extendedClose(closesAt: string, hardCloseAt: string, extensionMinutes: number, now: Date): string | null {
  if (extensionMinutes <= 0) return null;
  const window = extensionMinutes * 60_000;
  const closes = Date.parse(closesAt);
  if (now.getTime() < closes - window) return null;
  const extended = Math.min(now.getTime() + window, Date.parse(hardCloseAt));
  return extended > closes ? new Date(extended).toISOString() : null;
}

export function paymentDueAt(closedAt: Date): string {
  return new Date(closedAt.getTime() + AUCTION_PAYMENT_DAYS * 24 * 3600_000).toISOString();
}

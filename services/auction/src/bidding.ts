// Bidding: registration as a bidder, bids and maximums, buy-now, raising one's maximum and
// retracting. Each decision runs in one transaction that reads the lot, checks the rules and
// moves the lot by compare-and-set (bids repository): when another bid moved it first, the whole
// decision runs again on the new state — so two bids at once give exactly one high bidder, and
// the other is answered at once (outbid, or below the next allowed amount).
import type { AccessTokenPayload, Bid, BidPlaced, BidRequest, BuyNowRule, Locale, Registration } from '@centre/contracts';
import type { FastifyInstance } from 'fastify';
import { toBoolean, transactionWithRetry, type Knex } from '@centre/server-kit';
import { maskBidder } from '@centre/contracts';
import { buyNowAvailable, extendedClose, liftToReserve, lotView, nextAmount, paymentDueAt, planBid, type PlannedRow } from './lot-rules.ts';
import { biddingOpen, lotClosesAt } from './program-clock.ts';
import { refusal } from './refusal.ts';
import { registrationOf } from './repositories/bidders.ts';
import type { BidRow, LotChange, NewBid } from './repositories/bids.ts';
import { incrementsOf, type ProgramRow } from './repositories/programs.ts';
import type { LotRow, WorkRow } from './repositories/works.ts';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'works' | 'programs' | 'authors' | 'bidders' | 'bids' | 'auctionMessages'>;

/** Attempts of one decision before the caller is asked to try again (503): contention this deep is beyond a busy auction. */
const DECISION_ATTEMPTS = 40;

export interface Bidder {
  id: string;
  username: string;
  name: string;
}

export const bidderOf = (user: AccessTokenPayload): Bidder => ({ id: user.sub, username: user.username, name: user.name ?? user.username });

export function bidOf(row: BidRow, viewerId: string | null): Bid {
  return {
    _id: row.id,
    workId: row.work_id,
    bidder: maskBidder(row.username),
    amount: row.amount,
    kind: row.kind,
    sequence: row.sequence,
    placedAt: row.placed_at,
    retracted: row.retracted_at !== null,
    mine: viewerId !== null && row.member_id === viewerId,
  };
}

/** The member accepts the terms of a published program; approved at once unless the program asks staff to approve. */
export async function register(app: App, programId: string, user: AccessTokenPayload, locale: Locale): Promise<Registration> {
  const program = await app.programs.row(programId);
  if (!program || !toBoolean(program.published)) throw refusal('PROGRAM_NOT_FOUND');
  const bidder = bidderOf(user);
  const row = await app.bidders.register(
    { programId, memberId: bidder.id, username: bidder.username, name: bidder.name, locale, status: toBoolean(program.approval_required) ? 'PENDING' : 'APPROVED' },
    app.clock.now().toISOString(),
  );
  return registrationOf(row);
}

export async function registrationFor(app: App, programId: string, memberId: string): Promise<Registration | null> {
  const row = await app.bidders.find(programId, memberId);
  return row ? registrationOf(row) : null;
}

interface Context {
  work: WorkRow;
  program: ProgramRow;
  lot: LotRow;
}

/** The published work, its program and its lot as this transaction reads them. */
async function contextOf(app: App, trx: Knex, workId: string): Promise<Context> {
  const work = await app.works.row(workId, trx);
  const program = work ? await app.programs.row(work.program_id, trx) : null;
  const lot = work ? await app.bids.lot(trx, workId) : null;
  if (!work || !program || !lot || !toBoolean(work.published) || !toBoolean(program.published)) throw refusal('NOT_FOUND');
  return { work, program, lot };
}

function checkOpen({ lot, program }: Context, now: Date): void {
  if (biddingOpen(lot, program, now)) return;
  if (lot.state === 'OPEN' && now.toISOString() < program.bidding_opens_at) throw refusal('NOT_OPEN');
  throw refusal('CLOSED');
}

/** Who may bid: a registered, approved member who is not the work's author. */
async function checkBidder(app: App, trx: Knex, { work, program }: Context, bidder: Bidder): Promise<void> {
  const registration = await app.bidders.find(program.id, bidder.id, trx);
  if (!registration) throw refusal('NOT_REGISTERED');
  if (registration.status === 'PENDING') throw refusal('APPROVAL_PENDING');
  if (registration.status === 'REJECTED') throw refusal('BIDDER_REJECTED');
  const author = await app.authors.row(work.author_id, trx);
  if (author?.member_id && author.member_id === bidder.id) throw refusal('OWN_WORK');
}

/** Runs `decide` until its compare-and-set holds (null: another writer moved the lot first). */
async function decided<T>(app: App, decide: (trx: Knex.Transaction) => Promise<T | null>): Promise<T> {
  for (let attempt = 1; attempt <= DECISION_ATTEMPTS; attempt++) {
    const outcome = await transactionWithRetry(app.db, decide);
    if (outcome !== null) return outcome;
    // A short random pause spreads writers that collided, so they do not collide again in step.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, attempt * 5)));
  }
  throw refusal('BIDS_BUSY');
}

function rowsFor(planned: readonly PlannedRow[], bidder: Bidder, others: Map<string, { username: string; name: string }>): NewBid[] {
  return planned.map((row) => {
    const who = row.memberId === bidder.id ? bidder : others.get(row.memberId) ?? { username: '?', name: '?' };
    return { memberId: row.memberId, username: who.username, name: who.name, amount: row.amount, maximum: row.maximum, kind: row.kind };
  });
}

/** The lot after a price-changing move at `now`: price, leader, count, and the close extended when in the last minutes. */
function priceChange(ctx: Context, rows: readonly NewBid[], leader: { id: string; username: string; name: string; max: number }, now: Date): { change: LotChange; extended: boolean } {
  const closes = extendedClose(lotClosesAt(ctx.lot, ctx.program), ctx.program.hard_close_at, Number(ctx.program.extension_minutes), now);
  return {
    change: {
      current_price: rows.at(-1)!.amount,
      leader_member_id: leader.id,
      leader_username: leader.username,
      leader_name: leader.name,
      leader_max: leader.max,
      bid_count: ctx.lot.bid_count + rows.length,
      ...(closes ? { closes_at: closes } : {}),
    },
    extended: closes !== null,
  };
}

/** The bid's plan on this state of the lot, or its refusal (BID_TOO_LOW names the next allowed amount). */
function planOrRefuse(ctx: Context, bidder: Bidder, request: BidRequest) {
  const plan = planBid(
    { currentPrice: ctx.lot.current_price, leaderId: ctx.lot.leader_member_id, leaderMax: ctx.lot.leader_max, startPrice: Number(ctx.work.start_price), reservePrice: ctx.work.reserve_price === null ? null : Number(ctx.work.reserve_price) },
    bidder.id,
    request,
    incrementsOf(ctx.program),
  );
  if (typeof plan === 'string') throw refusal(plan, plan === 'BID_TOO_LOW' ? { nextAmount: String(nextAmount({ currentPrice: ctx.lot.current_price, startPrice: Number(ctx.work.start_price) }, incrementsOf(ctx.program))) } : {});
  return plan;
}

export async function placeBid(app: App, workId: string, bidder: Bidder, request: BidRequest): Promise<BidPlaced> {
  if (request.buyNow && (request.amount !== undefined || request.maximum !== undefined)) throw refusal('BAD_BID');
  // What does not move with bids is read and checked once, outside the transaction: the work, its
  // program and who the bidder is. The transaction holds only the lot's read, the compare-and-set
  // and the bid rows, so a lot under contention is held for as short a time as possible.
  const catalogue = await contextOf(app, app.db, workId);
  await checkBidder(app, app.db, catalogue, bidder);
  // A bid the lot as it stands already refuses (too low, closed, leading) is answered without a
  // transaction: the refusal was true when read, and it writes nothing.
  checkOpen(catalogue, app.clock.now());
  if (request.buyNow) {
    if (!buyNowAvailable(catalogue.work, catalogue.lot, catalogue.program.buy_now_rule as BuyNowRule)) throw refusal('BUY_NOW_UNAVAILABLE');
  } else planOrRefuse(catalogue, bidder, request);
  const outcome = await decided(app, async (trx) => {
    const now = app.clock.now();
    const lot = await app.bids.lot(trx, workId);
    if (!lot) throw refusal('NOT_FOUND');
    const ctx: Context = { ...catalogue, lot };
    checkOpen(ctx, now);
    const leaderBefore = ctx.lot.leader_member_id;
    const at = now.toISOString();
    if (request.buyNow) {
      if (!buyNowAvailable(ctx.work, ctx.lot, ctx.program.buy_now_rule as BuyNowRule)) throw refusal('BUY_NOW_UNAVAILABLE');
      const price = Number(ctx.work.buy_now_price);
      const rows: NewBid[] = [{ memberId: bidder.id, username: bidder.username, name: bidder.name, amount: price, maximum: price, kind: 'BUY_NOW' }];
      const change: LotChange = {
        state: 'BOUGHT',
        current_price: price,
        leader_member_id: bidder.id,
        leader_username: bidder.username,
        leader_name: bidder.name,
        leader_max: price,
        bid_count: ctx.lot.bid_count + 1,
        hammer_price: price,
        winner_member_id: bidder.id,
        closed_at: at,
        payment_due_at: paymentDueAt(now),
        payment_state: 'UNPAID',
      };
      const written = await app.bids.advance(trx, ctx.lot, change, rows, at);
      if (!written) return null;
      return { ctx, written, leading: true, maximum: price, extended: false, outbid: leaderBefore && leaderBefore !== bidder.id ? leaderBefore : null, won: true, now };
    }
    const plan = planOrRefuse(ctx, bidder, request);
    const leader = plan.leaderId === bidder.id ? bidder : { id: plan.leaderId, username: ctx.lot.leader_username ?? '?', name: ctx.lot.leader_name ?? '?' };
    const others = new Map(ctx.lot.leader_member_id ? [[ctx.lot.leader_member_id, { username: ctx.lot.leader_username ?? '?', name: ctx.lot.leader_name ?? '?' }]] : []);
    const rows = rowsFor(plan.rows, bidder, others);
    const { change, extended } = priceChange(ctx, rows, { ...leader, max: plan.leaderMax }, now);
    const written = await app.bids.advance(trx, ctx.lot, change, rows, at);
    if (!written) return null;
    return { ctx, written, leading: plan.leaderId === bidder.id, maximum: request.maximum ?? request.amount ?? rows[0]!.amount, extended, outbid: plan.outbidId, won: false, now };
  });
  const own = outcome.written.find((row) => row.member_id === bidder.id)!;
  const lot = { ...outcome.ctx.lot, ...(await app.bids.lot(app.db, workId)) } as LotRow;
  if (outcome.outbid) app.auctionMessages.outbid(outcome.ctx.work, outcome.ctx.program.id, outcome.outbid, lot.current_price ?? 0);
  if (outcome.won) app.auctionMessages.won(outcome.ctx.work, outcome.ctx.program.id, bidder.id, lot);
  return { bid: bidOf(own, bidder.id), lot: lotView(outcome.ctx.work, lot, outcome.ctx.program, app.clock.now()), leading: outcome.leading, maximum: outcome.maximum, extended: outcome.extended, serverTime: app.clock.now().toISOString() };
}

/** The high bidder raises the maximum their proxy bids up to; the price moves only when the reserve comes within reach. */
export async function raiseMaximum(app: App, workId: string, bidId: string, bidder: Bidder, maximum: number): Promise<BidPlaced> {
  const outcome = await decided(app, async (trx) => {
    const now = app.clock.now();
    const ctx = await contextOf(app, trx, workId);
    const bid = await app.bids.one(workId, bidId, trx);
    if (!bid) throw refusal('BID_NOT_FOUND');
    if (bid.member_id !== bidder.id) throw refusal('NOT_YOURS');
    if (bid.retracted_at) throw refusal('ALREADY_RETRACTED');
    checkOpen(ctx, now);
    if (ctx.lot.leader_member_id !== bidder.id) throw refusal('NOT_LEADER');
    if (maximum <= (ctx.lot.leader_max ?? 0)) throw refusal('MAXIMUM_TOO_LOW');
    const at = now.toISOString();
    const planned: PlannedRow[] = [];
    liftToReserve(planned, bidder.id, maximum, ctx.work.reserve_price === null ? null : Number(ctx.work.reserve_price), ctx.lot.current_price);
    const rows = rowsFor(planned, bidder, new Map());
    let change: LotChange = { leader_max: maximum };
    let extended = false;
    if (rows.length > 0) ({ change, extended } = priceChange(ctx, rows, { ...bidder, max: maximum }, now));
    const written = await app.bids.advance(trx, ctx.lot, change, rows, at);
    if (!written) return null;
    await app.bids.raiseMaximum(trx, bid.id, maximum);
    return { ctx, bid: { ...bid, maximum }, extended };
  });
  const lot = (await app.bids.lot(app.db, workId))!;
  return { bid: bidOf(outcome.bid, bidder.id), lot: lotView(outcome.ctx.work, lot, outcome.ctx.program, app.clock.now()), leading: true, maximum, extended: outcome.extended, serverTime: app.clock.now().toISOString() };
}

/**
 * Retracts a bid and the bidder's later ones on the lot, and sets the lot back to the bids that
 * stand. A member may do so while no one else has bid after it; staff at any time the lot is
 * open, with a reason (the console's write is audited).
 */
export async function retractBid(app: App, workId: string, bidId: string, by: { memberId: string } | { staffId: string; reason: string }): Promise<BidRow> {
  return decided(app, async (trx) => {
    const now = app.clock.now();
    const ctx = await contextOfAnyState(app, trx, workId, 'staffId' in by);
    const bid = await app.bids.one(workId, bidId, trx);
    if (!bid) throw refusal('BID_NOT_FOUND');
    if ('memberId' in by && bid.member_id !== by.memberId) throw refusal('NOT_YOURS');
    if (bid.retracted_at) throw refusal('ALREADY_RETRACTED');
    if ('memberId' in by) checkOpen(ctx, now);
    else if (ctx.lot.state !== 'OPEN') throw refusal('CLOSED');
    const standing = await app.bids.standing(trx, workId);
    const later = standing.filter((row) => row.sequence >= bid.sequence);
    if ('memberId' in by && later.some((row) => row.member_id !== bid.member_id)) throw refusal('RETRACT_NOT_ALLOWED');
    const retracted = later.filter((row) => row.member_id === bid.member_id);
    const remaining = standing.filter((row) => !retracted.includes(row));
    const last = remaining.at(-1) ?? null;
    const leaderMax = last ? Math.max(last.amount, ...remaining.filter((row) => row.member_id === last.member_id).map((row) => row.maximum ?? row.amount)) : null;
    const change: LotChange = {
      current_price: last?.amount ?? null,
      leader_member_id: last?.member_id ?? null,
      leader_username: last?.username ?? null,
      leader_name: last?.name ?? null,
      leader_max: leaderMax,
      bid_count: remaining.length,
    };
    const written = await app.bids.advance(trx, ctx.lot, change, [], now.toISOString());
    if (!written) return null;
    await app.bids.retract(trx, retracted.map((row) => row.id), 'staffId' in by ? by.staffId : by.memberId, 'staffId' in by ? by.reason : null, now.toISOString());
    return { ...bid, retracted_at: now.toISOString() };
  });
}

async function contextOfAnyState(app: App, trx: Knex, workId: string, staff: boolean): Promise<Context> {
  if (!staff) return contextOf(app, trx, workId);
  const work = await app.works.row(workId, trx);
  const program = work ? await app.programs.row(work.program_id, trx) : null;
  const lot = work ? await app.bids.lot(trx, workId) : null;
  if (!work || !program || !lot) throw refusal('NOT_FOUND');
  return { work, program, lot };
}

// The lottery of a LOTTERY window, as a pure function of its recorded inputs: the same seed and the
// same entries always give the same winners, so staff can replay a draw to show it was fair.
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** One application taking part in the draw. */
export interface LotteryEntry {
  applicationId: string;
  memberId: string;
  /** The unit (day or session) the application asks for. */
  unitId: string;
  /** Units the member was granted in recent windows of the same work type (see LOTTERY_LOOKBACK_DAYS). */
  recentGrants: number;
  /** The member's level grants lottery priority: served before every entry without it. */
  priority?: boolean;
  /** Units the member's level adds to the window's quota. */
  extraQuota?: number;
}

export interface LotteryInput {
  seed: string;
  /** Free places per unit when the draw starts. */
  places: Record<string, number>;
  /** Units one member may win in this window. */
  memberQuota: number;
  entries: LotteryEntry[];
}

export interface LotteryOutcome {
  applicationId: string;
  memberId: string;
  unitId: string;
  weight: number;
  priority: boolean;
  /** The entry's place in the weighted random order (1 = first served). */
  rank: number;
  won: boolean;
  /** Why a drawn entry lost: the unit was full, or the member had already won their quota. */
  lostBecause?: 'FULL' | 'OVER_QUOTA';
}

/** How far back "recent windows" reach when the weight counts a member's grants. */
export const LOTTERY_LOOKBACK_DAYS = 180;

/**
 * A fresh, unguessable seed, chosen when a LOTTERY window is made and kept secret until its draw:
 * nobody (staff included) can search for a seed that favours a maker.
 */
export function newLotterySeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment published on the window while applications are open: SHA-256 (hex) of the seed. */
export function lotterySeedHash(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

/**
 * The weight of a member who was granted `recentGrants` units recently: 1, 1/2, 1/3… A member
 * who got nothing is twice as likely to come before one who got one unit, and three times as
 * likely as one who got two (pairwise odds are w_a / (w_a + w_b)).
 */
export function lotteryWeight(recentGrants: number): number {
  return 1 / (1 + Math.max(0, recentGrants));
}

/**
 * A uniform number in (0, 1) from the seed and the application id: independent of the order in
 * which entries are listed, so the result depends on the set of entries, not on how a query sorted them.
 */
function uniformFor(seed: string, applicationId: string): number {
  const digest = createHmac('sha256', seed).update(applicationId).digest();
  // 52 bits fit a double exactly; +0.5 keeps the value strictly inside (0, 1).
  const high = digest.readUInt32BE(0) >>> 12; // 20 bits
  const low = digest.readUInt32BE(4); // 32 bits
  return (high * 2 ** 32 + low + 0.5) / 2 ** 52;
}

/**
 * Weighted random order without replacement (Efraimidis & Spirakis): each entry's key is
 * ln(u) / weight, the largest key is served first. Member levels with lottery priority form a
 * first tier: all their entries are served before any other, each tier in its weighted order
 * (so priority is a real advantage — a priority entrant always comes before a non-priority one —
 * while fairness by recent units still holds among equals). Then entries are served in that
 * order: an entry wins when its unit still has a place and its member has not yet reached the
 * quota (the window's plus what their level adds).
 */
export function drawLottery(input: LotteryInput): LotteryOutcome[] {
  const keyed = input.entries.map((entry) => {
    const weight = lotteryWeight(entry.recentGrants);
    return { entry, weight, priority: entry.priority === true, key: Math.log(uniformFor(input.seed, entry.applicationId)) / weight };
  });
  keyed.sort((a, b) => Number(b.priority) - Number(a.priority) || b.key - a.key || (a.entry.applicationId < b.entry.applicationId ? -1 : 1));
  const placesLeft = new Map(Object.entries(input.places));
  const wonBy = new Map<string, number>();
  const quotaOf = new Map<string, number>();
  for (const { entry } of keyed) quotaOf.set(entry.memberId, Math.max(quotaOf.get(entry.memberId) ?? 0, input.memberQuota + Math.max(0, entry.extraQuota ?? 0)));
  return keyed.map(({ entry, weight, priority }, index): LotteryOutcome => {
    const outcome = { applicationId: entry.applicationId, memberId: entry.memberId, unitId: entry.unitId, weight, priority, rank: index + 1 };
    const left = placesLeft.get(entry.unitId) ?? 0;
    const won = wonBy.get(entry.memberId) ?? 0;
    if (won >= (quotaOf.get(entry.memberId) ?? input.memberQuota)) return { ...outcome, won: false, lostBecause: 'OVER_QUOTA' };
    if (left <= 0) return { ...outcome, won: false, lostBecause: 'FULL' };
    placesLeft.set(entry.unitId, left - 1);
    wonBy.set(entry.memberId, won + 1);
    return { ...outcome, won: true };
  });
}

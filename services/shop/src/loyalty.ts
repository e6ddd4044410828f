// Points earned by member level: when an order is confirmed (by the buyer, or by the clock seven
// days after delivery) its items not withdrawn earn the rate of the buyer's level at that moment,
// once (the order is marked in the same transaction). Earned points expire after the days staff
// set; the clock writes the expiry. Points a cancel or refund gives back go back to the lots they
// were spent from, keeping their expiry but lasting at least LOYALTY_LIMITS.minDaysAfterReturn
// days from the return (repositories/points.ts `giveBack`), so an order placed and cancelled
// neither loses a member's points nor renews them for a whole period. A confirmation whose award
// failed (the users service away) is awarded by the next clock tick.
import type { LoyaltySettings, LoyaltySettingsAnswer } from '@centre/contracts';
import type { FastifyInstance } from 'fastify';
import { refusal } from './refusals.ts';

const DAY_MS = 86_400_000;

/** Points for a sum at a rate: whole points, rounded down. */
export const pointsFor = (base: number, percent: number) => Math.floor((base * percent) / 100);

/**
 * The confirmed order's points, given once: the items not withdrawn, less their share of the
 * coupon's discount, at the rate of the buyer's level now. Answers the points given (0 when the
 * order earned already, or is not confirmed).
 */
export async function earnPoints(app: FastifyInstance, orderId: string): Promise<number> {
  const order = await app.orders.find(orderId, 'ko');
  if (!order || order.status !== 'CONFIRMED') return 0;
  const worth = order.items.filter((item) => item.refundState === null).reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const share = order.itemsTotal > 0 ? Math.floor((order.discount * worth) / order.itemsTotal) : 0;
  const member = await app.members.one(order.buyerId);
  const points = pointsFor(Math.max(0, worth - share), await app.loyalty.rateOf(member?.levelId ?? null));
  const now = app.clock.now();
  const { expiryDays } = await app.loyalty.read();
  const given = await app.points.earn(orderId, order.buyerId, points, now.toISOString(), new Date(now.getTime() + expiryDays * DAY_MS).toISOString());
  return given ? points : 0;
}

/** After a confirmation: the points now if the users service answers, otherwise at the next clock tick (never a failed confirmation). */
export async function earnPointsSoon(app: FastifyInstance, orderId: string): Promise<void> {
  try {
    await earnPoints(app, orderId);
  } catch (error) {
    app.log.warn({ err: error, orderId }, 'points of a confirmed order not given yet; the shop clock gives them');
  }
}

/** The clock: confirmed orders that have not earned yet, and lots past their expiry. Answers what it did. */
export async function loyaltyTick(app: FastifyInstance): Promise<number> {
  let done = 0;
  try {
    for (const id of await app.points.unearned(100)) {
      await earnPoints(app, id);
      done++;
    }
  } catch (error) {
    // The users service away: these orders earn at a later tick; expiry needs no one and goes on.
    app.log.warn({ err: error }, 'points of confirmed orders not given this tick');
  }
  const now = app.clock.now().toISOString();
  for (const lot of await app.points.lotsDue(now, 200)) if ((await app.points.expireLot(lot, now)) > 0) done++;
  return done;
}

export async function loyaltySettings(app: FastifyInstance): Promise<LoyaltySettingsAnswer> {
  return { settings: await app.loyalty.read(), levels: await app.members.levels() };
}

/** Rates of the centre's levels only, one each; the expiry applies to points earned from now on. */
export async function saveLoyaltySettings(app: FastifyInstance, settings: LoyaltySettings): Promise<LoyaltySettingsAnswer> {
  const keys = settings.rates.map((rate) => rate.levelId ?? '');
  if (new Set(keys).size !== keys.length) throw refusal('LEVEL_RATE_TWICE');
  const levels = await app.members.levels();
  const known = new Set(levels.map((level) => level._id));
  if (settings.rates.some((rate) => rate.levelId !== null && !known.has(rate.levelId))) throw refusal('LEVEL_UNKNOWN');
  await app.loyalty.write(settings);
  return { settings: await app.loyalty.read(), levels };
}

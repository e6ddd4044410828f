// Suggested exhibitors for a buyer (issue 23: "for a buyer, exhibitors whose items and capacity
// match"). An approved exhibitor is suggested when they bring at least one item the buyer wants —
// in their application, their fair products or their directory profile. Best first: the most
// wanted items brought; then capacity that fits the buyer's order volume (its first number, in
// pieces, between the exhibitor's MOQ and monthly capacity); then those the buyer does not meet
// yet; then the most slots still free for both; then the table. Read by the buyer (my page) and by staff on the matching board.
import type { ExhibitorSuggestion, MakerItem } from '@centre/contracts';
import type { FastifyInstance } from 'fastify';
import { slotInstants, slotsOf } from './fair-grid.ts';
import type { FairRules } from './repositories/fairs.ts';
import type { Buyer } from './repositories/participants.ts';

/** The suggestions shown at most. */
export const SUGGESTIONS_SHOWN = 10;

/** The first number of an order volume ("1,000 pcs a season" → 1000; "2.000 Stück" → 2000), or null. */
export function volumeOf(orderVolume: string): number | null {
  const match = /\d[\d,.\s]*/.exec(orderVolume);
  if (!match) return null;
  const digits = match[0].replace(/[,.\s]/g, '');
  const volume = Number(digits);
  return Number.isSafeInteger(volume) && volume > 0 ? volume : null;
}

export async function suggestionsFor(app: FastifyInstance, fair: FairRules, buyer: Buyer): Promise<ExhibitorSuggestion[]> {
  const [exhibitors, productItems, holds] = await Promise.all([
    app.fairParticipants.approvedWithProfiles(fair.id),
    app.fairProducts.itemsByExhibitor(fair.id),
    app.fairMeetings.holdsAtFair(fair.id),
  ]);
  const now = app.clock.now().getTime();
  const upcoming = slotsOf(fair).filter((slot) => Date.parse(slotInstants(slot).startsAt) > now).map((slot) => slot.slot);
  const buyerHolds = new Set(holds.filter((hold) => hold.buyerId === buyer.id).map((hold) => hold.slot));
  const volume = volumeOf(buyer.orderVolume);

  const suggestions: ExhibitorSuggestion[] = [];
  for (const exhibitor of exhibitors) {
    const brings = new Set<MakerItem>([...exhibitor.applicationItems, ...exhibitor.profileItems, ...(productItems.get(exhibitor._id) ?? [])]);
    const matchedItems = buyer.itemsWanted.filter((item) => brings.has(item));
    if (matchedItems.length === 0 || buyer.memberId === exhibitor.memberId) continue;
    const held = holds.filter((hold) => hold.exhibitorId === exhibitor._id);
    const exhibitorHolds = new Set(held.map((hold) => hold.slot));
    const { applicationItems: _application, profileItems: _profile, memberId: _member, ...seller } = exhibitor;
    suggestions.push({
      ...seller,
      matchedItems,
      capacityFits: volume === null ? null : exhibitor.moq <= volume && volume <= exhibitor.monthlyCapacity,
      freeSlots: upcoming.filter((slot) => !exhibitorHolds.has(slot) && !buyerHolds.has(slot)).length,
      meeting: held.some((hold) => hold.buyerId === buyer.id),
    });
  }
  const fits = (suggestion: ExhibitorSuggestion) => (suggestion.capacityFits === true ? 0 : suggestion.capacityFits === null ? 1 : 2);
  return suggestions
    .sort(
      (a, b) =>
        b.matchedItems.length - a.matchedItems.length ||
        fits(a) - fits(b) ||
        Number(a.meeting) - Number(b.meeting) ||
        b.freeSlots - a.freeSlots ||
        (a.table ?? Number.MAX_SAFE_INTEGER) - (b.table ?? Number.MAX_SAFE_INTEGER) ||
        a._id.localeCompare(b._id),
    )
    .slice(0, SUGGESTIONS_SHOWN);
}

// A fair's slot grid and its status, from the fair's own settings and the clock: the one place
// that says which slots exist (requests for any other are refused) and when a fair is under way.
import { fairSlotsOf, seoulDate, seoulInstant, type FairGridSettings, type FairSlot, type FairStatus } from '@centre/contracts';

/** A fair's grid settings (the rule itself lives in contracts, shared with the console). */
export type GridSettings = FairGridSettings;

/** Every slot of every day, in order (contracts' fairSlotsOf). */
export const slotsOf = fairSlotsOf;

/** The slot named by `key`, or null when the grid has no such slot. */
export function slotOf(grid: GridSettings, key: string): FairSlot | null {
  return slotsOf(grid).find((slot) => slot.slot === key) ?? null;
}

/** UTC instants of a slot's start and end. */
export function slotInstants(slot: FairSlot): { startsAt: string; endsAt: string } {
  return { startsAt: seoulInstant(slot.day, slot.start), endsAt: seoulInstant(slot.day, slot.end) };
}

/** PLANNED before the first Seoul day, IN_PROGRESS through the last, CLOSED after. */
export function fairStatusAt(grid: Pick<GridSettings, 'firstDay' | 'lastDay'>, now: Date): FairStatus {
  const today = seoulDate(now);
  if (today < grid.firstDay) return 'PLANNED';
  if (today > grid.lastDay) return 'CLOSED';
  return 'IN_PROGRESS';
}

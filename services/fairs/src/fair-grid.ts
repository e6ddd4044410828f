// A fair's slot grid and its status, from the fair's own settings and the clock: the one place
// that says which slots exist (requests for any other are refused) and when a fair is under way.
import { daysBetween, seoulDate, seoulInstant, type FairSlot, type FairStatus } from '@centre/contracts';

export interface GridSettings {
  firstDay: string;
  lastDay: string;
  dayStart: string;
  dayEnd: string;
  slotMinutes: number;
  breaks: ReadonlyArray<{ start: string; end: string }>;
}

const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every slot of every day, in order: dayStart onwards in slotMinutes steps, skipping slots that overlap a break. */
export function slotsOf(grid: GridSettings): FairSlot[] {
  const start = minutesOf(grid.dayStart);
  const end = minutesOf(grid.dayEnd);
  const breaks = grid.breaks.map((pause) => [minutesOf(pause.start), minutesOf(pause.end)] as const);
  const slots: FairSlot[] = [];
  for (const day of daysBetween(grid.firstDay, grid.lastDay)) {
    for (let from = start; from + grid.slotMinutes <= end; from += grid.slotMinutes) {
      const to = from + grid.slotMinutes;
      if (breaks.some(([pauseFrom, pauseTo]) => from < pauseTo && to > pauseFrom)) continue;
      slots.push({ slot: `${day}T${clockOf(from)}`, day, start: clockOf(from), end: clockOf(to) });
    }
  }
  return slots;
}

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

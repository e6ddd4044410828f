// A fair's slot grid from its settings: the one rule of which slots exist, shared by the fairs
// service (requests for any other slot are refused) and the console's grid preview and board.
import { daysBetween } from './seoul-calendar.ts';
import type { FairSlot } from './fairs.ts';

export interface FairGridSettings {
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
export function fairSlotsOf(grid: FairGridSettings): FairSlot[] {
  const start = minutesOf(grid.dayStart);
  const end = minutesOf(grid.dayEnd);
  const breaks = grid.breaks.map((pause) => [minutesOf(pause.start), minutesOf(pause.end)] as const);
  const slots: FairSlot[] = [];
  if (!(grid.slotMinutes > 0)) return slots;
  for (const day of daysBetween(grid.firstDay, grid.lastDay)) {
    for (let from = start; from + grid.slotMinutes <= end; from += grid.slotMinutes) {
      const to = from + grid.slotMinutes;
      if (breaks.some(([pauseFrom, pauseTo]) => from < pauseTo && to > pauseFrom)) continue;
      slots.push({ slot: `${day}T${clockOf(from)}`, day, start: clockOf(from), end: clockOf(to) });
    }
  }
  return slots;
}

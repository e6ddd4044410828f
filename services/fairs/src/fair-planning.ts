// Staff plan a fair: the grid must leave at least one slot, periods must run forwards, and the
// descriptions are sanitised on write. Nothing is written when a rule says no.
import { FAIR_LIMITS, LOCALES, daysBetween, type FairInput } from '@centre/contracts';
import type { FastifyInstance } from 'fastify';
import { slotsOf } from './fair-grid.ts';
import { rearrangeMeetings } from './grid-changes.ts';
import { refusal } from './refusals.ts';
import { sanitiseRichText } from './rich-text.ts';

function checkedInput(input: FairInput): FairInput {
  const periodsRunForwards = [input.exhibitorApplication, input.buyerApplication].every((period) => Date.parse(period.from) < Date.parse(period.until));
  const breaksRunForwards = input.breaks.every((pause) => pause.start < pause.end);
  const days = input.firstDay <= input.lastDay ? daysBetween(input.firstDay, input.lastDay).length : 0;
  if (!periodsRunForwards || !breaksRunForwards || days < 1 || days > FAIR_LIMITS.maxDays || input.dayStart >= input.dayEnd || slotsOf(input).length === 0) {
    throw refusal('FAIR_GRID_INVALID');
  }
  const description = { ...input.description };
  for (const locale of LOCALES) description[locale] = sanitiseRichText(description[locale]);
  return { ...input, description };
}

export async function createFair(app: FastifyInstance, input: FairInput): Promise<string> {
  return app.fairs.create(checkedInput(input), app.clock.now().toISOString());
}

/** Saves the fair; the meetings booked on it follow a changed grid (grid-changes.ts). */
export async function updateFair(app: FastifyInstance, id: string, input: FairInput): Promise<void> {
  if (!(await app.fairs.update(id, checkedInput(input), app.clock.now().toISOString()))) throw refusal('FAIR_NOT_FOUND');
  const fair = await app.fairs.rules(id);
  if (fair) await rearrangeMeetings(app, fair);
}

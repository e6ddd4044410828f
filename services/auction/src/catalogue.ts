// The catalogue: staff's authors, programs and works (checked here, written by the repositories),
// and what readers see of them — published programs and works only, in the reader's language,
// each work with its lot as the clock and the bids leave it.
import type { ConsoleWork, Locale, ProgramInput, PublicWork, WorkInput } from '@centre/contracts';
import type { FastifyInstance } from 'fastify';
import { toBoolean } from '@centre/server-kit';
import { localisedOf, inLocale, parseJson } from './localised-rows.ts';
import { lotView } from './lot-rules.ts';
import { refusal } from './refusal.ts';
import { publicAuthorOf, type AuthorRow } from './repositories/authors.ts';
import type { ProgramRow } from './repositories/programs.ts';
import type { LotRow, WorkRow } from './repositories/works.ts';

type App = Pick<FastifyInstance, 'authors' | 'programs' | 'works' | 'clock'>;

/** Opening before closing, closing no later than the hard close, the period in order, bands from 0 ascending. */
export function checkProgram(input: ProgramInput): void {
  const bands = input.rules.increments;
  const ascending = bands.every((band, index) => (index === 0 ? band.from === 0 : band.from > bands[index - 1]!.from));
  const opens = Date.parse(input.biddingOpensAt);
  const closes = Date.parse(input.biddingClosesAt);
  if (!ascending || input.periodFrom > input.periodTo || !(opens < closes) || closes > Date.parse(input.rules.hardCloseAt)) throw refusal('BAD_PROGRAM');
}

export async function checkWork(app: App, input: WorkInput, existing: { row: WorkRow; lot: LotRow } | null): Promise<void> {
  const [program, hall, author] = await Promise.all([app.programs.row(input.programId), app.programs.hall(input.hallId), app.authors.row(input.authorId)]);
  if (!program) throw refusal('PROGRAM_NOT_FOUND');
  if (!hall || hall.program_id !== input.programId) throw refusal('HALL_NOT_FOUND');
  if (!author) throw refusal('AUTHOR_NOT_FOUND');
  const { estimateLow, estimateHigh, startPrice, reservePrice, buyNowPrice } = input;
  if (estimateLow !== null && estimateHigh !== null && estimateLow > estimateHigh) throw refusal('BAD_WORK');
  if (buyNowPrice !== null && (buyNowPrice <= startPrice || (reservePrice !== null && buyNowPrice < reservePrice))) throw refusal('BAD_WORK');
  if (existing && Number(existing.lot.last_sequence) > 0) {
    const row = existing.row;
    const same = row.program_id === input.programId && Number(row.start_price) === startPrice && (row.reserve_price === null ? null : Number(row.reserve_price)) === reservePrice && (row.buy_now_price === null ? null : Number(row.buy_now_price)) === buyNowPrice;
    if (!same) throw refusal('PRICES_LOCKED');
  }
}

export function consoleWorkOf(row: WorkRow, lot: LotRow, program: ProgramRow, now: Date): ConsoleWork {
  const amount = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    _id: row.id,
    programId: row.program_id,
    hallId: row.hall_id,
    authorId: row.author_id,
    title: localisedOf(row, 'title'),
    images: parseJson<string[]>(row.images, []),
    materials: localisedOf(row, 'materials'),
    size: row.size as string,
    year: amount(row.year),
    description: localisedOf(row, 'description'),
    estimateLow: amount(row.estimate_low),
    estimateHigh: amount(row.estimate_high),
    startPrice: Number(row.start_price),
    reservePrice: amount(row.reserve_price),
    buyNowPrice: amount(row.buy_now_price),
    hallOrder: Number(row.hall_order),
    published: toBoolean(row.published),
    lot: lotView(row, lot, program, now),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function publicWorkOf(row: WorkRow, lot: LotRow, program: ProgramRow, author: AuthorRow, locale: Locale, now: Date): PublicWork {
  const amount = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    _id: row.id,
    programId: row.program_id,
    hallId: row.hall_id,
    author: publicAuthorOf(author, locale),
    title: inLocale(row, 'title', locale),
    images: parseJson<string[]>(row.images, []),
    materials: inLocale(row, 'materials', locale),
    size: row.size as string,
    year: amount(row.year),
    description: inLocale(row, 'description', locale),
    estimateLow: amount(row.estimate_low),
    estimateHigh: amount(row.estimate_high),
    startPrice: Number(row.start_price),
    hallOrder: Number(row.hall_order),
    lot: lotView(row, lot, program, now),
  };
}

/** Works with what their views need (lots, programs, authors), read in three queries. */
export async function workContext(app: App, rows: readonly WorkRow[]) {
  const [lots, authors] = await Promise.all([app.works.lotsOf(rows.map((row) => row.id)), app.authors.rows(rows.map((row) => row.author_id))]);
  const programs = new Map<string, ProgramRow>();
  for (const id of new Set(rows.map((row) => row.program_id))) {
    const program = await app.programs.row(id);
    if (program) programs.set(id, program);
  }
  return { lots, authors, programs };
}

export async function publicWorks(app: App, rows: readonly WorkRow[], locale: Locale, now: Date): Promise<PublicWork[]> {
  const { lots, authors, programs } = await workContext(app, rows);
  return rows.flatMap((row) => {
    const lot = lots.get(row.id);
    const program = programs.get(row.program_id);
    const author = authors.get(row.author_id);
    return lot && program && author ? [publicWorkOf(row, lot, program, author, locale, now)] : [];
  });
}

export async function consoleWorks(app: App, rows: readonly WorkRow[], now: Date): Promise<ConsoleWork[]> {
  const { lots, programs } = await workContext(app, rows);
  return rows.flatMap((row) => {
    const lot = lots.get(row.id);
    const program = programs.get(row.program_id);
    return lot && program ? [consoleWorkOf(row, lot, program, now)] : [];
  });
}

export async function deleteAuthor(app: App, id: string): Promise<boolean> {
  if (await app.authors.hasWorks(id)) throw refusal('IN_USE');
  return app.authors.remove(id);
}

export async function deleteProgram(app: App, id: string): Promise<boolean> {
  if (await app.programs.hasWorks(id)) throw refusal('IN_USE');
  return app.programs.remove(id);
}

export async function deleteWork(app: App, id: string): Promise<boolean> {
  const lot = (await app.works.lotsOf([id])).get(id);
  if (lot && Number(lot.last_sequence) > 0) throw refusal('IN_USE');
  return app.works.remove(id);
}

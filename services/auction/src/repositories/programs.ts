// Programs (an exhibition and/or auction) and their halls: all SQL of auction_programs and auction_halls.
import type { ConsoleProgram, Hall, IncrementBand, Locale, ProgramInput, ProgramStatus, PublicHall, PublicProgram } from '@centre/contracts';
import { newId, pageOfRows, toBoolean, whereContains, type Knex, type Page } from '@centre/server-kit';
import { inLocale, localisedColumnsOf, localisedOf, parseJson } from '../localised-rows.ts';
import { programSpan, programStatus } from '../program-clock.ts';
import { refusal } from '../refusal.ts';

export interface ProgramRow extends Record<string, unknown> {
  id: string;
  period_from: string;
  period_to: string;
  bidding_opens_at: string;
  bidding_closes_at: string;
  increments: string;
  extension_minutes: number;
  hard_close_at: string;
  approval_required: unknown;
  buy_now_rule: string;
  published: unknown;
  starts_at: string;
  ends_at: string;
}
export type HallRow = Record<string, unknown> & { id: string; program_id: string; kind: string; position: number };

export const incrementsOf = (row: ProgramRow): IncrementBand[] => parseJson<IncrementBand[]>(row.increments, [{ from: 0, step: 1000 }]);

function rulesOf(row: ProgramRow): ConsoleProgram['rules'] {
  return {
    increments: incrementsOf(row),
    extensionMinutes: Number(row.extension_minutes),
    hardCloseAt: row.hard_close_at,
    approvalRequired: toBoolean(row.approval_required),
    buyNowRule: row.buy_now_rule as ConsoleProgram['rules']['buyNowRule'],
  };
}

const hallOf = (row: HallRow): Hall => ({ _id: row.id, programId: row.program_id, name: localisedOf(row, 'name'), kind: row.kind as Hall['kind'], place: localisedOf(row, 'place') });
export const publicHallOf = (row: HallRow, locale: Locale): PublicHall => ({ _id: row.id, programId: row.program_id, name: inLocale(row, 'name', locale), kind: row.kind as Hall['kind'], place: inLocale(row, 'place', locale) });

export function consoleProgramOf(row: ProgramRow, halls: HallRow[], now: Date): ConsoleProgram {
  return {
    _id: row.id,
    title: localisedOf(row, 'title'),
    description: localisedOf(row, 'description'),
    periodFrom: row.period_from,
    periodTo: row.period_to,
    biddingOpensAt: row.bidding_opens_at,
    biddingClosesAt: row.bidding_closes_at,
    rules: rulesOf(row),
    halls: halls.map(hallOf),
    published: toBoolean(row.published),
    status: programStatus(row, now),
    createdAt: row.created_at as string,
    updatedAt: row.updated_at as string,
  };
}

export function publicProgramOf(row: ProgramRow, halls: HallRow[], locale: Locale, now: Date): PublicProgram {
  return {
    _id: row.id,
    title: inLocale(row, 'title', locale),
    description: inLocale(row, 'description', locale),
    periodFrom: row.period_from,
    periodTo: row.period_to,
    biddingOpensAt: row.bidding_opens_at,
    biddingClosesAt: row.bidding_closes_at,
    rules: rulesOf(row),
    halls: halls.map((hall) => publicHallOf(hall, locale)),
    status: programStatus(row, now),
  };
}

function columnsOf(input: ProgramInput): Record<string, unknown> {
  const { startsAt, endsAt } = programSpan(input);
  return {
    ...localisedColumnsOf('title', input.title),
    ...localisedColumnsOf('description', input.description),
    period_from: input.periodFrom,
    period_to: input.periodTo,
    bidding_opens_at: new Date(input.biddingOpensAt).toISOString(),
    bidding_closes_at: new Date(input.biddingClosesAt).toISOString(),
    increments: JSON.stringify(input.rules.increments),
    extension_minutes: input.rules.extensionMinutes,
    hard_close_at: new Date(input.rules.hardCloseAt).toISOString(),
    approval_required: input.rules.approvalRequired,
    buy_now_rule: input.rules.buyNowRule,
    published: input.published,
    starts_at: startsAt,
    ends_at: endsAt,
  };
}

/** Narrows a program query to one status by the clock. */
function whereStatus(query: Knex.QueryBuilder, status: ProgramStatus | undefined, now: Date): Knex.QueryBuilder {
  const at = now.toISOString();
  if (status === 'PLANNED') return query.where('starts_at', '>', at);
  if (status === 'CLOSED') return query.where('ends_at', '<=', at);
  if (status === 'IN_PROGRESS') return query.where('starts_at', '<=', at).where('ends_at', '>', at);
  return query;
}

export function createProgramsRepository(db: Knex) {
  async function hallsOf(programIds: readonly string[], trx: Knex = db): Promise<Map<string, HallRow[]>> {
    const found = new Map<string, HallRow[]>(programIds.map((id) => [id, []]));
    if (programIds.length === 0) return found;
    const rows = (await trx('auction_halls').whereIn('program_id', [...programIds]).orderBy('position')) as HallRow[];
    for (const row of rows) found.get(row.program_id)?.push(row);
    return found;
  }

  /** Writes the halls of a program as given: kept ones updated, new ones added, missing ones removed (none may hold works). */
  async function replaceHalls(trx: Knex.Transaction, programId: string, halls: ProgramInput['halls']): Promise<void> {
    const existing = new Set(((await trx('auction_halls').where({ program_id: programId }).select('id')) as Array<{ id: string }>).map((row) => row.id));
    const kept = new Set(halls.flatMap((hall) => (hall._id ? [hall._id] : [])));
    for (const id of kept) if (!existing.has(id)) throw refusal('HALL_NOT_FOUND');
    const removed = [...existing].filter((id) => !kept.has(id));
    if (removed.length > 0) {
      if (await trx('auction_works').whereIn('hall_id', removed).first('id')) throw refusal('HALL_IN_USE');
      await trx('auction_halls').whereIn('id', removed).delete();
    }
    for (const [position, hall] of halls.entries()) {
      const columns = { ...localisedColumnsOf('name', hall.name), kind: hall.kind, ...localisedColumnsOf('place', hall.place), position };
      if (hall._id) await trx('auction_halls').where({ id: hall._id }).update(columns);
      else await trx('auction_halls').insert({ id: newId(), program_id: programId, ...columns });
    }
  }

  return {
    hallsOf,
    async list(page: Page, filter: { keyword?: string | undefined; status?: ProgramStatus | undefined; publishedOnly: boolean }, now: Date): Promise<{ rows: ProgramRow[]; halls: Map<string, HallRow[]>; total: number }> {
      let query = db('auction_programs').select('*');
      if (filter.publishedOnly) query = query.where({ published: true });
      query = whereStatus(query, filter.status, now);
      if (filter.keyword) query = whereContains(query, ['title_ko', 'title_en', 'title_cn', 'title_jp'], filter.keyword);
      const { rows, total } = await pageOfRows<ProgramRow>(query, page, [{ column: 'starts_at', order: 'desc' }]);
      return { rows, halls: await hallsOf(rows.map((row) => row.id)), total };
    },
    async row(id: string, trx: Knex = db): Promise<ProgramRow | null> {
      return ((await trx('auction_programs').where({ id }).first()) as ProgramRow | undefined) ?? null;
    },
    async hall(id: string): Promise<HallRow | null> {
      return ((await db('auction_halls').where({ id }).first()) as HallRow | undefined) ?? null;
    },
    async create(input: ProgramInput, at: string): Promise<string> {
      const id = newId();
      await db.transaction(async (trx) => {
        await trx('auction_programs').insert({ id, ...columnsOf(input), created_at: at, updated_at: at });
        await replaceHalls(trx, id, input.halls.map(({ _id: _ignored, ...hall }) => hall));
      });
      return id;
    },
    /** False when there is no such program; a hall refusal rolls the whole write back. */
    async update(id: string, input: ProgramInput, at: string): Promise<boolean> {
      return db.transaction(async (trx) => {
        const changed = await trx('auction_programs').where({ id }).update({ ...columnsOf(input), updated_at: at });
        if (changed === 0) return false;
        await replaceHalls(trx, id, input.halls);
        return true;
      });
    },
    async hasWorks(id: string): Promise<boolean> {
      return Boolean(await db('auction_works').where({ program_id: id }).first('id'));
    },
    async remove(id: string): Promise<boolean> {
      return db.transaction(async (trx) => {
        await trx('auction_bidders').where({ program_id: id }).delete();
        await trx('auction_halls').where({ program_id: id }).delete();
        return (await trx('auction_programs').where({ id }).delete()) > 0;
      });
    },
  };
}
export type ProgramsRepository = ReturnType<typeof createProgramsRepository>;

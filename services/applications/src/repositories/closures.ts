import type { Blackout, BlackoutInput, Holiday, Location, WorkType } from '@centre/contracts';
import { localisedFromRow, localisedToRow, newId, pageOfRows, transactionWithRetry, type Knex, type Page, type PageOfItems } from '@centre/server-kit';
import type { ApplicationsRepository } from './applications.ts';

interface BlackoutRow extends Record<string, unknown> {
  id: string;
  location: Location;
  work: WorkType | null;
  from_date: string;
  to_date: string;
  affected_applications: number;
  created_at: string;
}

function blackoutOf(row: BlackoutRow): Blackout {
  return {
    _id: row.id,
    location: row.location,
    work: row.work,
    from: row.from_date,
    to: row.to_date,
    reason: localisedFromRow(row, 'reason') as Blackout['reason'],
    affectedApplications: Number(row.affected_applications),
    createdAt: row.created_at,
  };
}

/**
 * Days the rooms are closed besides weekends: public holidays (reference data staff may edit) and
 * staff blackouts. Closing a day closes its units; live applications on them are cancelled by the
 * centre (no strike, quota given back) and answered, so their members can be told and apply again.
 */
export function createClosuresRepository(db: Knex, applications: ApplicationsRepository) {
  return {
    async holidays(year: number | undefined): Promise<Holiday[]> {
      const query = db('closed_days').orderBy('date', 'asc');
      if (year) query.whereBetween('date', [`${year}-01-01`, `${year}-12-31`]);
      return (await query).map((row: Record<string, unknown>) => ({ date: String(row.date), reason: localisedFromRow(row, 'reason') as Holiday['reason'] }));
    },

    /** Adds (or renames) a holiday; its open units close. Answers the applications cancelled. */
    async addHoliday(holiday: Holiday, at: string): Promise<string[]> {
      return transactionWithRetry(db, async (trx) => {
        const reason = localisedToRow('reason', holiday.reason);
        await trx('closed_days').insert({ date: holiday.date, ...reason }).onConflict('date').merge(reason);
        const units = (await trx('schedule_units').select('id').where({ use_date: holiday.date }).andWhere((q) => q.whereNull('closed_reason').orWhereNot('closed_reason', 'HOLIDAY'))) as Array<{ id: string }>;
        const ids = units.map((unit) => unit.id);
        const cancelled = await applications.cancelByCentre(trx, ids, at);
        if (ids.length) await trx('schedule_units').whereIn('id', ids).update({ closed_reason: 'HOLIDAY', blackout_id: null, updated_at: at });
        return cancelled.map((row) => row.id);
      });
    },

    /** Removes a holiday: units it closed open again (unless a blackout covers them). False when absent. */
    async removeHoliday(date: string, at: string): Promise<boolean> {
      return transactionWithRetry(db, async (trx) => {
        const removed = await trx('closed_days').where({ date }).delete();
        if (removed === 0) return false;
        await trx('schedule_units').where({ use_date: date, closed_reason: 'HOLIDAY' }).update({ closed_reason: null, updated_at: at });
        return true;
      });
    },

    async paginateBlackouts(filter: { location?: Location | undefined; work?: WorkType | undefined; month?: string | undefined }, paging: Page): Promise<PageOfItems<Blackout>> {
      const query = db<BlackoutRow>('blackouts');
      if (filter.location) query.where('location', filter.location);
      if (filter.work) query.where((q) => q.whereNull('work').orWhere('work', filter.work!));
      if (filter.month) query.where('from_date', '<=', `${filter.month}-31`).andWhere('to_date', '>=', `${filter.month}-01`);
      const { rows, total } = await pageOfRows<BlackoutRow>(query, paging, [{ column: 'from_date', order: 'desc' }, { column: 'id', order: 'asc' }]);
      return { items: rows.map(blackoutOf), total };
    },

    /** Adds a blackout: its units close (holidays stay holidays), live applications on them are cancelled by the centre. */
    async addBlackout(input: BlackoutInput, staffId: string | null, at: string): Promise<{ blackout: Blackout; affectedApplicationIds: string[] }> {
      return transactionWithRetry(db, async (trx) => {
        const id = newId();
        const units = trx('schedule_units').select('id').where('location', input.location).whereBetween('use_date', [input.from, input.to]).andWhere((q) => q.whereNull('closed_reason').orWhere('closed_reason', 'STAFF'));
        if (input.work) units.andWhere('work', input.work);
        const ids = ((await units) as Array<{ id: string }>).map((unit) => unit.id);
        const cancelled = await applications.cancelByCentre(trx, ids, at);
        const row = {
          id,
          location: input.location,
          work: input.work ?? null,
          from_date: input.from,
          to_date: input.to,
          ...localisedToRow('reason', input.reason),
          affected_applications: cancelled.length,
          created_by: staffId,
          created_at: at,
        };
        await trx('blackouts').insert(row);
        for (let i = 0; i < ids.length; i += 500) await trx('schedule_units').whereIn('id', ids.slice(i, i + 500)).update({ closed_reason: 'BLACKOUT', blackout_id: id, updated_at: at });
        return { blackout: blackoutOf(row as BlackoutRow), affectedApplicationIds: cancelled.map((application) => application.id) };
      });
    },

    /** Removes a blackout: its units open again. Applications it cancelled stay cancelled. False when absent. */
    async removeBlackout(id: string, at: string): Promise<boolean> {
      return transactionWithRetry(db, async (trx) => {
        const removed = await trx('blackouts').where({ id }).delete();
        if (removed === 0) return false;
        await trx('schedule_units').where({ blackout_id: id, closed_reason: 'BLACKOUT' }).update({ closed_reason: null, blackout_id: null, updated_at: at });
        return true;
      });
    },
  };
}

export type ClosuresRepository = ReturnType<typeof createClosuresRepository>;

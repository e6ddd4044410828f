import type { Appeal, ConsoleAppeal, Strike, StrikeReason, Suspension } from '@centre/contracts';
import { isUniqueViolation, newId, pageOfRows, transactionWithRetry, type Knex, type Page, type PageOfItems } from '@centre/server-kit';
import { applyRefusal } from '../refusal.ts';
import type { ApplySettingsRepository } from './settings.ts';

const DAY_MS = 86_400_000;

interface StrikeRow {
  id: string;
  member_id: string;
  application_id: string | null;
  reason: StrikeReason;
  use_date: string;
  created_at: string;
  revoked_at: string | null;
}

interface AppealRow {
  id: string;
  strike_id: string;
  member_id: string;
  text: string;
  status: Appeal['status'];
  decision_note: string | null;
  decided_at: string | null;
  decided_by: string | null;
  created_at: string;
}

interface SuspensionRow {
  id: string;
  member_id: string;
  from_at: string;
  until_at: string;
  strike_id: string | null;
  lifted_at: string | null;
}

function appealOf(row: AppealRow): Appeal {
  return { _id: row.id, strikeId: row.strike_id, text: row.text, status: row.status, decisionNote: row.decision_note, decidedAt: row.decided_at, createdAt: row.created_at };
}

function suspensionOf(row: SuspensionRow): Suspension {
  return { _id: row.id, from: row.from_at, until: row.until_at, liftedAt: row.lifted_at };
}

/**
 * Strikes for late cancellations and no-shows, the suspensions they cause (the policy is a
 * settings row: N strikes within P days suspend applying for S days), and members' appeals.
 */
export function createStrikesRepository(db: Knex, settings: ApplySettingsRepository) {

  async function activeCount(trx: Knex, memberId: string, at: Date, periodDays: number): Promise<number> {
    const since = new Date(at.getTime() - periodDays * DAY_MS).toISOString();
    const [{ total } = { total: 0 }] = await trx('strikes').where({ member_id: memberId }).whereNull('revoked_at').andWhere('created_at', '>=', since).count({ total: '*' });
    return Number(total);
  }

  async function activeSuspension(trx: Knex, memberId: string, at: Date): Promise<SuspensionRow | null> {
    return (await trx<SuspensionRow>('suspensions').where({ member_id: memberId }).whereNull('lifted_at').andWhere('until_at', '>', at.toISOString()).orderBy('until_at', 'desc').first()) ?? null;
  }

  function strikeOf(row: StrikeRow, appeal: AppealRow | undefined, at: Date, periodDays: number): Strike {
    const active = !row.revoked_at && row.created_at >= new Date(at.getTime() - periodDays * DAY_MS).toISOString();
    return {
      _id: row.id,
      applicationId: row.application_id,
      reason: row.reason,
      date: row.use_date,
      createdAt: row.created_at,
      revokedAt: row.revoked_at,
      active,
      appeal: appeal ? appealOf(appeal) : null,
    };
  }

  /** Lifts the member's suspensions when, after a revoked strike, the active strikes are under the limit. */
  async function liftIfUnderLimit(trx: Knex, memberId: string, at: Date): Promise<void> {
    const policy = await settings.strikePolicy(trx);
    if ((await activeCount(trx, memberId, at, policy.periodDays)) >= policy.strikeLimit) return;
    await trx('suspensions').where({ member_id: memberId }).whereNull('lifted_at').andWhere('until_at', '>', at.toISOString()).update({ lifted_at: at.toISOString() });
  }

  return {
    /**
     * Adds a strike (once per application and reason) inside the caller's transaction; reaching
     * the limit within the period starts a suspension, unless one is running already.
     */
    async add(trx: Knex, memberId: string, applicationId: string | null, reason: StrikeReason, useDate: string, at: Date): Promise<string | null> {
      const id = newId();
      await trx('strikes')
        .insert({ id, member_id: memberId, application_id: applicationId, reason, use_date: useDate, created_at: at.toISOString(), revoked_at: null })
        .onConflict(['application_id', 'reason'])
        .ignore();
      // The drivers answer an ignored row differently: read back to know whether it is ours.
      const mine = await trx('strikes').where({ id }).first();
      if (!mine) return null;
      const policy = await settings.strikePolicy(trx);
      if ((await activeCount(trx, memberId, at, policy.periodDays)) >= policy.strikeLimit && !(await activeSuspension(trx, memberId, at))) {
        await trx('suspensions').insert({
          id: newId(),
          member_id: memberId,
          from_at: at.toISOString(),
          until_at: new Date(at.getTime() + policy.suspensionDays * DAY_MS).toISOString(),
          strike_id: id,
          lifted_at: null,
          created_at: at.toISOString(),
        });
      }
      return id;
    },

    /** A strike given in error (attendance corrected): it no longer counts. */
    async revokeFor(trx: Knex, applicationId: string, reason: StrikeReason, at: Date): Promise<void> {
      const row = await trx<StrikeRow>('strikes').where({ application_id: applicationId, reason }).whereNull('revoked_at').first();
      if (!row) return;
      await trx('strikes').where({ id: row.id }).update({ revoked_at: at.toISOString() });
      await liftIfUnderLimit(trx, row.member_id, at);
    },

    async suspensionOf(memberId: string, at: Date): Promise<Suspension | null> {
      const row = await activeSuspension(db, memberId, at);
      return row ? suspensionOf(row) : null;
    },

    async ofMember(memberId: string, at: Date): Promise<{ strikes: Strike[]; suspension: Suspension | null }> {
      const policy = await settings.strikePolicy();
      const [rows, appeals, suspension] = await Promise.all([
        db<StrikeRow>('strikes').where({ member_id: memberId }).orderBy('created_at', 'desc').limit(100),
        db<AppealRow>('appeals').where({ member_id: memberId }),
        activeSuspension(db, memberId, at),
      ]);
      return { strikes: rows.map((row) => strikeOf(row, appeals.find((a) => a.strike_id === row.id), at, policy.periodDays)), suspension: suspension ? suspensionOf(suspension) : null };
    },

    /** The member appeals their own strike, once. Null when the strike is not theirs. */
    async appeal(memberId: string, strikeId: string, text: string, at: Date): Promise<Appeal | null> {
      const strike = await db<StrikeRow>('strikes').where({ id: strikeId, member_id: memberId }).first();
      if (!strike) return null;
      const row: AppealRow = { id: newId(), strike_id: strikeId, member_id: memberId, text, status: 'WAITING', decision_note: null, decided_at: null, decided_by: null, created_at: at.toISOString() };
      try {
        await db('appeals').insert(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw applyRefusal('APPEAL_EXISTS');
        throw error;
      }
      return appealOf(row);
    },

    async paginateAppeals(filter: { status?: Appeal['status'] | undefined; memberId?: string | undefined }, paging: Page, at: Date): Promise<PageOfItems<ConsoleAppeal>> {
      const query = db('appeals as p').join('strikes as s', 's.id', 'p.strike_id').select('p.*', 's.application_id', 's.reason', 's.use_date', 's.created_at as strike_created_at', 's.revoked_at');
      if (filter.status) query.where('p.status', filter.status);
      if (filter.memberId) query.where('p.member_id', filter.memberId);
      const policy = await settings.strikePolicy();
      const { rows, total } = await pageOfRows<AppealRow & { application_id: string | null; reason: StrikeReason; use_date: string; strike_created_at: string; revoked_at: string | null }>(query, paging, [
        { column: 'p.created_at', order: 'asc' },
        { column: 'p.id', order: 'asc' },
      ]);
      return {
        items: rows.map((row) => {
          const { appeal: _appeal, ...strike } = strikeOf(
            { id: row.strike_id, member_id: row.member_id, application_id: row.application_id, reason: row.reason, use_date: row.use_date, created_at: row.strike_created_at, revoked_at: row.revoked_at },
            undefined,
            at,
            policy.periodDays,
          );
          return { ...appealOf(row), memberId: row.member_id, member: null, strike };
        }),
        total,
      };
    },

    /** Staff decide a waiting appeal; upheld, the strike is revoked and a suspension it caused lifted. Null when not waiting or absent. */
    async decideAppeal(id: string, decision: 'APPROVED' | 'REJECTED', note: string | null, staffId: string | null, at: Date): Promise<Appeal | null> {
      return transactionWithRetry(db, async (trx) => {
        const row = await trx<AppealRow>('appeals').where({ id }).first();
        if (!row) return null;
        const changed = await trx('appeals').where({ id, status: 'WAITING' }).update({ status: decision, decision_note: note, decided_at: at.toISOString(), decided_by: staffId });
        if (changed === 0) throw applyRefusal('NOT_DECIDABLE');
        if (decision === 'APPROVED') {
          await trx('strikes').where({ id: row.strike_id }).whereNull('revoked_at').update({ revoked_at: at.toISOString() });
          await liftIfUnderLimit(trx, row.member_id, at);
        }
        return appealOf({ ...row, status: decision, decision_note: note, decided_at: at.toISOString(), decided_by: staffId });
      });
    },
  };
}

export type StrikesRepository = ReturnType<typeof createStrikesRepository>;

// The draw of a LOTTERY window, run once at close (by the service clock or by staff), and its
// record. Inserting the record is the claim: the window's draw is unique in the database, so when
// several instances reach the same window at once, one draws and the others find it drawn.
import type { LotteryEntrant, LotteryRecord } from '@centre/contracts';
import { newId, toBoolean, transactionWithRetry, type Knex } from '@centre/server-kit';
import { drawLottery, LOTTERY_LOOKBACK_DAYS, lotterySeedHash, type LotteryEntry } from '../lottery-draw.ts';
import { isUniqueViolation } from '../refusal.ts';
import { addDays } from '@centre/contracts';
import { windowStatusAt } from '../windows.ts';
import { commitLotterySeed, rulesOf, type WindowRow } from './application-windows.ts';
import type { ApplicationRow } from './applications.ts';
import { giveQuotaBack, takePlace } from '../booking/places.ts';

/** Named in every record, so a later change of procedure cannot silently reinterpret old draws. */
// v2: member levels' lottery priority (a first tier) and extra quota are inputs, recorded per entrant.
// A v1 record replays the same under v2 (no entrant had either).
export const LOTTERY_ALGORITHM = 'weighted-order/efraimidis-spirakis/hmac-sha256/v2';

/** The clock's draws (no staff member) are recorded as drawn by this name. */
export const LOTTERY_CLOCK = 'lottery';

export type DrawRefusal = 'NOT_FOUND' | 'NOT_LOTTERY' | 'NOT_CLOSED' | 'ALREADY_DRAWN';

export interface DrawOutcome {
  record: LotteryRecord;
  winners: ApplicationRow[];
  losers: ApplicationRow[];
}

class DrawRefused extends Error {
  constructor(readonly refusal: DrawRefusal) {
    super(refusal);
  }
}

type DrawRow = { id: string; window_id: string; seed: string; algorithm: string; entrants: string | object; results: string | object; drawn_at: string; drawn_by: string | null };

/** JSON columns: SQLite answers text, mysql2 may answer the parsed value. */
const parsed = <T>(value: string | object): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

function recordOf(row: DrawRow): LotteryRecord {
  return {
    _id: row.id,
    windowId: row.window_id,
    seed: row.seed,
    seedHash: lotterySeedHash(row.seed),
    algorithm: row.algorithm,
    entrants: parsed<LotteryEntrant[]>(row.entrants),
    units: parsed<LotteryRecord['units']>(row.results),
    drawnAt: row.drawn_at,
    drawnBy: row.drawn_by,
  };
}

export function createLotteryRepository(db: Knex) {
  /** Units each member was given (approved) in the work type's windows of the lookback before `useFrom`. */
  async function recentGrants(trx: Knex, work: string, useFrom: string, memberIds: string[]): Promise<Map<string, number>> {
    const grants = new Map<string, number>();
    const since = addDays(useFrom, -LOTTERY_LOOKBACK_DAYS);
    for (let i = 0; i < memberIds.length; i += 500) {
      const rows = (await trx('applications')
        .select('member_id')
        .count({ total: '*' })
        .where({ work, status: 'APPROVED' })
        .andWhere('use_date', '>=', since)
        .andWhere('use_date', '<', useFrom)
        .whereIn('member_id', memberIds.slice(i, i + 500))
        .groupBy('member_id')) as Array<{ member_id: string; total: number | string }>;
      for (const row of rows) grants.set(row.member_id, Number(row.total));
    }
    return grants;
  }

  return {
    async record(windowId: string): Promise<LotteryRecord | null> {
      const row = (await db('lottery_draws').where({ window_id: windowId }).first()) as DrawRow | undefined;
      return row ? recordOf(row) : null;
    },

    /** LOTTERY windows closed by `at` with entries and no draw yet: the clock draws them. */
    async due(at: Date): Promise<string[]> {
      const rows = (await db('application_windows as w')
        .leftJoin('lottery_draws as d', 'd.window_id', 'w.id')
        .select('w.*')
        .where('w.allocation', 'LOTTERY')
        .whereNull('d.id')
        .whereExists((q) => q.select(db.raw('1')).from('applications as a').whereRaw('a.window_id = w.id').andWhere('a.status', 'WAITING'))) as WindowRow[];
      return rows.filter((row) => windowStatusAt(rulesOf(row), at) === 'CLOSED').map((row) => row.id);
    },

    /**
     * Draws the window: winners take a place (APPROVED), the others are REJECTED with the
     * LOTTERY_NOT_DRAWN reason and get their quota back. All or nothing, once. The seed is the one
     * the window committed to (its hash published since applications opened); nobody supplies one.
     */
    async draw(windowId: string, options: { by: string; now: Date }): Promise<DrawOutcome | DrawRefusal> {
      const at = options.now.toISOString();
      try {
        return await transactionWithRetry(db, async (trx) => {
          const windowRow = (await trx('application_windows').where({ id: windowId }).first()) as WindowRow | undefined;
          if (!windowRow) throw new DrawRefused('NOT_FOUND');
          const rules = rulesOf(windowRow);
          if (rules.allocation !== 'LOTTERY') throw new DrawRefused('NOT_LOTTERY');
          if (windowStatusAt(rules, options.now) !== 'CLOSED') throw new DrawRefused('NOT_CLOSED');
          const drawId = newId();
          // A window that somehow has no commitment gets one now, still from the server's randomness.
          const seed = windowRow.lottery_seed ?? (await commitLotterySeed(trx, windowId))!;
          // The claim: a second drawer waits here for the first to commit, then meets the unique key.
          try {
            await trx('lottery_draws').insert({ id: drawId, window_id: windowId, seed, algorithm: LOTTERY_ALGORITHM, entrants: '[]', results: '[]', drawn_at: at, drawn_by: options.by });
          } catch (error) {
            if (isUniqueViolation(error)) throw new DrawRefused('ALREADY_DRAWN');
            throw error;
          }

          const entries = (await trx('applications as a')
            .join('application_windows as w', 'w.id', 'a.window_id')
            .select(['a.*', 'w.allocation', 'w.cancel_deadline_days'])
            .where({ 'a.window_id': windowId, 'a.status': 'WAITING', 'a.holding': 0 })) as ApplicationRow[];
          const units = (await trx('schedule_units').select('id', 'capacity', 'held', 'closed_reason').where({ window_id: windowId })) as Array<{
            id: string;
            capacity: number;
            held: number;
            closed_reason: string | null;
          }>;
          const places = Object.fromEntries(units.map((unit) => [unit.id, unit.closed_reason ? 0 : Math.max(0, Number(unit.capacity) - Number(unit.held))]));
          const memberIds = [...new Set(entries.map((entry) => entry.member_id))];
          const grants = await recentGrants(trx, rules.work, rules.useFrom, memberIds);
          const lotteryEntries: LotteryEntry[] = entries.map((entry) => ({
            applicationId: entry.id,
            memberId: entry.member_id,
            unitId: entry.unit_id ?? '',
            recentGrants: grants.get(entry.member_id) ?? 0,
            // The level's grants as taken with the application (apply time), not as they are now.
            priority: toBoolean(entry.level_priority ?? false),
            extraQuota: Number(entry.level_extra_quota ?? 0),
          }));
          const outcomes = drawLottery({ seed, places, memberQuota: rules.memberQuota, entries: lotteryEntries });

          const byId = new Map(entries.map((entry) => [entry.id, entry]));
          const winners: ApplicationRow[] = [];
          const losers: ApplicationRow[] = [];
          for (const outcome of outcomes) {
            const entry = byId.get(outcome.applicationId)!;
            const placed = outcome.won && entry.unit_id !== null && (await takePlace(trx, 'schedule_units', entry.unit_id, at));
            if (placed) {
              await trx('applications')
                .where({ id: entry.id, status: 'WAITING' })
                .update({ status: 'APPROVED', holding: 1, lottery_draw_id: drawId, decided_at: at, decided_by: options.by, updated_at: at });
              winners.push({ ...entry, status: 'APPROVED', holding: 1, lottery_draw_id: drawId, decided_at: at });
            } else {
              await trx('applications').where({ id: entry.id, status: 'WAITING' }).update({
                status: 'REJECTED',
                holding: 0,
                live_unit_id: null,
                reject_reason_code: 'LOTTERY_NOT_DRAWN',
                lottery_draw_id: drawId,
                decided_at: at,
                decided_by: options.by,
                updated_at: at,
              });
              await giveQuotaBack(trx, 'member_window_usage', { window_id: windowId, member_id: entry.member_id });
              losers.push({ ...entry, status: 'REJECTED', reject_reason_code: 'LOTTERY_NOT_DRAWN', lottery_draw_id: drawId, decided_at: at });
            }
          }
          const decisions = [...winners.map((row) => ['DRAWN', row] as const), ...losers.map((row) => ['NOT_DRAWN', row] as const)];
          for (let i = 0; i < decisions.length; i += 200) {
            await trx('application_decisions').insert(
              decisions.slice(i, i + 200).map(([decision, row]) => ({
                id: newId(),
                application_id: row.id,
                decision,
                reason_code: decision === 'NOT_DRAWN' ? 'LOTTERY_NOT_DRAWN' : null,
                reason: null,
                decided_by: options.by.slice(0, 36),
                request_id: null,
                decided_at: at,
              })),
            );
          }

          const weightOf = new Map(outcomes.map((outcome) => [outcome.memberId, outcome.weight]));
          const entrants: LotteryEntrant[] = memberIds.map((memberId) => ({
            memberId,
            applicationIds: entries.filter((entry) => entry.member_id === memberId).map((entry) => entry.id),
            recentUnits: grants.get(memberId) ?? 0,
            weight: weightOf.get(memberId) ?? 1,
            lotteryPriority: lotteryEntries.some((entry) => entry.memberId === memberId && entry.priority),
            extraQuota: Math.max(0, ...lotteryEntries.filter((entry) => entry.memberId === memberId).map((entry) => entry.extraQuota ?? 0)),
          }));
          const wonIds = new Set(winners.map((row) => row.id));
          const results: LotteryRecord['units'] = units
            .filter((unit) => outcomes.some((outcome) => outcome.unitId === unit.id))
            .map((unit) => {
              const ofUnit = outcomes.filter((outcome) => outcome.unitId === unit.id);
              return {
                unitId: unit.id,
                capacity: places[unit.id] ?? 0,
                drawn: ofUnit.filter((outcome) => wonIds.has(outcome.applicationId)).map((outcome) => outcome.applicationId),
                notDrawn: ofUnit.filter((outcome) => !wonIds.has(outcome.applicationId)).map((outcome) => outcome.applicationId),
              };
            });
          await trx('lottery_draws').where({ id: drawId }).update({ entrants: JSON.stringify(entrants), results: JSON.stringify(results) });
          const record = recordOf({ id: drawId, window_id: windowId, seed, algorithm: LOTTERY_ALGORITHM, entrants: JSON.stringify(entrants), results: JSON.stringify(results), drawn_at: at, drawn_by: options.by });
          return { record, winners, losers };
        });
      } catch (error) {
        if (error instanceof DrawRefused) return error.refusal;
        throw error;
      }
    },
  };
}

export type LotteryRepository = ReturnType<typeof createLotteryRepository>;

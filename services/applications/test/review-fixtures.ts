// Windows, units and applications for the review tests, written as applying leaves them: a live
// application counts in its member's usage; a holding one in its unit's `held`; a waitlisted one
// in `waitlisted` with the next waitlist number.
import type { ApplicationStatus, ApplicationWindowInput, LotteryRecord } from '@centre/contracts';
import { newId, toBoolean, type Knex } from '@centre/server-kit';
import type { buildApp } from '../src/app.ts';
import { drawLottery, type LotteryOutcome } from '../src/lottery-draw.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

export const WINDOW: ApplicationWindowInput = {
  work: 'CUTTINGROOM',
  location: 'DAPSIMNI',
  title: { ko: '답십리 공동재단실 시험', en: 'Dapsimni cutting room test', cn: '踏十里裁剪室测试', jp: '踏十里裁断室テスト' },
  applyFrom: '2026-11-02',
  applyTo: '2026-11-20',
  useFrom: '2026-12-01',
  useTo: '2026-12-11',
  unitCapacity: 2,
  memberQuota: 3,
};

/** A window and its units; answers the window id and its units by day. */
export async function windowWithUnits(app: App, input: Partial<ApplicationWindowInput> = {}): Promise<{ windowId: string; units: Array<{ id: string; use_date: string; start_time: string }> }> {
  const windowId = await app.applicationWindows.create({ ...WINDOW, ...input });
  const rules = (await app.applicationWindows.rules(windowId))!;
  await app.schedule.generate(rules, rules.useFrom, rules.useTo);
  const units = (await app.db('schedule_units').select('id', 'use_date', 'start_time').where({ window_id: windowId }).orderBy(['use_date', 'start_time'])) as Array<{
    id: string;
    use_date: string;
    start_time: string;
  }>;
  return { windowId, units };
}

export interface PlacedApplication {
  memberId?: string;
  status: ApplicationStatus;
  /** WAITING applications hold their unit unless told otherwise (a lottery entry does not). */
  holding?: boolean;
  username?: string;
  name?: string;
  createdAt?: string;
  lotteryDrawId?: string | null;
}

export async function placeApplication(db: Knex, unitId: string, application: PlacedApplication): Promise<string> {
  const unit = (await db('schedule_units').where({ id: unitId }).first()) as Record<string, string | number>;
  const id = newId();
  const memberId = application.memberId ?? newId();
  const holding = application.holding ?? (application.status === 'WAITING' || application.status === 'APPROVED');
  const live = ['WAITLISTED', 'WAITING', 'APPROVED'].includes(application.status);
  await db.transaction(async (trx) => {
    let waitlistSeq: number | null = null;
    if (application.status === 'WAITLISTED') {
      await trx('schedule_units').where({ id: unitId }).update({ waitlisted: trx.raw('waitlisted + 1'), waitlist_seq: trx.raw('waitlist_seq + 1') });
      waitlistSeq = Number((await trx('schedule_units').where({ id: unitId }).first()).waitlist_seq);
    }
    if (holding) await trx('schedule_units').where({ id: unitId }).update({ held: trx.raw('held + 1') });
    const at = application.createdAt ?? new Date().toISOString();
    await trx('applications').insert({
      id,
      window_id: unit.window_id,
      member_id: memberId,
      member_username: application.username ?? `maker-${memberId.slice(-6)}`,
      member_name: application.name ?? 'Test Maker',
      work: unit.work,
      location: unit.location,
      use_date: unit.use_date,
      unit_id: unitId,
      start_time: unit.start_time,
      end_time: unit.end_time,
      status: application.status,
      holding: holding ? 1 : 0,
      live_unit_id: live ? unitId : null,
      waitlist_seq: waitlistSeq,
      item: 'wool coats',
      quantity: 40,
      phone: '01012345678',
      lottery_draw_id: application.lotteryDrawId ?? null,
      created_at: at,
      updated_at: at,
    });
    if (live) {
      const updated = await trx('member_window_usage').where({ window_id: unit.window_id, member_id: memberId }).update({ used: trx.raw('used + 1') });
      if (updated === 0) await trx('member_window_usage').insert({ window_id: unit.window_id, member_id: memberId, used: 1 });
    }
  });
  return id;
}

export async function unitCounters(db: Knex, unitId: string): Promise<{ held: number; waitlisted: number; capacity: number }> {
  const unit = await db('schedule_units').where({ id: unitId }).first();
  return { held: Number(unit.held), waitlisted: Number(unit.waitlisted), capacity: Number(unit.capacity) };
}

/** Places held on a unit, counted from the applications themselves (must equal the counter). */
export async function holdingCount(db: Knex, unitId: string): Promise<number> {
  const rows = (await db('applications').select('holding').where({ unit_id: unitId })) as Array<{ holding: unknown }>;
  return rows.filter((row) => toBoolean(row.holding)).length;
}

/** Replays a draw from its record alone (seed, entrants with their grants, units and places): fairness shown. */
export function replayDraw(record: LotteryRecord, memberQuota: number): LotteryOutcome[] {
  const unitOf = new Map<string, string>();
  for (const unit of record.units) for (const id of [...unit.drawn, ...unit.notDrawn]) unitOf.set(id, unit.unitId);
  return drawLottery({
    seed: record.seed,
    places: Object.fromEntries(record.units.map((unit) => [unit.unitId, unit.capacity])),
    memberQuota,
    entries: record.entrants.flatMap((entrant) =>
      entrant.applicationIds.map((applicationId) => ({
        applicationId,
        memberId: entrant.memberId,
        unitId: unitOf.get(applicationId)!,
        recentGrants: entrant.recentUnits,
        priority: entrant.lotteryPriority ?? false,
        extraQuota: entrant.extraQuota ?? 0,
      })),
    ),
  });
}

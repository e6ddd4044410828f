import {
  APPLICATION_STATUSES,
  WINDOW_DEFAULTS,
  type AllocationMode,
  type ApplicationWindow,
  type ApplicationWindowInput,
  type ConsoleApplicationWindow,
  type Locale,
  type LocalisedText,
  type Location,
  type MemberKind,
  type Session,
  type UnitLayout,
  type WindowDocumentKind,
  type WindowStatus,
  type WorkType,
} from '@centre/contracts';
import { localisedFromRow, localisedToRow, newId, now, pageOfRows, pickLocalised, type Knex, type Page, type PageOfItems } from '@centre/server-kit';
import { seoulDateTime } from '@centre/contracts';
import { lotterySeedHash, newLotterySeed } from '../lottery-draw.ts';
import { windowStatusAt } from '../windows.ts';

export type WindowRow = Record<string, unknown> & {
  id: string;
  work: WorkType;
  location: Location;
  apply_from: string;
  apply_to: string;
  use_from: string;
  use_to: string;
  daily_capacity: number;
  member_quota: number;
  apply_open_time: string;
  open_time: string;
  close_time: string;
  weekdays: string;
  unit_layout: UnitLayout;
  sessions: string;
  allocation: AllocationMode;
  cancel_deadline_days: number;
  waitlist_size: number;
  required_member_kinds: string;
  required_documents: string;
  closed_early_at: string | null;
  /** LOTTERY windows: the draw's seed, secret until the draw, and its published SHA-256. */
  lottery_seed: string | null;
  lottery_seed_hash: string | null;
  created_at: string;
  updated_at: string;
};

/** A window's rules as the service reads them (no localised title). */
export interface WindowRules {
  id: string;
  work: WorkType;
  location: Location;
  applyFrom: string;
  applyTo: string;
  useFrom: string;
  useTo: string;
  applyOpenTime: string;
  openTime: string;
  closeTime: string;
  weekdays: number[];
  unitLayout: UnitLayout;
  sessions: Session[];
  unitCapacity: number;
  memberQuota: number;
  allocation: AllocationMode;
  cancelDeadlineDays: number;
  waitlistSize: number;
  requiredMemberKinds: MemberKind[];
  requiredDocuments: WindowDocumentKind[];
  closedEarlyAt: string | null;
}

export interface WindowFilter {
  work?: WorkType | undefined;
  location?: Location | undefined;
  status?: WindowStatus | undefined;
}

const list = <T extends string>(value: string): T[] => (value ? (value.split(',') as T[]) : []);

export function rulesOf(row: WindowRow): WindowRules {
  return {
    id: row.id,
    work: row.work,
    location: row.location,
    applyFrom: row.apply_from,
    applyTo: row.apply_to,
    useFrom: row.use_from,
    useTo: row.use_to,
    applyOpenTime: row.apply_open_time,
    openTime: row.open_time,
    closeTime: row.close_time,
    weekdays: list(row.weekdays).map(Number),
    unitLayout: row.unit_layout,
    sessions: JSON.parse(row.sessions) as Session[],
    unitCapacity: Number(row.daily_capacity),
    memberQuota: Number(row.member_quota),
    allocation: row.allocation,
    cancelDeadlineDays: Number(row.cancel_deadline_days),
    waitlistSize: Number(row.waitlist_size),
    requiredMemberKinds: list<MemberKind>(row.required_member_kinds),
    requiredDocuments: list<WindowDocumentKind>(row.required_documents),
    closedEarlyAt: row.closed_early_at,
  };
}

/** The WHERE of a status filter, computed from the same rule as windowStatusAt. */
function whereStatus(query: Knex.QueryBuilder, status: WindowStatus, at: Date): void {
  const seoul = seoulDateTime(at);
  const today = seoul.slice(0, 10);
  const opened = (q: Knex.QueryBuilder) =>
    q.where('apply_from', '<', today).orWhere((same) => same.where('apply_from', today).andWhere('apply_open_time', '<=', seoul.slice(11, 16)));
  if (status === 'CLOSED') query.where((q) => q.whereNotNull('closed_early_at').orWhere('apply_to', '<', today));
  else if (status === 'IN_PROGRESS') query.whereNull('closed_early_at').andWhere('apply_to', '>=', today).andWhere(opened);
  else query.whereNull('closed_early_at').andWhere('apply_to', '>=', today).andWhereNot(opened);
}

function columnsOf(input: ApplicationWindowInput) {
  const unitLayout = input.unitLayout ?? WINDOW_DEFAULTS.unitLayout;
  return {
    work: input.work,
    location: input.location,
    ...localisedToRow('title', input.title),
    apply_from: input.applyFrom,
    apply_to: input.applyTo,
    use_from: input.useFrom,
    use_to: input.useTo,
    daily_capacity: input.unitCapacity,
    member_quota: input.memberQuota,
    apply_open_time: input.applyOpenTime ?? WINDOW_DEFAULTS.applyOpenTime,
    open_time: input.openTime ?? WINDOW_DEFAULTS.openTime,
    close_time: input.closeTime ?? WINDOW_DEFAULTS.closeTime,
    weekdays: [...(input.weekdays ?? WINDOW_DEFAULTS.weekdays)].sort().join(','),
    unit_layout: unitLayout,
    sessions: JSON.stringify(unitLayout === 'SESSIONS' ? (input.sessions ?? []) : []),
    allocation: input.allocation ?? WINDOW_DEFAULTS.allocation,
    cancel_deadline_days: input.cancelDeadlineDays ?? WINDOW_DEFAULTS.cancelDeadlineDays,
    waitlist_size: input.waitlistSize ?? WINDOW_DEFAULTS.waitlistSize,
    required_member_kinds: (input.requiredMemberKinds ?? []).join(','),
    required_documents: (input.requiredDocuments ?? []).join(','),
  };
}

/** Only the hash is ever answered: the seed is revealed by the lottery record, after the draw. */
function commitmentOf(row: WindowRow): { lotterySeedHash?: string } {
  return row.allocation === 'LOTTERY' && row.lottery_seed_hash ? { lotterySeedHash: row.lottery_seed_hash } : {};
}

/**
 * A LOTTERY window without a seed gets one, once: a seed committed to is never replaced (an edit
 * of the window keeps it), so its published hash stays true until the draw reveals it.
 */
export async function commitLotterySeed(db: Knex, id: string): Promise<string | null> {
  const seed = newLotterySeed();
  await db('application_windows').where({ id, allocation: 'LOTTERY' }).whereNull('lottery_seed').update({ lottery_seed: seed, lottery_seed_hash: lotterySeedHash(seed) });
  const row = (await db('application_windows').select('lottery_seed').where({ id }).first()) as { lottery_seed: string | null } | undefined;
  return row?.lottery_seed ?? null;
}

export interface WindowCounts {
  remaining: number;
  units: number;
  applications: Record<string, number>;
  lotteryDrawn: boolean;
}

export function createApplicationWindowsRepository(db: Knex) {
  function publicOf(row: WindowRow, at: Date, locale: Locale, remaining: number, memberRemainingQuota: number | null): ApplicationWindow {
    const { id, ...rules } = rulesOf(row);
    return { _id: id, ...rules, title: pickLocalised(row, 'title', locale), status: windowStatusAt(rules, at), remaining, memberRemainingQuota, ...commitmentOf(row) };
  }

  async function page(filter: WindowFilter, paging: Page, at: Date): Promise<{ rows: WindowRow[]; total: number }> {
    const query = db<WindowRow>('application_windows');
    if (filter.work) query.where('work', filter.work);
    if (filter.location) query.where('location', filter.location);
    if (filter.status) whereStatus(query, filter.status, at);
    return pageOfRows<WindowRow>(query, paging, [{ column: 'use_from', order: 'desc' }, { column: 'id', order: 'asc' }]);
  }

  /** Free places over each window's open units. */
  async function remainingOf(windowIds: string[]): Promise<Map<string, number>> {
    if (windowIds.length === 0) return new Map();
    const rows = (await db('schedule_units')
      .select('window_id')
      .sum({ free: db.raw('capacity - held') })
      .whereIn('window_id', windowIds)
      .whereNull('closed_reason')
      .whereRaw('held < capacity')
      .groupBy('window_id')) as Array<{ window_id: string; free: number | string | null }>;
    return new Map(rows.map((row) => [row.window_id, Number(row.free ?? 0)]));
  }

  async function usageOf(windowIds: string[], memberId: string): Promise<Map<string, number>> {
    if (windowIds.length === 0) return new Map();
    const rows = (await db('member_window_usage').select('window_id', 'used').whereIn('window_id', windowIds).andWhere({ member_id: memberId })) as Array<{ window_id: string; used: number }>;
    return new Map(rows.map((row) => [row.window_id, Number(row.used)]));
  }

  async function countsOf(windowIds: string[]): Promise<Map<string, WindowCounts>> {
    const counts = new Map<string, WindowCounts>(
      windowIds.map((id) => [id, { remaining: 0, units: 0, applications: Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])), lotteryDrawn: false }]),
    );
    if (windowIds.length === 0) return counts;
    const [remaining, units, applications, draws] = await Promise.all([
      remainingOf(windowIds),
      db('schedule_units').select('window_id').count({ total: '*' }).whereIn('window_id', windowIds).groupBy('window_id') as Promise<Array<{ window_id: string; total: number | string }>>,
      db('applications').select('window_id', 'status').count({ total: '*' }).whereIn('window_id', windowIds).groupBy('window_id', 'status') as Promise<
        Array<{ window_id: string; status: string; total: number | string }>
      >,
      db('lottery_draws').select('window_id').whereIn('window_id', windowIds) as Promise<Array<{ window_id: string }>>,
    ]);
    for (const [id, count] of counts) count.remaining = remaining.get(id) ?? 0;
    for (const row of units) counts.get(row.window_id)!.units = Number(row.total);
    for (const row of applications) counts.get(row.window_id)!.applications[row.status] = Number(row.total);
    for (const row of draws) counts.get(row.window_id)!.lotteryDrawn = true;
    return counts;
  }

  function consoleOf(row: WindowRow, at: Date, counts: WindowCounts): ConsoleApplicationWindow {
    const { id, ...rules } = rulesOf(row);
    return {
      _id: id,
      ...rules,
      title: localisedFromRow(row, 'title') as ConsoleApplicationWindow['title'],
      status: windowStatusAt(rules, at),
      ...commitmentOf(row),
      ...counts,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  return {
    /** `extraQuota`: what the signed-in member's level adds to each window's quota (their remaining quota counts it). */
    async paginate(filter: WindowFilter, locale: Locale, paging: Page, at: Date, memberId: string | null, extraQuota = 0): Promise<PageOfItems<ApplicationWindow>> {
      const { rows, total } = await page(filter, paging, at);
      const ids = rows.map((row) => row.id);
      const [remaining, usage] = await Promise.all([remainingOf(ids), memberId ? usageOf(ids, memberId) : Promise.resolve(null)]);
      return {
        items: rows.map((row) =>
          publicOf(row, at, locale, remaining.get(row.id) ?? 0, usage ? Math.max(0, Number(row.member_quota) + extraQuota - (usage.get(row.id) ?? 0)) : null),
        ),
        total,
      };
    },

    async find(id: string, locale: Locale, at: Date, memberId: string | null, extraQuota = 0): Promise<ApplicationWindow | null> {
      const row = await db<WindowRow>('application_windows').where({ id }).first();
      if (!row) return null;
      const [remaining, usage] = await Promise.all([remainingOf([id]), memberId ? usageOf([id], memberId) : Promise.resolve(null)]);
      return publicOf(row, at, locale, remaining.get(id) ?? 0, usage ? Math.max(0, Number(row.member_quota) + extraQuota - (usage.get(id) ?? 0)) : null);
    },

    async rules(id: string, trx: Knex = db): Promise<WindowRules | null> {
      const row = await trx<WindowRow>('application_windows').where({ id }).first();
      return row ? rulesOf(row) : null;
    },

    /** The window's title in every language: what a message about it names it by. */
    async title(id: string): Promise<LocalisedText | null> {
      const row = await db<WindowRow>('application_windows').where({ id }).first();
      return row ? localisedFromRow(row, 'title') : null;
    },

    async paginateForConsole(filter: WindowFilter, paging: Page, at: Date): Promise<PageOfItems<ConsoleApplicationWindow>> {
      const { rows, total } = await page(filter, paging, at);
      const counts = await countsOf(rows.map((row) => row.id));
      return { items: rows.map((row) => consoleOf(row, at, counts.get(row.id)!)), total };
    },

    async findForConsole(id: string, at: Date): Promise<ConsoleApplicationWindow | null> {
      const row = await db<WindowRow>('application_windows').where({ id }).first();
      if (!row) return null;
      const counts = await countsOf([id]);
      return consoleOf(row, at, counts.get(id)!);
    },

    /** `lotterySeed`: only the demo seeds name one (a replayable demo); otherwise a random one. */
    async create(input: ApplicationWindowInput, at = now(), lotterySeed?: string): Promise<string> {
      const id = newId();
      // `status` (001) is kept for old readers; the service computes the status from the clock.
      const seed = input.allocation === 'LOTTERY' ? (lotterySeed ?? newLotterySeed()) : null;
      await db('application_windows').insert({
        id,
        ...columnsOf(input),
        status: 'PLANNED',
        lottery_seed: seed,
        lottery_seed_hash: seed && lotterySeedHash(seed),
        created_at: at,
        updated_at: at,
      });
      return id;
    },

    /** Edits the window; false when there is none. Units already generated keep their capacity. */
    async update(id: string, input: ApplicationWindowInput, at = now()): Promise<boolean> {
      const updated = (await db('application_windows').where({ id }).update({ ...columnsOf(input), updated_at: at })) > 0;
      if (updated) await commitLotterySeed(db, id);
      return updated;
    },


    /** Staff end applications early; false when there is no such window or it was closed already. */
    async closeEarly(id: string, at = now()): Promise<boolean> {
      return (await db('application_windows').where({ id }).whereNull('closed_early_at').update({ closed_early_at: at, updated_at: at })) > 0;
    },

    async count(): Promise<number> {
      const [{ total } = { total: 0 }] = await db('application_windows').count({ total: '*' });
      return Number(total);
    },
  };
}

export type ApplicationWindowsRepository = ReturnType<typeof createApplicationWindowsRepository>;

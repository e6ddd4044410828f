import type { MemberLevel, MemberLevelInput } from '@centre/contracts';
import { newId, toBoolean, type Knex } from '@centre/server-kit';

interface LevelRow {
  id: string;
  name_ko: string;
  name_en: string | null;
  name_cn: string | null;
  name_jp: string | null;
  sort_order: number;
  extra_quota: number;
  lottery_priority: number | boolean;
  created_at: string;
  updated_at: string;
}

function fromRow(row: LevelRow, memberCount: number): MemberLevel {
  return {
    _id: row.id,
    name: { ko: row.name_ko, en: row.name_en ?? '', cn: row.name_cn ?? '', jp: row.name_jp ?? '' },
    order: Number(row.sort_order),
    grants: { extraQuotaPerWindow: Number(row.extra_quota), lotteryPriority: toBoolean(row.lottery_priority) },
    memberCount,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function columnsOf(input: MemberLevelInput) {
  return {
    name_ko: input.name.ko,
    name_en: input.name.en,
    name_cn: input.name.cn,
    name_jp: input.name.jp,
    sort_order: input.order,
    extra_quota: input.grants.extraQuotaPerWindow,
    lottery_priority: input.grants.lotteryPriority ? 1 : 0,
  };
}

/** Member levels: a handful of rows, listed whole by their order. */
export function createMemberLevelsRepository(db: Knex) {
  /** Members holding each level now (withdrawn accounts hold none). */
  async function counts(ids?: string[]): Promise<Map<string, number>> {
    const query = db('users').select('level_id').count({ n: '*' }).whereNotNull('level_id').whereNot('status', 'WITHDRAWN').groupBy('level_id');
    if (ids) query.whereIn('level_id', ids);
    const rows = (await query) as Array<{ level_id: string; n: number | string }>;
    return new Map(rows.map((row) => [row.level_id, Number(row.n)]));
  }

  return {
    async list(): Promise<MemberLevel[]> {
      const [rows, members] = await Promise.all([db<LevelRow>('member_levels').orderBy([{ column: 'sort_order' }, { column: 'id' }]), counts()]);
      return rows.map((row) => fromRow(row, members.get(row.id) ?? 0));
    },

    async findById(id: string, trx: Knex = db): Promise<MemberLevel | null> {
      const row = await trx<LevelRow>('member_levels').where({ id }).first();
      return row ? fromRow(row, (await counts([id])).get(id) ?? 0) : null;
    },

    async exists(id: string, trx: Knex = db): Promise<boolean> {
      return (await trx<LevelRow>('member_levels').where({ id }).first('id')) !== undefined;
    },

    async create(input: MemberLevelInput, at: string): Promise<MemberLevel> {
      const row: LevelRow = { id: newId(), ...columnsOf(input), created_at: at, updated_at: at };
      await db('member_levels').insert(row);
      return fromRow(row, 0);
    },

    async update(id: string, input: MemberLevelInput, at: string): Promise<MemberLevel | null> {
      const changed = await db('member_levels').where({ id }).update({ ...columnsOf(input), updated_at: at });
      return changed === 1 ? this.findById(id) : null;
    },

    /** A level members still hold is not deleted: 'IN_USE'. Checked and deleted in one transaction. */
    async remove(id: string): Promise<'DELETED' | 'NOT_FOUND' | 'IN_USE'> {
      return db.transaction(async (trx) => {
        if (!(await trx('member_levels').where({ id }).forUpdate().first('id'))) return 'NOT_FOUND';
        if (await trx('users').where({ level_id: id }).whereNot('status', 'WITHDRAWN').first('id')) return 'IN_USE';
        // Withdrawn accounts keep no level.
        await trx('users').where({ level_id: id }).update({ level_id: null });
        await trx('member_levels').where({ id }).delete();
        return 'DELETED';
      });
    },
  };
}

export type MemberLevelsRepository = ReturnType<typeof createMemberLevelsRepository>;

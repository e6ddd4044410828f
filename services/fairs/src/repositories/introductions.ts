// The maker directory's table: one profile per member company. Public readers get published rows
// without contacts; the owner gets all of theirs; staff get the list and the verified mark.
import type { ConsoleIntroduction, ContactPreferences, IntroductionInput, Locale, Maker, MakerDetail, MakerListQuery, OwnIntroduction } from '@centre/contracts';
import { isUniqueViolation, localisedFromRow, localisedToRow, newId, pageOfRows, pickLocalised, toBoolean, whereContains, type Knex, type Page, type PageOfItems } from '@centre/server-kit';
import { listColumn, listFromColumn, listMember } from '../lists.ts';

type Row = Record<string, unknown> & { id: string; member_id: string; trade_name: string; published: unknown; verified_at: string | null; created_at: string; updated_at: string };

function makerOf(row: Row): Maker {
  return {
    _id: row.id,
    tradeName: row.trade_name,
    items: listFromColumn(row.items),
    services: listFromColumn(row.services),
    district: String(row.district),
    moq: Number(row.moq),
    leadTimeDays: Number(row.lead_time_days),
    monthlyCapacity: Number(row.monthly_capacity),
    languages: listFromColumn(row.languages),
    verified: row.verified_at !== null,
  };
}

const entries = (column: unknown): string[] => JSON.parse(String(column ?? '[]')) as string[];

function detailOf(row: Row, locale: Locale): Omit<MakerDetail, 'pictures'> {
  return { ...makerOf(row), memberId: row.member_id, equipment: entries(row.equipment), certificates: entries(row.certificates), description: pickLocalised(row, 'description', locale), updatedAt: row.updated_at };
}

function ownOf(row: Row): OwnIntroduction {
  return {
    ...makerOf(row),
    equipment: entries(row.equipment),
    certificates: entries(row.certificates),
    description: localisedFromRow(row, 'description'),
    contact: JSON.parse(String(row.contact)) as ContactPreferences,
    published: toBoolean(row.published),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function consoleOf(row: Row): ConsoleIntroduction {
  return { ...makerOf(row), memberId: row.member_id, published: toBoolean(row.published), verifiedAt: row.verified_at, updatedAt: row.updated_at };
}

/** The columns of a profile as the member wrote it (description already sanitised). */
function columnsOf(input: IntroductionInput) {
  return {
    trade_name: input.tradeName,
    items: listColumn(input.items),
    services: listColumn(input.services),
    district: input.district,
    moq: input.moq,
    lead_time_days: input.leadTimeDays,
    monthly_capacity: input.monthlyCapacity,
    equipment: JSON.stringify(input.equipment),
    certificates: JSON.stringify(input.certificates),
    languages: listColumn(input.languages),
    ...localisedToRow('description', input.description),
    contact: JSON.stringify(input.contact),
    published: input.published,
  };
}

export function createIntroductionsRepository(db: Knex) {
  const table = () => db<Row>('introductions');

  return {
    async findOwn(memberId: string): Promise<OwnIntroduction | null> {
      const row = await table().where({ member_id: memberId }).first();
      return row ? ownOf(row) : null;
    },

    /** The row's id and trade name for other tables (exhibitors), published or not. */
    async facts(memberId: string): Promise<{ id: string; tradeName: string } | null> {
      const row = await table().where({ member_id: memberId }).first('id', 'trade_name');
      return row ? { id: row.id, tradeName: row.trade_name } : null;
    },

    /** Creates the member's one profile or replaces it whole; two saves at once both land on the one row. */
    async save(memberId: string, input: IntroductionInput, at: string): Promise<OwnIntroduction> {
      const columns = columnsOf(input);
      const updated = await table().where({ member_id: memberId }).update({ ...columns, updated_at: at });
      if (updated === 0) {
        try {
          await table().insert({ id: newId(), member_id: memberId, ...columns, verified_at: null, verified_by: null, created_at: at, updated_at: at });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          await table().where({ member_id: memberId }).update({ ...columns, updated_at: at });
        }
      }
      return (await this.findOwn(memberId))!;
    },

    async listPublished(query: MakerListQuery, page: Page): Promise<PageOfItems<Maker>> {
      const rows = table().where({ published: true }).select('*');
      if (query.keyword) whereContains(rows, ['trade_name', 'equipment', 'certificates'], query.keyword);
      if (query.item) rows.where('items', 'like', listMember(query.item));
      if (query.service) rows.where('services', 'like', listMember(query.service));
      if (query.language) rows.where('languages', 'like', listMember(query.language));
      if (query.district) rows.where({ district: query.district });
      if (query.capacity !== undefined) rows.where('monthly_capacity', '>=', query.capacity);
      if (query.verified === 'true') rows.whereNotNull('verified_at');
      if (query.verified === 'false') rows.whereNull('verified_at');
      const found = await pageOfRows<Row>(rows, page, [{ column: 'updated_at', order: 'desc' }]);
      return { items: found.rows.map(makerOf), total: found.total };
    },

    async findPublished(id: string, locale: Locale): Promise<Omit<MakerDetail, 'pictures'> | null> {
      const row = await table().where({ id, published: true }).first();
      return row ? detailOf(row, locale) : null;
    },

    /** The member behind a published profile (for its pictures). */
    async publishedMember(id: string): Promise<string | null> {
      const row = await table().where({ id, published: true }).first('member_id');
      return row?.member_id ?? null;
    },

    /** Whether this member's company profile is published (listed in the directory). */
    async isListed(memberId: string): Promise<boolean> {
      return (await table().where({ member_id: memberId, published: true }).first('id')) !== undefined;
    },

    /** Published profiles among these ids, with their verified mark (for the fairs' seller lists). */
    async publishedAmong(ids: readonly string[]): Promise<Map<string, { verified: boolean }>> {
      if (ids.length === 0) return new Map();
      const rows = await table().whereIn('id', [...ids]).where({ published: true }).select('id', 'verified_at');
      return new Map(rows.map((row) => [row.id, { verified: row.verified_at !== null }]));
    },

    /** The contact a member left, for the other side of an accepted meeting only. */
    async contactOf(id: string): Promise<ContactPreferences | null> {
      const row = await table().where({ id }).first('contact');
      return row ? (JSON.parse(String(row.contact)) as ContactPreferences) : null;
    },

    async listForConsole(filter: { keyword?: string | undefined; verified?: 'true' | 'false' | undefined; published?: 'true' | 'false' | undefined }, page: Page): Promise<PageOfItems<ConsoleIntroduction>> {
      const rows = table().select('*');
      if (filter.keyword) whereContains(rows, ['trade_name'], filter.keyword);
      if (filter.verified === 'true') rows.whereNotNull('verified_at');
      if (filter.verified === 'false') rows.whereNull('verified_at');
      if (filter.published) rows.where({ published: filter.published === 'true' });
      const found = await pageOfRows<Row>(rows, page, [{ column: 'updated_at', order: 'desc' }]);
      return { items: found.rows.map(consoleOf), total: found.total };
    },

    async setVerified(id: string, verified: boolean, by: string, at: string): Promise<ConsoleIntroduction | null> {
      await table().where({ id }).update(verified ? { verified_at: at, verified_by: by } : { verified_at: null, verified_by: null });
      const row = await table().where({ id }).first();
      return row ? consoleOf(row) : null;
    },
  };
}

export type IntroductionsRepository = ReturnType<typeof createIntroductionsRepository>;

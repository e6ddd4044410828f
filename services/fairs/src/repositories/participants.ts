// Exhibitors and buyers of each fair. A member is at most one exhibitor and one buyer per fair
// (unique keys), a table holds at most one exhibitor (unique key); contacts of buyers leave this
// repository only for staff and for an exhibitor whose meeting with them was accepted.
import type { BuyerRegistration, ExhibitorApplication, FairBuyer, FairSeller, MakerItem, ParticipantStatus } from '@centre/contracts';
import { newId, pageOfRows, whereContains, type Knex, type Page, type PageOfItems } from '@centre/server-kit';
import { listColumn, listFromColumn } from '../lists.ts';

type ExhibitorRow = { id: string; fair_id: string; member_id: string; introduction_id: string; items: string; note: string; status: ParticipantStatus; table_no: number | null; created_at: string; updated_at: string };
type BuyerRow = {
  id: string;
  fair_id: string;
  member_id: string;
  company: string;
  country: string;
  time_zone: string;
  items_wanted: string;
  order_volume: string;
  language: BuyerRegistration['language'];
  contact_email: string;
  contact_phone: string | null;
  status: ParticipantStatus;
  created_at: string;
  updated_at: string;
};

export interface Exhibitor {
  id: string;
  fairId: string;
  memberId: string;
  introductionId: string;
  tradeName: string;
  items: MakerItem[];
  note: string;
  status: ParticipantStatus;
  table: number | null;
  createdAt: string;
}

export interface Buyer {
  id: string;
  fairId: string;
  memberId: string;
  company: string;
  country: string;
  timeZone: string;
  itemsWanted: MakerItem[];
  orderVolume: string;
  language: BuyerRegistration['language'];
  contactEmail: string;
  contactPhone: string | null;
  status: ParticipantStatus;
  createdAt: string;
}

type ExhibitorJoined = ExhibitorRow & { trade_name: string; verified_at: string | null; published: unknown };

function exhibitorOf(row: ExhibitorJoined): Exhibitor {
  return {
    id: row.id,
    fairId: row.fair_id,
    memberId: row.member_id,
    introductionId: row.introduction_id,
    tradeName: row.trade_name,
    items: listFromColumn(row.items),
    note: row.note,
    status: row.status,
    table: row.table_no === null ? null : Number(row.table_no),
    createdAt: row.created_at,
  };
}

function buyerOf(row: BuyerRow): Buyer {
  return {
    id: row.id,
    fairId: row.fair_id,
    memberId: row.member_id,
    company: row.company,
    country: row.country,
    timeZone: row.time_zone,
    itemsWanted: listFromColumn(row.items_wanted),
    orderVolume: row.order_volume,
    language: row.language,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    status: row.status,
    createdAt: row.created_at,
  };
}

export function createParticipantsRepository(db: Knex) {
  const exhibitors = (trx: Knex = db) =>
    trx('fair_exhibitors as e')
      .join('introductions as i', 'i.id', 'e.introduction_id')
      .select('e.*', 'i.trade_name', 'i.verified_at', 'i.published');
  const buyers = (trx: Knex = db) => trx<BuyerRow>('fair_buyers');

  return {
    /** Inserts the application; a second one by the same member for the same fair fails on the unique key. */
    async addExhibitor(fairId: string, memberId: string, introductionId: string, input: ExhibitorApplication, at: string): Promise<string> {
      const id = newId();
      await db('fair_exhibitors').insert({ id, fair_id: fairId, member_id: memberId, introduction_id: introductionId, items: listColumn(input.items), note: input.note, status: 'WAITING', table_no: null, created_at: at, updated_at: at });
      return id;
    },

    async addBuyer(fairId: string, memberId: string, input: BuyerRegistration, at: string): Promise<string> {
      const id = newId();
      await buyers().insert({
        id,
        fair_id: fairId,
        member_id: memberId,
        company: input.company,
        country: input.country,
        time_zone: input.timeZone,
        items_wanted: listColumn(input.itemsWanted),
        order_volume: input.orderVolume,
        language: input.language,
        contact_email: input.contactEmail,
        contact_phone: input.contactPhone ?? null,
        status: 'WAITING',
        created_at: at,
        updated_at: at,
      });
      return id;
    },

    async exhibitor(fairId: string, id: string, trx: Knex = db): Promise<Exhibitor | null> {
      const row = (await exhibitors(trx).where({ 'e.fair_id': fairId, 'e.id': id }).first()) as ExhibitorJoined | undefined;
      return row ? exhibitorOf(row) : null;
    },

    async exhibitorOfMember(fairId: string, memberId: string, trx: Knex = db): Promise<Exhibitor | null> {
      const row = (await exhibitors(trx).where({ 'e.fair_id': fairId, 'e.member_id': memberId }).first()) as ExhibitorJoined | undefined;
      return row ? exhibitorOf(row) : null;
    },

    async buyer(fairId: string, id: string, trx: Knex = db): Promise<Buyer | null> {
      const row = await buyers(trx).where({ fair_id: fairId, id }).first();
      return row ? buyerOf(row) : null;
    },

    async buyerOfMember(fairId: string, memberId: string, trx: Knex = db): Promise<Buyer | null> {
      const row = await buyers(trx).where({ fair_id: fairId, member_id: memberId }).first();
      return row ? buyerOf(row) : null;
    },

    async exhibitorsById(ids: readonly string[]): Promise<Map<string, Exhibitor>> {
      if (ids.length === 0) return new Map();
      const rows = (await exhibitors().whereIn('e.id', [...ids])) as ExhibitorJoined[];
      return new Map(rows.map((row) => [row.id, exhibitorOf(row)]));
    },

    async buyersById(ids: readonly string[]): Promise<Map<string, Buyer>> {
      if (ids.length === 0) return new Map();
      const rows = await buyers().whereIn('id', [...ids]);
      return new Map(rows.map((row) => [row.id, buyerOf(row)]));
    },

    /** A member's participations in every fair (my page). */
    async ofMember(memberId: string): Promise<{ exhibitors: Exhibitor[]; buyers: Buyer[] }> {
      const [exhibitorRows, buyerRows] = await Promise.all([exhibitors().where({ 'e.member_id': memberId }), buyers().where({ member_id: memberId })]);
      return { exhibitors: (exhibitorRows as ExhibitorJoined[]).map(exhibitorOf), buyers: buyerRows.map(buyerOf) };
    },

    async listExhibitors(fairId: string, filter: { status?: ParticipantStatus | undefined; keyword?: string | undefined }, page: Page): Promise<PageOfItems<Exhibitor>> {
      const rows = exhibitors().where({ 'e.fair_id': fairId });
      if (filter.status) rows.where({ 'e.status': filter.status });
      if (filter.keyword) whereContains(rows, ['i.trade_name'], filter.keyword);
      const found = await pageOfRows<ExhibitorJoined>(rows, page, [{ column: 'e.created_at', order: 'asc' }, { column: 'e.id', order: 'asc' }]);
      return { items: found.rows.map(exhibitorOf), total: found.total };
    },

    async listBuyers(fairId: string, filter: { status?: ParticipantStatus | undefined; keyword?: string | undefined }, page: Page): Promise<PageOfItems<Buyer>> {
      const rows = buyers().where({ fair_id: fairId }).select('*');
      if (filter.status) rows.where({ status: filter.status });
      if (filter.keyword) whereContains(rows, ['company'], filter.keyword);
      const found = await pageOfRows<BuyerRow>(rows, page, [{ column: 'created_at', order: 'asc' }, { column: 'id', order: 'asc' }]);
      return { items: found.rows.map(buyerOf), total: found.total };
    },

    /** Approved exhibitors as the public sees them: a link to the directory only when the profile is published. */
    async sellers(fairId: string, page: Page): Promise<PageOfItems<FairSeller>> {
      const rows = exhibitors().where({ 'e.fair_id': fairId, 'e.status': 'APPROVED' });
      const found = await pageOfRows<ExhibitorJoined>(rows, page, [{ column: 'e.table_no', order: 'asc' }, { column: 'e.id', order: 'asc' }]);
      return {
        items: found.rows.map((row) => ({
          _id: row.id,
          makerId: row.published === true || row.published === 1 || row.published === '1' ? row.introduction_id : null,
          tradeName: row.trade_name,
          items: listFromColumn(row.items),
          table: row.table_no === null ? null : Number(row.table_no),
          verified: row.verified_at !== null,
        })),
        total: found.total,
      };
    },

    /** A fair's approved exhibitors with what suggestions weigh: their profile's items, MOQ and capacity. */
    async approvedWithProfiles(fairId: string): Promise<Array<FairSeller & { memberId: string; profileItems: MakerItem[]; applicationItems: MakerItem[]; moq: number; monthlyCapacity: number }>> {
      const rows = (await db('fair_exhibitors as e')
        .join('introductions as i', 'i.id', 'e.introduction_id')
        .where({ 'e.fair_id': fairId, 'e.status': 'APPROVED' })
        .select('e.id', 'e.member_id', 'e.items', 'e.table_no', 'e.introduction_id', 'i.trade_name', 'i.items as profile_items', 'i.moq', 'i.monthly_capacity', 'i.verified_at', 'i.published')
        .orderBy([{ column: 'e.table_no', order: 'asc' }, { column: 'e.id', order: 'asc' }])) as Array<{
        id: string; member_id: string; items: string; table_no: number | null; introduction_id: string; trade_name: string; profile_items: string; moq: number; monthly_capacity: number; verified_at: string | null; published: unknown;
      }>;
      return rows.map((row) => ({
        _id: row.id,
        makerId: row.published === true || row.published === 1 || row.published === '1' ? row.introduction_id : null,
        tradeName: row.trade_name,
        items: listFromColumn(row.items),
        table: row.table_no === null ? null : Number(row.table_no),
        verified: row.verified_at !== null,
        memberId: row.member_id,
        applicationItems: listFromColumn(row.items),
        profileItems: listFromColumn(row.profile_items),
        moq: Number(row.moq),
        monthlyCapacity: Number(row.monthly_capacity),
      }));
    },

    /** Approved buyers as the public sees them: no contact. */
    async publicBuyers(fairId: string, page: Page): Promise<PageOfItems<FairBuyer>> {
      const rows = buyers().where({ fair_id: fairId, status: 'APPROVED' }).select('*');
      const found = await pageOfRows<BuyerRow>(rows, page, [{ column: 'created_at', order: 'asc' }, { column: 'id', order: 'asc' }]);
      return { items: found.rows.map((row) => ({ _id: row.id, company: row.company, country: row.country, itemsWanted: listFromColumn(row.items_wanted), language: row.language })), total: found.total };
    },

    /** Staff's decision; the table's unique key refuses a table another exhibitor holds. */
    async decideExhibitor(fairId: string, id: string, status: ParticipantStatus, table: number | null, at: string): Promise<boolean> {
      return (await db('fair_exhibitors').where({ fair_id: fairId, id }).update({ status, table_no: status === 'APPROVED' ? table : null, updated_at: at })) > 0;
    },

    /** Approves within the fair's buyer capacity, in the one statement that counts (decided in the database). */
    async decideBuyer(fairId: string, id: string, status: ParticipantStatus, capacity: number, at: string): Promise<'DONE' | 'NOT_FOUND' | 'FULL'> {
      return db.transaction(async (trx) => {
        // The fair's row first, always: two approvals at once count one after the other, in one lock order.
        await trx('fairs').where({ id: fairId }).forUpdate().first();
        const row = await trx<BuyerRow>('fair_buyers').where({ fair_id: fairId, id }).first();
        if (!row) return 'NOT_FOUND';
        if (status === 'APPROVED' && row.status !== 'APPROVED') {
          const [{ approved } = { approved: 0 }] = await trx('fair_buyers').where({ fair_id: fairId, status: 'APPROVED' }).count({ approved: '*' });
          if (Number(approved) >= capacity) return 'FULL';
        }
        await trx('fair_buyers').where({ id }).update({ status, updated_at: at });
        return 'DONE';
      });
    },
  };
}

export type ParticipantsRepository = ReturnType<typeof createParticipantsRepository>;

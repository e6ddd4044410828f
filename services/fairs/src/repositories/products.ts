// Fair products: what each approved exhibitor shows at a fair. Rows name their exhibitor; only
// the use case decides who may write which (products.ts beside app.ts).
import type { FairProduct, FairProductInput, MakerItem } from '@centre/contracts';
import { newId, pageOfRows, toBoolean, whereContains, type Knex, type Page, type PageOfItems } from '@centre/server-kit';

type Row = { id: string; fair_id: string; exhibitor_id: string; trade_name: string; name: string; item: MakerItem; price_min: number; price_max: number; moq: number; lead_time_days: number; sample_available: unknown; updated_at: string };

function productOf(row: Row): FairProduct {
  return {
    _id: row.id,
    exhibitorId: row.exhibitor_id,
    tradeName: row.trade_name,
    name: row.name,
    item: row.item,
    priceMin: Number(row.price_min),
    priceMax: Number(row.price_max),
    moq: Number(row.moq),
    leadTimeDays: Number(row.lead_time_days),
    sampleAvailable: toBoolean(row.sample_available),
    updatedAt: row.updated_at,
  };
}

const columnsOf = (input: FairProductInput) => ({
  name: input.name,
  item: input.item,
  price_min: input.priceMin,
  price_max: input.priceMax,
  moq: input.moq,
  lead_time_days: input.leadTimeDays,
  sample_available: input.sampleAvailable,
});

export function createProductsRepository(db: Knex) {
  const joined = () =>
    db('fair_products as p')
      .join('fair_exhibitors as e', 'e.id', 'p.exhibitor_id')
      .join('introductions as i', 'i.id', 'e.introduction_id')
      .select('p.*', 'i.trade_name');

  return {
    /** Products of the fair's approved exhibitors. */
    async list(fairId: string, filter: { exhibitor?: string | undefined; item?: MakerItem | undefined; keyword?: string | undefined }, page: Page): Promise<PageOfItems<FairProduct>> {
      const rows = joined().where({ 'p.fair_id': fairId, 'e.status': 'APPROVED' });
      if (filter.exhibitor) rows.where({ 'p.exhibitor_id': filter.exhibitor });
      if (filter.item) rows.where({ 'p.item': filter.item });
      if (filter.keyword) whereContains(rows, ['p.name'], filter.keyword);
      const found = await pageOfRows<Row>(rows, page, [{ column: 'p.created_at', order: 'asc' }, { column: 'p.id', order: 'asc' }]);
      return { items: found.rows.map(productOf), total: found.total };
    },

    async find(fairId: string, id: string): Promise<FairProduct | null> {
      const row = (await joined().where({ 'p.fair_id': fairId, 'p.id': id }).first()) as Row | undefined;
      return row ? productOf(row) : null;
    },

    async create(fairId: string, exhibitorId: string, input: FairProductInput, at: string): Promise<string> {
      const id = newId();
      await db('fair_products').insert({ id, fair_id: fairId, exhibitor_id: exhibitorId, ...columnsOf(input), created_at: at, updated_at: at });
      return id;
    },

    /** Changes the product only while it is this exhibitor's (the condition is in the statement). */
    async update(fairId: string, id: string, exhibitorId: string, input: FairProductInput, at: string): Promise<boolean> {
      return (await db('fair_products').where({ fair_id: fairId, id, exhibitor_id: exhibitorId }).update({ ...columnsOf(input), updated_at: at })) > 0;
    },

    async remove(fairId: string, id: string, exhibitorId: string): Promise<boolean> {
      return (await db('fair_products').where({ fair_id: fairId, id, exhibitor_id: exhibitorId }).delete()) > 0;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;

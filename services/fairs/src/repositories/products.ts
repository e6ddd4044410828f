// Fair products: what each approved exhibitor shows at a fair. Rows name their exhibitor; only
// the use case decides who may write which (products.ts beside app.ts).
import { FAIR_PATHS, type ConsoleFairProduct, type ConsoleFairProductPhoto, type FairProduct, type FairProductInput, type FairProductPhoto, type MakerItem, type ParticipantStatus } from '@centre/contracts';
import { newId, pageOfRows, toBoolean, whereContains, type Knex, type Page, type PageOfItems } from '@centre/server-kit';

type Row = { id: string; fair_id: string; exhibitor_id: string; trade_name: string; name: string; item: MakerItem; price_min: number; price_max: number; moq: number; lead_time_days: number; sample_available: unknown; updated_at: string };

type PhotoRow = { id: string; product_id: string; stored_name: string; content_type: string; hidden: unknown; created_at: string };

function productOf(row: Row, photos: FairProductPhoto[] = []): FairProduct {
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
    photos,
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

/** Of these stored names, those no photo row refers to any more (their bytes may go). */
async function unusedNames(db: Knex, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const used = new Set(((await db('fair_product_photos').whereIn('stored_name', names).select('stored_name')) as Array<{ stored_name: string }>).map((row) => row.stored_name));
  return [...new Set(names)].filter((name) => !used.has(name));
}

export function createProductsRepository(db: Knex) {
  const joined = () =>
    db('fair_products as p')
      .join('fair_exhibitors as e', 'e.id', 'p.exhibitor_id')
      .join('introductions as i', 'i.id', 'e.introduction_id')
      .select('p.*', 'i.trade_name');

  /** The shown (not hidden) photos of these products, oldest first. */
  const shownPhotos = async (fairId: string, productIds: string[]): Promise<Map<string, FairProductPhoto[]>> => {
    const byProduct = new Map<string, FairProductPhoto[]>();
    if (productIds.length === 0) return byProduct;
    const rows = (await db('fair_product_photos').whereIn('product_id', productIds).where({ hidden: false }).orderBy([{ column: 'created_at' }, { column: 'id' }])) as PhotoRow[];
    for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), { _id: row.id, url: FAIR_PATHS.productPhoto(fairId, row.product_id, row.id) }]);
    return byProduct;
  };

  /** Every photo of these products, hidden ones included (staff), oldest first. */
  const everyPhoto = async (fairId: string, productIds: string[]): Promise<Map<string, ConsoleFairProductPhoto[]>> => {
    const byProduct = new Map<string, ConsoleFairProductPhoto[]>();
    if (productIds.length === 0) return byProduct;
    const rows = (await db('fair_product_photos').whereIn('product_id', productIds).orderBy([{ column: 'created_at' }, { column: 'id' }])) as PhotoRow[];
    for (const row of rows) {
      const photo = { _id: row.id, url: FAIR_PATHS.consoleProductPhoto(fairId, row.product_id, row.id), hidden: toBoolean(row.hidden), createdAt: row.created_at };
      byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), photo]);
    }
    return byProduct;
  };

  return {
    /** Every exhibitor's products of a fair, whatever the exhibitor's status, with all their photos (staff). */
    async listForConsole(fairId: string, filter: { exhibitor?: string | undefined; item?: MakerItem | undefined; keyword?: string | undefined }, page: Page): Promise<PageOfItems<ConsoleFairProduct>> {
      const rows = joined().select('e.status as exhibitor_status').where({ 'p.fair_id': fairId });
      if (filter.exhibitor) rows.where({ 'p.exhibitor_id': filter.exhibitor });
      if (filter.item) rows.where({ 'p.item': filter.item });
      if (filter.keyword) whereContains(rows, ['p.name', 'i.trade_name'], filter.keyword);
      const found = await pageOfRows<Row & { exhibitor_status: ParticipantStatus }>(rows, page, [{ column: 'p.created_at', order: 'asc' }, { column: 'p.id', order: 'asc' }]);
      const photos = await everyPhoto(fairId, found.rows.map((row) => row.id));
      return { items: found.rows.map((row) => ({ ...productOf(row), exhibitorStatus: row.exhibitor_status, photos: photos.get(row.id) ?? [] })), total: found.total };
    },

    /** Products of the fair's approved exhibitors. */
    async list(fairId: string, filter: { exhibitor?: string | undefined; item?: MakerItem | undefined; keyword?: string | undefined }, page: Page): Promise<PageOfItems<FairProduct>> {
      const rows = joined().where({ 'p.fair_id': fairId, 'e.status': 'APPROVED' });
      if (filter.exhibitor) rows.where({ 'p.exhibitor_id': filter.exhibitor });
      if (filter.item) rows.where({ 'p.item': filter.item });
      if (filter.keyword) whereContains(rows, ['p.name'], filter.keyword);
      const found = await pageOfRows<Row>(rows, page, [{ column: 'p.created_at', order: 'asc' }, { column: 'p.id', order: 'asc' }]);
      const photos = await shownPhotos(fairId, found.rows.map((row) => row.id));
      return { items: found.rows.map((row) => productOf(row, photos.get(row.id))), total: found.total };
    },

    /** The items each exhibitor lists products of at a fair. */
    async itemsByExhibitor(fairId: string): Promise<Map<string, Set<MakerItem>>> {
      const rows = (await db('fair_products').where({ fair_id: fairId }).distinct('exhibitor_id', 'item')) as Array<{ exhibitor_id: string; item: MakerItem }>;
      const items = new Map<string, Set<MakerItem>>();
      for (const row of rows) items.set(row.exhibitor_id, (items.get(row.exhibitor_id) ?? new Set<MakerItem>()).add(row.item));
      return items;
    },

    async find(fairId: string, id: string): Promise<FairProduct | null> {
      const row = (await joined().where({ 'p.fair_id': fairId, 'p.id': id }).first()) as Row | undefined;
      return row ? productOf(row, (await shownPhotos(fairId, [row.id])).get(row.id)) : null;
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

    /** Removes the product and its photo rows; answers the stored names that no row uses any more (null: not removed). */
    async remove(fairId: string, id: string, exhibitorId: string): Promise<string[] | null> {
      return db.transaction(async (trx) => {
        const product = await trx('fair_products').where({ fair_id: fairId, id, exhibitor_id: exhibitorId }).first('id');
        if (!product) return null;
        const names = ((await trx('fair_product_photos').where({ product_id: id }).select('stored_name')) as Array<{ stored_name: string }>).map((row) => row.stored_name);
        await trx('fair_product_photos').where({ product_id: id }).delete();
        await trx('fair_products').where({ id }).delete();
        return unusedNames(trx, names);
      });
    },

    /**
     * Adds a photo to the exhibitor's product unless it already shows `limit` photos (`store` puts
     * the bytes in the file store and answers their name): the product row is locked first, so two uploads at once cannot both take the last place (MySQL; SQLite
     * writes one transaction at a time). False: the product shows as many photos as it may.
     */
    async addPhoto(fairId: string, productId: string, exhibitorId: string, photo: { store: () => Promise<string>; contentType: string }, limit: number, at: string): Promise<'ADDED' | 'FULL' | 'GONE'> {
      return db.transaction(async (trx) => {
        const product = await trx('fair_products').where({ fair_id: fairId, id: productId, exhibitor_id: exhibitorId }).forUpdate().first('id');
        if (!product) return 'GONE';
        const shown = await trx('fair_product_photos').where({ product_id: productId, hidden: false }).count({ n: '*' }).first();
        if (Number(shown?.n ?? 0) >= limit) return 'FULL';
        // The bytes are stored only once the place is sure, so a refused upload leaves no file.
        const storedName = await photo.store();
        await trx('fair_product_photos').insert({ id: newId(), product_id: productId, stored_name: storedName, content_type: photo.contentType, hidden: false, hidden_by: null, created_at: at });
        await trx('fair_products').where({ id: productId }).update({ updated_at: at });
        return 'ADDED';
      });
    },

    async shownPhotoCount(productId: string): Promise<number> {
      const shown = await db('fair_product_photos').where({ product_id: productId, hidden: false }).count({ n: '*' }).first();
      return Number(shown?.n ?? 0);
    },

    /** One photo of the product; `shownOnly` leaves hidden photos out (the public address). */
    async photo(fairId: string, productId: string, photoId: string, shownOnly: boolean): Promise<{ storedName: string; contentType: string } | null> {
      const query = db('fair_product_photos as f').join('fair_products as p', 'p.id', 'f.product_id').where({ 'p.fair_id': fairId, 'p.id': productId, 'f.id': photoId });
      if (shownOnly) query.where({ 'f.hidden': false });
      const row = (await query.first('f.stored_name', 'f.content_type')) as { stored_name: string; content_type: string } | undefined;
      return row ? { storedName: row.stored_name, contentType: row.content_type } : null;
    },

    /** Every photo of a product, hidden ones included (staff). */
    async photosForConsole(fairId: string, productId: string): Promise<ConsoleFairProductPhoto[]> {
      const inFair = await db('fair_products').where({ fair_id: fairId, id: productId }).first('id');
      return inFair ? ((await everyPhoto(fairId, [productId])).get(productId) ?? []) : [];
    },

    async setPhotoHidden(fairId: string, productId: string, photoId: string, hidden: boolean, by: string): Promise<boolean> {
      const inProduct = db('fair_products').where({ fair_id: fairId, id: productId }).select('id');
      return (await db('fair_product_photos').where({ id: photoId, product_id: productId }).whereIn('product_id', inProduct).update({ hidden, hidden_by: hidden ? by : null })) > 0;
    },

    /**
     * Removes one photo of the product (for the owner: `exhibitorId` set; staff: null). Answers
     * null when there is no such photo, else the stored names no row uses any more.
     */
    async removePhoto(fairId: string, productId: string, photoId: string, exhibitorId: string | null, at: string): Promise<string[] | null> {
      return db.transaction(async (trx) => {
        const owner = trx('fair_products').where({ fair_id: fairId, id: productId });
        if (exhibitorId) owner.where({ exhibitor_id: exhibitorId });
        const row = (await trx('fair_product_photos').where({ id: photoId }).whereIn('product_id', owner.select('id')).first('stored_name')) as { stored_name: string } | undefined;
        if (!row) return null;
        await trx('fair_product_photos').where({ id: photoId }).delete();
        await trx('fair_products').where({ id: productId }).update({ updated_at: at });
        return unusedNames(trx, [row.stored_name]);
      });
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;

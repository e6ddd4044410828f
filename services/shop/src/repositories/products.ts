import { SHOP_LIMITS, type Locale, type OwnProduct, type ProductInput, type ProductListItem, type ProductOption, type ProductSort, type ProductStatus, type ProductView, type ShippingRule } from '@centre/contracts';
import { localisedFromRow, localisedToRow, newId, pageOfRows, pickLocalised, whereContains, toBoolean, transactionWithRetry, type Knex, type Page, type PageOfItems, type SortOrder } from '@centre/server-kit';

export interface ProductRow {
  id: string;
  seller_id: string;
  category_id: string;
  status: ProductStatus;
  reject_reason: string | null;
  title_ko: string;
  description_ko: string;
  price: number;
  fulfilment: 'DELIVERY' | 'PICKUP';
  shipping_fee: number;
  free_over: number | string | null;
  pickup_site: 'YONGSIN' | 'DAPSIMNI' | null;
  thumb: string | null;
  images: string;
  sold_count: number;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  [column: string]: unknown;
}

export interface OptionRow {
  id: string;
  product_id: string;
  position: number;
  size: string;
  colour: string;
  stock: number;
  active: boolean | number;
}

export function shippingOf(row: Pick<ProductRow, 'fulfilment' | 'shipping_fee' | 'free_over' | 'pickup_site'>): ShippingRule {
  return { fulfilment: row.fulfilment, fee: Number(row.shipping_fee), freeOver: row.free_over === null ? null : Number(row.free_over), pickupSite: row.pickup_site };
}

const optionOf = (row: OptionRow): ProductOption => ({ _id: row.id, size: row.size, colour: row.colour, stock: Number(row.stock) });

const SORTS: Record<ProductSort, SortOrder> = {
  new: [{ column: 'created_at', order: 'desc' }],
  popular: [{ column: 'sold_count', order: 'desc' }, { column: 'created_at', order: 'desc' }],
  priceAsc: [{ column: 'price', order: 'asc' }],
  priceDesc: [{ column: 'price', order: 'desc' }],
};

/** Members' products and their options (each with its own stock). */
export function createProductsRepository(db: Knex) {
  async function optionsOf(productIds: readonly string[], activeOnly = true): Promise<Map<string, OptionRow[]>> {
    const byProduct = new Map<string, OptionRow[]>();
    if (productIds.length === 0) return byProduct;
    const query = db<OptionRow>('product_options').whereIn('product_id', [...productIds]).orderBy([{ column: 'position', order: 'asc' }, { column: 'id', order: 'asc' }]);
    if (activeOnly) query.where('active', true);
    for (const row of (await query) as OptionRow[]) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
    return byProduct;
  }

  function listItemOf(row: ProductRow, options: OptionRow[], locale: Locale): ProductListItem {
    return {
      _id: row.id,
      categoryId: row.category_id,
      sellerId: row.seller_id,
      title: pickLocalised(row, 'title', locale),
      price: Number(row.price),
      thumb: row.thumb,
      shipping: shippingOf(row),
      soldOut: options.every((option) => Number(option.stock) <= 0),
      createdAt: row.created_at,
    };
  }

  function ownOf(row: ProductRow, options: OptionRow[]): OwnProduct {
    return {
      _id: row.id,
      sellerId: row.seller_id,
      categoryId: row.category_id,
      status: row.status,
      rejectReason: row.reject_reason,
      title: localisedFromRow(row, 'title'),
      description: localisedFromRow(row, 'description'),
      price: Number(row.price),
      options: options.map(optionOf),
      shipping: shippingOf(row),
      thumb: row.thumb,
      images: JSON.parse(row.images) as string[],
      soldCount: Number(row.sold_count),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      submittedAt: row.submitted_at,
    };
  }

  async function ownPage(query: Knex.QueryBuilder, page: Page): Promise<PageOfItems<OwnProduct>> {
    const { rows, total } = await pageOfRows<ProductRow>(query, page, [{ column: 'created_at', order: 'desc' }]);
    const options = await optionsOf(rows.map((row) => row.id));
    return { items: rows.map((row) => ownOf(row, options.get(row.id) ?? [])), total };
  }

  const shippingColumns = (shipping: ShippingRule) => ({
    fulfilment: shipping.fulfilment,
    shipping_fee: shipping.fulfilment === 'PICKUP' ? 0 : shipping.fee,
    free_over: shipping.fulfilment === 'PICKUP' ? null : shipping.freeOver,
    pickup_site: shipping.fulfilment === 'PICKUP' ? shipping.pickupSite : null,
  });

  return {
    /** Products on sale, for the public shop. */
    async paginatePublic(filter: { categoryIds?: string[] | undefined; keyword?: string | undefined; sort?: ProductSort | undefined; fulfilment?: 'DELIVERY' | 'PICKUP' | undefined; sellerId?: string | undefined }, locale: Locale, page: Page): Promise<PageOfItems<ProductListItem>> {
      const query = db<ProductRow>('products').where('status', 'ON_SALE');
      if (filter.categoryIds) query.whereIn('category_id', filter.categoryIds);
      if (filter.fulfilment) query.where('fulfilment', filter.fulfilment);
      if (filter.sellerId) query.where('seller_id', filter.sellerId);
      if (filter.keyword) whereContains(query, ['title_ko', 'title_en', 'title_cn', 'title_jp'], filter.keyword);
      const { rows, total } = await pageOfRows<ProductRow>(query, page, SORTS[filter.sort ?? 'new']);
      const options = await optionsOf(rows.map((row) => row.id));
      return { items: rows.map((row) => listItemOf(row, options.get(row.id) ?? [], locale)), total };
    },

    /** One product on sale; null for any other status. */
    async findPublic(id: string, locale: Locale): Promise<ProductView | null> {
      const row = await db<ProductRow>('products').where({ id, status: 'ON_SALE' }).first();
      if (!row) return null;
      const options = (await optionsOf([id])).get(id) ?? [];
      const [{ likes } = { likes: 0 }] = await db('product_marks').where({ product_id: id, kind: 'LIKE' }).count({ likes: '*' });
      return { ...listItemOf(row, options, locale), description: pickLocalised(row, 'description', locale), options: options.map(optionOf), images: JSON.parse(row.images) as string[], likes: Number(likes) };
    },

    async paginateOwn(sellerId: string, status: ProductStatus | undefined, keyword: string | undefined, page: Page): Promise<PageOfItems<OwnProduct>> {
      const query = db<ProductRow>('products').where('seller_id', sellerId);
      if (status) query.where('status', status);
      if (keyword) whereContains(query, ['title_ko', 'title_en', 'title_cn', 'title_jp'], keyword);
      return ownPage(query, page);
    },

    async paginateConsole(filter: { status?: ProductStatus | undefined; categoryId?: string | undefined; sellerId?: string | undefined; keyword?: string | undefined }, page: Page): Promise<PageOfItems<OwnProduct>> {
      const query = db<ProductRow>('products');
      if (filter.status) query.where('status', filter.status);
      if (filter.categoryId) query.where('category_id', filter.categoryId);
      if (filter.sellerId) query.where('seller_id', filter.sellerId);
      if (filter.keyword) whereContains(query, ['title_ko', 'title_en', 'title_cn', 'title_jp'], filter.keyword);
      return ownPage(query, page);
    },

    /** Any product, in every language (seller and staff views). */
    async findOwn(id: string): Promise<OwnProduct | null> {
      const row = await db<ProductRow>('products').where({ id }).first();
      if (!row) return null;
      return ownOf(row, (await optionsOf([id])).get(id) ?? []);
    },

    /** Whether the member has a product on sale (a seller the public may see). */
    async sellsNow(sellerId: string): Promise<boolean> {
      return Boolean(await db<ProductRow>('products').select('id').where({ seller_id: sellerId, status: 'ON_SALE' }).first());
    },

    async row(id: string, trx: Knex = db): Promise<ProductRow | undefined> {
      return trx<ProductRow>('products').where({ id }).first();
    },

    /** Products and options by id, active or not (the cart's re-check). */
    async rowsWithOptions(productIds: readonly string[], trx: Knex = db): Promise<{ products: Map<string, ProductRow>; options: Map<string, OptionRow> }> {
      const products = new Map<string, ProductRow>();
      const options = new Map<string, OptionRow>();
      if (productIds.length === 0) return { products, options };
      for (const row of (await trx<ProductRow>('products').whereIn('id', [...new Set(productIds)])) as ProductRow[]) products.set(row.id, row);
      for (const row of (await trx<OptionRow>('product_options').whereIn('product_id', [...products.keys()])) as OptionRow[]) options.set(row.id, row);
      return { products, options };
    },

    async create(sellerId: string, input: ProductInput, at: string): Promise<string> {
      const id = newId();
      await db.transaction(async (trx) => {
        await trx('products').insert({
          id,
          seller_id: sellerId,
          category_id: input.categoryId,
          status: 'DRAFT',
          reject_reason: null,
          ...localisedToRow('title', input.title),
          ...localisedToRow('description', input.description),
          price: input.price,
          ...shippingColumns(input.shipping),
          thumb: null,
          images: '[]',
          sold_count: 0,
          created_at: at,
          updated_at: at,
          submitted_at: null,
        });
        await trx('product_options').insert(input.options.map((option, position) => ({ id: newId(), product_id: id, position, size: option.size, colour: option.colour, stock: option.stock, active: true })));
      });
      return id;
    },

    /**
     * The seller's edit. Options named by id are changed in place (their stock is set, not added),
     * new ones added, and those left out are retired (kept for the carts and orders that name them).
     * Orders keep their own copy of title, option and price, so nothing here reaches an order.
     */
    async update(id: string, input: ProductInput, at: string): Promise<void> {
      await db.transaction(async (trx) => {
        await trx('products').where({ id }).update({ category_id: input.categoryId, ...localisedToRow('title', input.title), ...localisedToRow('description', input.description), price: input.price, ...shippingColumns(input.shipping), updated_at: at });
        const kept = new Set<string>();
        for (const [position, option] of input.options.entries()) {
          if (option._id) {
            kept.add(option._id);
            await trx('product_options').where({ id: option._id, product_id: id }).update({ position, size: option.size, colour: option.colour, stock: option.stock, active: true });
          } else {
            const optionId = newId();
            kept.add(optionId);
            await trx('product_options').insert({ id: optionId, product_id: id, position, size: option.size, colour: option.colour, stock: option.stock, active: true });
          }
        }
        await trx('product_options').where({ product_id: id }).whereNotIn('id', [...kept]).update({ active: false });
      });
    },

    /** Ids among `optionIds` that are options of `productId` (active or not). */
    async optionIdsOf(productId: string): Promise<Set<string>> {
      return new Set((await db<OptionRow>('product_options').select('id').where({ product_id: productId })).map((row) => row.id));
    },

    /** Moves the product from one of `from` to `to`; false when it was in none of them (someone moved it first). */
    async moveStatus(id: string, from: readonly ProductStatus[], to: ProductStatus, at: string, extra: { rejectReason?: string | null; submittedAt?: string } = {}): Promise<boolean> {
      const changes: Record<string, unknown> = { status: to, updated_at: at };
      if (extra.rejectReason !== undefined) changes.reject_reason = extra.rejectReason;
      if (extra.submittedAt !== undefined) changes.submitted_at = extra.submittedAt;
      return (await db('products').where({ id }).whereIn('status', [...from]).update(changes)) > 0;
    },

    async setThumb(id: string, url: string, at: string): Promise<void> {
      await db('products').where({ id }).update({ thumb: url, updated_at: at });
    },

    /** Appends a picture unless the product has `max` already (row locked, so two uploads at once cannot pass it); false when full. */
    async addImage(id: string, url: string, at: string, max = SHOP_LIMITS.maxImages): Promise<boolean> {
      return transactionWithRetry(db, async (trx) => {
        const row = await trx<ProductRow>('products').select('images').where({ id }).forUpdate().first();
        const images = JSON.parse(row?.images ?? '[]') as string[];
        if (images.includes(url)) return true;
        if (images.length >= max) return false;
        await trx('products').where({ id }).update({ images: JSON.stringify([...images, url]), updated_at: at });
        return true;
      });
    },

    async removeImage(id: string, url: string, at: string): Promise<void> {
      await transactionWithRetry(db, async (trx) => {
        const row = await trx<ProductRow>('products').select('images').where({ id }).forUpdate().first();
        const images = JSON.parse(row?.images ?? '[]') as string[];
        await trx('products').where({ id }).update({ images: JSON.stringify(images.filter((image) => image !== url)), updated_at: at });
      });
    },

    async remove(id: string): Promise<void> {
      await db.transaction(async (trx) => {
        await trx('product_options').where({ product_id: id }).delete();
        await trx('products').where({ id }).delete();
      });
    },

    async everSold(id: string): Promise<boolean> {
      return Boolean(await db('order_items').select('id').where({ product_id: id }).first()) || Boolean(await db('cart_items').select('id').where({ product_id: id }).first());
    },
  };
}
export type ProductsRepository = ReturnType<typeof createProductsRepository>;
export const isActiveOption = (row: OptionRow) => toBoolean(row.active);

import { isUniqueViolation, newId, type Knex } from '@centre/server-kit';

export interface CartItemRow {
  id: string;
  member_id: string;
  product_id: string;
  option_id: string;
  quantity: number;
  seen_price: number;
  created_at: string;
  updated_at: string;
}

/** Members' carts: one row per option, the quantity and the price the member was last shown. */
export function createCartsRepository(db: Knex) {
  return {
    async itemsOf(memberId: string, trx: Knex = db): Promise<CartItemRow[]> {
      return (await trx<CartItemRow>('cart_items').where({ member_id: memberId }).orderBy([{ column: 'created_at', order: 'asc' }, { column: 'id', order: 'asc' }])) as CartItemRow[];
    },

    async item(memberId: string, id: string): Promise<CartItemRow | undefined> {
      return db<CartItemRow>('cart_items').where({ id, member_id: memberId }).first();
    },

    async count(memberId: string): Promise<number> {
      const [{ total } = { total: 0 }] = await db('cart_items').where({ member_id: memberId }).count({ total: '*' });
      return Number(total);
    },

    /**
     * Adds `quantity` of an option (summed with what is there, at most `max`). Two adds of one
     * option at once meet on the unique (member, option) key: the loser adds to the winner's row.
     */
    async add(memberId: string, productId: string, optionId: string, quantity: number, price: number, max: number, at: string): Promise<void> {
      const grow = () =>
        db('cart_items')
          .where({ member_id: memberId, option_id: optionId })
          .update({ quantity: db.raw('CASE WHEN quantity + ? > ? THEN ? ELSE quantity + ? END', [quantity, max, max, quantity]), seen_price: price, updated_at: at });
      if ((await grow()) > 0) return;
      try {
        await db('cart_items').insert({ id: newId(), member_id: memberId, product_id: productId, option_id: optionId, quantity: Math.min(quantity, max), seen_price: price, created_at: at, updated_at: at });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await grow();
      }
    },

    async setQuantity(memberId: string, id: string, quantity: number, at: string): Promise<boolean> {
      return (await db('cart_items').where({ id, member_id: memberId }).update({ quantity, updated_at: at })) > 0;
    },

    async seen(id: string, price: number): Promise<void> {
      await db('cart_items').where({ id }).update({ seen_price: price });
    },

    async remove(memberId: string, ids: readonly string[], trx: Knex = db): Promise<number> {
      if (ids.length === 0) return 0;
      return trx('cart_items').where({ member_id: memberId }).whereIn('id', [...ids]).delete();
    },
  };
}
export type CartsRepository = ReturnType<typeof createCartsRepository>;

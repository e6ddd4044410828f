// The one way a place is taken in this service: a conditional UPDATE of a counter row
// (`held < capacity`), and the one way a member's quota is spent (`used < quota`), both inside the
// caller's transaction. Cutting-room units, practice sessions and advisors' sessions are all
// counter rows with `held` and `capacity`; window quotas and the yearly advice quota are all
// usage rows with `used`. Whatever the number of requests and instances, the database lets
// exactly as many through as there are places.
import type { Knex } from '@centre/server-kit';

/** A table of bookable things with `id`, `held`, `capacity` and `updated_at`. */
export type PlaceTable = 'schedule_units' | 'practice_sessions' | 'advice_sessions';
/** A table of members' usage with `member_id`, `used` and the key columns. */
export type QuotaTable = 'member_window_usage' | 'member_advice_usage';

/**
 * Takes one place of `id` if one is free (and `open` holds: the row's own conditions, e.g. not
 * closed); true when taken. Our UPDATE holds the row until the transaction ends.
 */
export async function takePlace(trx: Knex, table: PlaceTable, id: string, at: string, open: (query: Knex.QueryBuilder) => void = () => {}): Promise<boolean> {
  const query = trx(table).where({ id }).andWhereRaw('held < capacity');
  open(query);
  return (await query.update({ held: trx.raw('held + 1'), updated_at: at })) === 1;
}

/** Gives one place of `id` back (never below zero). */
export async function givePlaceBack(trx: Knex, table: PlaceTable, id: string, at: string): Promise<void> {
  await trx(table).where({ id }).andWhere('held', '>', 0).update({ held: trx.raw('held - 1'), updated_at: at });
}

/**
 * Makes the member's usage row exist, on its own before the transaction: an INSERT IGNORE inside
 * it would take a shared lock that two requests of one member then both try to raise (InnoDB
 * deadlock); the transaction itself only ever takes the row with the conditional UPDATE.
 */
export async function ensureQuotaRow(db: Knex, table: QuotaTable, key: Record<string, string>): Promise<void> {
  await db(table).insert({ ...key, used: 0 }).onConflict(Object.keys(key)).ignore();
}

/** Spends one of the member's `quota` (the row exists: ensureQuotaRow); false when it is spent. */
export async function takeQuota(trx: Knex, table: QuotaTable, key: Record<string, string>, quota: number): Promise<boolean> {
  return (await trx(table).where(key).andWhere('used', '<', quota).update({ used: trx.raw('used + 1') })) === 1;
}

/** Gives one use of the quota back (never below zero). */
export async function giveQuotaBack(trx: Knex, table: QuotaTable, key: Record<string, string>): Promise<void> {
  await trx(table).where(key).andWhere('used', '>', 0).update({ used: trx.raw('used - 1') });
}

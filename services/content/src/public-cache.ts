import { servicePublicCache, type Clock, type Knex, type PublicCache, type ServicePublicCacheOptions, type SharedState } from '@centre/server-kit';
import { seoulDate, seoulDayStartUtc } from '@centre/contracts';

/** Tables whose public answers change by the clock alone, and the columns holding those times (UTC ISO text). */
export const SCHEDULED_COLUMNS: ReadonlyArray<{ table: string; columns: readonly string[] }> = [
  { table: 'notifications', columns: ['publish_at', 'unpublish_at'] },
  { table: 'businesses', columns: ['publish_at', 'unpublish_at'] },
  { table: 'banners', columns: ['publish_at', 'unpublish_at'] },
  { table: 'popups', columns: ['starts_at', 'ends_at'] },
  { table: 'boards', columns: ['publish_at', 'unpublish_at'] },
];

const timeOf = (value: unknown): number => (typeof value === 'string' && value !== '' ? Date.parse(value) : Infinity);

/**
 * The next time after `at` at which a public answer changes without a write: a notice, banner or
 * popup starting or ending, or a terms version taking effect (at midnight, Seoul time). Drafts and
 * trashed rows count too: an early end of an entry costs one rebuild, a late one a stale answer.
 */
export async function nextScheduledChange(db: Knex, at: Date): Promise<number> {
  const iso = at.toISOString();
  const queries = SCHEDULED_COLUMNS.flatMap(({ table, columns }) =>
    columns.map(async (column) => timeOf((await db(table).where(column, '>', iso).min({ next: column }).first())?.next)),
  );
  const terms = db('terms').where('effective_at', '>', seoulDate(at)).min({ next: 'effective_at' }).first()
    .then((row: { next?: unknown } | undefined) => (typeof row?.next === 'string' ? Date.parse(seoulDayStartUtc(row.next)) : Infinity));
  return Math.min(...(await Promise.all([...queries, terms])));
}

/** The content service's cache options: its shared state (REDIS_URL by default) and bounds. */
export type ContentCacheOptions = ServicePublicCacheOptions;

/** The content service's cache of public answers; closes its own shared state unless one was given. */
export function contentPublicCache(db: Knex, clock: Clock, options: ContentCacheOptions = {}, env: Record<string, string | undefined> = process.env): { cache: PublicCache; state: SharedState; close(): Promise<void> } {
  return servicePublicCache(clock, options, { env, nextBoundary: (at) => nextScheduledChange(db, at) });
}

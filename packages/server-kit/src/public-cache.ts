import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from './clock.ts';
import { integerFrom, type ServiceName } from './config.ts';
import { entityTag, matchesIfNoneMatch, revalidatedCaching } from './http-cache.ts';
import { localeFrom } from './locale.ts';
import { requestPathOf } from './request-input.ts';
import { sharedStateFromEnv, type SharedState } from './shared-state.ts';

// Public content changes a few times a day and is read by every visitor: the serialised answer of
// a public GET (its JSON text, ETag and content headers) is kept in memory per URL and reader's
// locale, and served — or answered 304 — before any query runs.
//
// Staleness is ruled out by a *generation*: a random token in the shared state (Redis with
// REDIS_URL, else this process's memory). Every write replaces it before the write is
// acknowledged; every entry records the generation it was built under (read BEFORE its queries
// ran) and is served only while the generation is unchanged. So an instance that has not yet
// heard the invalidation message still never serves an answer older than an acknowledged write:
// the message only frees memory early. Answers that change with time alone (scheduled publish
// and unpublish) end at the next such boundary, computed from the data with the service clock.

export interface PublicCacheOptions {
  state: SharedState;
  clock: Clock;
  /** Entries kept at most (least recently used dropped first). */
  maxEntries?: number;
  /** Bytes of answer text kept at most. */
  maxBytes?: number;
  /** Longest an entry lives even without a write (a backstop for changes made outside the service). */
  maxAgeMs?: number;
  /**
   * The next time (epoch ms) after `at` at which some public answer changes by the clock alone
   * (a scheduled publish or unpublish); Infinity when none is scheduled.
   */
  nextBoundary?(at: Date): Promise<number>;
  /** Names the generation key and channel, so two caches in one shared state never meet. */
  name?: string;
}

/** How much a cache of public answers may hold, and for how long at most. */
export interface PublicCacheBounds {
  maxEntries: number;
  maxBytes: number;
  maxAgeMs: number;
}

/** The environment variable that sets a cache's backstop age, and its default in seconds. */
export interface MaxAgeSetting {
  variable: string;
  seconds: number;
}

/**
 * PUBLIC_CACHE_ENTRIES (2000), PUBLIC_CACHE_MB (32) and the backstop age: PUBLIC_CACHE_MAX_AGE_SECONDS
 * (60) unless a cache names its own setting (the shop's answers live shorter than content's).
 */
export function publicCacheBoundsFrom(
  env: Record<string, string | undefined> = process.env,
  maxAge: MaxAgeSetting = { variable: 'PUBLIC_CACHE_MAX_AGE_SECONDS', seconds: 60 },
): PublicCacheBounds {
  return {
    maxEntries: integerFrom(env, 'PUBLIC_CACHE_ENTRIES', 2_000),
    maxBytes: integerFrom(env, 'PUBLIC_CACHE_MB', 32) * 1024 * 1024,
    maxAgeMs: integerFrom(env, maxAge.variable, maxAge.seconds) * 1000,
  };
}

/** A service's own public cache: where its generation lives, its bounds, and what ends an entry early. */
export interface ServicePublicCacheOptions extends Partial<PublicCacheBounds> {
  /** Where the generation lives and invalidations travel; REDIS_URL (or memory) by default. */
  sharedState?: SharedState;
}

/**
 * A service's cache of public answers over the shared state it is given, or one of its own from
 * REDIS_URL, which `close` then closes too. Bounds: the options', else the environment's.
 */
export function servicePublicCache(
  clock: Clock,
  options: ServicePublicCacheOptions,
  settings: { name?: string; maxAge?: MaxAgeSetting; nextBoundary?: PublicCacheOptions['nextBoundary']; env?: Record<string, string | undefined> } = {},
): { cache: PublicCache; state: SharedState; close(): Promise<void> } {
  const { sharedState, ...bounds } = options;
  const env = settings.env ?? process.env;
  const state = sharedState ?? sharedStateFromEnv(env);
  const cache = createPublicCache({
    state,
    clock,
    ...(settings.name ? { name: settings.name } : {}),
    ...(settings.nextBoundary ? { nextBoundary: settings.nextBoundary } : {}),
    ...publicCacheBoundsFrom(env, settings.maxAge),
    ...bounds,
  });
  return {
    cache,
    state,
    async close() {
      await cache.close();
      if (!sharedState) await state.close();
    },
  };
}

export interface CachedAnswer {
  /** The answer's bytes: kept encoded, so sending it copies bytes instead of encoding text again. */
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  generation: string;
  expiresAt: number;
  bytes: number;
}

/** What a public GET's lookup found: an answer to send, or what storing its answer will need. */
export type Lookup = { hit: CachedAnswer } | { hit: null; key: string; generation: string; expiresAt: number } | { hit: null; key: null };

const GENERATION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Set by a service on an answer it keeps (epoch ms until which the answer holds, at the latest):
 * the gateway may keep that answer too, as long. Internal: the gateway removes it before the browser.
 */
export const PUBLIC_CACHE_UNTIL_HEADER = 'x-public-cache-until';

/**
 * One generation for every cache of public answers that shares a state: the gateway's and the
 * content service's, so a write seen by either makes both stale.
 */
export const PUBLIC_CACHE_NAME = 'public-answers';

/**
 * The generation each service's public answers live under, shared with the gateway's copy of them.
 * Each service its own: a shop order does not empty content's answers, nor a notice the shop's.
 */
export const PUBLIC_CACHE_NAMES = { content: PUBLIC_CACHE_NAME, shop: 'shop-public-answers' } as const satisfies Partial<Record<ServiceName, string>>;

export interface PublicCache {
  lookup(key: string): Promise<Lookup>;
  /**
   * The kept answer for `key`, found without waiting when the generation can be read at once (a
   * state in this process); null when there is none or it cannot be told without `lookup`.
   */
  hitNow(key: string): CachedAnswer | null;
  store(key: string, generation: string, expiresAt: number, answer: Omit<CachedAnswer, 'generation' | 'expiresAt' | 'bytes'>): void;
  /** Every public answer is stale from now on, on every instance; resolves once that is shared. */
  invalidate(): Promise<void>;
  /** Entries and bytes held now (for tests and health). */
  size(): { entries: number; bytes: number };
  close(): Promise<void>;
}

export function createPublicCache(options: PublicCacheOptions): PublicCache {
  const { state, clock } = options;
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const name = options.name ?? PUBLIC_CACHE_NAME;
  const generationKey = `${name}:generation`;
  const channel = `${name}:invalidate`;
  // Map order is use order: the first entry is the least recently used.
  const entries = new Map<string, CachedAnswer>();
  let bytes = 0;
  let boundary: { generation: string; at: number } | null = null;
  let closed = false;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const clear = () => {
    entries.clear();
    bytes = 0;
    boundary = null;
  };

  // A write somewhere: free the memory of older generations now (correctness does not wait for
  // this message). Messages may come late and out of order, so the current generation is asked
  // for rather than taken from the message: entries built since under it stay.
  const unsubscribe = state
    .subscribe(channel, () => {
      void currentGeneration()
        .then((generation) => {
          for (const [key, entry] of entries) if (entry.generation !== generation) drop(key);
          if (boundary && boundary.generation !== generation) boundary = null;
        })
        .catch(() => clear());
    })
    .catch(() => async () => {});

  async function currentGeneration(): Promise<string> {
    const known = await state.get(generationKey);
    if (known) return known;
    // None yet (first start, or Redis lost its data): agree on a fresh one, never on "none",
    // so entries made before the loss can never match again.
    await state.setIfAbsent(generationKey, randomUUID(), GENERATION_TTL_MS);
    return (await state.get(generationKey)) ?? randomUUID();
  }

  /** The next scheduled change after now under this generation, computed once per generation. */
  async function nextBoundary(generation: string, now: number): Promise<number> {
    if (boundary && boundary.generation === generation && now < boundary.at) return boundary.at;
    const at = options.nextBoundary ? await options.nextBoundary(new Date(now)) : Infinity;
    boundary = { generation, at };
    return at;
  }

  /** The entry for `key` if it may be served under `generation` at `now` (then it is the most recently used). */
  function servable(key: string, generation: string, now: number): CachedAnswer | null {
    const entry = entries.get(key);
    if (!entry || entry.generation !== generation || now >= entry.expiresAt) return null;
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  return {
    hitNow(key) {
      const generation = state.getNow?.(generationKey);
      return generation ? servable(key, generation, clock.now().getTime()) : null;
    },

    async lookup(key) {
      let generation: string;
      try {
        generation = await currentGeneration();
      } catch {
        // The shared state is away: nothing can be proven fresh, so answer from the database.
        return { hit: null, key: null };
      }
      const now = clock.now().getTime();
      const hit = servable(key, generation, now);
      if (hit) return { hit };
      drop(key);
      const expiresAt = Math.min(now + maxAgeMs, await nextBoundary(generation, now));
      return { hit: null, key, generation, expiresAt };
    },

    store(key, generation, expiresAt, answer) {
      if (closed) return;
      const size = answer.body.length + key.length;
      if (size > maxBytes / 8) return;
      drop(key);
      entries.set(key, { ...answer, generation, expiresAt, bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
    },

    async invalidate() {
      clear();
      const generation = randomUUID();
      await state.set(generationKey, generation, GENERATION_TTL_MS);
      await state.publish(channel, generation).catch(() => {});
    },

    size: () => ({ entries: entries.size, bytes }),

    async close() {
      closed = true;
      clear();
      await (await unsubscribe)();
    },
  };
}

/**
 * The cache key of a request: the resolved locale, the path as the router reads it (one entry
 * however the client escaped it), and the query in a canonical order.
 */
export function publicCacheKey(request: FastifyRequest): string {
  const url = request.url;
  const path = requestPathOf(url);
  const mark = url.indexOf('?');
  const locale = localeFrom(request.headers['accept-language']);
  if (mark < 0) return `${locale} ${path}`;
  const raw = url.slice(mark + 1);
  if (isCanonicalQuery(raw)) return `${locale} ${path}?${raw}`;
  const query = new URLSearchParams(raw);
  query.sort();
  return `${locale} ${path}?${query.toString()}`;
}

/** Characters URLSearchParams writes as they are. */
const PLAIN_PAIR = /^[\w.*-]+=[\w.*-]*$/;

/**
 * True when URLSearchParams would sort and write `raw` back unchanged (plain `name=value` pairs,
 * names in order): the common `?limit=8&page=2` needs no parsing to make its key.
 */
function isCanonicalQuery(raw: string): boolean {
  let previous = '';
  for (const pair of raw.split('&')) {
    if (!PLAIN_PAIR.test(pair)) return false;
    const name = pair.slice(0, pair.indexOf('='));
    if (name < previous) return false;
    previous = name;
  }
  return true;
}

/** Sends a kept answer, or a 304 when the request already holds it (If-None-Match). */
export function sendKeptAnswer(request: FastifyRequest, reply: FastifyReply, answer: Pick<CachedAnswer, 'body' | 'etag' | 'headers'>): void {
  reply.headers(answer.headers);
  reply.header('etag', answer.etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    void reply.code(304).send('');
    return;
  }
  void reply.code(200).send(answer.body);
}

/**
 * Looks up the kept answer of a public GET and calls `found` once: at once (no promise in between)
 * when the generation can be read at once, else after the shared state has answered. For
 * callback-style onRequest hooks, which then send the answer without awaiting the reply.
 */
export function findKeptAnswer(cache: PublicCache, key: string, found: (lookup: Lookup) => void, failed: (error: Error) => void): void {
  const hit = cache.hitNow(key);
  if (hit) return found({ hit });
  // `catch` after `then`: an error inside `found` also reaches the hook, never an unhandled rejection.
  cache.lookup(key).then(found).catch(failed);
}

const kPending = Symbol('publicCachePending');
type PendingRequest = FastifyRequest & { [kPending]?: { key: string; generation: string; expiresAt: number } };

/** Headers of an answer that belong to its content; the rest (request id, security) each request sets anew. */
export const KEPT_HEADERS = ['content-type', 'cache-control', 'vary'] as const;

/**
 * Hooks for an encapsulated scope of public GET routes: a cached answer (or its 304) is sent from
 * onRequest, before the handler and any query; a fresh 200 is tagged, kept, then revalidated as
 * `revalidatedCaching` does (this replaces that hook in the scope).
 */
export function cachePublicAnswers(scope: FastifyInstance, cache: PublicCache): void {
  scope.addHook('onRequest', (request: PendingRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (request.method !== 'GET') return done();
    findKeptAnswer(
      cache,
      publicCacheKey(request),
      (found) => {
        if (found.hit) {
          reply.header(PUBLIC_CACHE_UNTIL_HEADER, String(found.hit.expiresAt));
          return sendKeptAnswer(request, reply, found.hit);
        }
        if (found.key) request[kPending] = { key: found.key, generation: found.generation, expiresAt: found.expiresAt };
        done();
      },
      done,
    );
  });

  scope.addHook('onSend', async (request: PendingRequest, reply: FastifyReply, payload: unknown) => {
    const pending = request[kPending];
    if (pending && reply.statusCode === 200 && typeof payload === 'string') {
      const etag = entityTag(payload);
      reply.header('etag', etag);
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      cache.store(pending.key, pending.generation, pending.expiresAt, { body: Buffer.from(payload), etag, headers });
      reply.header(PUBLIC_CACHE_UNTIL_HEADER, String(pending.expiresAt));
    }
    return revalidatedCaching(request, reply, payload);
  });
}

/**
 * onSend at the service's root: a write that may have changed public content makes every cached
 * public answer stale before the writer hears "done". Refused requests (401, 403, 400, 404…)
 * changed nothing and so do not empty the cache: nobody can flush it with junk requests.
 */
export function invalidatePublicAnswersOnWrites(app: FastifyInstance, cache: PublicCache, isContentWrite: (request: FastifyRequest) => boolean): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!mayHaveChanged(request, reply) || !isContentWrite(request)) return done(null, payload);
    cache.invalidate().then(() => done(null, payload), done);
  });
}

/** A request that may have changed something: not a read, and not refused (a 4xx changed nothing; a 5xx may have half-done). */
export function mayHaveChanged(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false;
  return reply.statusCode < 400 || reply.statusCode >= 500;
}

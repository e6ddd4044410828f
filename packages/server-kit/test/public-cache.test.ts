// The cache of public answers on its own: LRU bounds, generations across two instances (memory and,
// with REDIS_URL, Redis), scheduled boundaries with a controllable clock, late messages, and a
// shared state that is away.
import t from 'tap';
import type { FastifyRequest } from 'fastify';
import { controllableClock, createPublicCache, publicCacheKey, type SharedState } from '@centre/server-kit';
import { forEachSharedState } from '@centre/server-kit/testing';

const answer = (body: string) => ({ body: Buffer.from(body), etag: `"${body}"`, headers: { 'content-type': 'application/json' } });

async function keep(cache: ReturnType<typeof createPublicCache>, key: string, body: string) {
  const found = await cache.lookup(key);
  if (found.hit || !found.key) throw new Error(`expected a miss with a key for ${key}`);
  cache.store(found.key, found.generation, found.expiresAt, answer(body));
}

await forEachSharedState(t, 'public_cache_unit', async (t, open, kind) => {
  const clock = controllableClock('2026-11-24T03:00:00.000Z');
  let boundary = Infinity;
  let boundaryQueries = 0;
  const options = {
    clock,
    nextBoundary: async () => {
      boundaryQueries++;
      return boundary;
    },
  };
  const first = createPublicCache({ state: open(), ...options, maxEntries: 3 });
  const second = createPublicCache({ state: open(), ...options });
  t.teardown(async () => {
    await first.close();
    await second.close();
  });

  t.test('a kept answer is a hit until another instance invalidates; the message is not needed for that', async (t) => {
    await keep(first, 'ko /a', 'A1');
    const hit = await first.lookup('ko /a');
    t.equal(hit.hit?.body.toString(), 'A1');
    t.equal((await first.lookup('en /a')).hit, null, 'another locale is another key');
    await second.invalidate();
    t.equal((await first.lookup('ko /a')).hit, null, 'stale at once on the other instance');
  });

  t.test('found at once only when the generation is in this process, and never after a write', async (t) => {
    await keep(first, 'ko /f', 'F1');
    if (kind === 'redis') {
      t.equal(first.hitNow('ko /f'), null, 'Redis: the generation must be asked for');
      t.equal((await first.lookup('ko /f')).hit?.body.toString(), 'F1', 'and then it is a hit');
      return;
    }
    t.equal(first.hitNow('ko /f')?.body.toString(), 'F1', 'memory: a hit without waiting');
    t.equal(first.hitNow('ko /nothing'), null, 'a key never kept');
    await second.invalidate();
    t.equal(first.hitNow('ko /f'), null, 'stale at once after a write on the other instance');
  });

  t.test('an answer built before a write but stored after it is never served', async (t) => {
    const before = await first.lookup('ko /b');
    if (before.hit || !before.key) return t.fail('expected a miss');
    await second.invalidate();
    first.store(before.key, before.generation, before.expiresAt, answer('B-old'));
    t.equal((await first.lookup('ko /b')).hit, null);
  });

  t.test('late invalidation messages do not drop entries built under the newest generation', async (t) => {
    await second.invalidate();
    await second.invalidate();
    await keep(first, 'ko /c', 'C1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    t.equal((await first.lookup('ko /c')).hit?.body.toString(), 'C1');
  });

  t.test('least recently used entries go first beyond the bound', async (t) => {
    await first.invalidate();
    for (const key of ['ko /1', 'ko /2', 'ko /3']) await keep(first, key, key);
    await first.lookup('ko /1');
    await keep(first, 'ko /4', 'four');
    t.equal(first.size().entries, 3);
    t.equal((await first.lookup('ko /2')).hit, null, 'the least recently used is gone');
    t.equal((await first.lookup('ko /1')).hit?.body.toString(), 'ko /1', 'a recently read one stays');
  });

  t.test('an entry ends at the next scheduled change, computed once per generation', async (t) => {
    boundary = clock.now().getTime() + 30_000;
    await first.invalidate();
    const queries = boundaryQueries;
    await keep(first, 'ko /d', 'D1');
    await first.lookup('ko /d');
    t.equal(boundaryQueries, queries + 1, 'the boundary is asked once');
    clock.advance(30_000 - 1);
    t.ok((await first.lookup('ko /d')).hit, 'just before: kept');
    clock.advance(1);
    t.equal((await first.lookup('ko /d')).hit, null, 'at the boundary: gone');
    boundary = Infinity;
  });

  t.test('the backstop age bounds every entry', async (t) => {
    await keep(first, 'ko /e', 'E1');
    clock.advance(60_000);
    t.equal((await first.lookup('ko /e')).hit, null);
  });
});

t.test('a shared state that is away: nothing is served from the cache, nothing is kept', async (t) => {
  const broken: SharedState = {
    kind: 'redis',
    hit: async () => Promise.reject(new Error('away')),
    get: async () => Promise.reject(new Error('away')),
    set: async () => Promise.reject(new Error('away')),
    setIfAbsent: async () => Promise.reject(new Error('away')),
    delete: async () => Promise.reject(new Error('away')),
    publish: async () => Promise.reject(new Error('away')),
    subscribe: async () => Promise.reject(new Error('away')),
    close: async () => {},
  };
  const cache = createPublicCache({ state: broken, clock: controllableClock() });
  t.same(await cache.lookup('ko /a'), { hit: null, key: null });
  await t.rejects(cache.invalidate(), 'a write whose invalidation cannot be shared is not acknowledged');
  await cache.close();
});

t.test('the cache key: one key for every spelling of the same query, a key per locale', async (t) => {
  const keyOf = (url: string, acceptLanguage?: string) =>
    publicCacheKey({ url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} } as FastifyRequest);
  t.equal(keyOf('/api/v1/space'), 'ko /api/v1/space');
  t.equal(keyOf('/api/v1/space?limit=8'), 'ko /api/v1/space?limit=8');
  t.equal(keyOf('/api/v1/space?page=2&limit=8'), keyOf('/api/v1/space?limit=8&page=2'), 'order of parameters');
  t.equal(keyOf('/api/v1/space?q=%7E'), keyOf('/api/v1/space?q=~'), 'percent-encoding of a plain character');
  t.equal(keyOf('/api/v1/space?q=a+b'), keyOf('/api/v1/space?q=a%20b'), 'two spellings of a space');
  t.equal(keyOf('/api/v1/space?flag'), keyOf('/api/v1/space?flag='), 'a name without a value');
  t.equal(keyOf('/api/v1/boards/%ec%95%88'), 'ko /api/v1/boards/안', 'the path as the router reads it, whatever the case of its escapes');
  t.equal(keyOf('/api/v1/space/?limit=8'), keyOf('/api/v1/space?limit=8'), 'a trailing slash runs the same route');
  t.not(keyOf('/api/v1/space?limit=8'), keyOf('/api/v1/space?limit=9'));
  t.equal(keyOf('/api/v1/space?limit=8', 'en-US,en;q=0.9'), 'en /api/v1/space?limit=8');
  t.equal(keyOf('/api/v1/space?limit=8', 'ja;q=0.5, zh-CN'), 'cn /api/v1/space?limit=8', 'by quality');
  // Every key is the one URLSearchParams would write, however the query came.
  for (const query of ['a=1&b=2', 'b=2&a=1', 'a.b=1*&c-d=_', 'z=1&a=2&m=3', 'x=%E2%82%AC', 'a=1&a=0']) {
    const canonical = new URLSearchParams(query);
    canonical.sort();
    t.equal(keyOf(`/p?${query}`), `ko /p?${canonical.toString()}`, query);
  }
});

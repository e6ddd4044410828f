import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * A Redis connection for a service's own shared structures (queues, scripts) where SharedState's
 * key/value calls do not reach. The same fail-fast settings as SharedState: a command waits at most
 * two seconds and fails rather than queueing behind a Redis that is away. Commands issued in one turn
 * of the event loop leave in one write (auto-pipelining): on this kind of host a socket write costs
 * about a millisecond of CPU, and in a rush hundreds of arrivals each send one command.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, commandTimeout: 2_000, lazyConnect: false, enableAutoPipelining: true });
  // Each command reports its own failure; without a listener ioredis would print every reconnection.
  redis.on('error', () => {});
  return redis;
}
export type { Redis as RedisConnection } from 'ioredis';

/** A Lua script run by its SHA-1 (EVALSHA): the script's text crosses the wire only when Redis does not hold it yet. */
export type RedisScript = (redis: Redis, keys: readonly string[], args: readonly string[]) => Promise<unknown>;

/**
 * EVAL sends the whole script with every call; on a hot path (an arrival in the waiting room, a
 * rate-limit hit) writing it was a tenth of the process's time. EVALSHA sends 40 characters; a Redis
 * that lost its script cache (restart, SCRIPT FLUSH) answers NOSCRIPT once, and EVAL loads it again.
 */
export function redisScript(lua: string): RedisScript {
  const sha = createHash('sha1').update(lua).digest('hex');
  return async (redis, keys, args) => {
    try {
      return await redis.evalsha(sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(lua, keys.length, ...keys, ...args);
    }
  };
}

/**
 * Deletes every key under `prefix` (SCAN, then UNLINK a batch at a time) and closes its connection:
 * a test stack or a benchmark that ran on the machine's Redis under a prefix of its own leaves
 * nothing behind when it stops (its keys would otherwise live out their TTLs, up to 30 days).
 * Returns how many keys went. Only for a prefix no running process writes under any more.
 */
export async function deleteRedisKeysUnder(url: string, prefix: string): Promise<number> {
  if (!prefix) throw new Error('deleteRedisKeysUnder needs a prefix: it would empty the whole Redis');
  const redis = connectRedis(url);
  let deleted = 0;
  try {
    // The prefix's own glob characters are matched as themselves.
    const pattern = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
    for await (const keys of redis.scanStream({ match: pattern, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) deleted += await redis.unlink(...keys);
    }
    return deleted;
  } finally {
    redis.disconnect();
  }
}

import { Redis } from 'ioredis';

/**
 * A Redis connection for a service's own shared structures (queues, scripts) where SharedState's
 * key/value calls do not reach. The same fail-fast settings as SharedState: a command waits at most
 * two seconds and fails rather than queueing behind a Redis that is away.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, commandTimeout: 2_000, lazyConnect: false });
  // Each command reports its own failure; without a listener ioredis would print every reconnection.
  redis.on('error', () => {});
  return redis;
}
export type { Redis as RedisConnection } from 'ioredis';

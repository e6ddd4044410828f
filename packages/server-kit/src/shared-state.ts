import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { DatabaseConfig } from './config.ts';
import { redisScript } from './redis-connection.ts';

/**
 * State that every instance of a process must see alike: throttle counters, short-lived codes,
 * cache invalidation. Redis when REDIS_URL is set (several instances share it); memory otherwise,
 * so `npm start` needs no server and one instance behaves exactly the same.
 */
export interface SharedState {
  readonly kind: 'redis' | 'memory';
  /**
   * Counts one more hit on `key` in a fixed window that starts with the first hit and lasts
   * `windowMs`. Returns the count so far (this hit included) and the time left in the window.
   */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  get(key: string): Promise<string | null>;
  /**
   * The value of `key` read at once, without waiting: only a state whose values live in this
   * process (memory) can answer it; Redis leaves it out and callers wait for `get`.
   */
  readonly getNow?: (key: string) => string | null;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets `key` only when it is absent (a lock, a "once"); true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Tells every instance (this one included) on `channel`. */
  publish(channel: string, message: string): Promise<void>;
  /** Hears `channel` until the returned function is called. */
  subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface SharedStateOptions {
  /** redis://… ; absent: memory. */
  redisUrl?: string | undefined;
  /** Prepended to every key and channel, so two products (or two tests) on one Redis never meet. */
  prefix?: string;
}

export function createSharedState(options: SharedStateOptions = {}): SharedState {
  const prefix = options.prefix ?? 'centre:';
  return options.redisUrl ? redisState(options.redisUrl, prefix) : memoryState(prefix);
}

/**
 * The shared state a process gets from its environment: REDIS_URL, and REDIS_PREFIX before every
 * key (read here, so no service can forget it: the users service's throttles once counted under the
 * default prefix of every product on the same Redis).
 */
export function sharedStateFromEnv(env: Record<string, string | undefined> = process.env, prefix = env.REDIS_PREFIX?.trim() || undefined): SharedState {
  return createSharedState({ redisUrl: env.REDIS_URL || undefined, ...(prefix ? { prefix } : {}) });
}

/**
 * Where Redis keys that belong with one database's rows begin (the applications service's waiting
 * room): REDIS_PREFIX, then the database's name, so two deployments or two test runs on one Redis
 * never touch each other's. A throw-away test database's keys are deleted with it (testing.ts).
 */
export function databaseKeyPrefix(database: DatabaseConfig, env: Record<string, string | undefined> = process.env): string {
  const name = database.client === 'mysql' ? database.database : database.filename;
  return `${env.REDIS_PREFIX?.trim() || 'centre:'}${name}:`;
}

// INCR and the window's expiry in one step: a crash between two commands would leave a counter
// that never expires (and a member locked out for good).
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;
const hitScript = redisScript(HIT_SCRIPT);

function redisState(url: string, prefix: string): SharedState {
  // Fail fast rather than queue: a throttle or cache that waits for a Redis that is away would
  // hold every request with it. Callers decide what an error means (a throttle answers 503).
  // Auto-pipelining: the commands of one event-loop turn (many requests' throttle hits) share one write.
  const connection = { maxRetriesPerRequest: 1, enableOfflineQueue: true, commandTimeout: 2_000, lazyConnect: false, enableAutoPipelining: true };
  const redis = new Redis(url, connection);
  let subscriber: Redis | null = null;
  const handlers = new Map<string, Set<(message: string) => void>>();
  // An unreachable Redis is reported by each command's error; without a listener ioredis would
  // also print every reconnection failure as an unhandled error event.
  redis.on('error', () => {});

  function subscriberConnection(): Redis {
    if (subscriber) return subscriber;
    subscriber = new Redis(url, connection);
    subscriber.on('error', () => {});
    subscriber.on('message', (channel: string, message: string) => {
      for (const handler of handlers.get(channel) ?? []) handler(message);
    });
    return subscriber;
  }

  return {
    kind: 'redis',
    async hit(key, windowMs) {
      const [count, ttl] = (await hitScript(redis, [prefix + key], [String(windowMs)])) as [number, number];
      return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
    },
    async get(key) {
      return redis.get(prefix + key);
    },
    async set(key, value, ttlMs) {
      await redis.set(prefix + key, value, 'PX', ttlMs);
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await redis.set(prefix + key, value, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async delete(key) {
      await redis.del(prefix + key);
    },
    async publish(channel, message) {
      await redis.publish(prefix + channel, message);
    },
    async subscribe(channel, onMessage) {
      const name = prefix + channel;
      const connection = subscriberConnection();
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
        await connection.subscribe(name);
      }
      set.add(onMessage);
      return async () => {
        set.delete(onMessage);
        if (set.size === 0) {
          handlers.delete(name);
          await connection.unsubscribe(name).catch(() => {});
        }
      };
    },
    async close() {
      await Promise.all([redis.quit().catch(() => redis.disconnect()), subscriber?.quit().catch(() => subscriber?.disconnect())]);
    },
  };
}

function memoryState(prefix: string): SharedState {
  const values = new Map<string, { value: string; expiresAt: number }>();
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  const live = (key: string) => {
    const entry = values.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      values.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired entries are dropped when read; a sweep keeps unread ones (one-off IPs) from piling up.
  const sweeper = setInterval(() => {
    const at = Date.now();
    for (const [key, entry] of values) if (entry.expiresAt <= at) values.delete(key);
  }, 60_000);
  sweeper.unref();

  return {
    kind: 'memory',
    async hit(key, windowMs) {
      const name = prefix + key;
      const entry = live(name);
      if (!entry) {
        values.set(name, { value: '1', expiresAt: Date.now() + windowMs });
        return { count: 1, resetInMs: windowMs };
      }
      entry.value = String(Number(entry.value) + 1);
      return { count: Number(entry.value), resetInMs: entry.expiresAt - Date.now() };
    },
    async get(key) {
      return live(prefix + key)?.value ?? null;
    },
    getNow(key) {
      return live(prefix + key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      values.set(prefix + key, { value, expiresAt: Date.now() + ttlMs });
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(prefix + key)) return false;
      values.set(prefix + key, { value, expiresAt: Date.now() + ttlMs });
      return true;
    },
    async delete(key) {
      values.delete(prefix + key);
    },
    async publish(channel, message) {
      // Delivered on a later tick, as Redis would: a publisher never runs subscribers inline.
      setImmediate(() => bus.emit(prefix + channel, message));
    },
    async subscribe(channel, onMessage) {
      bus.on(prefix + channel, onMessage);
      return async () => void bus.off(prefix + channel, onMessage);
    },
    async close() {
      clearInterval(sweeper);
      values.clear();
      bus.removeAllListeners();
    },
  };
}

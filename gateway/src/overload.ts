import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { answerDatabaseOutagesWith503, integerFrom, protectFromOverload, type OverloadConfig } from '@centre/server-kit';

type Env = Record<string, string | undefined>;

export interface ApiRateLimitConfig {
  /** Requests to /api/* one client address may make per window; 0 turns the limit off. */
  max: number;
  windowMs: number;
}

/**
 * API_RATE_LIMIT per API_RATE_LIMIT_WINDOW_SECONDS. A page load makes a dozen or so API calls and
 * a busy member or staff member a few pages a minute; 3000 a minute (50 a second) leaves room for many people
 * behind one address (the centre's own network) while a script hammering the API is stopped.
 */
export function apiRateLimitFrom(env: Env): ApiRateLimitConfig {
  return {
    max: integerFrom(env, 'API_RATE_LIMIT', 3000),
    windowMs: integerFrom(env, 'API_RATE_LIMIT_WINDOW_SECONDS', 60) * 1000,
  };
}

/** Sign-in has its own, stricter throttle per account and address (sign-in-throttle.ts). */
const OWN_THROTTLE = ['/api/auth/refreshToken'];

/** Which requests the general limit counts: the API, except what has its own throttle. */
export function countsTowardsApiLimit(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return path.startsWith('/api/') && !OWN_THROTTLE.includes(path);
}

export interface GatewayLoadOptions {
  overload: OverloadConfig;
  apiRateLimit: ApiRateLimitConfig;
  /** Redis makes every gateway instance count together; null counts in this process. */
  redisUrl: string | null;
  redisPrefix: string;
}

/**
 * The gateway's defences against load: the timeouts and overload 503s every process has
 * (server-kit's overload.ts), and a per-address limit on the API, answered 429 with Retry-After.
 * Registered before the routes: the limit attaches itself to each route as it is added.
 */
export async function guardGatewayLoad(app: FastifyInstance, options: GatewayLoadOptions): Promise<void> {
  await protectFromOverload(app, options.overload);
  answerDatabaseOutagesWith503(app);
  if (options.apiRateLimit.max <= 0) return;
  // Fail fast and open: with Redis away the API stays up (skipOnError), unlimited, rather than down.
  const redis = options.redisUrl ? new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'API rate limit: Redis unavailable'));
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(rateLimit, {
    global: true,
    max: options.apiRateLimit.max,
    timeWindow: options.apiRateLimit.windowMs,
    ...(redis ? { redis, nameSpace: `${options.redisPrefix}api-rate:` } : {}),
    skipOnError: true,
    allowList: (request: FastifyRequest) => !countsTowardsApiLimit(request.url),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), { statusCode: 429 }),
  });
}

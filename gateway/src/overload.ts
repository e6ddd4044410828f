import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { APPLY_BUSY_CODE, APPLY_BUSY_MESSAGES } from '@centre/contracts';
import { answerDatabaseOutagesWith503, clientAddressKey, Counter, Gauge, integerFrom, METRIC_PREFIX, protectFromOverload, requestPathOf, type OverloadConfig } from '@centre/server-kit';

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
  const path = requestPathOf(url);
  return path.startsWith('/api/') && !OWN_THROTTLE.includes(path);
}

export interface GatewayLoadOptions {
  overload: OverloadConfig;
  apiRateLimit: ApiRateLimitConfig;
  /** Redis makes every gateway instance count together; null counts in this process. */
  redisUrl: string | null;
  redisPrefix: string;
  applyRush: ApplyRushConfig;
}

export interface ApplyRushConfig {
  /** Applications (POST /api/v1/apply/applications) this gateway passes on at once; 0: no bound. */
  maxInFlight: number;
  retryAfterSeconds: number;
}

/** GATEWAY_APPLY_MAX_IN_FLIGHT (512: behind it the waiting room answers each application in milliseconds, with a place) and APPLY_RETRY_AFTER_SECONDS (2, the same setting the applications service reads). */
export function applyRushFrom(env: Env): ApplyRushConfig {
  return { maxInFlight: integerFrom(env, 'GATEWAY_APPLY_MAX_IN_FLIGHT', 512), retryAfterSeconds: Math.max(1, integerFrom(env, 'APPLY_RETRY_AFTER_SECONDS', 2)) };
}

const APPLY_PATH = '/api/v1/apply/applications';

/**
 * The opening-hour rush, at the door: at most `max` applications are passed on to the applications
 * service at once; one more is answered 503 + Retry-After here, at once, without the proxy hop
 * (each instance of the service has its own, smaller bound too: apply-admission.ts). An app-level
 * onRequest hook, so it runs before the per-route rate limit and proxy.
 */
function boundApplicationsInFlight(app: FastifyInstance, max: number, retryAfterSeconds: number): void {
  if (max <= 0) return;
  let inFlight = 0;
  // On /metrics (server-kit metrics.ts), beside each applications instance's own bound.
  new Gauge({
    name: `${METRIC_PREFIX}gateway_applications_in_flight`,
    help: 'Applications this gateway instance has passed on and not yet answered (GATEWAY_APPLY_MAX_IN_FLIGHT bounds them).',
    registers: [app.metrics],
    collect() {
      this.set(inFlight);
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}gateway_applications_in_flight_max`,
    help: 'GATEWAY_APPLY_MAX_IN_FLIGHT: applications one gateway instance passes on at once.',
    registers: [app.metrics],
  }).set(max);
  const turnedAway = new Counter({
    name: `${METRIC_PREFIX}gateway_applications_turned_away_total`,
    help: 'Applications this gateway instance answered 503 at once because GATEWAY_APPLY_MAX_IN_FLIGHT were under way.',
    registers: [app.metrics],
  });
  const counted = new WeakSet<FastifyRequest>();
  // Callback-style hooks: they run on every request, and most leave at the first test.
  const leave = (request: FastifyRequest, _reply: unknown, done: () => void) => {
    if (counted.delete(request)) inFlight -= 1;
    done();
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'POST' || requestPathOf(request.url) !== APPLY_PATH) return done();
    if (inFlight >= max) {
      turnedAway.inc();
      void reply
        .code(503)
        .header('retry-after', String(retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({ statusCode: 503, error: 'Service Unavailable', message: APPLY_BUSY_MESSAGES[request.locale], code: APPLY_BUSY_CODE });
      return;
    }
    inFlight += 1;
    counted.add(request);
    done();
  });
  app.addHook('onResponse', leave);
  app.addHook('onRequestAbort', (request, done) => leave(request, null, done));
}

/**
 * The gateway's defences against load: the timeouts and overload 503s every process has
 * (server-kit's overload.ts), and a per-address limit on the API, answered 429 with Retry-After.
 * Registered before the routes: the limit attaches itself to each route as it is added.
 */
export async function guardGatewayLoad(app: FastifyInstance, options: GatewayLoadOptions): Promise<void> {
  await protectFromOverload(app, options.overload);
  answerDatabaseOutagesWith503(app);
  boundApplicationsInFlight(app, options.applyRush.maxInFlight, options.applyRush.retryAfterSeconds);
  if (options.apiRateLimit.max <= 0) return;
  // Fail fast and open: with Redis away the API stays up (skipOnError), unlimited, rather than down.
  // Auto-pipelining: every request counts here, so the hits of one event-loop turn share one write.
  const redis = options.redisUrl ? new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false, enableAutoPipelining: true }) : null;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'API rate limit: Redis unavailable'));
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(rateLimit, {
    global: true,
    max: options.apiRateLimit.max,
    timeWindow: options.apiRateLimit.windowMs,
    ...(redis ? { redis, nameSpace: `${options.redisPrefix}api-rate:` } : {}),
    skipOnError: true,
    allowList: (request: FastifyRequest) => !countsTowardsApiLimit(request.url),
    // One client per IPv6 /64 (what one household or host is given), not per address within it.
    keyGenerator: (request: FastifyRequest) => clientAddressKey(request.ip),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), { statusCode: 429 }),
  });
}

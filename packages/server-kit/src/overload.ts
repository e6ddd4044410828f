import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { integerFrom } from './config.ts';
import { requestPathOf } from './request-input.ts';

type Env = Record<string, string | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /** True while requests are turned away for overload (see protectFromOverload). */
    isOverloaded(): boolean;
  }
}

/**
 * How long one process waits for a slow client, and when it calls itself overloaded. The same
 * settings (and environment variables) for the gateway and every service, so none can forget them.
 */
export interface OverloadConfig {
  /** A request's headers must arrive within this (slow-loris clients trickling headers are closed). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (large uploads over slow lines fit). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing moves for this long is closed. */
  idleTimeoutMs: number;
  /** Above this mean event-loop delay the process answers 503 (0: not checked). */
  maxEventLoopDelayMs: number;
  /** Above this V8 heap use, or this resident memory, the process answers 503 (0: not checked). */
  maxHeapUsedBytes: number;
  maxRssBytes: number;
  /** What Retry-After tells a client turned away for overload. */
  retryAfterSeconds: number;
  /** How often the load is sampled. */
  sampleIntervalMs: number;
}

const MB = 1024 * 1024;

/** The settings from the environment; every one has a default that suits a single small server. */
export function overloadConfigFrom(env: Env = process.env): OverloadConfig {
  // Default heap limit: 90% of what V8 would allow before it dies of an out-of-memory crash.
  const defaultHeapMb = Math.floor((getHeapStatistics().heap_size_limit * 0.9) / MB);
  return {
    headersTimeoutMs: integerFrom(env, 'HEADERS_TIMEOUT_SECONDS', 10) * 1000,
    requestTimeoutMs: integerFrom(env, 'REQUEST_TIMEOUT_SECONDS', 120) * 1000,
    keepAliveTimeoutMs: integerFrom(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 5) * 1000,
    idleTimeoutMs: integerFrom(env, 'IDLE_TIMEOUT_SECONDS', 60) * 1000,
    maxEventLoopDelayMs: integerFrom(env, 'MAX_EVENT_LOOP_DELAY_MS', 1000),
    maxHeapUsedBytes: integerFrom(env, 'MAX_HEAP_USED_MB', defaultHeapMb) * MB,
    maxRssBytes: integerFrom(env, 'MAX_RSS_MB', 0) * MB,
    retryAfterSeconds: integerFrom(env, 'OVERLOAD_RETRY_AFTER_SECONDS', 10),
    sampleIntervalMs: integerFrom(env, 'OVERLOAD_SAMPLE_MS', 1000),
  };
}

/** Routes that answer even under pressure: they report it themselves (a liveness probe must not fail for load). */
function isHealthRoute(url: string): boolean {
  const path = requestPathOf(url);
  return path === '/healthz' || path === '/readyz';
}

/**
 * Bounds slow clients on the process's HTTP server and turns requests away with a fast 503 and
 * Retry-After, in the one error shape, while the event loop lags or memory runs out: a process
 * that keeps accepting work then gets slower for everyone and finally dies.
 */
export async function protectFromOverload(app: FastifyInstance, config: OverloadConfig = overloadConfigFrom({})): Promise<void> {
  const server = app.server as unknown as {
    headersTimeout?: number;
    requestTimeout?: number;
    keepAliveTimeout?: number;
    connectionsCheckingInterval?: number;
    setTimeout(ms: number): unknown;
  };
  // Node checks headersTimeout and requestTimeout only every connectionsCheckingInterval (30 s by
  // default): check often enough that the bounds mean what they say. Read when the server listens.
  server.connectionsCheckingInterval = Math.max(100, Math.min(1000, Math.floor(config.headersTimeoutMs / 4)));
  // Node refuses a headersTimeout above requestTimeout; 0 turns a bound off.
  server.requestTimeout = config.requestTimeoutMs;
  server.headersTimeout = config.requestTimeoutMs > 0 ? Math.min(config.headersTimeoutMs, config.requestTimeoutMs) : config.headersTimeoutMs;
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.setTimeout(config.idleTimeoutMs);

  // One long pause (a start-up migration, a big synchronous job, a full GC) is not overload: the
  // event-loop delay must be over the limit in two samples running before requests are turned away.
  let samplesOverDelay = 0;
  const sampler = setInterval(() => {
    const over = config.maxEventLoopDelayMs > 0 && app.memoryUsage().eventLoopDelay > config.maxEventLoopDelayMs;
    samplesOverDelay = over ? samplesOverDelay + 1 : 0;
  }, config.sampleIntervalMs).unref();
  app.addHook('onClose', async () => clearInterval(sampler));
  const memoryOver = () => {
    const load = app.memoryUsage();
    return (config.maxHeapUsedBytes > 0 && load.heapUsed > config.maxHeapUsedBytes) || (config.maxRssBytes > 0 && load.rssBytes > config.maxRssBytes);
  };
  app.decorate('isOverloaded', () => samplesOverDelay >= 2 || memoryOver());

  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    maxHeapUsedBytes: config.maxHeapUsedBytes,
    maxRssBytes: config.maxRssBytes,
    sampleInterval: config.sampleIntervalMs,
    retryAfter: config.retryAfterSeconds,
    // A value returned is sent as the answer (the types say void; under-pressure sends it).
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string) => {
      if (isHealthRoute(request.url)) return undefined;
      // under-pressure checks the delay first and, when this lets a delay pass, checks nothing
      // else: memory over its limit must still turn the request away (a first delay sample, which
      // can read as unbounded, let requests through a process out of memory).
      if (type === 'eventLoopDelay' && samplesOverDelay < 2 && !memoryOver()) return undefined;
      request.log.warn({ load: app.memoryUsage() }, 'overloaded: request turned away');
      reply.code(503).header('retry-after', String(config.retryAfterSeconds));
      return { statusCode: 503, error: 'Service Unavailable', message: 'The server is busy. Please try again shortly.' };
    }) as never,
  });
}

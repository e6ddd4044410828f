// Prometheus metrics of every process (the gateway and each service), at GET /metrics in the text
// format, with prom-client. What an operator watches: requests by route pattern and status class,
// their latency, errors, the event loop, memory, the database pool, plus what a service adds of
// its own (the admin's outbox backlog, the applications in flight).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DomainError } from './errors.ts';

export { Counter, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics: a service registers its own gauges and counters here (see metrics.ts). */
    metrics: Registry;
  }
}

export const METRICS_PATH = '/metrics';
/** The prefix of every metric of ours (prom-client's process and Node.js metrics keep their names). */
export const METRIC_PREFIX = 'centre_';
/** The one route label of requests that matched no route (404s of random URLs): label sets stay bounded. */
export const UNMATCHED_ROUTE = 'unmatched';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Seconds: from a cached answer (~1 ms) to a slow neighbour or report (10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsOptions {
  /** The process's name, a label on every metric of ours (`gateway`, `content`…). */
  service: string;
  /** The database whose knex pool is reported; null for none. */
  db: Knex | null;
  /**
   * METRICS_TOKEN: the bearer a scraper presents. Set: only a caller presenting it is answered.
   * Unset: only a direct caller on this machine (loopback peer, no forwarding header) is.
   */
  token?: string | null;
}

// prom-client's process and Node.js metrics (CPU, memory, event-loop delay, handles, GC) describe
// the process, not an app: one registry per process, so tests that build many apps in one process
// start one event-loop monitor and not one per app. Its `service` label is the first app's (in
// production each process runs one app).
let processRegistry: Registry | undefined;
function processMetrics(service: string): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    processRegistry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Who may read /metrics. With a token: whoever presents it (compared as hashes, in constant time).
 * Without: a caller whose own connection comes from this machine and which came through no proxy —
 * the peer address of the socket, never request.ip (which believes X-Forwarded-For under
 * trustProxy), and no forwarding header, so a load balancer on the same machine does not make
 * every outside caller look local.
 */
export function metricsReaderCheck(token: string | null | undefined) {
  const expected = token ? sha256(token) : null;
  return (request: FastifyRequest): 'ok' | 'token' | 'local' => {
    if (expected) {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      return match?.[1] && timingSafeEqual(sha256(match[1]), expected) ? 'ok' : 'token';
    }
    const peer = request.raw.socket?.remoteAddress ?? '';
    const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
    return LOOPBACK.test(peer) && !forwarded ? 'ok' : 'local';
  };
}

const TOKEN_REQUIRED = {
  ko: '지표를 읽으려면 지표 토큰이 필요합니다.',
  en: 'Reading metrics needs the metrics token.',
  cn: '读取指标需要指标令牌。',
  jp: 'メトリクスの読み取りにはメトリクストークンが必要です。',
};
const LOCAL_ONLY = {
  ko: '지표는 이 서버 안에서만 읽을 수 있습니다.',
  en: 'Metrics are read only from this machine.',
  cn: '指标只能在本机读取。',
  jp: 'メトリクスはこのマシンからのみ読み取れます。',
};

/** The route label of a request: its route's pattern, never the raw URL. */
export function routeLabelOf(request: FastifyRequest): string {
  const pattern = request.routeOptions?.url;
  // A 404 has no pattern; the refused-path route (request-input.ts) is one pattern too.
  return pattern && request.is404 !== true ? pattern : UNMATCHED_ROUTE;
}

function methodLabelOf(request: FastifyRequest): string {
  return METHODS.has(request.method) ? request.method : 'OTHER';
}

function statusClassOf(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

/**
 * Counts every answer of the app and serves GET /metrics. Registered on the root instance before
 * any route, so its hooks see every request (404s too).
 */
export function installMetrics(app: FastifyInstance, options: MetricsOptions): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service: options.service });
  app.decorate('metrics', registry);

  const requests = new Counter({
    name: `${METRIC_PREFIX}http_requests_total`,
    help: 'Requests answered, by method, route pattern (unmatched for 404s) and status class.',
    labelNames: ['method', 'route', 'status_class'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'Time from receiving a request to the end of its answer, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: `${METRIC_PREFIX}http_errors_total`,
    help: 'Requests that ended in an error handed to the error handler (refusals, validation, failures), by route pattern and the status class answered.',
    labelNames: ['method', 'route', 'status_class'],
    registers: [registry],
  });
  const inProgress = new Gauge({
    name: `${METRIC_PREFIX}http_requests_in_progress`,
    help: 'Requests received and not yet answered.',
    registers: [registry],
  });

  const started = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', (request, _reply, done) => {
    started.add(request);
    inProgress.inc();
    done();
  });
  const finish = (request: FastifyRequest) => {
    if (started.delete(request)) inProgress.dec();
  };
  app.addHook('onResponse', (request, reply, done) => {
    finish(request);
    const labels = { method: methodLabelOf(request), route: routeLabelOf(request), status_class: statusClassOf(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    finish(request);
    done();
  });
  app.addHook('onError', (request, _reply, error, done) => {
    const status = (error as { statusCode?: number }).statusCode;
    errors.inc({ method: methodLabelOf(request), route: routeLabelOf(request), status_class: statusClassOf(status && status >= 400 ? status : 500) });
    done();
  });

  const { db } = options;
  if (db) {
    new Gauge({
      name: `${METRIC_PREFIX}db_pool_connections`,
      help: 'Connections of the knex pool: used (lent to a query), free (idle), pending (queries waiting for a connection), max (the pool size).',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const pool = (db.client as { pool?: TarnPool }).pool;
        if (!pool) return;
        this.set({ state: 'used' }, pool.numUsed());
        this.set({ state: 'free' }, pool.numFree());
        this.set({ state: 'pending' }, pool.numPendingAcquires());
        this.set({ state: 'max' }, pool.max);
      },
    });
  }

  const readerCheck = metricsReaderCheck(options.token);
  const ofThisProcess = processMetrics(options.service);
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = readerCheck(request);
    if (verdict === 'token') {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new DomainError(401, 'METRICS_TOKEN_REQUIRED', TOKEN_REQUIRED.en, { messages: TOKEN_REQUIRED });
    }
    if (verdict === 'local') throw new DomainError(403, 'METRICS_LOCAL_ONLY', LOCAL_ONLY.en, { messages: LOCAL_ONLY });
    const [own, ofProcess] = await Promise.all([registry.metrics(), ofThisProcess.metrics()]);
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(`${own}\n${ofProcess}`);
  });
  return registry;
}

/** The part of tarn's pool (knex's) the pool gauge reads. */
interface TarnPool {
  max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

// The opening-hour rush: when a popular window opens, more makers apply in one second than one
// instance can serve. Rather than queueing them for a minute (the database, the users service and
// the CPU are the bottleneck, and a queue only makes everyone wait), each instance takes at most
// `maxInFlight` applications at once and answers the rest at once with 503 and Retry-After: an
// honest "try again in a moment", with nothing written. Capacity and quota stay decided in the
// database; this bound only decides how many requests compete for it at a time.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, METRIC_PREFIX, integerFrom, type Registry } from '@centre/server-kit';
import { APPLY_BUSY_CODE, APPLY_BUSY_MESSAGES } from '@centre/contracts';

/** Applications one instance works on at once (APPLY_MAX_IN_FLIGHT); beyond it, 503 at once. */
export const DEFAULT_APPLY_MAX_IN_FLIGHT = 8;
/** What Retry-After says to a maker turned away (APPLY_RETRY_AFTER_SECONDS): a short wait, the rush passes in seconds. */
export const DEFAULT_APPLY_RETRY_AFTER_SECONDS = 2;


export interface ApplyAdmissionConfig {
  maxInFlight: number;
  retryAfterSeconds: number;
}

export function applyAdmissionConfigFrom(env: Record<string, string | undefined> = process.env): ApplyAdmissionConfig {
  return {
    maxInFlight: Math.max(1, integerFrom(env, 'APPLY_MAX_IN_FLIGHT', DEFAULT_APPLY_MAX_IN_FLIGHT)),
    retryAfterSeconds: Math.max(1, integerFrom(env, 'APPLY_RETRY_AFTER_SECONDS', DEFAULT_APPLY_RETRY_AFTER_SECONDS)),
  };
}

/**
 * A counter of applications under way in this process, as route hooks: `admit` (onRequest) turns a
 * request beyond the bound away before its body is even parsed; `leave` (onResponse, and when the
 * client goes away) gives the slot back exactly once.
 */
export function applyAdmission(config: ApplyAdmissionConfig) {
  let inFlight = 0;
  let turnedAway = 0;
  const admitted = new WeakSet<FastifyRequest>();
  function leave(request: FastifyRequest): void {
    if (!admitted.has(request)) return;
    admitted.delete(request);
    inFlight -= 1;
  }
  return {
    config,
    /** Applications under way now, and how many were turned away since start (logs, tests). */
    stats: () => ({ inFlight, turnedAway }),
    // Answering early from an async onRequest hook: send, then return the reply (Fastify stops the chain).
    async admit(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
      if (inFlight >= config.maxInFlight) {
        turnedAway += 1;
        const locale = request.locale;
        return reply
          .code(503)
          .header('retry-after', String(config.retryAfterSeconds))
          .header('cache-control', 'no-store')
          .send({ statusCode: 503, error: 'Service Unavailable', message: APPLY_BUSY_MESSAGES[locale], code: APPLY_BUSY_CODE });
      }
      inFlight += 1;
      admitted.add(request);
      return undefined;
    },
    async leave(request: FastifyRequest): Promise<void> {
      leave(request);
    },
  };
}
export type ApplyAdmission = ReturnType<typeof applyAdmission>;

/** The route hooks that put a booking route under the bound (practice seats and consultations share the cutting room's). */
export function admittedBy(admission: ApplyAdmission) {
  return { onRequest: admission.admit, onResponse: admission.leave, onRequestAbort: admission.leave };
}

/** The admission counter on /metrics (server-kit metrics.ts): applications under way in this instance, its bound, and those turned away. */
export function applyAdmissionMetrics(registry: Registry, admission: ApplyAdmission): void {
  new Gauge({
    name: `${METRIC_PREFIX}applications_in_flight`,
    help: 'Applications this instance is working on now (APPLY_MAX_IN_FLIGHT bounds them).',
    registers: [registry],
    collect() {
      this.set(admission.stats().inFlight);
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}applications_in_flight_max`,
    help: 'APPLY_MAX_IN_FLIGHT: applications one instance takes at once; beyond it, 503 and Retry-After.',
    registers: [registry],
    collect() {
      this.set(admission.config.maxInFlight);
    },
  });
  let reported = 0;
  const turnedAway = new Counter({
    name: `${METRIC_PREFIX}applications_turned_away_total`,
    help: 'Applications answered 503 at once because this instance already had APPLY_MAX_IN_FLIGHT under way.',
    registers: [registry],
    collect() {
      const now = admission.stats().turnedAway;
      if (now > reported) turnedAway.inc(now - reported);
      reported = now;
    },
  });
}

import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { clientAddressKey, type SharedState } from '@centre/server-kit';
import { refuse } from './form-refusals.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Keys never hold a phone number or address in clear: Redis is not where personal data lives. */
function keyOf(kind: string, subject: string): string {
  return `users:${kind}:${createHash('sha256').update(subject).digest('hex').slice(0, 32)}`;
}

/**
 * Counts one more try of `kind` by `subject` in a fixed window shared by every instance (Redis when
 * REDIS_URL is set); beyond `limit` the request is refused with 429 and Retry-After, before any
 * work (a code sent, a hash computed) is done for it.
 */
export async function throttle(state: SharedState, request: FastifyRequest, kind: string, subject: string, limit: number, windowMs = HOUR_MS, field = ''): Promise<void> {
  const { count, resetInMs } = await state.hit(keyOf(kind, subject), windowMs);
  if (count <= limit) return;
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  refuse(request, 429, field, 'TOO_MANY_REQUESTS', { seconds }, seconds);
}

/** `throttle` per client address (IPv6 by /64). */
export function throttleClient(state: SharedState, request: FastifyRequest, kind: string, limit: number, windowMs = HOUR_MS, field = ''): Promise<void> {
  return throttle(state, request, kind, clientAddressKey(request.ip), limit, windowMs, field);
}

/** SMS codes the whole service may send in an hour when SMS_CODE_HOURLY_BUDGET is not set. */
export const DEFAULT_SMS_CODE_HOURLY_BUDGET = 300;

/**
 * Texts cost money per message and a flood of code requests from many addresses passes every
 * per-client limit: the service as a whole sends at most `budget` SMS codes an hour, counted in the
 * shared state so every instance spends one budget. Beyond it the request gets a 503 and the log an
 * error, so someone looks at what is draining it.
 */
export async function spendSmsBudget(state: SharedState, request: FastifyRequest, log: FastifyBaseLogger, budget: number): Promise<void> {
  const { count, resetInMs } = await state.hit('users:sms-code-budget', HOUR_MS);
  if (count <= budget) return;
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  if (count === budget + 1) log.error({ budget, resetInSeconds: seconds }, 'SMS code budget exhausted: no SMS codes are sent until the hour is over');
  refuse(request, 503, 'target', 'SMS_UNAVAILABLE', {}, seconds);
}

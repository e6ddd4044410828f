import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SharedState } from '@centre/server-kit';
import { refuse } from './field-errors.ts';

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
  refuse(request, 429, field, 'TOO_MANY_REQUESTS', { seconds }, { 'retry-after': String(seconds) });
}

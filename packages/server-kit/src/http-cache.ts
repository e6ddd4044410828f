import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Public content may be cached anywhere but must be revalidated each time, so console edits show at once. */
export const REVALIDATE_CACHE_CONTROL = 'public, no-cache';

/** A strong validator: the same bytes always give the same tag. */
export function entityTag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** RFC 9110 §13.1.2: If-None-Match compares weakly, so a W/ prefix is ignored; `*` matches anything. */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  // The usual revalidation sends back the one tag it was given.
  if (header === tag) return true;
  for (const candidate of header.split(',')) {
    const value = candidate.trim();
    if (value === '*' || value === tag || (value.startsWith('W/') && value.slice(2) === tag)) return true;
  }
  return false;
}

/**
 * onSend hook for public GET routes: tags every 200 answer with a strong ETag over its bytes,
 * asks caches to revalidate (unless the route chose its own Cache-Control), and answers 304
 * with no body when the client already holds those bytes. Register it in the encapsulated
 * context of the public routes only; console answers must never be cached publicly.
 */
export async function revalidatedCaching(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  // A tag set before (the public-answer cache computed it once) is the tag of these same bytes.
  const known = reply.getHeader('etag');
  const tag = typeof known === 'string' ? known : entityTag(payload);
  reply.header('etag', tag);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', REVALIDATE_CACHE_CONTROL);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], tag)) return payload;
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return '';
}

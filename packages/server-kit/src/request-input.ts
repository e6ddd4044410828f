import type { FastifyReply, FastifyRequest } from 'fastify';
import { guardFor } from './authorisation.ts';

/** More query parameters than any route of the platform takes: a flood is refused, not parsed. */
export const QUERY_PARAMETERS_MAX = 50;

const kQueryRefusal = Symbol('queryRefusal');
type ParsedQuery = Record<string, string> & { [kQueryRefusal]?: string };

/**
 * The one query-string parser of every process. Each parameter is a single string: a repeated key
 * (`?code=A&code=B`) or a bracket form (`?limit[]=1`, `?a[b]=1`) would otherwise become an array
 * or an unknown key that a route might pass on to the database. The router cannot answer a
 * request itself, so a refusal is remembered on the parsed object and answered with a 400 by
 * `refuseMalformedQuery` before validation.
 */
export function strictQueryString(raw: string): Record<string, string> {
  const query: ParsedQuery = Object.create(null) as ParsedQuery;
  if (raw.length === 0) return query;
  const refuse = (message: string) => {
    Object.defineProperty(query, kQueryRefusal, { value: message, enumerable: false });
    return query;
  };
  const params = new URLSearchParams(raw);
  let count = 0;
  for (const [key, value] of params) {
    if (++count > QUERY_PARAMETERS_MAX) return refuse(`At most ${QUERY_PARAMETERS_MAX} query parameters are accepted.`);
    if (/[[\]]/.test(key)) return refuse(`The query parameter "${key.slice(0, 40)}" is not accepted: parameter names have no brackets.`);
    if (Object.hasOwn(query, key)) return refuse(`The query parameter "${key.slice(0, 40)}" is given more than once.`);
    query[key] = value;
  }
  return query;
}

/** preValidation hook: answers a query that strictQueryString refused (after the route's guard). */
export async function refuseMalformedQuery(request: FastifyRequest): Promise<void> {
  const refusal = (request.query as ParsedQuery | undefined)?.[kQueryRefusal];
  if (refusal) throw Object.assign(new Error(refusal), { statusCode: 400, code: 'VALIDATION' });
}

/** Answers that carry one person's or staff data: no cache anywhere may keep a copy. */
export function isPrivateAnswer(url: string): boolean {
  const pathname = url.split('?')[0]!;
  const guard = guardFor(pathname);
  return guard === 'console' || guard === 'member' || pathname === '/api/auth' || pathname.startsWith('/api/auth/');
}

/** onSend hook: `Cache-Control: no-store` on every member, console and sign-in answer, errors included. */
export async function noStoreForPrivateAnswers(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (isPrivateAnswer(request.url)) reply.header('cache-control', 'no-store');
}

/**
 * Paths that some server or file system along the way could read differently than our router:
 * a backslash (a path separator on Windows, and `/\host` reads as `//host` in browsers), encoded
 * dots or slashes (`%2e%2e`, `%2f`, `%5c`) that become a `..` segment once decoded, literal dot
 * segments, NUL and control characters. Nothing of the platform has such a URL, so it is refused.
 */
const SUSPICIOUS_PATH = /\\|%5c|%2e|%2f|%00|[\u0000-\u001f\u007f]|(^|\/)\.\.?(\/|$)/i;

export function isSuspiciousPath(url: string): boolean {
  const pathname = url.split('?')[0]!;
  return SUSPICIOUS_PATH.test(pathname);
}

/** Where such a request is routed instead (see createFastify's rewriteUrl): a route answering 400. */
export const REFUSED_PATH_ROUTE = '/__refused-path';

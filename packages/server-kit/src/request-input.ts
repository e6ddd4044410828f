import type { FastifyReply, FastifyRequest } from 'fastify';
import { guardFor } from './authorisation.ts';

/** More query parameters than any route of the platform takes: a flood is refused, not parsed. */
export const QUERY_PARAMETERS_MAX = 50;

const kQueryRefusal = Symbol('queryRefusal');
type ParsedQuery = Record<string, string> & { [kQueryRefusal]?: string };

/**
 * A parsed query has no prototype to pollute or inherit from (`?__proto__=x` or `?constructor=x`
 * are plain keys). Made by a constructor whose prototype is itself prototype-less rather than by
 * Object.create(null): V8 keeps such objects in fast mode, which makes each parse several times
 * cheaper on the path of every request.
 */
function ParsedQueryObject(): void {}
ParsedQueryObject.prototype = Object.create(null) as object;

/**
 * The one query-string parser of every process. Each parameter is a single string: a repeated key
 * (`?code=A&code=B`) or a bracket form (`?limit[]=1`, `?a[b]=1`) would otherwise become an array
 * or an unknown key that a route might pass on to the database. The router cannot answer a
 * request itself, so a refusal is remembered on the parsed object and answered with a 400 by
 * `refuseMalformedQuery` before validation.
 */
export function strictQueryString(raw: string): Record<string, string> {
  const query = new (ParsedQueryObject as unknown as new () => ParsedQuery)();
  if (raw.length === 0) return query;
  let count = 0;
  for (const [key, value] of queryPairs(raw)) {
    if (++count > QUERY_PARAMETERS_MAX) return refused(query, `At most ${QUERY_PARAMETERS_MAX} query parameters are accepted.`);
    if (key.includes('[') || key.includes(']')) return refused(query, `The query parameter "${key.slice(0, 40)}" is not accepted: parameter names have no brackets.`);
    if (Object.hasOwn(query, key)) return refused(query, `The query parameter "${key.slice(0, 40)}" is given more than once.`);
    query[key] = value;
  }
  return query;
}

function refused(query: ParsedQuery, message: string): ParsedQuery {
  Object.defineProperty(query, kQueryRefusal, { value: message, enumerable: false });
  return query;
}

/**
 * The name and value pairs of a query string, as URLSearchParams reads them. Most queries of the
 * site (`?limit=8&page=2`) have nothing to decode: those are split directly, which is several
 * times cheaper than URLSearchParams on the path every public read takes.
 */
function queryPairs(raw: string): Iterable<[string, string]> {
  if (raw.includes('%') || raw.includes('+')) return new URLSearchParams(raw);
  const pairs: Array<[string, string]> = [];
  for (const pair of raw.split('&')) {
    if (pair.length === 0) continue;
    const equals = pair.indexOf('=');
    pairs.push(equals < 0 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)]);
  }
  return pairs;
}

/** preValidation hook: answers a query that strictQueryString refused (after the route's guard). */
export async function refuseMalformedQuery(request: FastifyRequest): Promise<void> {
  const refusal = (request.query as ParsedQuery | undefined)?.[kQueryRefusal];
  if (refusal) throw Object.assign(new Error(refusal), { statusCode: 400, code: 'VALIDATION' });
}

/** The path of a request URL, without its query (indexOf, not split: this runs on every request). */
function pathOf(url: string): string {
  const mark = url.indexOf('?');
  return mark < 0 ? url : url.slice(0, mark);
}

/**
 * The path of a request URL as the router reads it: escapes decoded (except those of reserved
 * characters such as `/` and `?`, which the router keeps too) and a trailing slash dropped
 * (routes ignore it). Every rule that decides by path prefix reads this, never the raw URL: a
 * rule reading `/api/c%6fnsole/` while the router runs `/api/console/` is a rule bypassed.
 */
export function requestPathOf(url: string): string {
  let path = pathOf(url);
  if (path.includes('%')) {
    try {
      path = decodeURI(path);
    } catch {
      // A malformed escape: no route matches it either, so the raw path is as good as any.
    }
  }
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Answers that carry one person's or staff data: no cache anywhere may keep a copy. */
export function isPrivateAnswer(url: string): boolean {
  const pathname = requestPathOf(url);
  const guard = guardFor(pathname);
  return guard === 'console' || guard === 'member' || pathname === '/api/auth' || pathname.startsWith('/api/auth/');
}

/** onSend hook (callback style: it runs on every answer): `Cache-Control: no-store` on every member, console and sign-in answer, errors included. */
export function noStoreForPrivateAnswers(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
  if (isPrivateAnswer(request.url)) reply.header('cache-control', 'no-store');
  done(null, payload);
}

/**
 * Paths that some server or file system along the way could read differently than our router:
 * a backslash (a path separator on Windows, and `/\host` reads as `//host` in browsers), encoded
 * dots or slashes (`%2e%2e`, `%2f`, `%5c`) that become a `..` segment once decoded, literal dot
 * segments, NUL and control characters. Nothing of the platform has such a URL, so it is refused.
 */
// eslint-disable-next-line no-control-regex -- control characters in a path are what this refuses
const SUSPICIOUS_PATH = /\\|%5c|%2e|%2f|%00|[\u0000-\u001f\u007f]|(^|\/)\.\.?(\/|$)/i;

export function isSuspiciousPath(url: string): boolean {
  return SUSPICIOUS_PATH.test(pathOf(url));
}

/**
 * An escape of an unreserved character (letter, digit, `-`, `.`, `_`, `~`): `%73uspend` means
 * `suspend`, and no client needs to write it so (RFC 3986 says to decode them). Refused in every
 * process, so nothing that reads the path before routing can be shown one path and run another.
 */
const ENCODED_UNRESERVED = /%(?:3[0-9]|[46][1-9a-f]|[57][0-9a]|2[de]|5f|7e)/i;

export function hasEncodedUnreserved(url: string): boolean {
  const path = pathOf(url);
  return path.includes('%') && ENCODED_UNRESERVED.test(path);
}

/** Where such a request is routed instead (see createFastify's rewriteUrl): a route answering 400. */
export const REFUSED_PATH_ROUTE = '/__refused-path';

/** The refusal's code, in the one error shape. */
export const REFUSED_PATH_CODE = 'PATH_REFUSED';

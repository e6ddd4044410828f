import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import {
  KEPT_HEADERS,
  PUBLIC_CACHE_UNTIL_HEADER,
  createPublicCache,
  findKeptAnswer,
  isPrivateAnswer,
  mayHaveChanged,
  publicCacheKey,
  requestPathOf,
  sendKeptAnswer,
  type Clock,
  type PublicCache,
  type PublicCacheBounds,
  type SharedState,
} from '@centre/server-kit';

// The gateway keeps the public answers a service marks as kept (PUBLIC_CACHE_UNTIL_HEADER) and
// answers them — or their 304 — itself: one process and no proxied hop for what every visitor
// reads. One instance per service that keeps its answers (content, shop), each under that service's
// generation (PUBLIC_CACHE_NAMES), with the same rules as the service's cache (server-kit
// public-cache.ts): an answer is served only under the generation it was fetched in, and every
// write that passes through the gateway to that service makes a new generation before its answer
// leaves. An entry lives until the service's mark (its next scheduled change, its backstop age) or
// this instance's own bound, whichever comes first. Without a shared REDIS_URL that bound is all
// that ends an entry after a change made inside the service alone (the shop's clock): it is kept
// short for the shop (docs/decisions.md).

type AnyRequest = FastifyRequest<RouteGenericInterface, RawServerBase>;
type AnyReply = FastifyReply<RouteGenericInterface, RawServerBase>;

const kPending = Symbol('gatewayPublicAnswer');
type PendingRequest = AnyRequest & { [kPending]?: { key: string; generation: string; expiresAt: number } };

/** What reply-from hands onResponse: the upstream answer's status, headers and body stream. */
export interface UpstreamAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  stream: Readable;
}

export interface GatewayPublicAnswers {
  cache: PublicCache;
  /** onRequest for the service's proxied routes: a kept answer is sent here. */
  answerKept(request: AnyRequest, reply: AnyReply, done: (error?: Error) => void): void;
  /** rewriteRequestHeaders: a lookup that missed fetches the whole answer (no If-None-Match upstream). */
  upstreamHeaders(request: AnyRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders;
  /** rewriteHeaders: the service's mark never reaches the browser. */
  clientHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders;
  /** reply-from's onResponse: keeps a marked 200, then answers it (or its 304). */
  onResponse(request: AnyRequest, reply: AnyReply, response: UpstreamAnswer): void;
  /** onSend: a write to the service that was not refused (and may change them) makes every kept answer stale first. */
  invalidateAfterWrite(request: AnyRequest, reply: AnyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void): void;
}

export interface GatewayPublicAnswersOptions {
  /** The service's generation (PUBLIC_CACHE_NAMES): shared with the service through the state. */
  name: string;
  state: SharedState;
  clock: Clock;
  /** Paths the service answers (ROUTES_TABLE prefixes): its writes there make the kept answers stale. */
  prefixes: readonly string[];
  /** Public paths whose marked answers are kept (and under them); the service's /api/v1/ prefixes unless given. */
  keptPrefixes?: readonly string[];
  /** A write to this path (no query) cannot change a kept answer: it leaves them (a shop cart). */
  keepsAnswers?(path: string): boolean;
  bounds: PublicCacheBounds;
}

/** True when `url` is one of `prefixes` or under one (a path segment or a query follows). A loop, not `some`: it runs on every API request. */
function underAnyPrefix(url: string, prefixes: readonly string[]): boolean {
  for (const prefix of prefixes) {
    if (!url.startsWith(prefix)) continue;
    const next = url[prefix.length];
    if (next === undefined || next === '/' || next === '?') return true;
  }
  return false;
}

export function gatewayPublicAnswers(options: GatewayPublicAnswersOptions): GatewayPublicAnswers {
  const cache = createPublicCache({
    name: options.name,
    state: options.state,
    clock: options.clock,
    ...options.bounds,
  });
  const keptPrefixes = options.keptPrefixes ?? options.prefixes.filter((prefix) => prefix.startsWith('/api/v1/'));
  const keepsAnswers = options.keepsAnswers ?? (() => false);
  const changesAnswers = (url: string) => {
    const path = requestPathOf(url);
    return underAnyPrefix(path, options.prefixes) && !keepsAnswers(path);
  };
  const isKept = (url: string) => underAnyPrefix(requestPathOf(url), keptPrefixes);

  return {
    cache,

    // Callback style, not async: a kept answer found at once is sent without a promise in between,
    // and the hook never waits on the reply it sent (an awaited reply waits for the whole response).
    answerKept(request: PendingRequest, reply, done) {
      if (request.method !== 'GET' || !isKept(request.url) || isPrivateAnswer(request.url)) return done();
      findKeptAnswer(
        cache,
        publicCacheKey(request as FastifyRequest),
        (found) => {
          if (found.hit) return sendKeptAnswer(request as FastifyRequest, reply as FastifyReply, found.hit);
          if (found.key) request[kPending] = { key: found.key, generation: found.generation, expiresAt: found.expiresAt };
          done();
        },
        done,
      );
    },

    upstreamHeaders(request: PendingRequest, headers) {
      if (request[kPending]) delete headers['if-none-match'];
      return headers;
    },

    clientHeaders(headers) {
      const { [PUBLIC_CACHE_UNTIL_HEADER]: _mark, ...rest } = headers;
      return rest;
    },

    onResponse(request: PendingRequest, reply, response) {
      const pending = request[kPending];
      const until = Number(response.headers[PUBLIC_CACHE_UNTIL_HEADER]);
      const etag = response.headers.etag;
      if (!pending || response.statusCode !== 200 || !Number.isFinite(until) || typeof etag !== 'string') {
        void reply.send(response.stream);
        return;
      }
      const chunks: Buffer[] = [];
      response.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.stream.on('error', (error) => void reply.send(error));
      response.stream.on('end', () => {
        const body = Buffer.concat(chunks);
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = response.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        cache.store(pending.key, pending.generation, Math.min(pending.expiresAt, until), { body, etag, headers });
        // The body is sent whole now: the upstream's framing headers no longer describe it.
        reply.removeHeader('content-length');
        reply.removeHeader('transfer-encoding');
        sendKeptAnswer(request as FastifyRequest, reply as FastifyReply, { body, etag, headers });
      });
    },

    invalidateAfterWrite(request, reply, payload, done) {
      if (!mayHaveChanged(request as FastifyRequest, reply as FastifyReply) || !changesAnswers(request.url)) return done(null, payload);
      cache.invalidate().then(() => done(null, payload), done);
    },
  };
}

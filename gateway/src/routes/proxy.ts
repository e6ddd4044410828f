import type { IncomingHttpHeaders } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import { SERVICE_NAMES, type ServiceName } from '@centre/server-kit';
import type { GatewayPublicAnswers, UpstreamAnswer } from '../public-answers.ts';
import { ROUTES_TABLE } from '../routes-table.ts';

/**
 * Headers that claim an identity or a trust level. Services must never see a browser's version
 * of them: they read identity from the verified JWT only, and the gateway's internal token never
 * travels on a proxied request.
 */
const IDENTITY_HEADER =
  /^(x-user|x-forwarded-user|x-remote-user|remote-user|x-internal|x-auth|x-authenticated|x-principal|x-scope|x-consumer|x-jwt|x-original-user|x-real-user|x-staff|x-role)/i;
/** Client-claimed forwarding facts: the gateway states its own view of them instead. */
const FORWARDING_HEADER = /^(forwarded|x-forwarded-|x-real-ip|x-client-ip|x-request-id)/i;

const MULTIPART = /^multipart\/form-data\b/i;

const kBodyTooLarge = Symbol('bodyTooLarge');
type LimitedRequest = FastifyRequest & { [kBodyTooLarge]?: boolean };

export interface ProxyRoutesOptions {
  services: Record<ServiceName, string>;
  bodyLimitBytes: number;
  uploadBodyLimitBytes: number;
  /** Connections to each service's address at most (config.ts, DEFAULT_UPSTREAM_CONNECTIONS says why). */
  upstreamConnections: number;
  /** The gateway's cache of each keeping service's public answers (public-answers.ts); a service without one: every read is proxied. */
  publicAnswers?: Partial<Record<ServiceName, GatewayPublicAnswers>>;
}

function payloadTooLarge(limit: number) {
  return Object.assign(new Error(`The request body is larger than ${limit} bytes.`), { statusCode: 413 });
}

/** Counts bytes as they stream to the service and stops the stream past the limit. */
function byteLimit(limit: number, onExceeded: () => void): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) {
        onExceeded();
        callback(payloadTooLarge(limit));
        return;
      }
      callback(null, chunk);
    },
  });
}

/**
 * Forwards /api/* by prefix to the owning service (ROUTES_TABLE), one @fastify/http-proxy per
 * service so each keeps one connection pool. Bodies are streamed, not parsed, so the gateway
 * enforces the size limit itself: @fastify/http-proxy would forward any size otherwise.
 * The console and member guards come from server-kit's authorisation plugin, which adds them to
 * every route under /api/console and /api/v1/me as the route is registered.
 */
export const proxyRoutes: FastifyPluginAsync<ProxyRoutesOptions> = async (app, options) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  // Only multipart uploads (editor images, member files) may be large.
  const limitFor = (request: FastifyRequest<RouteGenericInterface, RawServerBase>) =>
    MULTIPART.test(request.headers['content-type'] ?? '') ? options.uploadBodyLimitBytes : options.bodyLimitBytes;

  async function limitBody(request: FastifyRequest): Promise<void> {
    const limit = limitFor(request);
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge(limit);
    const body = request.body as Readable | undefined;
    // Chunked bodies declare no length: count them on the way through.
    if (body && typeof body.pipe === 'function') {
      request.body = body.pipe(byteLimit(limit, () => ((request as LimitedRequest)[kBodyTooLarge] = true)));
    }
  }

  function forwardedHeaders(request: FastifyRequest<RouteGenericInterface, RawServerBase>, headers: IncomingHttpHeaders): IncomingHttpHeaders {
    const forwarded: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!IDENTITY_HEADER.test(name) && !FORWARDING_HEADER.test(name)) forwarded[name] = value;
    }
    forwarded['x-request-id'] = request.id;
    forwarded['x-forwarded-for'] = request.ip;
    forwarded['x-forwarded-proto'] = request.protocol;
    forwarded['x-forwarded-host'] = request.host;
    return forwarded;
  }

  function unavailable(service: ServiceName) {
    return (reply: FastifyReply<RouteGenericInterface, RawServerBase>, { error }: { error: Error }) => {
      if ((reply.request as LimitedRequest)[kBodyTooLarge]) {
        const limit = limitFor(reply.request);
        // The rest of the body is still unread on the client's connection: close it rather than
        // leave it half-consumed (a keep-alive socket in that state would never go idle).
        return reply
          .code(413)
          .header('connection', 'close')
          .send({ statusCode: 413, error: 'Payload Too Large', message: payloadTooLarge(limit).message });
      }
      reply.request.log.warn({ err: error, service }, 'service unreachable');
      // Like every 503 of the services (server-kit errors.ts): say when to come back, so clients back off.
      return reply.code(503).header('retry-after', '5').send({
        statusCode: 503,
        error: 'Service Unavailable',
        message: `The ${service} service is unavailable. Please try again shortly.`,
      });
    };
  }

  for (const service of SERVICE_NAMES) {
    const prefixes = ROUTES_TABLE.filter((entry) => entry.service === service).map((entry) => entry.prefix);
    if (prefixes.length === 0) continue;
    const publicAnswers = options.publicAnswers?.[service];
    const proxyOptions: FastifyHttpProxyOptions = {
      upstream: options.services[service],
      routes: prefixes.flatMap((prefix) => [prefix, `${prefix}/*`]),
      // Supplying preValidation also stops @fastify/http-proxy adding its own pass-through
      // parsers, so the ones above (in this scope) stay in charge.
      preValidation: limitBody,
      undici: { headersTimeout: 30_000, bodyTimeout: 60_000, connections: options.upstreamConnections },
      replyOptions: {
        rewriteRequestHeaders: publicAnswers
          ? (request, headers) => publicAnswers.upstreamHeaders(request, forwardedHeaders(request, headers))
          : forwardedHeaders,
        ...(publicAnswers
          ? {
              rewriteHeaders: (headers: IncomingHttpHeaders) => publicAnswers.clientHeaders(headers),
              // reply-from's types call the upstream answer a server response; at run time it is
              // undici's { statusCode, headers, stream }, which is what onResponse reads.
              onResponse: (request, reply, response) => publicAnswers.onResponse(request, reply, response as unknown as UpstreamAnswer),
            }
          : {}),
        onError: unavailable(service),
        // The browser client already retries once after a failure; a gateway that retried too
        // would multiply the load on a struggling service.
        retryDelay: () => null,
      },
    };
    // One scope per service, so its kept answers' hooks run on its own routes only.
    await app.register(async (scope) => {
      if (publicAnswers) {
        // Last among each route's onRequest hooks, so after the guards and the API rate limit (which
        // attach themselves per route as well): a kept answer is counted and guarded like any other.
        scope.addHook('onRoute', (route) => {
          route.onRequest = [...(route.onRequest ? ([] as unknown[]).concat(route.onRequest) : []), publicAnswers.answerKept] as never;
        });
        scope.addHook('onSend', publicAnswers.invalidateAfterWrite);
      }
      await scope.register(httpProxy, proxyOptions);
    });
  }
};

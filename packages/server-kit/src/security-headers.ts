import Fastify from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { requestPathOf } from './request-input.ts';

// @fastify/helmet builds helmet's middleware again on every request (and re-reads the CSP
// directives each time): about 5 % of the gateway's CPU per answer. The platform's options are the
// same for every request, so the headers they make are worked out once, by helmet itself on a
// throw-away instance, and set from that constant: the same headers, for a fraction of the cost.

/** Headers every answer has anyway; everything else the probe answers with comes from helmet. */
const FRAME_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The headers helmet sets with these options. */
export async function securityHeadersOf(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  try {
    await probe.register(helmet, options);
    probe.get('/', async () => 'probe');
    const answer = await probe.inject({ url: '/' });
    return Object.fromEntries(
      Object.entries(answer.headers)
        .filter(([name]) => !FRAME_HEADERS.has(name))
        .map(([name, value]) => [name, String(value)]),
    );
  } finally {
    await probe.close();
  }
}

/**
 * Helmet's options for answers that are data, not documents (JSON, files): the headers OWASP's
 * REST Security Cheat Sheet names for an API. A CSP that allows nothing and no framing (a browser
 * that opens such an answer runs nothing of it), nosniff, HSTS and the resource policy stay; the
 * headers that only mean something for a document a browser renders (opener policy, origin
 * cluster, DNS prefetch, the legacy IE, Flash and XSS-auditor switches, the referrer policy of
 * links on the page) are left out: every API answer is several hundred bytes lighter.
 */
export const API_SECURITY_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  frameguard: { action: 'deny' },
  crossOriginResourcePolicy: { policy: 'same-site' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

export type SecurityHeadersOptions = FastifyHelmetOptions & {
  /** Answers under this path prefix are data: they get API_SECURITY_HEADERS instead (the gateway's `/api/`). */
  apiPrefix?: string;
};

/** helmet's headers on every answer (errors and 404s included), as @fastify/helmet would set them. */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, { apiPrefix, ...options }) => {
    const headers = await securityHeadersOf(options);
    const apiHeaders = apiPrefix ? await securityHeadersOf(API_SECURITY_HEADERS) : headers;
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(apiPrefix && requestPathOf(request.url).startsWith(apiPrefix) ? apiHeaders : headers);
      done();
    });
  },
  { name: 'security-headers' },
);

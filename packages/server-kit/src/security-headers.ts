import Fastify from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

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

/** helmet's headers on every answer (errors and 404s included), as @fastify/helmet would set them. */
export const securityHeaders = fp<FastifyHelmetOptions>(
  async (app, options) => {
    const headers = await securityHeadersOf(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

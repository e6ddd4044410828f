import Fastify from 'fastify';
import type { Test } from 'tap';
import { baseUrlOf } from './ports.ts';

export interface EchoedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  bodyBytes: number;
}

/**
 * A stand-in service: answers every request with what it received (method, url, headers and
 * the body's size), counting body bytes as they stream in rather than buffering them.
 */
export async function startEchoUpstream(t: Test) {
  const received: EchoedRequest[] = [];
  const app = Fastify({ bodyLimit: 100 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => {
    let bytes = 0;
    payload.on('data', (chunk: Buffer) => (bytes += chunk.length));
    payload.on('end', () => done(null, bytes));
    payload.on('error', (error) => done(error));
  });
  app.all('/*', async (request) => {
    const echoed: EchoedRequest = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      bodyBytes: typeof request.body === 'number' ? request.body : 0,
    };
    received.push(echoed);
    return echoed;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(() => app.close());
  return { url: baseUrlOf(app.server.address()), received };
}

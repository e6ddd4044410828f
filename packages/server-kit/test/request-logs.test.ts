// Structured logs: every line a request writes in a service is JSON carrying the request id the
// gateway forwarded (x-request-id), so one request is followed across processes; secrets never
// appear in them.
import { Writable } from 'node:stream';
import t from 'tap';
import { createServiceApp, loggerOptions, REQUEST_ID_HEADER } from '../src/index.ts';
import { testSigningKeys, TEST_INTERNAL_TOKEN } from '../src/testing.ts';

t.test('a service logs each request as JSON under the forwarded request id, without secrets', async (t) => {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = await createServiceApp({
    service: 'content',
    migrations: [],
    database: { client: 'sqlite', filename: ':memory:' },
    jwtPublicKey: testSigningKeys().publicKey,
    internalToken: TEST_INTERNAL_TOKEN,
    logger: { ...(loggerOptions('info') as object), stream },
  });
  app.get('/api/v1/broken', async () => {
    throw new Error('a bug');
  });
  t.teardown(() => app.close());

  const answer = await app.inject({ url: '/api/v1/broken', headers: { [REQUEST_ID_HEADER]: 'trace-from-gateway-1', authorization: 'Bearer secret.token.value', 'x-internal-token': 'internal-secret' } });
  t.equal(answer.statusCode, 500);
  t.equal(answer.headers[REQUEST_ID_HEADER], 'trace-from-gateway-1', 'the answer names the id');
  const ofRequest = lines.filter((line) => line.reqId === 'trace-from-gateway-1');
  t.ok(ofRequest.some((line) => line.msg === 'incoming request'), 'the request arriving');
  t.ok(ofRequest.some((line) => line.msg === 'request failed' && (line.err as { message?: string })?.message === 'a bug' && line.level === 50), 'the failure, as an error with its cause');
  t.ok(ofRequest.some((line) => line.msg === 'request completed' && (line.res as { statusCode?: number })?.statusCode === 500 && typeof line.responseTime === 'number'), 'the answer, with its status and time');
  const text = JSON.stringify(lines);
  t.notMatch(text, /secret\.token\.value/, 'no access token in the logs');
  t.notMatch(text, /internal-secret/, 'no internal token in the logs');
});

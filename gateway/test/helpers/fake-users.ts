import Fastify from 'fastify';
import type { Test } from 'tap';
import { INTERNAL_PATHS } from '@centre/contracts';
import { baseUrlOf } from './ports.ts';

/**
 * A users service that misbehaves on purpose, for the failures the real one cannot be made to
 * produce: a 500 on both internal routes, or a 200 whose body is not a principal.
 */
export async function startBrokenUsersService(t: Test, failure: 'error' | 'malformed') {
  const app = Fastify();
  const answer = async (_request: unknown, reply: { code(n: number): { send(body: unknown): unknown } }) =>
    failure === 'error' ? reply.code(500).send({ statusCode: 500 }) : reply.code(200).send({ principal: { _id: 42 } });
  app.post(INTERNAL_PATHS.verifyCredentials, answer);
  app.get(INTERNAL_PATHS.principal(':id'), answer);
  await app.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(() => app.close());
  return { url: baseUrlOf(app.server.address()) };
}

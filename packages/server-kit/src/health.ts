import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';

/** /healthz: the process is alive. /readyz: it can also reach its database. */
export function registerHealthRoutes(app: FastifyInstance, service: string, db: Knex | null): void {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok', service }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    if (!db) return { status: 'ok', service };
    try {
      await db.raw('select 1');
      return { status: 'ok', service };
    } catch {
      return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: 'Database unreachable' });
    }
  });
}

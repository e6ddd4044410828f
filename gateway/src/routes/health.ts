import type { FastifyPluginAsync } from 'fastify';
import type { Knex, ServiceName } from '@centre/server-kit';

const SERVICE_CHECK_TIMEOUT_MS = 1000;

export interface HealthRoutesOptions {
  db: Knex;
  services: Record<ServiceName, string>;
}

/**
 * /healthz: the process answers. /readyz: it can reach its own database. Each service's health
 * is reported beside, but does not decide the gateway's readiness: a down service fails only its
 * own routes, and taking the whole gateway out of a load balancer for it would fail all of them.
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, options) => {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok', service: 'gateway' }));

  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const entries = Object.entries(options.services) as Array<[ServiceName, string]>;
    const [database, ...serviceStates] = await Promise.all([
      options.db.raw('select 1').then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      ...entries.map(([, url]) =>
        fetch(`${url}/healthz`, { signal: AbortSignal.timeout(SERVICE_CHECK_TIMEOUT_MS) }).then(
          async (response) => {
            await response.body?.cancel();
            return response.ok ? ('up' as const) : ('down' as const);
          },
          () => 'down' as const,
        ),
      ),
    ]);
    const services = Object.fromEntries(entries.map(([name], index) => [name, serviceStates[index]]));
    if (database === 'down') {
      return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: 'Database unreachable', services });
    }
    return { status: 'ok', service: 'gateway', database, services };
  });
};

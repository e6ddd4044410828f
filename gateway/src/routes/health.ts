import type { FastifyPluginAsync } from 'fastify';
import { isInternalCaller, isOverloaded, type Knex, type ServiceName } from '@centre/server-kit';

const SERVICE_CHECK_TIMEOUT_MS = 1000;

export interface HealthRoutesOptions {
  db: Knex;
  services: Record<ServiceName, string>;
}

/**
 * /healthz: the process answers. /readyz: it can reach its own database and is not overloaded.
 * Each service's health is reported beside, but does not decide the gateway's readiness: a down
 * service fails only its own routes, and taking the whole gateway out of a load balancer for it
 * would fail all of them. Which services and databases are up is told only to internal callers
 * (the internal token): to the public it is a map of the inside, so it gets the status alone.
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, options) => {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok', service: 'gateway' }));

  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    const internal = await isInternalCaller(app, request, reply);
    const database = await options.db.raw('select 1').then(
      () => 'up' as const,
      () => 'down' as const,
    );
    const overloaded = isOverloaded(app);
    const status = database === 'down' ? 'unavailable' : overloaded ? 'overloaded' : 'ok';
    reply.code(status === 'ok' ? 200 : 503);
    if (status !== 'ok') reply.header('retry-after', '10');
    if (!internal) return { status };
    const entries = Object.entries(options.services) as Array<[ServiceName, string]>;
    const serviceStates = await Promise.all(
      entries.map(([, url]) =>
        fetch(`${url}/healthz`, { signal: AbortSignal.timeout(SERVICE_CHECK_TIMEOUT_MS) }).then(
          async (response) => {
            await response.body?.cancel();
            return response.ok ? ('up' as const) : ('down' as const);
          },
          () => 'down' as const,
        ),
      ),
    );
    const services = Object.fromEntries(entries.map(([name], index) => [name, serviceStates[index]]));
    return { status, service: 'gateway', database, overloaded, services };
  });
};

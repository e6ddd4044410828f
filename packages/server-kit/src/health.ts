import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';

/**
 * Whether the caller proved it is one of the platform's own processes (the internal token). The
 * check is the one /internal/* routes use, so it follows whatever those accept.
 */
export async function isInternalCaller(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  try {
    await app.requireInternal.call(app, request, reply);
    return true;
  } catch {
    return false;
  }
}

/** True while requests are turned away for overload (overload.ts). */
export function isOverloaded(app: FastifyInstance): boolean {
  return typeof app.isOverloaded === 'function' && app.isOverloaded();
}

/**
 * /healthz: the process is alive. /readyz: it can also reach its database and is not overloaded.
 * Which parts are up is told only to internal callers: to anyone else it is a map of the inside.
 */
export function registerHealthRoutes(app: FastifyInstance, service: string, db: Knex | null): void {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok', service }));
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    const database = db ? await db.raw('select 1').then(() => 'up' as const, () => 'down' as const) : null;
    const overloaded = isOverloaded(app);
    const status = database === 'down' ? 'unavailable' : overloaded ? 'overloaded' : 'ok';
    reply.code(status === 'ok' ? 200 : 503);
    if (status !== 'ok') reply.header('retry-after', '10');
    if (!(await isInternalCaller(app, request, reply))) return { status };
    return { status, service, ...(database ? { database } : {}), overloaded };
  });
}

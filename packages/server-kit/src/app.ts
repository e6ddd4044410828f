import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import sensible from '@fastify/sensible';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Knex } from 'knex';
import { auditConsoleWrites, auditRecorderOver, type AuditRecorder } from './audit.ts';
import { authorisation } from './authorisation.ts';
import type { DatabaseConfig } from './config.ts';
import { connectDatabase } from './database.ts';
import { runMigrations, type Migration } from './migrations.ts';
import { installErrorHandlers } from './errors.ts';
import { registerHealthRoutes } from './health.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Knex;
    /** Every route this service serves, so tests can check each one's guard without a hand-kept list. */
    routeTable: Array<{ method: string; url: string }>;
  }
}

export const REQUEST_ID_HEADER = 'x-request-id';

/** What the launcher, server.ts and tests hand every service's buildApp(). */
export interface ServiceOptions {
  database: DatabaseConfig;
  jwtPublicKey: string;
  internalToken: string;
  logger?: FastifyServerOptions['logger'];
  /** The admin service, where console writes are reported; unset: not reported (tests). */
  adminUrl?: string;
}

export interface BaseAppOptions extends ServiceOptions {
  service: string;
  migrations: readonly Migration[];
  /** Largest accepted request body, in bytes. */
  bodyLimit?: number;
  /** Records console writes itself instead of calling the admin service (the admin service). */
  recordAudit?: AuditRecorder;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-internal-token"]'],
  };
}

/**
 * The common frame of every service: its own database, migrated to the latest version, request ids from the gateway, security headers, the one
 * error shape, token verification by URL, health routes, and the database closed on shutdown.
 * The service then registers its own routes on the returned instance.
 */
function createFastify(options: Pick<BaseAppOptions, 'logger' | 'bodyLimit'>) {
  return Fastify({
    logger: options.logger ?? false,
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: '127.0.0.1',
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { coerceTypes: true, removeAdditional: true, useDefaults: true, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
}

export type ServiceApp = ReturnType<typeof createFastify>;

export async function createServiceApp(options: BaseAppOptions): Promise<ServiceApp> {
  const db = await connectDatabase(options.database);
  try {
    await runMigrations(db, options.migrations);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const app = createFastify(options);
  app.decorate('db', db);
  const routeTable: Array<{ method: string; url: string }> = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of ([] as string[]).concat(route.method)) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
    }
  });
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  await app.register(sensible);
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'same-site' } });
  await app.register(authorisation, { jwtPublicKey: options.jwtPublicKey, internalToken: options.internalToken });
  installErrorHandlers(app);
  registerHealthRoutes(app, options.service, db);
  const recordAudit = options.recordAudit ?? (options.adminUrl ? auditRecorderOver(options.adminUrl, options.internalToken) : null);
  if (recordAudit) auditConsoleWrites(app, options.service, recordAudit);
  return app;
}

import { createServiceApp, type AuditRecorder, type ServiceOptions } from '@centre/server-kit';
import { migrations } from './migrations/index.ts';
import { createAuditRepository, type AuditRepository } from './repositories/audit-entries.ts';
import { consoleAuditRoutes, internalAuditRoutes } from './routes/audit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditRepository;
  }
}

/** What belongs to staff alone: the audit log now; dashboard, outbox and password change follow. */
export async function buildApp(options: ServiceOptions) {
  // The admin service records its own console writes directly, once its repository exists.
  let audit: AuditRepository | undefined;
  const recordAudit: AuditRecorder = async (entry) => {
    await audit?.record(entry);
  };
  const app = await createServiceApp({ ...options, service: 'admin', migrations, recordAudit });
  audit = createAuditRepository(app.db);
  app.decorate('audit', audit);
  await app.register(internalAuditRoutes);
  await app.register(consoleAuditRoutes);
  return app;
}

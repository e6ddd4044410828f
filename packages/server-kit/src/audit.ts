import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INTERNAL_AUDIT_PATH, type AuditEntryInput } from '@centre/contracts';
import { internalClient } from './internal-client.ts';

export type AuditRecorder = (entry: AuditEntryInput) => Promise<void>;

const ACTIONS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** Sends entries to the admin service's internal audit route. */
export function auditRecorderOver(adminUrl: string, internalToken: string): AuditRecorder {
  const admin = internalClient({ service: 'admin', baseUrl: adminUrl, internalToken });
  return async (entry) => {
    const { status } = await admin.request('POST', INTERNAL_AUDIT_PATH, { body: entry });
    if (status >= 300) throw new Error(`audit service answered ${status}`);
  };
}

function entryFor(service: string, request: FastifyRequest): AuditEntryInput {
  return {
    actorId: request.user.sub,
    actorName: request.user.name,
    service,
    action: ACTIONS[request.method] ?? request.method.toLowerCase(),
    resource: request.url.split('?')[0]!.slice(0, 200),
    requestId: String(request.id).slice(0, 64),
  };
}

/**
 * Every successful console write is reported to the audit log, from one hook rather than from
 * each route, so no write can forget it. Reporting happens after the answer is sent; a failure
 * is logged with the whole entry so nothing is silently lost (a durable outbox is the next step
 * if staff need guaranteed delivery).
 */
export function auditConsoleWrites(app: FastifyInstance, service: string, record: AuditRecorder): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!(request.method in ACTIONS) || reply.statusCode >= 400) return;
    if (!request.url.startsWith('/api/console/') || !request.user) return;
    const entry = entryFor(service, request);
    try {
      await record(entry);
    } catch (error) {
      request.log.error({ err: error, audit: entry }, 'could not record a console write in the audit log');
    }
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INTERNAL_AUDIT_PATH, type AuditEntryInput, type AuditSnapshot } from '@centre/contracts';
import { routeOf } from './authorisation.ts';
import { internalClient } from './internal-client.ts';
import { requestPathOf } from './request-input.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The record before and after this console write, set by the route (noteChange) for the audit log. */
    auditChange?: { before: AuditSnapshot | null; after: AuditSnapshot | null };
  }
}

/** Text longer than this is kept shortened in the audit log: a diff needs to show that it changed, not keep a second copy. */
export const AUDIT_TEXT_MAX_LENGTH = 2_000;

/** `홍길동` → `홍*동`, `01012345678` → `010****5678`, `maker@example.org` → `ma***@example.org`. */
export function maskPersonal(value: string): string {
  if (value === '') return value;
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`;
  if (/^[0-9]{7,}$/.test(value)) return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
  if (value.length <= 2) return `${value.slice(0, 1)}*`;
  return `${value.slice(0, 1)}${'*'.repeat(value.length - 2)}${value.slice(-1)}`;
}

/** What the audit log keeps of a value: personal fields masked, long text shortened, nesting kept. */
function snapshotValue(value: unknown, personal: ReadonlySet<string>, key: string | null, depth: number): unknown {
  if (typeof value === 'string') {
    if (key !== null && personal.has(key)) return maskPersonal(value);
    return value.length > AUDIT_TEXT_MAX_LENGTH ? `${value.slice(0, AUDIT_TEXT_MAX_LENGTH)}… (${value.length})` : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 4) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => snapshotValue(item, personal, key, depth + 1));
  return Object.fromEntries(Object.entries(value).slice(0, 100).map(([name, inner]) => [name, snapshotValue(inner, personal, personal.has(key ?? '') ? key : name, depth + 1)]));
}

/** A record as the audit log keeps it; `personal` names the fields to mask (at any depth). */
export function auditSnapshot(record: object | null | undefined, personal: readonly string[] = []): AuditSnapshot | null {
  if (!record) return null;
  return snapshotValue(record, new Set(personal), null, 0) as AuditSnapshot;
}

/**
 * Tells the audit hook what this write changed. Routes call it with the record as read before the
 * write and as answered after it; secrets never belong in either (pass answers, not rows).
 */
export function noteChange(request: FastifyRequest, before: object | null | undefined, after: object | null | undefined, personal: readonly string[] = []): void {
  request.auditChange = { before: auditSnapshot(before, personal), after: auditSnapshot(after, personal) };
}

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
    resource: requestPathOf(request.url).slice(0, 200),
    requestId: String(request.id).slice(0, 64),
    ...(request.auditChange ?? {}),
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
    // By the route that ran: a console write is recorded however its path was written.
    if (!routeOf(request).startsWith('/api/console/') || !request.user) return;
    const entry = entryFor(service, request);
    try {
      await record(entry);
    } catch (error) {
      request.log.error({ err: error, audit: entry }, 'could not record a console write in the audit log');
    }
  });
}

import { Type, type Static } from 'typebox';
import { Id, ListQuery, ListSummary, Timestamp } from './common.ts';

/** A record as the audit log keeps it: a JSON object (see the services' noteChange()). */
export const AuditSnapshot = Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), { maxProperties: 200, additionalProperties: false });
export type AuditSnapshot = Static<typeof AuditSnapshot>;

/** One staff write, recorded by the service that performed it. */
export const AuditEntryInput = Type.Object({
  actorId: Type.String({ maxLength: 36 }),
  actorName: Type.String({ maxLength: 100 }),
  service: Type.String({ maxLength: 30 }),
  action: Type.String({ maxLength: 20 }),
  resource: Type.String({ maxLength: 200 }),
  requestId: Type.String({ maxLength: 64 }),
  /**
   * The record before and after a content or member edit (null: it did not exist / no longer
   * does). Personal data is masked and long text shortened by the service before it is sent.
   */
  before: Type.Optional(Type.Union([AuditSnapshot, Type.Null()])),
  after: Type.Optional(Type.Union([AuditSnapshot, Type.Null()])),
}, { additionalProperties: false });
export type AuditEntryInput = Static<typeof AuditEntryInput>;

// Composed rather than intersected: an Intersect of closed objects would refuse every entry.
export const AuditEntry = Type.Object({ _id: Id, createdAt: Timestamp, ...AuditEntryInput.properties }, { additionalProperties: false });
export type AuditEntry = Static<typeof AuditEntry>;

/** Seoul calendar day, YYYY-MM-DD. */
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 });

/**
 * GET /api/console/audit: `keyword` matches who, what and where at once; the others narrow:
 * `actor` (staff name or id), `action` (create/update/delete…), `service`, `resource` (a path or
 * a record's id), `from`/`until` (Seoul days, inclusive), `changed=true` (entries with a before/after).
 */
export const AuditListQuery = Type.Object({
  ...ListQuery.properties,
  actor: Type.Optional(Type.String({ maxLength: 100 })),
  action: Type.Optional(Type.String({ maxLength: 20 })),
  service: Type.Optional(Type.String({ maxLength: 30 })),
  resource: Type.Optional(Type.String({ maxLength: 200 })),
  from: Type.Optional(Day),
  until: Type.Optional(Day),
  changed: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
}, { additionalProperties: false });
export type AuditListQuery = Static<typeof AuditListQuery>;
export const AuditList = Type.Object({ entries: Type.Array(AuditEntry), summary: ListSummary });
export type AuditList = Static<typeof AuditList>;

export const INTERNAL_AUDIT_PATH = '/internal/audit';

/** The console's audit log (admin service). */
export const CONSOLE_AUDIT_PATH = '/api/console/audit';

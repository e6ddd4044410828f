import { Type, type Static } from 'typebox';
import { Id, ListQuery, ListSummary, Timestamp } from './common.ts';

/** One staff write, recorded by the service that performed it. */
export const AuditEntryInput = Type.Object({
  actorId: Type.String({ maxLength: 36 }),
  actorName: Type.String({ maxLength: 100 }),
  service: Type.String({ maxLength: 30 }),
  action: Type.String({ maxLength: 20 }),
  resource: Type.String({ maxLength: 200 }),
  requestId: Type.String({ maxLength: 64 }),
}, { additionalProperties: false });
export type AuditEntryInput = Static<typeof AuditEntryInput>;

// Composed rather than intersected: an Intersect of closed objects would refuse every entry.
export const AuditEntry = Type.Object({ _id: Id, createdAt: Timestamp, ...AuditEntryInput.properties }, { additionalProperties: false });
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditListQuery = ListQuery;
export const AuditList = Type.Object({ entries: Type.Array(AuditEntry), summary: ListSummary });
export type AuditList = Static<typeof AuditList>;

export const INTERNAL_AUDIT_PATH = '/internal/audit';

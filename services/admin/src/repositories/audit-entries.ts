import type { AuditEntry, AuditEntryInput } from '@centre/contracts';
import { newId, now, pageOfRows, whereContains, type Knex, type Page } from '@centre/server-kit';

interface Row {
  id: string;
  actor_id: string;
  actor_name: string;
  service: string;
  action: string;
  resource: string;
  request_id: string;
  created_at: string;
}

function fromRow(row: Row): AuditEntry {
  return {
    _id: row.id,
    actorId: row.actor_id,
    actorName: row.actor_name,
    service: row.service,
    action: row.action,
    resource: row.resource,
    requestId: row.request_id,
    createdAt: row.created_at,
  };
}

/** The audit log is append-only: there is no update or delete here on purpose. */
export function createAuditRepository(db: Knex) {
  return {
    async record(entry: AuditEntryInput): Promise<AuditEntry> {
      const row: Row = {
        id: newId(),
        actor_id: entry.actorId,
        actor_name: entry.actorName,
        service: entry.service,
        action: entry.action,
        resource: entry.resource,
        request_id: entry.requestId,
        created_at: now(),
      };
      await db('audit_entries').insert(row);
      return fromRow(row);
    },

    async paginate(filter: { keyword?: string | undefined }, page: Page): Promise<{ entries: AuditEntry[]; total: number }> {
      const query = db<Row>('audit_entries');
      if (filter.keyword) whereContains(query, ['actor_name', 'resource', 'service'], filter.keyword);
      const { rows, total } = await pageOfRows<Row>(query, page, [{ column: 'created_at', order: 'desc' }]);
      return { entries: rows.map(fromRow), total };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

import type { AuditEntry, AuditEntryInput, AuditListQuery, AuditSnapshot } from '@centre/contracts';
import { newId, now, pageOfRows, whereContains, type Knex, type Page } from '@centre/server-kit';
import { seoulDayEndUtc, seoulDayStartUtc } from '@centre/contracts';

interface Row {
  id: string;
  actor_id: string;
  actor_name: string;
  service: string;
  action: string;
  resource: string;
  request_id: string;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

function snapshotOf(json: string | null): AuditSnapshot | null {
  return json === null ? null : (JSON.parse(json) as AuditSnapshot);
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
    before: snapshotOf(row.before_json),
    after: snapshotOf(row.after_json),
    createdAt: row.created_at,
  };
}

export type AuditFilter = Omit<AuditListQuery, 'limit' | 'offset'>;

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
        before_json: entry.before ? JSON.stringify(entry.before) : null,
        after_json: entry.after ? JSON.stringify(entry.after) : null,
        created_at: now(),
      };
      await db('audit_entries').insert(row);
      return fromRow(row);
    },

    async paginate(filter: AuditFilter, page: Page): Promise<{ entries: AuditEntry[]; total: number }> {
      const query = db<Row>('audit_entries');
      if (filter.keyword) whereContains(query, ['actor_name', 'resource', 'service'], filter.keyword);
      if (filter.actor) whereContains(query, ['actor_name', 'actor_id'], filter.actor);
      if (filter.action) query.where('action', filter.action);
      if (filter.service) query.where('service', filter.service);
      if (filter.resource) whereContains(query, ['resource'], filter.resource);
      if (filter.from) query.where('created_at', '>=', seoulDayStartUtc(filter.from));
      if (filter.until) query.where('created_at', '<', seoulDayEndUtc(filter.until));
      if (filter.changed === 'true') query.where((inner) => inner.whereNotNull('before_json').orWhereNotNull('after_json'));
      if (filter.changed === 'false') query.whereNull('before_json').whereNull('after_json');
      const { rows, total } = await pageOfRows<Row>(query, page, [{ column: 'created_at', order: 'desc' }]);
      return { entries: rows.map(fromRow), total };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

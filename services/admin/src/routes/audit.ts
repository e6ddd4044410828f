import { AuditEntry, AuditEntryInput, AuditList, AuditListQuery, INTERNAL_AUDIT_PATH } from '@centre/contracts';
import { pageFrom, summaryOf, type FastifyPluginAsyncTypebox } from '@centre/server-kit';

/** Services report each console write here (internal token required by server-kit). */
export const internalAuditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(INTERNAL_AUDIT_PATH, { schema: { body: AuditEntryInput, response: { 201: AuditEntry } } }, async (request, reply) => {
    return reply.code(201).send(await app.audit.record(request.body));
  });
};

/** Staff read the audit log (console scope required by server-kit). */
export const consoleAuditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/console/audit', { schema: { querystring: AuditListQuery, response: { 200: AuditList } } }, async (request) => {
    const page = pageFrom(request.query);
    const { limit: _limit, offset: _offset, ...filter } = request.query;
    const { entries, total } = await app.audit.paginate(filter, page);
    return { entries, summary: summaryOf(total, page) };
  });
};

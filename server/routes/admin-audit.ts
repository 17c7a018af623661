import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { AuditCsv, AuditQuery, AuditTrail, AuditVerification, AuditVerifyQuery } from '../../contract/audit.js';
import type { RouteDeps } from '../deps.js';
import { badRequest } from '../errors.js';
import { auditEntriesCsv, listAuditEntries, parseRecordedHead, verifyAuditChain } from '../services/operators/audit.js';

/** A page of the trail as JSON, or every entry matching the filters as CSV. */
const TrailAnswer = {
  content: { 'application/json': { schema: AuditTrail }, 'text/csv': { schema: AuditCsv } },
} as const;

/** The audit trail, read-only: no route edits or deletes it. */
export async function adminAuditRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get('/admin/audit', { schema: { querystring: AuditQuery, response: { 200: TrailAnswer } } }, async (request, reply) => {
    const { format, ...query } = request.query;
    if (format === undefined || format === '' || format === 'json') return listAuditEntries(store.db, query);
    if (format !== 'csv') throw badRequest('FORMAT_INVALID', undefined, { path: 'format' });
    const csv = await auditEntriesCsv(store.db, query);
    const day = clock.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
      .send(csv);
  });

  // `head`: an `id:hash` the operator recorded (the log's "audit chain head", /metrics), to find the newest entries deleted.
  app.get('/admin/audit/verify', { schema: { querystring: AuditVerifyQuery, response: { 200: AuditVerification } } }, async (request) => {
    const { head } = request.query;
    if (head === undefined || head === '') return verifyAuditChain(store);
    const recorded = parseRecordedHead(head);
    if (!recorded) {
      throw badRequest('AUDIT_HEAD_INVALID', undefined, { path: 'head' });
    }
    return verifyAuditChain(store, recorded);
  });
}

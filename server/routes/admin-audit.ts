import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { badRequest } from '../errors.js';
import { auditEntriesCsv, listAuditEntries, verifyAuditChain } from '../services/operators/audit.js';

const Filter = Type.Optional(Type.String({ maxLength: 100 }));
const AuditQuery = Type.Object({
  actor: Filter,
  action: Filter,
  targetKind: Filter,
  targetId: Filter,
  from: Filter,
  to: Filter,
  page: Filter,
  limit: Filter,
  format: Filter,
});

/** The audit trail, read-only: no route edits or deletes it. Registered inside adminOperationsRoutes. */
export async function adminAuditRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/admin/audit', { schema: { querystring: AuditQuery } }, async (request, reply) => {
    const { format, ...query } = request.query;
    if (format === undefined || format === '' || format === 'json') return listAuditEntries(store.db, query);
    if (format !== 'csv') throw badRequest('format must be json or csv', [{ msg: 'format must be json or csv', path: 'format' }]);
    const csv = await auditEntriesCsv(store.db, query);
    const day = clock.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
      .send(csv);
  });

  app.get('/admin/audit/verify', async () => verifyAuditChain(store.db));
}

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../contract/common.js';
import {
  Reconciliation,
  ReconciliationApproveBody,
  ReconciliationApproved,
  ReconciliationSettings,
  STATEMENT_LIMITS,
  StatementDetail,
  StatementImported,
  StatementList,
} from '../../contract/reconciliation.js';
import type { RouteDeps } from '../deps.js';
import { badRequest, fieldProblem, refusal } from '../errors.js';
import {
  approveMatchedCredits,
  readReconciliationSettings,
  reconciliation,
  saveReconciliationSettings,
} from '../services/money/reconciliation.js';
import { importStatement, listStatements, STATEMENT_IMPORTED, statementDetail } from '../services/money/statements.js';
import { pathId } from './admin-params.js';
import { auditActor } from './audit-actor.js';
import { findNulCharacter } from './text-input.js';
import type { ContractTypeProvider } from './type-provider.js';

/**
 * Bank statements and the cashier's reconciliation of them with fund requests. A plugin of its own: its multipart
 * parser (one CSV file of at most 5 MB, a `bank` and a `mapping` field) is for the import alone.
 */
export async function adminStatementRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock, services } = deps;
  await api.register(multipart, {
    limits: { fileSize: STATEMENT_LIMITS.bytes, files: 1, fields: 10, parts: 12, fieldSize: 10_000 },
  });
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get('/admin/statements', { schema: { response: { 200: StatementList } } }, async () => listStatements(store.db));

  app.get('/admin/statements/:id', { schema: { params: IdParams, response: { 200: StatementDetail } } }, async (request) =>
    statementDetail(store.db, pathId(request.params.id, 'Statement')),
  );

  // The body is multipart, read below: the schema describes the answer only.
  app.post('/admin/statements', { schema: { response: { 201: StatementImported } } }, async (request, reply) => {
    if (!request.isMultipart()) {
      throw badRequest('STATEMENT_NOT_MULTIPART', undefined, {
        errors: [fieldProblem('STATEMENT_FILE_REQUIRED', undefined, 'file')],
      });
    }
    const fields: Record<string, string> = {};
    let file: { name: string; data: Buffer } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          file = { name: part.filename, data: await part.toBuffer() };
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if (error instanceof api.multipartErrors.RequestFileTooLargeError) {
        throw refusal(413, 'STATEMENT_TOO_LARGE', undefined, {
          errors: [fieldProblem('STATEMENT_TOO_LARGE', undefined, 'file')],
        });
      }
      if (error instanceof api.multipartErrors.FilesLimitError) throw badRequest('STATEMENT_ONE_FILE', undefined, { path: 'file' });
      throw badRequest('STATEMENT_UPLOAD_UNREADABLE', undefined, { path: 'file' });
    }
    if (!file) throw badRequest('STATEMENT_FILE_REQUIRED', undefined, { path: 'file' });
    const bank = fields.bank ?? '';
    const mapping = fields.mapping ?? '';
    // Multipart fields bypass the JSON check of every route (text-input.ts).
    for (const [name, value] of [['bank', bank], ['mapping', mapping], ['file', file.name]] as const) {
      if (findNulCharacter(value) !== undefined) throw badRequest('NUL_REFUSED', undefined, { path: name });
    }
    const statement = await importStatement(
      store,
      clock,
      { bank, mapping, fileName: file.name, data: file.data },
      auditActor(request),
    );
    return reply.status(201).send({ message: STATEMENT_IMPORTED, statement });
  });

  app.get('/admin/reconciliation', { schema: { response: { 200: Reconciliation } } }, async () =>
    reconciliation(store.db, clock),
  );

  app.get('/admin/reconciliation/settings', { schema: { response: { 200: ReconciliationSettings } } }, async () =>
    readReconciliationSettings(store.db),
  );

  app.put(
    '/admin/reconciliation/settings',
    { schema: { body: ReconciliationSettings, response: { 200: ReconciliationSettings } } },
    async (request) => saveReconciliationSettings(store, clock, request.body, auditActor(request)),
  );

  app.post(
    '/admin/reconciliation/approve',
    { schema: { body: ReconciliationApproveBody, response: { 200: ReconciliationApproved } } },
    async (request) => {
      const answer = await approveMatchedCredits(store, clock, request.body.creditIds, auditActor(request));
      // Each approved now (not before): judged for the deposit alerts once committed, as a single approval is.
      for (const { request: approved } of answer.approved) {
        services.riskWatch.notice({ kind: 'deposited', fundRequestId: Number(approved._id) });
      }
      return answer;
    },
  );
}

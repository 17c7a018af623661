/**
 * The console's calls for deposits reconciled with the bank statement: importing a statement, the four lists, the
 * bulk approval of matches, a request approved for the amount actually received, and the stale-after setting.
 */

import { apiRequest } from '../../src/api/client';
import type { FundDecision } from '../../contract/funds';
import type {
  Reconciliation,
  ReconciliationApproved,
  ReconciliationSettings,
  StatementDetail,
  StatementImported,
  StatementList,
  StatementMapping,
} from '../../contract/reconciliation';
import { postFile } from './api';

export type {
  CreditState,
  Reconciliation,
  ReconciliationApproved,
  Statement,
  StatementBank,
  StatementCredit,
  StatementDetail,
  StatementMapping,
} from '../../contract/reconciliation';
export type { StatementRow } from '../../contract/funds';

/** The largest statement file the server takes (its STATEMENT_LIMITS): a larger one is refused before sending. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * POST /admin/statements as multipart: the bank's name and the mapping come before the file, so that the server
 * knows how to read the file when it reaches it.
 */
export async function importStatement(bank: string, mapping: StatementMapping, file: File): Promise<StatementImported> {
  const form = new FormData();
  form.set('bank', bank);
  form.set('mapping', JSON.stringify(mapping));
  form.set('file', file, file.name);
  return postFile<StatementImported>('/admin/statements', form);
}

/** The latest statements, newest first, and each bank's remembered mapping. */
export const fetchStatements = () => apiRequest<StatementList>('GET', '/admin/statements');

export const fetchStatement = (statementId: string) =>
  apiRequest<StatementDetail>('GET', `/admin/statements/${encodeURIComponent(statementId)}`);

export const fetchReconciliation = () => apiRequest<Reconciliation>('GET', '/admin/reconciliation');

export const saveReconciliationSettings = (settings: ReconciliationSettings) =>
  apiRequest<ReconciliationSettings & { message?: string }>('PUT', '/admin/reconciliation/settings', {
    body: settings,
  });

/** Approves the matched credits, each on its own; those no longer matched come back skipped with the reason. */
export const approveMatches = (creditIds: readonly string[]) =>
  apiRequest<ReconciliationApproved>('POST', '/admin/reconciliation/approve', { body: { creditIds } });

/** Approves a fund request for the whole rupees actually received (they become the request's amount). */
export const approveReceived = (requestId: string, amount: number) =>
  apiRequest<FundDecision>('POST', `/admin/fund-requests/${encodeURIComponent(requestId)}/approve`, {
    body: { amount },
  });

/** Rejects a fund request; the reason is what the player reads. */
export const rejectWithReason = (requestId: string, reason: string) =>
  apiRequest<FundDecision>('POST', `/admin/fund-requests/${encodeURIComponent(requestId)}/reject`, {
    body: { remarks: reason },
  });

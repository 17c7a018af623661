import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { LedgerCheck, Overview } from '../../contract/overview.js';
import type { RouteDeps } from '../deps.js';
import { checkLedger } from '../ledger/ledger.js';
import { adminOverview } from '../services/operators/admin-overview.js';

/** Registered inside adminOperationsRoutes (its hook checks the admin role). */
export async function adminOverviewRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get('/admin/overview', { schema: { response: { 200: Overview } } }, async () => adminOverview(store.db, clock));

  app.get('/admin/ledger/check', { schema: { response: { 200: LedgerCheck } } }, async (): Promise<LedgerCheck> => {
    const check = await checkLedger(store.db);
    const ids = check.mismatches.map((mismatch) => mismatch.userId);
    const names = ids.length
      ? await store.db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute()
      : [];
    const nameOf = new Map(names.map((row) => [Number(row.id), row.name]));
    return {
      ok: check.ok,
      users: check.users,
      mismatches: check.mismatches.map((mismatch) => ({
        userId: String(mismatch.userId),
        name: nameOf.get(mismatch.userId) ?? '',
        mobileNumber: mismatch.mobileNumber,
        balance: mismatch.balance,
        ledgerSum: mismatch.ledgerTotal,
      })),
      totals: check.totals,
    };
  });
}

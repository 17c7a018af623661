import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { checkLedger } from '../ledger/ledger.js';
import { adminOverview } from '../services/operators/admin-overview.js';

/** Registered inside adminOperationsRoutes (its hook checks the admin role). */
export async function adminOverviewRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock } = deps;

  api.get('/admin/overview', async () => adminOverview(store.db, clock));

  api.get('/admin/ledger/check', async () => {
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

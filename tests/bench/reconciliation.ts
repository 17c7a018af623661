import type { Reconciliation, StatementImported } from '../../contract/reconciliation';
import type { Store } from '../../server/store/connect';
import { ApiClient } from '../e2e/support/player-api';
import { BENCH_ADMIN, type BenchServer } from './server-process';

/**
 * The cashier's workbench at a busy operator's scale: 10,000 pending fund requests (written straight into the
 * database; making them is the deposit form's business), then a 10,000-row bank statement imported over HTTP
 * (`POST /api/admin/statements`, the HDFC-style layout with the UTR in the narration) and the reconciliation read
 * (`GET /api/admin/reconciliation`), each timed. Of the credits 9,000 match, 500 differ in amount, 500 are unclaimed.
 */
export interface ReconciliationResult {
  importSeconds: number;
  reconciliationSeconds: number;
  requests: number;
  rows: number;
  matched: number;
  mismatched: number;
  unclaimed: number;
}

const REQUESTS = 10_000;
const PLAYERS = 50;
const INSERT_BATCH = 500;
const MISMATCHED = 500;
const UNCLAIMED = 500;
/** Bench players' numbers, far from the other parts' (7000000000…, 7000900000…). */
const FIRST_NUMBER = 8_000_000_000;

const utrOf = (n: number) => String(500_000_000_000 + n);
const amountOf = (n: number) => 100 + (n % 900);

async function seedRequests(store: Store, userIds: number[], now: number): Promise<void> {
  // An hour old: pending, not yet stale.
  const createdAt = new Date(now - 3_600_000).toISOString();
  for (let start = 0; start < REQUESTS; start += INSERT_BATCH) {
    const rows = Array.from({ length: Math.min(INSERT_BATCH, REQUESTS - start) }, (_, offset) => {
      const n = start + offset;
      return {
        request_id: `FR-BENCH-${n}`,
        user_id: userIds[n % userIds.length]!,
        amount: amountOf(n),
        transaction_id: utrOf(n),
        payment_method: 'UPI' as const,
        status: 'pending' as const,
        created_at: createdAt,
        decided_at: null,
      };
    });
    await store.db.insertInto('fund_requests').values(rows).execute();
  }
}

/** The statement: one credit per request (the last ones off by a rupee), then credits nobody claimed. */
function statementCsv(day: string): string {
  const [y, m, d] = day.split('-');
  const date = `${d}-${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(m) - 1]}-${y}`;
  const lines = ['HDFC BANK Ltd.,,,,,', 'Account No :,50100012345678,,,,', '', 'Txn Date,Narration,Chq./Ref.No.,Withdrawal Amt.,Deposit Amt.,Closing Balance'];
  const matched = REQUESTS - MISMATCHED;
  for (let n = 0; n < REQUESTS - UNCLAIMED; n += 1) {
    const rupees = n < matched - UNCLAIMED ? amountOf(n) : amountOf(n) + 1;
    lines.push(`${date},UPI/${utrOf(n)}/BENCH PLAYER/bench@okaxis/Payment,UPI,,"${rupees.toLocaleString('en-IN')}.00","1,00,000.00"`);
  }
  for (let n = 0; n < UNCLAIMED; n += 1) {
    lines.push(`${date},UPI/${utrOf(REQUESTS + n)}/SOMEONE/x@okicici/Payment,UPI,,"250.00","1,00,000.00"`);
  }
  return `${lines.join('\n')}\n`;
}

export async function benchReconciliation(server: BenchServer, openStore: () => Store): Promise<ReconciliationResult> {
  const api = new ApiClient(server.baseUrl);
  const adminToken = await api.signIn(BENCH_ADMIN.mobileNumber, BENCH_ADMIN.password);
  const userIds: number[] = [];
  for (let index = 0; index < PLAYERS; index += 1) {
    const { id } = await api.signUp(`Bench Depositor ${index}`, String(FIRST_NUMBER + index), `bench-pass-${index}`);
    userIds.push(Number(id));
  }
  const now = await api.serverNow();
  const store = openStore();
  try {
    await seedRequests(store, userIds, now);
  } finally {
    await store.close();
  }
  const day = new Date(now + 330 * 60_000).toISOString().slice(0, 10);
  const csv = statementCsv(day);

  const form = new FormData();
  form.set('bank', 'HDFC Bank');
  form.set('mapping', JSON.stringify({ date: 'Txn Date', credit: 'Deposit Amt.', debit: 'Withdrawal Amt.', narration: 'Narration' }));
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'hdfc-bench.csv');
  const headers = { authorization: `Bearer ${adminToken}` };
  let started = performance.now();
  const imported = await fetch(`${server.baseUrl}/api/admin/statements`, { method: 'POST', headers, body: form });
  const importBody = await imported.text();
  const importSeconds = (performance.now() - started) / 1000;
  if (imported.status !== 201) throw new Error(`POST /api/admin/statements answered ${imported.status}: ${importBody.slice(0, 200)}`);
  const { statement } = JSON.parse(importBody) as StatementImported;

  started = performance.now();
  const read = await fetch(`${server.baseUrl}/api/admin/reconciliation`, { headers });
  const readBody = await read.text();
  const reconciliationSeconds = (performance.now() - started) / 1000;
  if (read.status !== 200) throw new Error(`GET /api/admin/reconciliation answered ${read.status}: ${readBody.slice(0, 200)}`);
  const board = JSON.parse(readBody) as Reconciliation;
  const expected = { matched: REQUESTS - MISMATCHED - UNCLAIMED, mismatched: MISMATCHED, unclaimed: UNCLAIMED };
  const found = { matched: board.matched.count, mismatched: board.mismatched.count, unclaimed: board.unclaimed.count };
  if (JSON.stringify(found) !== JSON.stringify(expected)) {
    throw new Error(`the reconciliation found ${JSON.stringify(found)}, not ${JSON.stringify(expected)}`);
  }
  return { importSeconds, reconciliationSeconds, requests: REQUESTS, rows: statement.rows, ...found };
}

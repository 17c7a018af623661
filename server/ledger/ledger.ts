import { sql, type Kysely, type Transaction } from 'kysely';
import { ApiError } from '../errors.js';
import { prepared, type ParamOf } from '../store/prepared.js';
import type { Database } from '../store/schema.js';

/**
 * The ledger module is the only code that changes a balance: `post` here for one posting, `postSet`
 * (set-postings.ts) for a set of them, and `ledger_post_each` (server/store/functions/ledger.sql) for the database
 * functions that move money on PostgreSQL. Every change writes one append-only entry naming its kind and reference;
 * (kind, reference) is unique, so an effect can never be applied twice. tests/unit/server/balance-writes.test.ts
 * fails if anything else writes users.balance.
 */
export type LedgerKind =
  | 'stake'
  | 'win'
  | 'win_reversal'
  | 'stake_refund'
  | 'deposit'
  | 'withdrawal_hold'
  | 'withdrawal_refund'
  | 'adjustment'
  | 'starline_stake'
  | 'starline_win'
  | 'starline_win_reversal'
  | 'starline_stake_refund';

export interface Posting {
  userId: number;
  amount: number;
  kind: LedgerKind;
  reference: string;
  at: string;
}

export class InsufficientBalance extends ApiError {
  constructor() {
    super(400, 'INSUFFICIENT_BALANCE');
  }
}

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Applies one signed amount to a balance with a guarded update, then records the entry. Must run inside
 * the transaction that records the effect (bet, request, approval) so both commit or neither does.
 * Debits that would overdraw throw InsufficientBalance and change nothing.
 */
export async function post(trx: Transaction<Database>, posting: Posting): Promise<number> {
  const { userId, amount, kind, reference, at } = posting;
  if (!Number.isSafeInteger(amount) || amount === 0) {
    throw new Error(`Ledger amounts are non-zero whole rupees, got ${amount}`);
  }
  const updated = await ADD_TO_BALANCE.first(trx, { userId, amount, atLeast: amount < 0 ? -amount : 0 });
  if (!updated) throw new InsufficientBalance();
  const balanceAfter = Number(updated.balance);
  await RECORD_ENTRY.run(trx, { userId, amount, kind, reference, balanceAfter, at });
  return balanceAfter;
}

// Every bet posts its stake: the same two statements each time (prepared.ts).
const ADD_TO_BALANCE = prepared((db, param: ParamOf<{ userId: number; amount: number; atLeast: number }>) =>
  db
    .updateTable('users')
    .set({ balance: sql`balance + ${param('amount')}` })
    .where('id', '=', param('userId'))
    .where('balance', '>=', param('atLeast'))
    .returning('balance'),
);

type EntryValues = Pick<Posting, 'userId' | 'amount' | 'kind' | 'reference' | 'at'> & { balanceAfter: number };

const RECORD_ENTRY = prepared((db, param: ParamOf<EntryValues>) =>
  db.insertInto('ledger_entries').values({
    user_id: param('userId'),
    amount: param('amount'),
    kind: param('kind'),
    reference: param('reference'),
    balance_after: param('balanceAfter'),
    created_at: param('at'),
  }),
);

export interface LedgerMismatch {
  userId: number;
  mobileNumber: string;
  balance: number;
  ledgerTotal: number;
}

export interface LedgerCheck {
  ok: boolean;
  users: number;
  mismatches: LedgerMismatch[];
  totals: Record<string, number>;
}

/** The ledger's invariant: every balance equals the sum of its entries. */
export async function checkLedger(db: Executor): Promise<LedgerCheck> {
  const rows = await db
    .selectFrom('users')
    .leftJoin(
      db
        .selectFrom('ledger_entries')
        .select(['user_id', sql<number>`sum(amount)`.as('total')])
        .groupBy('user_id')
        .as('sums'),
      'sums.user_id',
      'users.id',
    )
    .select(['users.id', 'users.mobile_number', 'users.balance', 'sums.total'])
    .execute();
  const mismatches = rows
    .map((row) => ({
      userId: Number(row.id),
      mobileNumber: row.mobile_number,
      balance: Number(row.balance),
      ledgerTotal: Number(row.total ?? 0),
    }))
    .filter((row) => row.balance !== row.ledgerTotal);
  const kinds = await db
    .selectFrom('ledger_entries')
    .select(['kind', sql<number>`sum(amount)`.as('total')])
    .groupBy('kind')
    .execute();
  const totals = Object.fromEntries(kinds.map((row) => [row.kind, Number(row.total)]));
  return { ok: mismatches.length === 0, users: rows.length, mismatches, totals };
}

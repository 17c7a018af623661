import type { Overview } from '../../../contract/overview.js';
import type { Clock } from '../../clock.js';
import { checkLedger } from '../../ledger/ledger.js';
import type { Db } from '../../store/schema.js';
import { istDate, istStartOfDay } from '../../../src/domain/time.js';
import { PAYOUT_KINDS, STAKE_KINDS } from './ledger-kinds.js';

/** The admin console's front page: what waits for a decision, today's (IST) money, and the ledger's health. */

export async function adminOverview(db: Db, clock: Clock): Promise<Overview> {
  const now = clock.now();
  const dayStart = istStartOfDay(now);
  const from = dayStart.toISOString();
  const to = new Date(dayStart.getTime() + 86_400_000).toISOString();
  // What waits for an operator: pending requests, and enquiries still open.
  const count = async (table: 'fund_requests' | 'withdrawals' | 'password_requests' | 'enquiries') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('status', '=', table === 'enquiries' ? 'open' : 'pending')
      .executeTakeFirstOrThrow();
    return Number(row.total);
  };
  const sumToday = async (kinds: readonly string[]) => {
    const row = await db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number | null>('amount').as('total'))
      .where('kind', 'in', kinds)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirstOrThrow();
    return Number(row.total ?? 0);
  };
  const [players, pendingFundRequests, pendingWithdrawals, openEnquiries, pendingPasswordRequests, stakes, payouts, ledger] =
    await Promise.all([
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('role', '=', 'player')
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.total)),
      count('fund_requests'),
      count('withdrawals'),
      count('enquiries'),
      count('password_requests'),
      sumToday(STAKE_KINDS),
      sumToday(PAYOUT_KINDS),
      checkLedger(db),
    ]);
  return {
    players,
    pendingFundRequests,
    pendingWithdrawals,
    openEnquiries,
    pendingPasswordRequests,
    date: istDate(now),
    // Stakes are debits (negative entries); shown as the positive amount taken.
    todayStakes: 0 - stakes,
    todayPayouts: payouts,
    ledgerOk: ledger.ok,
  };
}

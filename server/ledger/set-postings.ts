import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../store/schema.js';
import type { LedgerKind } from './ledger.js';

/**
 * Many postings of one kind at once, set-based (a result settling a million bets must not make a million
 * round trips). The ledger module stays the only code that changes a balance: `post` for one posting, this
 * for a set of them. Same guarantees as `post`: one append-only entry per posting with its balance after,
 * a guarded balance update, and the unique (kind, reference) that makes each effect happen at most once.
 */
export interface SetPosting {
  kind: LedgerKind;
  at: string;
  /**
   * A SELECT yielding one row per posting with the columns `user_id`, `amount` (signed, non-zero),
   * `reference` (unique per effect) and `seq` (orders one player's entries, e.g. the bet id).
   */
  postings: RawBuilder<unknown>;
}

/** Some balances would go below zero: nothing was changed (the caller's transaction must roll back). */
export class SetPostingOverdraw extends Error {
  constructor(readonly players: number) {
    super(`${players} balance(s) would go below zero`);
  }
}

export interface SetPostingTotals {
  players: number;
  entries: number;
  total: number;
}

/**
 * Applies the postings inside the caller's transaction: first every balance by its player's total (one
 * UPDATE … FROM a grouped sum, guarded so no balance goes below zero), then one INSERT … SELECT of the
 * entries. The balances are updated first so that, on PostgreSQL, their rows are locked before the entries
 * read them: `balance_after` of a player's k-th entry is then exactly
 * final balance − the player's total + the running sum of the first k amounts (a window function),
 * whatever other transactions do meanwhile. Throws SetPostingOverdraw when a guarded update missed a
 * player; the caller's transaction then rolls everything back.
 */
export async function postSet(trx: Transaction<Database>, posting: SetPosting): Promise<SetPostingTotals> {
  const { kind, at, postings } = posting;
  const counted = await sql<{ players: number; entries: number; total: number | null }>`
    select count(distinct p.user_id) as players, count(*) as entries, sum(p.amount) as total
    from (${postings}) p`.execute(trx);
  const totals = counted.rows[0];
  const players = Number(totals?.players ?? 0);
  const entries = Number(totals?.entries ?? 0);
  const total = Number(totals?.total ?? 0);
  if (entries === 0) return { players: 0, entries: 0, total: 0 };

  const updated = await sql`
    update users set balance = users.balance + t.total
    from (select p.user_id, sum(p.amount) as total from (${postings}) p group by p.user_id) t
    where users.id = t.user_id and users.balance + t.total >= 0`.execute(trx);
  const updatedPlayers = Number(updated.numAffectedRows ?? 0);
  if (updatedPlayers !== players) throw new SetPostingOverdraw(players - updatedPlayers);

  await sql`
    insert into ledger_entries (user_id, amount, kind, reference, balance_after, created_at)
    select p.user_id, p.amount, cast(${kind} as text), p.reference,
      u.balance - sum(p.amount) over (partition by p.user_id)
        + sum(p.amount) over (partition by p.user_id order by p.seq rows between unbounded preceding and current row),
      cast(${at} as text)
    from (${postings}) p
    join users u on u.id = p.user_id`.execute(trx);
  return { players, entries, total };
}

import { sql, type Kysely } from 'kysely';
import type { DialectName } from './dialect-columns.js';

/**
 * PostgreSQL: place_daily_bet, a daily bet's whole write as one call (see
 * server/services/markets/place-daily-bet.ts). Its statements each read afresh (READ COMMITTED, a volatile
 * function), so the declaration check after the lock sees a declaration that committed while it waited.
 * SQLite writes the same rows from TypeScript inside its group commit.
 */
export function betPlacementMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await sql`
        create function place_daily_bet(
          p_user_id bigint, p_game_id bigint, p_bet_type text, p_session text, p_bet_number text,
          p_bet_amount bigint, p_potential_win bigint, p_game_date text, p_settles_with text, p_at text,
          p_governing text)
        returns table (refusal text, bet_id bigint, balance bigint)
        language plpgsql volatile as $$
        declare
          v_balance bigint;
          v_bet_id bigint;
        begin
          perform 1 from games where id = p_game_id for key share;
          if exists (
            select 1 from game_results
            where game_id = p_game_id and game_date = p_game_date and session = p_governing
          ) then
            return query select 'SESSION_DECLARED'::text, null::bigint, null::bigint;
            return;
          end if;
          update users set balance = users.balance - p_bet_amount
            where id = p_user_id and users.balance >= p_bet_amount
            returning users.balance into v_balance;
          if not found then
            return query select 'INSUFFICIENT_BALANCE'::text, null::bigint, null::bigint;
            return;
          end if;
          insert into placed_bets (user_id, game_id, bet_type, session, bet_number, bet_amount, potential_win,
              game_date, settles_with, created_at)
            values (p_user_id, p_game_id, p_bet_type, p_session, p_bet_number, p_bet_amount, p_potential_win,
              p_game_date, p_settles_with, p_at)
            returning id into v_bet_id;
          insert into ledger_entries (user_id, amount, kind, reference, balance_after, created_at)
            values (p_user_id, -p_bet_amount, 'stake', 'bet:' || v_bet_id, v_balance, p_at);
          return query select null::text, v_bet_id, v_balance;
        end
        $$`.execute(db);
    },
  };
}

import { sql, type Kysely } from 'kysely';
import type { DialectName } from './dialect-columns.js';

/**
 * PostgreSQL: place_daily_bets, the writes of many daily bets as one call (see
 * server/services/markets/place-daily-bets.ts). Its statements each read afresh (READ COMMITTED, a volatile
 * function), so the declaration check after the lock sees a declaration that committed while it waited.
 * Players are taken in ascending order, so two calls at once never wait for each other's rows in a cycle. A bet
 * sent with its Idempotency-Key marks the key done in the same transaction.
 * SQLite writes the same rows from TypeScript inside its group commit.
 */
export function betPlacementMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await sql`
        create function place_daily_bets(p_bets jsonb)
        returns table (out_seq bigint, out_refusal text, out_bet_id bigint, out_balance bigint)
        language plpgsql volatile as $$
        declare
          b record;
          v_balance bigint;
          v_bet_id bigint;
        begin
          for b in
            select t.seq, x.*
            from jsonb_array_elements(p_bets) with ordinality as t(bet, seq),
              jsonb_to_record(t.bet) as x(user_id bigint, game_id bigint, bet_type text, session text,
                bet_number text, bet_amount bigint, potential_win bigint, game_date text, settles_with text,
                created_at text, governing text, idem_key text, idem_status int, idem_answer text)
            order by x.user_id, t.seq
          loop
            out_seq := b.seq;
            out_refusal := null;
            out_bet_id := null;
            out_balance := null;
            perform 1 from games where id = b.game_id for key share;
            if exists (
              select 1 from game_results
              where game_id = b.game_id and game_date = b.game_date and session = b.governing
            ) then
              out_refusal := 'SESSION_DECLARED';
            else
              update users set balance = users.balance - b.bet_amount
                where id = b.user_id and users.balance >= b.bet_amount
                returning users.balance into v_balance;
              if not found then
                out_refusal := 'INSUFFICIENT_BALANCE';
              else
                insert into placed_bets (user_id, game_id, bet_type, session, bet_number, bet_amount,
                    potential_win, game_date, settles_with, created_at)
                  values (b.user_id, b.game_id, b.bet_type, b.session, b.bet_number, b.bet_amount,
                    b.potential_win, b.game_date, b.settles_with, b.created_at)
                  returning id into v_bet_id;
                insert into ledger_entries (user_id, amount, kind, reference, balance_after, created_at)
                  values (b.user_id, -b.bet_amount, 'stake', 'bet:' || v_bet_id, v_balance, b.created_at);
                -- The bet's Idempotency-Key, done with the bet: its answer names the bet and balance by the
                -- marks place-daily-bets.ts puts in (bet id -1, new balance -2).
                if b.idem_key is not null then
                  update idempotency_keys
                    set state = 'done', response_status = b.idem_status,
                      response_body = replace(replace(b.idem_answer,
                        '"_id":"-1"', '"_id":"' || v_bet_id || '"'),
                        '"newBalance":-2', '"newBalance":' || v_balance)
                    where user_id = b.user_id and idem_key = b.idem_key;
                end if;
                out_bet_id := v_bet_id;
                out_balance := v_balance;
              end if;
            end if;
            return next;
          end loop;
        end
        $$`.execute(db);
    },
  };
}

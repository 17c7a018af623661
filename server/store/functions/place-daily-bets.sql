-- The writes of many daily bets as one call (server/store/repositories/bets-postgres.ts). Its statements each
-- read afresh (READ COMMITTED, a volatile function), so the declaration check after the lock sees a declaration
-- that committed while it waited. Players are taken in ascending order, so two calls at once never wait for each
-- other's rows in a cycle. The stake is the ledger's posting (ledger_post, `stake` / `bet:<id>`). A bet sent with
-- its Idempotency-Key marks the key done in the same transaction, its answer completed with the bet's id
-- (bet._id) and the balance after (newBalance).
create or replace function place_daily_bets(p_bets jsonb)
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
        created_at text, governing text, idem_key text, idem_status int, idem_answer jsonb)
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
      -- The bet's id first: its stake names it (`bet:<id>`), and a stake the balance does not cover leaves no bet.
      v_bet_id := nextval(pg_get_serial_sequence('placed_bets', 'id'));
      v_balance := ledger_post(b.user_id, -b.bet_amount, 'stake', 'bet:' || v_bet_id, b.created_at);
      if v_balance is null then
        out_refusal := 'INSUFFICIENT_BALANCE';
      else
        insert into placed_bets (id, user_id, game_id, bet_type, session, bet_number, bet_amount,
            potential_win, game_date, settles_with, created_at)
          values (v_bet_id, b.user_id, b.game_id, b.bet_type, b.session, b.bet_number, b.bet_amount,
            b.potential_win, b.game_date, b.settles_with, b.created_at);
        if b.idem_key is not null then
          update idempotency_keys
            set state = 'done', response_status = b.idem_status,
              response_body = jsonb_set(jsonb_set(b.idem_answer, '{bet,_id}', to_jsonb(v_bet_id::text)),
                '{newBalance}', to_jsonb(v_balance))::text
            where user_id = b.user_id and idem_key = b.idem_key;
        end if;
        out_bet_id := v_bet_id;
        out_balance := v_balance;
      end if;
    end if;
    return next;
  end loop;
end
$$;

-- The writes of many daily bets as one call (server/store/repositories/bets-postgres.ts). Its statements each
-- read afresh (READ COMMITTED, a volatile function), so the declaration check after the lock sees a declaration
-- that committed while it waited. Players are taken in ascending order, so two calls at once never wait for each
-- other's rows in a cycle. First each bet takes a key-share lock on its game (a declaration takes it exclusively),
-- held to the commit, and is refused if its governing session is declared, or if a session it needs (the
-- governing one or the one that settles it) was voided; then the stakes of the others are the
-- ledger's postings (ledger_post_each, `stake` / `bet:<id>`), in one call; then each bet whose stake was posted is
-- written. A bet sent with its Idempotency-Key marks the key done in the same transaction, its answer completed
-- with the bet's id (bet._id) and the balance after (newBalance).
create or replace function place_daily_bets(p_bets jsonb)
returns table (out_seq bigint, out_refusal text, out_bet_id bigint, out_balance bigint)
language plpgsql volatile as $$
declare
  b record;
  -- By the bets' order (players ascending): each bet's id, drawn before its row is written as its stake names it,
  -- or null when it is refused, with the refusal's code.
  v_ids bigint[] := '{}';
  v_refusals text[] := '{}';
  -- By the order of the stakes posted.
  v_users bigint[] := '{}';
  v_stakes bigint[] := '{}';
  v_references text[] := '{}';
  v_ats text[] := '{}';
  v_balances bigint[];
  v_bet int := 0;
  v_stake int := 0;
  v_bet_ids regclass := pg_get_serial_sequence('placed_bets', 'id');
begin
  for b in
    select x.user_id, x.game_id, x.game_date, x.governing, x.settles_with, x.bet_amount, x.created_at
    from jsonb_array_elements(p_bets) with ordinality as t(bet, seq),
      jsonb_to_record(t.bet) as x(user_id bigint, game_id bigint, game_date text, governing text, settles_with text,
        bet_amount bigint, created_at text)
    order by x.user_id, t.seq
  loop
    perform 1 from games where id = b.game_id for key share;
    if exists (
      select 1 from game_results
      where game_id = b.game_id and game_date = b.game_date and session = b.governing
    ) then
      v_ids := v_ids || null::bigint;
      v_refusals := v_refusals || 'SESSION_DECLARED'::text;
    elsif exists (
      select 1 from voided_draws
      where market = 'daily' and game_id = b.game_id and game_date = b.game_date
        and session in (b.governing, b.settles_with)
    ) then
      v_ids := v_ids || null::bigint;
      v_refusals := v_refusals || 'SESSION_VOIDED'::text;
    else
      v_ids := v_ids || nextval(v_bet_ids);
      v_refusals := v_refusals || null::text;
      v_users := v_users || b.user_id;
      v_stakes := v_stakes || -b.bet_amount;
      v_references := v_references || ('bet:' || v_ids[cardinality(v_ids)]);
      v_ats := v_ats || b.created_at;
    end if;
  end loop;

  select array_agg(p.out_balance order by p.out_position) into v_balances
    from ledger_post_each(v_users, v_stakes, 'stake', v_references, v_ats) p;

  for b in
    select t.seq, x.*
    from jsonb_array_elements(p_bets) with ordinality as t(bet, seq),
      jsonb_to_record(t.bet) as x(user_id bigint, game_id bigint, bet_type text, session text,
        bet_number text, bet_amount bigint, potential_win bigint, game_date text, settles_with text,
        created_at text, idem_key text, idem_status int, idem_answer jsonb)
    order by x.user_id, t.seq
  loop
    v_bet := v_bet + 1;
    out_seq := b.seq;
    out_refusal := null;
    out_bet_id := null;
    out_balance := null;
    if v_ids[v_bet] is null then
      out_refusal := v_refusals[v_bet];
    else
      v_stake := v_stake + 1;
      out_balance := v_balances[v_stake];
      if out_balance is null then
        out_refusal := 'INSUFFICIENT_BALANCE';
      else
        out_bet_id := v_ids[v_bet];
        insert into placed_bets (id, user_id, game_id, bet_type, session, bet_number, bet_amount,
            potential_win, game_date, settles_with, created_at)
          values (out_bet_id, b.user_id, b.game_id, b.bet_type, b.session, b.bet_number, b.bet_amount,
            b.potential_win, b.game_date, b.settles_with, b.created_at);
        if b.idem_key is not null then
          update idempotency_keys
            set state = 'done', response_status = b.idem_status,
              response_body = jsonb_set(jsonb_set(b.idem_answer, '{bet,_id}', to_jsonb(out_bet_id::text)),
                '{newBalance}', to_jsonb(out_balance))::text
            where user_id = b.user_id and idem_key = b.idem_key;
        end if;
      end if;
    end if;
    return next;
  end loop;
end
$$;

-- The ledger's postings inside PostgreSQL, for database functions that move money (place-daily-bets.sql): the same
-- guarded update and entry as post() in server/ledger/ledger.ts, which owns it, for each posting in the order given.
-- A posting applies its signed amount to the player's balance unless that would go below zero, and records its
-- entry (kind, reference) with the balance after. Answers each posting's position (from 1) and that balance; null
-- where the balance did not cover a debit (that posting changed nothing). One call for a batch: a call of a
-- PL/pgSQL function costs about as much as a posting, and one call per bet had cost 15 % of the bets a second.
create or replace function ledger_post_each(
  p_user_ids bigint[], p_amounts bigint[], p_kind text, p_references text[], p_ats text[]
) returns table (out_position integer, out_balance bigint)
language plpgsql volatile as $$
declare
  v_balance bigint;
begin
  for i in 1 .. coalesce(array_length(p_user_ids, 1), 0) loop
    if p_amounts[i] is null or p_amounts[i] = 0 then
      raise exception 'Ledger amounts are non-zero whole rupees, got %', p_amounts[i];
    end if;
    update users set balance = users.balance + p_amounts[i]
      where id = p_user_ids[i] and users.balance >= greatest(-p_amounts[i], 0)
      returning users.balance into v_balance;
    if found then
      insert into ledger_entries (user_id, amount, kind, reference, balance_after, created_at)
        values (p_user_ids[i], p_amounts[i], p_kind, p_references[i], v_balance, p_ats[i]);
    end if;
    out_position := i;
    out_balance := v_balance;
    return next;
  end loop;
end
$$;

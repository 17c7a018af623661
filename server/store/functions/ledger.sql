-- The ledger's posting inside PostgreSQL, for database functions that move money (place-daily-bets.sql): the same
-- guarded update and entry as post() in server/ledger/ledger.ts, which owns it. Applies a signed amount to the
-- player's balance unless it would go below zero, records the entry (kind, reference) with the balance after,
-- and answers that balance; null when the balance does not cover a debit (nothing was changed).
create or replace function ledger_post(
  p_user_id bigint, p_amount bigint, p_kind text, p_reference text, p_at text
) returns bigint
language plpgsql volatile as $$
declare
  v_balance bigint;
begin
  if p_amount is null or p_amount = 0 then
    raise exception 'Ledger amounts are non-zero whole rupees, got %', p_amount;
  end if;
  update users set balance = users.balance + p_amount
    where id = p_user_id and users.balance >= greatest(-p_amount, 0)
    returning users.balance into v_balance;
  if not found then
    return null;
  end if;
  insert into ledger_entries (user_id, amount, kind, reference, balance_after, created_at)
    values (p_user_id, p_amount, p_kind, p_reference, v_balance, p_at);
  return v_balance;
end
$$;

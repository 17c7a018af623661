import { sql, type Kysely } from 'kysely';
import { settlingSession } from '../../../src/domain/bet-number.js';
import { DAILY_BET_TYPES } from '../../../src/domain/bet-types.js';
import { continueIdsAfterCopy, createWinsTable, placedBetColumns } from './market-tables.js';
import { notNull, type DialectName } from './dialect-columns.js';

/**
 * Bets are written once and never updated; their outcome is derived from the results. A declaration
 * used to rewrite every bet it settled, which on PostgreSQL costs a new version of each row: 15 s for a
 * million bets. Now:
 * - `placed_bets`: the bets as placed, plus `settles_with`, the session whose declaration settles each one;
 * - `bet_wins`: one row per winning bet of a declaration, inserted by the declaration, deleted by its revert;
 * - `bets`: a view with the old columns, deriving status, win amount, result, result date and `settled_by`
 *   from game_results and bet_wins, so every reader of bets reads what it read before.
 * An existing database is converted: pending, won and lost bets read the same through the view.
 */
export function betOutcomesMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await placedBetColumns(db, 'placed_bets', 'daily', dialect)
        .addColumn('game_date', 'text', notNull)
        .addColumn('settles_with', 'text', (col) => col.notNull().check(sql`settles_with in ('open', 'close')`))
        .addColumn('created_at', 'text', notNull)
        .execute();
      await sql`
        insert into placed_bets (id, user_id, game_id, bet_type, session, bet_number, bet_amount, potential_win,
          game_date, settles_with, created_at)
        select id, user_id, game_id, bet_type, session, bet_number, bet_amount, potential_win,
          game_date, ${settlesWith()}, created_at
        from bets`.execute(db);
      await continueIdsAfterCopy(db, 'placed_bets', dialect);
      await createWinsTable(db, 'bet_wins', dialect);
      await sql`
        insert into bet_wins (bet_id, declaration_id, user_id, win_amount)
        select id, settled_by, user_id, win_amount from bets where status = 'won'`.execute(db);

      // Its indexes (bets_user, bets_settlement, bets_won_by_declaration) go with it.
      await db.schema.dropTable('bets').execute();
      // GET /bets/me reads a player's bets newest first.
      await db.schema.createIndex('bets_user').on('placed_bets').columns(['user_id', 'created_at']).execute();
      // A declaration counts its market day's bets of the session and finds the winners by type and number.
      await db.schema
        .createIndex('placed_bets_settlement')
        .on('placed_bets')
        .columns(['game_id', 'game_date', 'settles_with', 'bet_type', 'bet_number'])
        .execute();

      await db.schema.createView('bets').as(betsView()).execute();
    },
  };
}

/** `settles_with` of the existing bets, by the domain's rule that placement writes it with (settlingSession). */
function settlesWith() {
  const ownSession = DAILY_BET_TYPES.filter((betType) => settlingSession(betType, 'open') === 'open');
  return sql`case when session = 'open' and bet_type in (${sql.join(ownSession.map((betType) => sql.lit(betType)))})
    then 'open' else 'close' end`;
}

/**
 * The bets with their outcome. A bet is pending while its settling session is undeclared; then won if the
 * declaration wrote it a bet_wins row, else lost. `result` is the day's result string as that declaration
 * made it read (src/domain/result.ts formatResult): the open half only for an open-settled bet, the whole
 * string for a close-settled one (the open cannot be reverted while the close stands).
 */
function betsView() {
  return sql`
    select b.id, b.user_id, b.game_id, b.bet_type, b.session, b.bet_number, b.bet_amount, b.potential_win,
      coalesce(w.win_amount, 0) as win_amount,
      case when s.declaration_id is null then 'pending' when w.bet_id is null then 'lost' else 'won' end as status,
      b.game_date,
      case
        when s.declaration_id is null then null
        when b.settles_with = 'open' then s.pana || '-' || cast(s.digit as text) || '*-***'
        else o.pana || '-' || cast(o.digit as text) || cast(s.digit as text) || '-' || s.pana
      end as result,
      s.declared_at as result_date,
      b.created_at,
      s.declaration_id as settled_by
    from placed_bets b
    left join game_results s
      on s.game_id = b.game_id and s.game_date = b.game_date and s.session = b.settles_with
    left join game_results o
      on b.settles_with = 'close' and o.game_id = b.game_id and o.game_date = b.game_date and o.session = 'open'
    left join bet_wins w on w.bet_id = b.id`;
}

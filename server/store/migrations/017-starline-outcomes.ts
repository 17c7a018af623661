import { sql, type Kysely } from 'kysely';
import { continueIdsAfterCopy, createWinsTable, placedBetColumns } from './market-tables.js';
import { idType, notNull, type DialectName } from './dialect-columns.js';

/**
 * Starline bets are written once and never updated, as daily bets are since migration 008: a declaration used to
 * rewrite every bet of its game day (and its revert every bet again). Now:
 * - `starline_placed_bets`: the bets as placed;
 * - `starline_bet_wins`: one row per winning bet of a declaration, inserted by the declaration, deleted by its
 *   revert;
 * - `starline_cancelled_bets`: bets the old table marked cancelled (no code writes that status; kept so the
 *   data says what it said);
 * - `starline_bets`: a view with the old columns, deriving status, win amount, result and result date from
 *   starline_results and the wins, so every reader of starline_bets reads what it read before.
 * An existing database is converted: pending, won, lost and cancelled bets, and the bets of a reverted day
 * (pending again), read the same through the view; the ids are kept.
 */
export function starlineOutcomesMigration(dialect: DialectName) {
  const fk = idType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await placedBetColumns(db, 'starline_placed_bets', 'starline', dialect)
        .addColumn('game_date', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await sql`
        insert into starline_placed_bets (id, user_id, game_id, bet_type, bet_number, bet_amount, potential_win,
          game_date, created_at)
        select id, user_id, game_id, bet_type, bet_number, bet_amount, potential_win, game_date, created_at
        from starline_bets`.execute(db);
      await continueIdsAfterCopy(db, 'starline_placed_bets', dialect);
      await createWinsTable(db, 'starline_bet_wins', dialect);
      // A won bet of a declared day was paid under that day's declaration.
      await sql`
        insert into starline_bet_wins (bet_id, declaration_id, user_id, win_amount)
        select b.id, r.declaration_id, b.user_id, b.win_amount
        from starline_bets b
        join starline_results r on r.game_id = b.game_id and r.game_date = b.game_date
        where b.status = 'won' and b.win_amount > 0`.execute(db);

      await db.schema
        .createTable('starline_cancelled_bets')
        .addColumn('bet_id', fk, (col) => col.primaryKey())
        .addColumn('result', 'text')
        .addColumn('result_date', 'text')
        .execute();
      await sql`
        insert into starline_cancelled_bets (bet_id, result, result_date)
        select id, result, result_date from starline_bets where status = 'cancelled'`.execute(db);

      // Its indexes (starline_bets_user, starline_bets_settlement, starline_bets_game_time) go with it.
      await db.schema.dropTable('starline_bets').execute();
      // GET /starline/bets reads a player's bets.
      await db.schema
        .createIndex('starline_bets_user')
        .on('starline_placed_bets')
        .columns(['user_id', 'game_date', 'id'])
        .execute();
      // A declaration counts its game day's bets and finds the winners by type and number; exposure groups them.
      await db.schema
        .createIndex('starline_placed_bets_settlement')
        .on('starline_placed_bets')
        .columns(['game_id', 'game_date', 'bet_type', 'bet_number'])
        .execute();
      // The operators' reports read each market's stakes by time (migration 010).
      await db.schema
        .createIndex('starline_bets_game_time')
        .on('starline_placed_bets')
        .columns(['game_id', 'created_at', 'bet_amount'])
        .execute();

      await db.schema.createView('starline_bets').as(starlineBetsView()).execute();
    },
  };
}

/**
 * The Starline bets with their outcome: pending while their game day is undeclared, then won if the declaration
 * wrote the bet a win row, else lost, with the declared panna as result and the declaration time as result date.
 */
function starlineBetsView() {
  return sql`
    select b.id, b.user_id, b.game_id, b.bet_type, b.bet_number, b.bet_amount, b.potential_win,
      coalesce(w.win_amount, 0) as win_amount,
      case
        when c.bet_id is not null then 'cancelled'
        when r.declaration_id is null then 'pending'
        when w.bet_id is null then 'lost'
        else 'won'
      end as status,
      b.game_date,
      case when c.bet_id is null then r.pana else c.result end as result,
      case when c.bet_id is null then r.declared_at else c.result_date end as result_date,
      b.created_at
    from starline_placed_bets b
    left join starline_results r on r.game_id = b.game_id and r.game_date = b.game_date
    left join starline_bet_wins w on w.bet_id = b.id
    left join starline_cancelled_bets c on c.bet_id = b.id`;
}

import { sql, type Kysely } from 'kysely';
import { idType, notNull, type DialectName } from './dialect-columns.js';

/**
 * Voided draws: a market day or session that went wrong is called off and its bets refunded.
 * - `voided_draws`: one row per voided draw — daily: a session (`open`, `close`; voiding the day writes both),
 *   Starline: the day (`day`) — with the operator's reason, when and by whom. Its primary key is the gate that
 *   makes a void happen once; `void_id` names the act that wrote it.
 * - `cancelled_bets`: the daily bets a void cancelled, written once (Starline's go to `starline_cancelled_bets`,
 *   which gains the same `void_id`). A cancelled bet is never settled.
 * - the `bets` view reads a cancelled bet as `cancelled`, with the void's time as its result date.
 */
export function voidedDrawsMigration(dialect: DialectName) {
  const fk = idType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('voided_draws')
        .addColumn('market', 'text', (col) => col.notNull().check(sql`market in ('daily', 'starline')`))
        .addColumn('game_id', fk, notNull)
        .addColumn('game_date', 'text', notNull)
        .addColumn('session', 'text', (col) => col.notNull().check(sql`session in ('open', 'close', 'day')`))
        .addColumn('void_id', 'text', notNull)
        .addColumn('reason', 'text', notNull)
        .addColumn('voided_at', 'text', notNull)
        .addColumn('voided_by', fk, (col) => col.references('users.id'))
        .addPrimaryKeyConstraint('voided_draws_pk', ['market', 'game_id', 'game_date', 'session'])
        .execute();
      await db.schema
        .createTable('cancelled_bets')
        .addColumn('bet_id', fk, (col) => col.primaryKey().references('placed_bets.id'))
        .addColumn('void_id', 'text', notNull)
        .addColumn('result', 'text')
        .addColumn('result_date', 'text')
        .execute();
      await db.schema.createIndex('cancelled_bets_void').on('cancelled_bets').column('void_id').execute();
      await db.schema.alterTable('starline_cancelled_bets').addColumn('void_id', 'text').execute();
      await db.schema.createIndex('starline_cancelled_bets_void').on('starline_cancelled_bets').column('void_id').execute();

      await db.schema.dropView('bets').execute();
      await db.schema.createView('bets').as(betsView()).execute();
    },
  };
}

/**
 * The bets with their outcome (migration 008), a cancelled bet first: cancelled, with no result and the void's
 * time as its result date. Otherwise pending while its settling session is undeclared; then won or lost.
 */
function betsView() {
  return sql`
    select b.id, b.user_id, b.game_id, b.bet_type, b.session, b.bet_number, b.bet_amount, b.potential_win,
      coalesce(w.win_amount, 0) as win_amount,
      case
        when c.bet_id is not null then 'cancelled'
        when s.declaration_id is null then 'pending'
        when w.bet_id is null then 'lost'
        else 'won'
      end as status,
      b.game_date,
      case
        when c.bet_id is not null then c.result
        when s.declaration_id is null then null
        when b.settles_with = 'open' then s.pana || '-' || cast(s.digit as text) || '*-***'
        else o.pana || '-' || cast(o.digit as text) || cast(s.digit as text) || '-' || s.pana
      end as result,
      case when c.bet_id is not null then c.result_date else s.declared_at end as result_date,
      b.created_at,
      case when c.bet_id is not null then null else s.declaration_id end as settled_by
    from placed_bets b
    left join game_results s
      on s.game_id = b.game_id and s.game_date = b.game_date and s.session = b.settles_with
    left join game_results o
      on b.settles_with = 'close' and o.game_id = b.game_id and o.game_date = b.game_date and o.session = 'open'
    left join bet_wins w on w.bet_id = b.id
    left join cancelled_bets c on c.bet_id = b.id`;
}

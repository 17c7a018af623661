import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { idType, notNull, withId, type DialectName } from './dialect-columns.js';

/** The two kinds of market's tables: daily bets and results name a session, Starline has one draw a day. */
export type MarketKindName = 'daily' | 'starline';

const STARLINE_BET_TYPES = sql`bet_type in ('single digit', 'single pana', 'double pana', 'triple pana')`;

/**
 * A results table: one row per declared draw of a game day, its primary key (game, day and, daily, session) the gate
 * that makes a declaration settle exactly once.
 */
export function createResultsTable(db: Kysely<unknown>, table: string, kind: MarketKindName, dialect: DialectName) {
  const games = kind === 'daily' ? 'games.id' : 'starline_games.id';
  const day: CreateTableBuilder<string, string> = db.schema
    .createTable(table)
    .addColumn('game_id', idType(dialect), (col) => col.notNull().references(games))
    .addColumn('game_date', 'text', notNull);
  const declared = (draw: CreateTableBuilder<string, string>) =>
    draw
      .addColumn('pana', 'text', notNull)
      .addColumn('digit', 'integer', notNull)
      .addColumn('declaration_id', 'text', notNull)
      .addColumn('declared_at', 'text', notNull);
  if (kind === 'starline') {
    return declared(day).addPrimaryKeyConstraint(`${table}_pk`, ['game_id', 'game_date']).execute();
  }
  const session = day.addColumn('session', 'text', (col) => col.notNull().check(sql`session in ('open', 'close')`));
  return declared(session).addPrimaryKeyConstraint(`${table}_pk`, ['game_id', 'game_date', 'session']).execute();
}

/**
 * A bet table's columns as placed, the same for every version of the table: its id, player, game, type (and,
 * daily, session), number, stake and potential win. Each migration adds what its version keeps besides.
 */
export function placedBetColumns(db: Kysely<unknown>, table: string, kind: MarketKindName, dialect: DialectName) {
  const fk = idType(dialect);
  const games = kind === 'daily' ? 'games.id' : 'starline_games.id';
  const withType = withId(db.schema.createTable(table), dialect)
    .addColumn('user_id', fk, (col) => col.notNull().references('users.id'))
    .addColumn('game_id', fk, (col) => col.notNull().references(games))
    .addColumn('bet_type', 'text', (col) => (kind === 'daily' ? col.notNull() : col.notNull().check(STARLINE_BET_TYPES)));
  return (kind === 'daily' ? withType.addColumn('session', 'text') : withType)
    .addColumn('bet_number', 'text', notNull)
    .addColumn('bet_amount', 'bigint', (col) => col.notNull().check(sql`bet_amount > 0`))
    .addColumn('potential_win', 'bigint', notNull);
}

/** The outcome columns bets carried before they were written once (migrations 008 and 017 moved them out). */
export function betOutcomeColumns<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('win_amount', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'won', 'lost', 'cancelled')`))
    .addColumn('game_date', 'text', notNull)
    .addColumn('result', 'text')
    .addColumn('result_date', 'text')
    .addColumn('created_at', 'text', notNull);
}

/**
 * One row per winning bet of a declaration, inserted by the declaration, deleted by its revert. No foreign keys: a
 * declaration writes its wins with one INSERT … SELECT from the placed bets, whose rows are never deleted, so
 * bet_id and user_id always name a bet and its player; on PostgreSQL the two checks per row (and the lock each
 * takes on the bet's row) cost more than the rest of writing the wins.
 */
export async function createWinsTable(db: Kysely<unknown>, table: string, dialect: DialectName): Promise<void> {
  const fk = idType(dialect);
  await db.schema
    .createTable(table)
    .addColumn('bet_id', fk, (col) => col.primaryKey())
    .addColumn('declaration_id', 'text', notNull)
    .addColumn('user_id', fk, notNull)
    .addColumn('win_amount', 'bigint', (col) => col.notNull().check(sql`win_amount > 0`))
    .execute();
  // A declaration's credits and its revert's reversals read its wins.
  await db.schema.createIndex(`${table}_declaration`).on(table).columns(['declaration_id', 'user_id']).execute();
}

/** After rows were copied with their ids, PostgreSQL's identity column goes on after the highest. */
export async function continueIdsAfterCopy(db: Kysely<unknown>, table: string, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false)
    from ${sql.table(table)}`.execute(db);
}

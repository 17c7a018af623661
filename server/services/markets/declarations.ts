import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Settlement } from '../../../contract/results.js';
import { conflict } from '../../errors.js';
import { postSet, SetPostingOverdraw, type SetPostingTotals } from '../../ledger/set-postings.js';
import type { Database, Db } from '../../store/schema.js';
import type { Draw, MarketKind, WinRule } from './market-kinds.js';

/**
 * Settling a draw and taking it back, written once for both kinds of market (market-kinds.ts). A bet is written
 * once, when placed, and never updated: a declaration inserts its winners into the kind's wins table with one
 * INSERT … SELECT and posts their wins from there with the ledger's set postings (three statements, whatever
 * the number of bets); its revert posts the compensating reversals and deletes the wins, which puts the bets
 * back to pending. The bets' outcome is derived from the results and wins (the `bets` and `starline_bets` views).
 * The preview and the exposure read the same conditions, so their numbers are what declaring settles.
 */

export const NOTHING_SETTLED: Settlement = { settled: 0, won: 0, lost: 0, paid: 0 };

// ---- The declaration's row: the gate ---------------------------------------------------------------------------

/** A draw's declaration as its results table keeps it. */
export interface DeclarationRow {
  pana: string;
  digit: number;
  declarationId: string;
  declaredAt: string;
}

function isDraw(kind: MarketKind, draw: Draw): RawBuilder<boolean> {
  const session = kind.settlesWith !== null ? sql` and session = ${draw.session}` : sql``;
  return sql<boolean>`game_id = ${draw.gameId} and game_date = ${draw.gameDate}${session}`;
}

interface ResultRow {
  pana: string;
  digit: number | string;
  declaration_id: string;
  declared_at: string;
}

function declarationRow(row: ResultRow | undefined): DeclarationRow | undefined {
  return row && { pana: row.pana, digit: Number(row.digit), declarationId: row.declaration_id, declaredAt: row.declared_at };
}

/**
 * Claims the draw for a declaration by inserting its results row. The row's primary key is the gate: only the
 * declaration that inserts it settles, so concurrent or repeated declarations pay exactly once. False when
 * another declaration holds the draw.
 */
async function claimDraw(trx: Transaction<Database>, kind: MarketKind, draw: Draw, row: DeclarationRow): Promise<boolean> {
  const session = kind.settlesWith !== null ? sql`, session` : sql``;
  const sessionValue = kind.settlesWith !== null ? sql`, ${draw.session}` : sql``;
  const inserted = await sql`
    insert into ${sql.table(kind.results)} (game_id, game_date${session}, pana, digit, declaration_id, declared_at)
    values (${draw.gameId}, ${draw.gameDate}${sessionValue}, ${row.pana}, ${row.digit}, ${row.declarationId}, ${row.declaredAt})
    on conflict do nothing
    returning declaration_id`.execute(trx);
  return inserted.rows.length > 0;
}

/** The draw's declaration, or undefined while it is undeclared. */
export async function declarationOf(db: Db, kind: MarketKind, draw: Draw): Promise<DeclarationRow | undefined> {
  const found = await sql<ResultRow>`
    select pana, digit, declaration_id, declared_at from ${sql.table(kind.results)} where ${isDraw(kind, draw)}`.execute(db);
  return declarationRow(found.rows[0]);
}

/** Removes the draw's declaration (a revert), answering what it was; undefined if the draw was undeclared. */
async function releaseDraw(trx: Transaction<Database>, kind: MarketKind, draw: Draw): Promise<DeclarationRow | undefined> {
  const removed = await sql<ResultRow>`
    delete from ${sql.table(kind.results)} where ${isDraw(kind, draw)}
    returning pana, digit, declaration_id, declared_at`.execute(trx);
  return declarationRow(removed.rows[0]);
}

// ---- Settling -------------------------------------------------------------------------------------------------

function column(kind: MarketKind, name: string): RawBuilder<unknown> {
  return sql.ref(`${kind.placedBets}.${name}`);
}

/** The draw's day (and session) as an SQL condition on the kind's placed bets. */
function ofDraw(kind: MarketKind, draw: Draw): RawBuilder<boolean> {
  const session =
    kind.settlesWith !== null && draw.session !== undefined
      ? sql` and ${column(kind, kind.settlesWith)} = ${draw.session}`
      : sql``;
  return sql<boolean>`(${column(kind, 'game_id')} = ${draw.gameId} and ${column(kind, 'game_date')} = ${draw.gameDate}${session})`;
}

/** Bets marked cancelled (see MarketKind.cancelledBets) are never settled, as before. */
function notCancelled(kind: MarketKind): RawBuilder<boolean> {
  return kind.cancelledBets === null
    ? sql<boolean>`1 = 1`
    : sql<boolean>`not exists (select 1 from ${sql.table(kind.cancelledBets)} c where c.bet_id = ${column(kind, 'id')})`;
}

/** The bets a declaration of the draw settles. */
export function settledBy(kind: MarketKind, draw: Draw): RawBuilder<boolean> {
  return sql<boolean>`(${ofDraw(kind, draw)} and ${notCancelled(kind)})`;
}

function ruleMatches(kind: MarketKind, rule: WinRule): RawBuilder<boolean> {
  return rule.session === null || rule.session === undefined
    ? sql<boolean>`(${column(kind, 'bet_type')} = ${rule.betType})`
    : sql<boolean>`(${column(kind, 'bet_type')} = ${rule.betType} and ${column(kind, 'session')} = ${rule.session})`;
}

/**
 * Which of the bets a declaration settles win. Each rule repeats the draw's condition so that it is one lookup
 * in the settlement index: SQLite reads such an OR index term by index term, but with the day's condition
 * outside the OR it reads every bet of the day (2 s instead of 0.3 s for a million).
 */
function winners(kind: MarketKind, draw: Draw, rules: readonly WinRule[]): RawBuilder<boolean> {
  const day = ofDraw(kind, draw);
  const any = sql.join(
    rules.map((rule) => sql`(${day} and ${ruleMatches(kind, rule)} and ${column(kind, 'bet_number')} = ${rule.winningNumber})`),
    sql` or `,
  );
  return sql<boolean>`((${any}) and ${notCancelled(kind)})`;
}

export async function countSettled(db: Db, kind: MarketKind, draw: Draw): Promise<number> {
  const counted = await sql<{ settled: number | string }>`
    select count(*) as settled from ${sql.table(kind.placedBets)} where ${settledBy(kind, draw)}`.execute(db);
  return Number(counted.rows[0]?.settled ?? 0);
}

/** The wins of one declaration as ledger postings (see set-postings): each win, or its reversal. */
function winPostings(kind: MarketKind, declarationId: string, reversal: boolean): RawBuilder<unknown> {
  const amount = reversal ? sql`-win_amount` : sql`win_amount`;
  const prefix = reversal ? kind.reversal.reference : kind.win.reference;
  return sql`
    select user_id, ${amount} as amount,
      ${sql.lit(prefix)} || cast(bet_id as text) || ${sql.lit(':')} || declaration_id as reference,
      bet_id as seq
    from ${sql.table(kind.wins)}
    where declaration_id = ${declarationId}`;
}

/**
 * Settles a draw inside the declaration's transaction (its result row already inserted): writes the winners and
 * pays them. Every won bet has one win entry (rates pay at least the stake, so no win is zero).
 */
async function settleDraw(
  trx: Transaction<Database>,
  kind: MarketKind,
  declaration: { draw: Draw; rules: readonly WinRule[]; declarationId: string; at: string },
): Promise<Settlement> {
  const { draw, rules, declarationId, at } = declaration;
  const settled = await countSettled(trx, kind, draw);
  await sql`
    insert into ${sql.table(kind.wins)} (bet_id, declaration_id, user_id, win_amount)
    select ${column(kind, 'id')}, cast(${declarationId} as text), ${column(kind, 'user_id')}, ${column(kind, 'potential_win')}
    from ${sql.table(kind.placedBets)}
    where ${winners(kind, draw, rules)}`.execute(trx);
  const credited = await postSet(trx, { kind: kind.win.kind, at, postings: winPostings(kind, declarationId, false) });
  return { settled, won: credited.entries, lost: settled - credited.entries, paid: credited.total };
}

/** What a revert took back: the bets the declaration had settled, its wins and their amount (negative). */
export interface Unsettled {
  bets: number;
  reversed: SetPostingTotals;
}

/**
 * Takes a declaration's settlement back inside the revert's transaction: compensating reversal entries for its
 * wins, then the wins deleted, so its bets read as pending again once the kind's result row is gone. If a player
 * has already spent winnings so that a reversal would take the balance below zero, it is refused (409) and the
 * transaction rolls back: the ledger never shows a negative balance.
 */
async function unsettleDraw(
  trx: Transaction<Database>,
  kind: MarketKind,
  revert: { draw: Draw; declarationId: string; at: string },
): Promise<Unsettled> {
  const { draw, declarationId, at } = revert;
  let reversed: SetPostingTotals;
  try {
    reversed = await postSet(trx, { kind: kind.reversal.kind, at, postings: winPostings(kind, declarationId, true) });
  } catch (error) {
    if (!(error instanceof SetPostingOverdraw)) throw error;
    throw conflict('REVERSAL_WOULD_OVERDRAW', { players: error.players });
  }
  const bets = await countSettled(trx, kind, draw);
  await sql`delete from ${sql.table(kind.wins)} where declaration_id = ${declarationId}`.execute(trx);
  return { bets, reversed };
}

/**
 * Declares a draw inside the caller's transaction: claims it (see claimDraw), then settles its bets by the
 * rules. Null, and nothing changed, when another declaration holds the draw.
 */
export async function declareDraw(
  trx: Transaction<Database>,
  kind: MarketKind,
  declaration: { draw: Draw; row: DeclarationRow; rules: readonly WinRule[] },
): Promise<Settlement | null> {
  const { draw, row, rules } = declaration;
  if (!(await claimDraw(trx, kind, draw, row))) return null;
  return settleDraw(trx, kind, { draw, rules, declarationId: row.declarationId, at: row.declaredAt });
}

/**
 * Reverts a draw's declaration inside the caller's transaction: its results row removed and its settlement
 * taken back (see unsettleDraw). Undefined, and nothing changed, when the draw is undeclared.
 */
export async function revertDraw(
  trx: Transaction<Database>,
  kind: MarketKind,
  draw: Draw,
  at: string,
): Promise<(Unsettled & { declaration: DeclarationRow }) | undefined> {
  const declaration = await releaseDraw(trx, kind, draw);
  if (!declaration) return undefined;
  const unsettled = await unsettleDraw(trx, kind, { draw, declarationId: declaration.declarationId, at });
  return { ...unsettled, declaration };
}

/** What declaring the draw with these rules would settle, changing nothing. */
export async function previewSettlement(
  db: Db,
  kind: MarketKind,
  draw: Draw,
  rules: readonly WinRule[],
): Promise<Settlement> {
  const wins = winners(kind, draw, rules);
  const counted = await sql<{ settled: number | string; won: number | string; paid: number | string }>`
    select count(*) as settled,
      coalesce(sum(case when ${wins} then 1 else 0 end), 0) as won,
      coalesce(sum(case when ${wins} then ${column(kind, 'potential_win')} else 0 end), 0) as paid
    from ${sql.table(kind.placedBets)}
    where ${settledBy(kind, draw)}`.execute(db);
  const row = counted.rows[0];
  const settled = Number(row?.settled ?? 0);
  const won = Number(row?.won ?? 0);
  return { settled, won, lost: settled - won, paid: Number(row?.paid ?? 0) };
}

/** The pending bets of an undeclared draw grouped by what they wager on (see exposure.ts). */
export interface WagerRow {
  bet_type: string;
  session?: 'open' | 'close' | null;
  bet_number: string;
  bets: number | string;
  payout: number | string;
  stakes: number | string;
}

export async function wagersOf(db: Db, kind: MarketKind, draw: Draw): Promise<WagerRow[]> {
  const session = kind.settlesWith === null ? sql`` : sql`, ${column(kind, 'session')}`;
  const grouped = await sql<WagerRow>`
    select ${column(kind, 'bet_type')} as bet_type${session}, ${column(kind, 'bet_number')} as bet_number,
      count(*) as bets, sum(${column(kind, 'potential_win')}) as payout, sum(${column(kind, 'bet_amount')}) as stakes
    from ${sql.table(kind.placedBets)}
    where ${settledBy(kind, draw)}
    group by ${column(kind, 'bet_type')}, ${column(kind, 'bet_number')}${session}`.execute(db);
  return grouped.rows;
}

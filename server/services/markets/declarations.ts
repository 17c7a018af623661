import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Settlement } from '../../../contract/results.js';
import { conflict } from '../../errors.js';
import { postSet, SetPostingOverdraw, type SetPostingTotals } from '../../ledger/set-postings.js';
import type { Database, Db } from '../../store/schema.js';
import { DAILY_BET_TYPES, type Session } from '../../../src/domain/bet-types.js';
import { settlingSession } from '../../../src/domain/bet-number.js';
import type { Draw, MarketKind, WinRule } from './market-kinds.js';
import { forgetWins, recordWins } from '../people/activity.js';

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

/** Bets cancelled (see MarketKind.cancelledBets) are never settled. */
function notCancelled(kind: MarketKind): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from ${sql.table(kind.cancelledBets)} c where c.bet_id = ${column(kind, 'id')})`;
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
  await recordWins(trx, kind, { draw, declarationId, at });
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
  await forgetWins(trx, declarationId);
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

// ---- Voiding --------------------------------------------------------------------------------------------------

/** What a void calls off: a daily game day's sessions (both for the whole day), or a Starline game day. */
export interface VoidRequest {
  gameId: number;
  gameDate: string;
  /** Daily: the sessions voided; Starline: null (the day). */
  sessions: readonly Session[] | null;
  voidId: string;
  reason: string;
  at: string;
  by: number | null;
}

/** What a void did: the draws it newly voided, the bets it refunded and the wins it took back first. */
export interface Voided {
  sessions: Session[];
  bets: number;
  refunded: number;
  reversedWins: number;
}

/** The daily bet types settled by the close that need the open panna too (jodi and the sangams). */
const NEEDS_THE_OPEN = DAILY_BET_TYPES.filter((betType) => settlingSession(betType, 'open') === 'close');

/**
 * The bets a void of these daily sessions cancels: voiding a session cancels the bets it settles; voiding the
 * open cancels also the bets that need its panna, though the close settles them.
 */
function voidedBy(kind: MarketKind, sessions: readonly Session[] | null): RawBuilder<boolean> {
  if (kind.settlesWith === null || sessions === null) return sql<boolean>`1 = 1`;
  const settlesWith = column(kind, kind.settlesWith);
  const each = sessions.map((session) =>
    session === 'close'
      ? sql<boolean>`${settlesWith} = 'close'`
      : sql<boolean>`(${settlesWith} = 'open' or ${column(kind, 'bet_type')} in (${sql.join(NEEDS_THE_OPEN.map((t) => sql.lit(t)))}))`,
  );
  return sql<boolean>`(${sql.join(each, sql` or `)})`;
}

/**
 * Records the draws voided; the primary key of voided_draws is the gate, so of concurrent or repeated voids only
 * the first writes a draw. Answers the draws this call voided (none when they all were already).
 */
async function claimVoid(trx: Transaction<Database>, kind: MarketKind, request: VoidRequest): Promise<Session[] | 'day' | null> {
  const draws = request.sessions ?? ['day' as const];
  const rows = draws.map((session) => ({
    market: kind.name,
    game_id: request.gameId,
    game_date: request.gameDate,
    session,
    void_id: request.voidId,
    reason: request.reason,
    voided_at: request.at,
    voided_by: request.by,
  }));
  const inserted = await trx
    .insertInto('voided_draws')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .returning('session')
    .execute();
  if (inserted.length === 0) return null;
  if (request.sessions === null) return 'day';
  return inserted.map((row) => row.session as Session);
}

/** The voided draws of a game day: daily the sessions, Starline `day`. */
export async function voidedOf(db: Db, kind: MarketKind, gameId: number, gameDate: string): Promise<Array<Session | 'day'>> {
  const rows = await db
    .selectFrom('voided_draws')
    .select('session')
    .where('market', '=', kind.name)
    .where('game_id', '=', gameId)
    .where('game_date', '=', gameDate)
    .execute();
  return rows.map((row) => row.session);
}

/** Whether the draw is voided. */
export async function isVoided(db: Db, kind: MarketKind, draw: Draw): Promise<boolean> {
  const voided = await voidedOf(db, kind, draw.gameId, draw.gameDate);
  return voided.includes(kind.settlesWith === null ? 'day' : draw.session!);
}

/**
 * Voids draws inside the caller's transaction: claims them (see claimVoid), takes back the wins of those already
 * declared (refused like a revert, 409, if a winner no longer holds the winnings: the transaction rolls back),
 * then cancels their pending bets and refunds each stake with one ledger entry (`<refund prefix><betId>`, unique,
 * so a bet is refunded at most once). Null, and nothing changed, when every draw was already voided.
 */
export async function voidDraw(trx: Transaction<Database>, kind: MarketKind, request: VoidRequest): Promise<Voided | null> {
  const claimed = await claimVoid(trx, kind, request);
  if (claimed === null) return null;
  const { gameId, gameDate, voidId, at } = request;
  const sessions = claimed === 'day' ? null : claimed;
  // The close first: reverts go in reverse order.
  const draws: Draw[] = sessions === null ? [{ gameId, gameDate }] : [...sessions].sort().map((session) => ({ gameId, gameDate, session }));
  let reversedWins = 0;
  for (const draw of draws) {
    const undone = await revertDraw(trx, kind, draw, at);
    if (undone) reversedWins += -undone.reversed.total;
  }
  const table = sql.table(kind.cancelledBets);
  await sql`
    insert into ${table} (bet_id, void_id, result, result_date)
    select ${column(kind, 'id')}, cast(${voidId} as text), null, cast(${at} as text)
    from ${sql.table(kind.placedBets)}
    where ${ofDraw(kind, { gameId, gameDate })} and ${voidedBy(kind, sessions)} and ${notCancelled(kind)}`.execute(trx);
  const refunds = sql`
    select b.user_id, b.bet_amount as amount, ${sql.lit(kind.refund.reference)} || cast(b.id as text) as reference,
      b.id as seq
    from ${sql.table(kind.placedBets)} b join ${table} c on c.bet_id = b.id
    where c.void_id = ${voidId}`;
  const refunded = await postSet(trx, { kind: kind.refund.kind, at, postings: refunds });
  return { sessions: sessions ?? [], bets: refunded.entries, refunded: refunded.total, reversedWins };
}

/** The players a void refunded and how much each, for their alerts. */
export async function refundsOf(db: Db, kind: MarketKind, voidId: string): Promise<Array<{ userId: number; refunded: number }>> {
  const rows = await sql<{ user_id: number; refunded: number | string }>`
    select b.user_id, sum(b.bet_amount) as refunded
    from ${sql.table(kind.placedBets)} b join ${sql.table(kind.cancelledBets)} c on c.bet_id = b.id
    where c.void_id = ${voidId}
    group by b.user_id`.execute(db);
  return rows.rows.map((row) => ({ userId: Number(row.user_id), refunded: Number(row.refunded) }));
}

// ---- Correcting -----------------------------------------------------------------------------------------------

/** The winning bets of a declaration and their players. */
export async function winnersOf(db: Db, kind: MarketKind, declarationId: string): Promise<Map<number, number>> {
  const rows = await sql<{ bet_id: number; user_id: number }>`
    select bet_id, user_id from ${sql.table(kind.wins)} where declaration_id = ${declarationId}`.execute(db);
  return new Map(rows.rows.map((row) => [Number(row.bet_id), Number(row.user_id)]));
}

/** The players with a bet that won under one set of winners and not the other. */
export function outcomeChanged(before: Map<number, number>, after: Map<number, number>): Set<number> {
  const players = new Set<number>();
  for (const [betId, userId] of before) if (!after.has(betId)) players.add(userId);
  for (const [betId, userId] of after) if (!before.has(betId)) players.add(userId);
  return players;
}

export interface Corrected {
  old: DeclarationRow;
  reversed: Unsettled;
  settlement: Settlement;
  /** The players whose outcome the correction changed. */
  changed: Set<number>;
}

/**
 * Corrects a declared draw inside the caller's transaction: its wins taken back (refused like a revert when a
 * winner no longer holds them) and the new panna declared. Both happen in the one transaction, so no reader ever
 * sees the draw undeclared. Undefined, and nothing changed, when the draw is undeclared.
 */
export async function correctDraw(
  trx: Transaction<Database>,
  kind: MarketKind,
  correction: { draw: Draw; row: DeclarationRow; rules: readonly WinRule[] },
): Promise<Corrected | undefined> {
  const { draw, row } = correction;
  const current = await declarationOf(trx, kind, draw);
  if (!current) return undefined;
  const before = await winnersOf(trx, kind, current.declarationId);
  const undone = await revertDraw(trx, kind, draw, row.declaredAt);
  if (!undone) return undefined;
  const settlement = await declareDraw(trx, kind, correction);
  if (!settlement) throw new Error('The corrected draw was claimed inside its own transaction');
  const after = await winnersOf(trx, kind, row.declarationId);
  return { old: undone.declaration, reversed: undone, settlement, changed: outcomeChanged(before, after) };
}

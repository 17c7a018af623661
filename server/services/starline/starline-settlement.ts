import { randomUUID } from 'node:crypto';
import { SqliteAdapter, sql, type RawBuilder, type Transaction } from 'kysely';
import type { StarlineDeclaration, StarlineResultPreview } from '../../../contract/admin-starline.js';
import type { Settlement } from '../../../contract/results.js';
import type { Clock } from '../../clock.js';
import { badRequest, conflict, invalid, notFound } from '../../errors.js';
import { postSet, SetPostingOverdraw, type SetPostingTotals } from '../../ledger/set-postings.js';
import type { Database, Db } from '../../store/schema.js';
import { checkPanna, pannaAnk } from '../../../src/domain/panna.js';
import { starlineSettlementRules } from '../../../src/domain/starline.js';
import { isCalendarDate, istDate, istMinutes, parseClockTime } from '../../../src/domain/time.js';
import type { ResultFollowers } from '../index.js';
import { recordAudit, type AuditActor } from '../operators/audit.js';
import { findStarlineGame } from './starline.js';

/**
 * Declaring a Starline result settles that game-day's pending bets, set-based: one UPDATE marks every bet
 * won or lost, then the ledger's set postings (server/ledger/set-postings) credit each winner's balance and
 * write the `starline_win` entries (reference `starline-bet:<betId>:<declarationId>`). The results table's
 * primary key (game_id, game_date) is the gate: only the declaration that inserts the row settles, so
 * concurrent or repeated declarations pay exactly once. A revert deletes the row and reverses the wins with
 * compensating `starline_win_reversal` entries the same way, refused if a balance would go below zero.
 */

export interface DeclareStarlineInput {
  gameId: unknown;
  pana: unknown;
  digit?: unknown;
  gameDate?: unknown;
}

const NOTHING_SETTLED: Settlement = { settled: 0, won: 0, lost: 0, paid: 0 };

export function gameDateOf(value: unknown, clock: Clock): string {
  const today = istDate(clock.now());
  if (value === undefined || value === null || value === '') return today;
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    throw badRequest('DATE_INVALID', { field: 'gameDate' }, { path: 'gameDate' });
  }
  if (value > today) throw badRequest('GAME_DATE_FUTURE', undefined, { path: 'gameDate' });
  return value;
}

export async function gameOf(db: Db | Transaction<Database>, gameId: unknown) {
  const game = await findStarlineGame(db, gameId);
  if (!game) throw notFound('STARLINE_GAME_NOT_FOUND');
  return game;
}

function declarationRecord(
  game: { id: number; game_name: string },
  row: { game_date: string; pana: string; digit: number; declared_at: string },
): StarlineDeclaration {
  return {
    gameId: String(game.id),
    gameName: game.game_name,
    gameDate: row.game_date,
    pana: row.pana,
    winningNumber: row.pana,
    digit: Number(row.digit),
    declaredAt: row.declared_at,
  };
}

/**
 * Declares the result panna of a game's day (default today, IST) and settles its bets. The same panna again
 * changes nothing; another panna for a declared day is 409 (revert first).
 */
/** The declared panna and its ank; a `digit`, if sent, must be the panna's. */
function declaredPanna(input: DeclareStarlineInput): { pana: string; digit: number } {
  const pana = typeof input.pana === 'string' ? input.pana.trim() : typeof input.pana === 'number' ? String(input.pana) : '';
  const panna = checkPanna(pana, 'pana');
  if (!panna.ok) throw invalid([panna]);
  const digit = pannaAnk(pana);
  if (input.digit !== undefined && input.digit !== null && input.digit !== '' && Number(input.digit) !== digit) {
    throw badRequest('DIGIT_MISMATCH', { pana, digit }, { path: 'digit' });
  }
  return { pana, digit };
}

/** The SQL condition under which a Starline bet wins against a result panna (one place for declare and preview). */
function winsAgainst(pana: string) {
  return sql.join(
    starlineSettlementRules(pana).map((rule) => sql`(bet_type = ${rule.betType} and bet_number = ${rule.winningNumber})`),
    sql` or `,
  );
}

export async function declareStarlineResult(
  db: Db,
  clock: Clock,
  input: DeclareStarlineInput,
  actor: AuditActor,
  followers: ResultFollowers,
): Promise<{ result: StarlineDeclaration; settlement: Settlement; alreadyDeclared: boolean }> {
  const { pana, digit } = declaredPanna(input);
  const game = await gameOf(db, input.gameId);
  const now = clock.now();
  const gameDate = gameDateOf(input.gameDate, clock);
  const open = parseClockTime(game.open_time);
  if (gameDate === istDate(now) && open !== null && istMinutes(now) <= open) {
    // Bets are taken until the open minute ends; a result before then would race them.
    throw badRequest('STARLINE_BETTING_NOT_CLOSED', { game: game.game_name, time: game.open_time }, { path: 'gameDate' });
  }

  const declared = await db.transaction().execute(async (trx) => {
    await lockGameAgainstBets(trx, game.id);
    const declaredAt = now.toISOString();
    const declarationId = randomUUID();
    const inserted = await trx
      .insertInto('starline_results')
      .values({ game_id: game.id, game_date: gameDate, pana, digit, declaration_id: declarationId, declared_at: declaredAt })
      .onConflict((conflict) => conflict.columns(['game_id', 'game_date']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx
        .selectFrom('starline_results')
        .selectAll()
        .where('game_id', '=', game.id)
        .where('game_date', '=', gameDate)
        .executeTakeFirstOrThrow();
      if (existing.pana !== pana) {
        throw conflict('STARLINE_RESULT_ALREADY_DECLARED', { game: game.game_name, date: gameDate, pana: existing.pana });
      }
      return { result: declarationRecord(game, existing), settlement: NOTHING_SETTLED, alreadyDeclared: true };
    }
    const settlement = await settleBets(trx, game.id, gameDate, pana, declarationId, declaredAt);
    await recordAudit(trx, clock, actor, {
      action: 'starline_result.declare',
      target: starlineResultTarget(game.id, gameDate),
      before: null,
      after: { gameName: game.game_name, gameDate, pana, digit, ...settlement },
    });
    return { result: declarationRecord(game, inserted), settlement, alreadyDeclared: false };
  });
  // After the commit, and not waited for: the Starline followers are alerted.
  if (!declared.alreadyDeclared) followers.resultAlerts.starlineDeclared({ ...declared.result, gameId: game.id });
  return declared;
}

/**
 * On PostgreSQL transactions run side by side: a bet's insert takes a key-share lock on its game row (the
 * foreign key check), which this lock waits for, so a bet either commits before the settlement reads the bets
 * or sees the result afterwards (placeStarlineBet re-checks) and is refused. SQLite has one writer at a time.
 */
async function lockGameAgainstBets(trx: Transaction<Database>, gameId: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof SqliteAdapter) return;
  await trx.selectFrom('starline_games').select('id').where('id', '=', gameId).forUpdate().execute();
}

/**
 * The won bets of a settled game-day as ledger postings (see set-postings): the win, or its reversal, per
 * bet, referenced by bet and declaration.
 */
function winPostings(
  gameId: number,
  gameDate: string,
  declarationId: string,
  kind: 'starline_win' | 'starline_win_reversal',
): RawBuilder<unknown> {
  const amount = kind === 'starline_win' ? sql`win_amount` : sql`-win_amount`;
  return sql`
    select user_id, ${amount} as amount,
      ${sql.lit('starline-bet:')} || cast(id as text) || ${sql.lit(':')} || ${declarationId} as reference,
      id as seq
    from starline_bets
    where game_id = ${gameId} and game_date = ${gameDate} and status = 'won' and win_amount > 0`;
}

async function settleBets(
  trx: Transaction<Database>,
  gameId: number,
  gameDate: string,
  pana: string,
  declarationId: string,
  at: string,
): Promise<Settlement> {
  const wins = winsAgainst(pana);
  await trx
    .updateTable('starline_bets')
    .set({
      status: sql<'won' | 'lost'>`case when ${wins} then 'won' else 'lost' end`,
      win_amount: sql<number>`case when ${wins} then potential_win else 0 end`,
      result: pana,
      result_date: at,
    })
    .where('game_id', '=', gameId)
    .where('game_date', '=', gameDate)
    .where('status', '=', 'pending')
    .execute();

  await postSet(trx, { kind: 'starline_win', at, postings: winPostings(gameId, gameDate, declarationId, 'starline_win') });

  return settlementOf(trx, gameId, gameDate);
}

async function settlementOf(trx: Transaction<Database>, gameId: number, gameDate: string): Promise<Settlement> {
  const row = await trx
    .selectFrom('starline_bets')
    .select([
      sql<number>`count(*)`.as('settled'),
      sql<number>`coalesce(sum(case when status = 'won' then 1 else 0 end), 0)`.as('won'),
      sql<number>`coalesce(sum(win_amount), 0)`.as('paid'),
    ])
    .where('game_id', '=', gameId)
    .where('game_date', '=', gameDate)
    .where('status', 'in', ['won', 'lost'])
    .executeTakeFirstOrThrow();
  const settled = Number(row.settled);
  const won = Number(row.won);
  return { settled, won, lost: settled - won, paid: Number(row.paid) };
}

/**
 * GET /admin/starline/results/preview?gameId&pana&gameDate — what declaring would settle, changing nothing.
 * The same win condition as the declaration, so its numbers are the declaration's; zeros once the day is
 * declared (the same panna again settles nothing, another is refused).
 */
export async function previewStarlineResult(db: Db, clock: Clock, input: DeclareStarlineInput): Promise<StarlineResultPreview> {
  const { pana, digit } = declaredPanna(input);
  const game = await gameOf(db, input.gameId);
  const gameDate = gameDateOf(input.gameDate, clock);
  const base = { gameId: String(game.id), gameDate, pana, digit };
  const declaredPana = await declaredStarlinePana(db, game.id, gameDate);
  if (declaredPana !== null) return { ...base, declaredPana, settlement: NOTHING_SETTLED };
  const wins = winsAgainst(pana);
  const row = await pendingStarlineBets(db, game.id, gameDate)
    .select([
      sql<number>`count(*)`.as('settled'),
      sql<number>`coalesce(sum(case when ${wins} then 1 else 0 end), 0)`.as('won'),
      sql<number>`coalesce(sum(case when ${wins} then potential_win else 0 end), 0)`.as('paid'),
    ])
    .executeTakeFirstOrThrow();
  const settled = Number(row.settled);
  const won = Number(row.won);
  return { ...base, declaredPana: null, settlement: { settled, won, lost: settled - won, paid: Number(row.paid) } };
}

/** The panna declared for a game day, or null. */
export async function declaredStarlinePana(db: Db, gameId: number, gameDate: string): Promise<string | null> {
  const row = await db
    .selectFrom('starline_results')
    .select('pana')
    .where('game_id', '=', gameId)
    .where('game_date', '=', gameDate)
    .executeTakeFirst();
  return row?.pana ?? null;
}

/** The bets a declaration of that game day would settle: its pending ones. */
export function pendingStarlineBets(db: Db, gameId: number, gameDate: string) {
  return db
    .selectFrom('starline_bets')
    .where('game_id', '=', gameId)
    .where('game_date', '=', gameDate)
    .where('status', '=', 'pending');
}

/**
 * Reverts a declaration: every win is taken back by a compensating entry, the bets return to pending and
 * the day can be declared again. Refused (409, nothing changes) if a winner no longer holds the winnings.
 */
export async function revertStarlineResult(
  db: Db,
  clock: Clock,
  input: { gameId: unknown; gameDate?: unknown },
  actor: AuditActor,
  followers: ResultFollowers,
): Promise<{ result: StarlineDeclaration; reversed: { bets: number; amount: number } }> {
  const game = await gameOf(db, input.gameId);
  const gameDate = gameDateOf(input.gameDate, clock);
  const at = clock.now().toISOString();
  const reverted = await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('starline_results')
      .where('game_id', '=', game.id)
      .where('game_date', '=', gameDate)
      .returningAll()
      .executeTakeFirst();
    if (!removed) throw notFound('STARLINE_NO_DECLARATION', { game: game.game_name, date: gameDate });

    let reversed: SetPostingTotals;
    try {
      reversed = await postSet(trx, {
        kind: 'starline_win_reversal',
        at,
        postings: winPostings(game.id, gameDate, removed.declaration_id, 'starline_win_reversal'),
      });
    } catch (error) {
      if (!(error instanceof SetPostingOverdraw)) throw error;
      // Throwing rolls the whole revert back, the result row included.
      throw conflict('REVERSAL_WOULD_OVERDRAW', { players: error.players });
    }

    await trx
      .updateTable('starline_bets')
      .set({ status: 'pending', win_amount: 0, result: null, result_date: null })
      .where('game_id', '=', game.id)
      .where('game_date', '=', gameDate)
      .where('status', 'in', ['won', 'lost'])
      .execute();

    await recordAudit(trx, clock, actor, {
      action: 'starline_result.revert',
      target: starlineResultTarget(game.id, gameDate),
      before: { gameName: game.game_name, gameDate, pana: removed.pana, digit: Number(removed.digit) },
      after: { reversedWins: reversed.entries, reversedAmount: Math.abs(reversed.total) },
    });
    return {
      result: declarationRecord(game, removed),
      reversed: { bets: reversed.entries, amount: Math.abs(reversed.total) },
    };
  });
  followers.resultAlerts.starlineReverted({ ...reverted.result, gameId: game.id });
  return reverted;
}

/** A Starline game-day's result, as the audit trail names it: `<gameId>:<YYYY-MM-DD>`. */
function starlineResultTarget(gameId: number, gameDate: string) {
  return { kind: 'starline_result', id: `${gameId}:${gameDate}` };
}

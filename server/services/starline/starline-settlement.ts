import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type {
  StarlineDeclaration,
  StarlineResultCorrected,
  StarlineResultPreview,
} from '../../../contract/admin-starline.js';
import type { ResultVoided, Settlement } from '../../../contract/results.js';
import type { Clock } from '../../clock.js';
import { ApiError, badRequest, conflict, invalid, notFound } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Database, Db } from '../../store/schema.js';
import { checkPanna, pannaAnk } from '../../../src/domain/panna.js';
import { starlineDeclarableFromMinute, starlineSettlementRules } from '../../../src/domain/starline.js';
import { istDate, istMinutes, parseClockTime } from '../../../src/domain/time.js';
import {
  correctDraw,
  declarationOf,
  declareDraw,
  isVoided,
  NOTHING_SETTLED,
  previewSettlement,
  refundsOf,
  revertDraw,
  voidDraw,
  type DeclarationRow,
} from '../markets/declarations.js';
import { afterResultChange } from '../markets/result-changes.js';
import { sentGameDate, sentPanna, sentReason } from '../markets/declared-input.js';
import { resultTarget, STARLINE_MARKET } from '../markets/market-kinds.js';
import { assertMarketRuns, starlineCalendar } from '../markets/holidays.js';
import type { ResultFollowers } from '../index.js';
import { recordAudit, type AuditActor } from '../operators/audit.js';
import { holdForApproval, readFourEyes, resultChangeHold, type Held } from '../operators/four-eyes.js';
import { findStarlineGame } from './starline.js';

/**
 * Declaring a Starline result settles that game day's bets with the declaration engine (markets/declarations):
 * no bet row is written; the winners go to starline_bet_wins and are paid `starline_win` entries (reference
 * `starline-bet:<betId>:<declarationId>`). The results table's primary key (game_id, game_date) is the gate:
 * only the declaration that inserts the row settles, so concurrent or repeated declarations pay exactly once.
 * A revert deletes the row and its wins and reverses them with compensating `starline_win_reversal` entries,
 * refused if a balance would go below zero.
 */

export interface DeclareStarlineInput {
  gameId: unknown;
  pana: unknown;
  digit?: unknown;
  gameDate?: unknown;
}

export function gameDateOf(value: unknown, clock: Clock): string {
  const { gameDate, problem } = sentGameDate(value, istDate(clock.now()));
  if (problem) throw new ApiError(400, problem.code, problem.params, { path: 'gameDate' });
  return gameDate;
}

export async function gameOf(db: Db | Transaction<Database>, gameId: unknown) {
  const game = await findStarlineGame(db, gameId);
  if (!game) throw notFound('STARLINE_GAME_NOT_FOUND');
  return game;
}

function declarationRecord(game: { id: number; game_name: string }, gameDate: string, row: DeclarationRow): StarlineDeclaration {
  return {
    gameId: String(game.id),
    gameName: game.game_name,
    gameDate,
    pana: row.pana,
    winningNumber: row.pana,
    digit: row.digit,
    declaredAt: row.declaredAt,
  };
}

/**
 * Declares the result panna of a game's day (default today, IST) and settles its bets. The same panna again
 * changes nothing; another panna for a declared day is 409 (revert first).
 */
/** The declared panna and its ank; a `digit`, if sent, must be the panna's. */
function declaredPanna(input: DeclareStarlineInput): { pana: string; digit: number } {
  const pana = sentPanna(input.pana);
  const panna = checkPanna(pana, 'pana');
  if (!panna.ok) throw invalid([panna]);
  const digit = pannaAnk(pana);
  if (input.digit !== undefined && input.digit !== null && input.digit !== '' && Number(input.digit) !== digit) {
    throw badRequest('DIGIT_MISMATCH', { pana, digit }, { path: 'digit' });
  }
  return { pana, digit };
}

/**
 * Holds a Starline game against new bets until the declaration's transaction ends, so that a bet either commits
 * before the declaration reads the day's bets or sees the result afterwards (placement re-checks) and is refused.
 * On PostgreSQL a bet's insert takes a key-share lock on its game's row (the foreign key check), which this
 * exclusive one waits for.
 */
async function lockStarlineGame(trx: Transaction<Database>, gameId: number): Promise<void> {
  await trx.selectFrom('starline_games').select('id').where('id', '=', gameId).forUpdate().execute();
}

export async function declareStarlineResult(
  store: Store,
  clock: Clock,
  input: DeclareStarlineInput,
  actor: AuditActor,
  followers: ResultFollowers,
): Promise<{ result: StarlineDeclaration; settlement: Settlement; alreadyDeclared: boolean }> {
  const { pana, digit } = declaredPanna(input);
  const game = await gameOf(store.db, input.gameId);
  const now = clock.now();
  const gameDate = gameDateOf(input.gameDate, clock);
  const open = parseClockTime(game.open_time);
  if (gameDate === istDate(now) && open !== null && istMinutes(now) < starlineDeclarableFromMinute(open)) {
    // Bets are taken until the open minute ends; a result before then would race them.
    throw badRequest('STARLINE_BETTING_NOT_CLOSED', { game: game.game_name, time: game.open_time }, { path: 'gameDate' });
  }
  await assertMarketRuns(store.db, 409, starlineCalendar(game), gameDate);

  const declared = await store.db.transaction().execute(async (trx) => {
    await lockStarlineGame(trx, game.id);
    const draw = { gameId: game.id, gameDate };
    if (await isVoided(trx, STARLINE_MARKET, draw)) throw conflict('DRAW_VOIDED');
    const row = { pana, digit, declarationId: randomUUID(), declaredAt: now.toISOString() };
    const settlement = await declareDraw(trx, STARLINE_MARKET, { draw, row, rules: starlineSettlementRules(pana) });
    if (!settlement) {
      const existing = (await declarationOf(trx, STARLINE_MARKET, draw))!;
      if (existing.pana !== pana) {
        throw conflict('STARLINE_RESULT_ALREADY_DECLARED', { game: game.game_name, date: gameDate, pana: existing.pana });
      }
      return { result: declarationRecord(game, gameDate, existing), settlement: NOTHING_SETTLED, alreadyDeclared: true };
    }
    await recordAudit(store, trx, clock, actor, {
      action: STARLINE_MARKET.audit.declare,
      target: resultTarget(STARLINE_MARKET, game.id, gameDate),
      before: null,
      after: { gameName: game.game_name, gameDate, pana, digit, ...settlement },
    });
    return { result: declarationRecord(game, gameDate, row), settlement, alreadyDeclared: false };
  });
  // After the commit, and not waited for: the Starline followers are alerted.
  if (!declared.alreadyDeclared) {
    afterResultChange(followers, { market: 'starline', change: 'declared', event: { ...declared.result, gameId: game.id } });
  }
  return declared;
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
  await assertMarketRuns(db, 409, starlineCalendar(game), gameDate);
  const base = { gameId: String(game.id), gameDate, pana, digit };
  const declaredPana = await declaredStarlinePana(db, game.id, gameDate);
  if (declaredPana !== null) return { ...base, declaredPana, settlement: NOTHING_SETTLED };
  const draw = { gameId: game.id, gameDate };
  if (await isVoided(db, STARLINE_MARKET, draw)) throw conflict('DRAW_VOIDED');
  return { ...base, declaredPana: null, settlement: await previewSettlement(db, STARLINE_MARKET, draw, starlineSettlementRules(pana)) };
}

/** The panna declared for a game day, or null. */
export async function declaredStarlinePana(db: Db, gameId: number, gameDate: string): Promise<string | null> {
  return (await declarationOf(db, STARLINE_MARKET, { gameId, gameDate }))?.pana ?? null;
}

export type StarlineReverted = { result: StarlineDeclaration; reversed: { bets: number; amount: number } };

/**
 * Reverts a declaration: every win is taken back by a compensating entry, the bets return to pending and
 * the day can be declared again. Refused (409, nothing changes) if a winner no longer holds the winnings. Held for
 * a second operator instead (once judged as always) when the four-eyes rules hold result changes.
 */
export async function revertStarlineResult(
  store: Store,
  clock: Clock,
  input: { gameId: unknown; gameDate?: unknown },
  actor: AuditActor,
  followers: ResultFollowers,
): Promise<Held<StarlineReverted>> {
  const game = await gameOf(store.db, input.gameId);
  const gameDate = gameDateOf(input.gameDate, clock);
  const answer = await store.db.transaction().execute(async (trx): Promise<Held<StarlineReverted>> => {
    const result = `the Starline result of ${game.game_name} for ${gameDate}`;
    const reason = resultChangeHold(await readFourEyes(trx), result);
    if (!reason) return { done: await revertStarlineDeclared(store, trx, clock, game, gameDate, actor) };
    if ((await declaredStarlinePana(trx, game.id, gameDate)) === null) {
      throw notFound('STARLINE_NO_DECLARATION', { game: game.game_name, date: gameDate });
    }
    const target = { kind: 'starline_result', id: `${game.id}:${gameDate}` };
    const action = { gameId: game.id, gameDate };
    const hold = { kind: 'result_change' as const, target, amount: null, reason, action };
    return { held: await holdForApproval(store, trx, clock, actor, hold) };
  });
  if ('done' in answer) afterStarlineRevert(followers, answer.done);
  return answer;
}

/** The revert of a Starline result in the caller's transaction (an approved one, see approvals.ts). */
export async function revertStarlineResultIn(
  store: Store,
  trx: Transaction<Database>,
  clock: Clock,
  ref: { gameId: number; gameDate: string },
  actor: AuditActor,
): Promise<StarlineReverted> {
  return revertStarlineDeclared(store, trx, clock, await gameOf(trx, ref.gameId), ref.gameDate, actor);
}

async function revertStarlineDeclared(
  store: Store,
  trx: Transaction<Database>,
  clock: Clock,
  game: { id: number; game_name: string },
  gameDate: string,
  actor: AuditActor,
): Promise<StarlineReverted> {
  const at = clock.now().toISOString();
  // Refused (the whole revert rolls back, the result row included) if a winner no longer holds the winnings.
  const undone = await revertDraw(trx, STARLINE_MARKET, { gameId: game.id, gameDate }, at);
  if (!undone) throw notFound('STARLINE_NO_DECLARATION', { game: game.game_name, date: gameDate });
  const { declaration: removed, reversed } = undone;
  await recordAudit(store, trx, clock, actor, {
    action: STARLINE_MARKET.audit.revert,
    target: resultTarget(STARLINE_MARKET, game.id, gameDate),
    before: { gameName: game.game_name, gameDate, pana: removed.pana, digit: removed.digit },
    after: { reversedWins: reversed.entries, reversedAmount: Math.abs(reversed.total) },
  });
  return {
    result: declarationRecord(game, gameDate, removed),
    reversed: { bets: reversed.entries, amount: Math.abs(reversed.total) },
  };
}

/** After a Starline revert has committed: the game's followers hear of it. */
export function afterStarlineRevert(followers: ResultFollowers, reverted: StarlineReverted): void {
  const gameId = Number(reverted.result.gameId);
  afterResultChange(followers, { market: 'starline', change: 'reverted', event: { ...reverted.result, gameId } });
}

// ---- Void and correct ---------------------------------------------------------------------------------------

/** A Starline void or correction as it is carried out (or held for a second operator, see approvals.ts). */
export interface StarlineChangeRef {
  gameId: number;
  gameDate: string;
  reason: string;
  /** The new panna of a correction. */
  pana?: string;
}

export interface StarlineVoided {
  answer: ResultVoided;
  refunds: Array<{ userId: number; refunded: number }>;
}

export interface StarlineCorrected {
  answer: StarlineResultCorrected;
  players: number[];
}

function reasonOf(value: unknown): string {
  const { reason, problem } = sentReason(value);
  if (problem) throw invalid([problem]);
  return reason;
}

/** The hold's reason when the four-eyes rules hold result changes, else null. */
function changeHold(rules: { resultChanges: boolean }, what: string): string | null {
  return rules.resultChanges ? `${what} needs a second operator` : null;
}

/**
 * POST /admin/starline/results/void: a Starline game day is called off, its bets cancelled and refunded (a
 * declared day's wins taken back first). Held for a second operator when the four-eyes rules hold result changes.
 */
export async function voidStarlineResult(
  store: Store,
  clock: Clock,
  input: { gameId?: unknown; gameDate?: unknown; reason?: unknown },
  actor: AuditActor,
  followers: ResultFollowers,
): Promise<Held<ResultVoided>> {
  const reason = reasonOf(input.reason);
  const game = await gameOf(store.db, input.gameId);
  const ref = { gameId: game.id, gameDate: gameDateOf(input.gameDate, clock), reason };
  const answer = await store.db.transaction().execute(async (trx): Promise<Held<StarlineVoided>> => {
    const hold = changeHold(await readFourEyes(trx), `Voiding ${game.game_name} (Starline) for ${ref.gameDate}`);
    if (!hold) return { done: await voidStarlineIn(store, trx, clock, ref, actor) };
    const target = { kind: 'starline_result', id: `${game.id}:${ref.gameDate}:void` };
    const action = { type: 'void', ...ref };
    return { held: await holdForApproval(store, trx, clock, actor, { kind: 'result_change', target, amount: null, reason: hold, action }) };
  });
  if ('held' in answer) return answer;
  afterStarlineVoid(followers, answer.done);
  return { done: answer.done.answer };
}

/** A Starline void in the caller's transaction (an approved one, see approvals.ts). */
export async function voidStarlineIn(
  store: Store,
  trx: Transaction<Database>,
  clock: Clock,
  ref: StarlineChangeRef,
  actor: AuditActor,
): Promise<StarlineVoided> {
  const game = await gameOf(trx, ref.gameId);
  await lockStarlineGame(trx, game.id);
  const { gameDate, reason } = ref;
  const voidId = randomUUID();
  const at = clock.now().toISOString();
  const before = await declaredStarlinePana(trx, game.id, gameDate);
  const voided = await voidDraw(trx, STARLINE_MARKET, { gameId: game.id, gameDate, sessions: null, voidId, reason, at, by: actor.adminId });
  const record = { gameId: String(game.id), gameDate, session: null };
  if (!voided) {
    return { answer: { message: 'Already voided', voided: { ...record, bets: 0, refunded: 0, reversedWins: 0 } }, refunds: [] };
  }
  const after = { bets: voided.bets, refunded: voided.refunded, reversedWins: voided.reversedWins };
  await recordAudit(store, trx, clock, actor, {
    action: STARLINE_MARKET.audit.void,
    target: resultTarget(STARLINE_MARKET, game.id, gameDate),
    before: { gameName: game.game_name, gameDate, pana: before },
    after: { reason, ...after, reversed: voided.reversedWins },
  });
  return {
    answer: { message: 'Voided: bets refunded', voided: { ...record, ...after } },
    refunds: await refundsOf(trx, STARLINE_MARKET, voidId),
  };
}

/** After a Starline void has committed: the refunded players hear of it. */
export function afterStarlineVoid(followers: ResultFollowers, voided: StarlineVoided): void {
  if (voided.answer.message === 'Already voided') return;
  const { gameId, gameDate } = voided.answer.voided;
  afterResultChange(followers, {
    market: 'starline',
    change: 'voided',
    event: { market: 'starline', gameId: Number(gameId), gameDate, refunds: voided.refunds },
  });
}

/**
 * POST /admin/starline/results/correct: a declared game day gets another panna in one transaction (the old wins
 * taken back, the new panna declared), refused like a revert when a winner no longer holds the winnings. Held for
 * a second operator when the four-eyes rules hold result changes.
 */
export async function correctStarlineResult(
  store: Store,
  clock: Clock,
  input: { gameId?: unknown; gameDate?: unknown; pana?: unknown; reason?: unknown },
  actor: AuditActor,
  followers: ResultFollowers,
): Promise<Held<StarlineResultCorrected>> {
  const { pana } = declaredPanna({ gameId: input.gameId, pana: input.pana });
  const reason = reasonOf(input.reason);
  const game = await gameOf(store.db, input.gameId);
  const ref = { gameId: game.id, gameDate: gameDateOf(input.gameDate, clock), pana, reason };
  const answer = await store.db.transaction().execute(async (trx): Promise<Held<StarlineCorrected>> => {
    const what = `Correcting the Starline result of ${game.game_name} for ${ref.gameDate} to ${pana}`;
    const hold = changeHold(await readFourEyes(trx), what);
    if (!hold) return { done: await correctStarlineIn(store, trx, clock, ref, actor) };
    await starlineToCorrect(trx, game, ref.gameDate, pana);
    const target = { kind: 'starline_result', id: `${game.id}:${ref.gameDate}:correct` };
    const action = { type: 'correct', ...ref };
    return { held: await holdForApproval(store, trx, clock, actor, { kind: 'result_change', target, amount: null, reason: hold, action }) };
  });
  if ('held' in answer) return answer;
  afterStarlineCorrection(followers, answer.done);
  return { done: answer.done.answer };
}

/** The day's declaration, if it has another panna (else 404, 409). */
async function starlineToCorrect(
  trx: Transaction<Database>,
  game: { id: number; game_name: string },
  gameDate: string,
  pana: string,
): Promise<DeclarationRow> {
  const current = await declarationOf(trx, STARLINE_MARKET, { gameId: game.id, gameDate });
  if (!current) throw notFound('STARLINE_NO_DECLARATION', { game: game.game_name, date: gameDate });
  if (current.pana === pana) throw conflict('RESULT_UNCHANGED', { pana });
  return current;
}

/** A Starline correction in the caller's transaction (an approved one, see approvals.ts). */
export async function correctStarlineIn(
  store: Store,
  trx: Transaction<Database>,
  clock: Clock,
  ref: StarlineChangeRef,
  actor: AuditActor,
): Promise<StarlineCorrected> {
  const game = await gameOf(trx, ref.gameId);
  await lockStarlineGame(trx, game.id);
  const { gameDate, reason } = ref;
  const pana = ref.pana!;
  const current = await starlineToCorrect(trx, game, gameDate, pana);
  const row = { pana, digit: pannaAnk(pana), declarationId: randomUUID(), declaredAt: clock.now().toISOString() };
  const draw = { gameId: game.id, gameDate };
  const corrected = (await correctDraw(trx, STARLINE_MARKET, { draw, row, rules: starlineSettlementRules(pana) }))!;
  await recordAudit(store, trx, clock, actor, {
    action: STARLINE_MARKET.audit.correct,
    target: resultTarget(STARLINE_MARKET, game.id, gameDate),
    before: { gameName: game.game_name, gameDate, pana: current.pana, digit: current.digit },
    after: { pana, digit: row.digit, reason, ...corrected.settlement, reversedAmount: -corrected.reversed.reversed.total },
  });
  return {
    answer: {
      message: 'Result corrected',
      result: declarationRecord(game, gameDate, row),
      corrected: { oldPana: current.pana, newPana: pana, settlement: corrected.settlement },
    },
    players: [...corrected.changed],
  };
}

/** After a Starline correction has committed: the players whose outcome changed hear of it. */
export function afterStarlineCorrection(followers: ResultFollowers, corrected: StarlineCorrected): void {
  const { result, corrected: change } = corrected.answer;
  afterResultChange(followers, {
    market: 'starline',
    change: 'corrected',
    event: {
      market: 'starline',
      gameId: Number(result.gameId),
      gameDate: result.gameDate,
      result: `${result.pana}-${result.digit}`,
      oldPana: change.oldPana,
      newPana: change.newPana,
      players: corrected.players,
    },
  });
}

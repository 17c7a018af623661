import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import { badRequest, codedProblem, conflict, fieldProblem, notFound, refusedFields, type FieldProblem } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Database, Db } from '../../store/schema.js';
import { isSession, type Session } from '../../../src/domain/bet-types.js';
import { settlementRules, type SettlementRule } from '../../../src/domain/bet-number.js';
import { checkPanna, pannaAnk } from '../../../src/domain/panna.js';
import { declarableFromMinute } from '../../../src/domain/session.js';
import { marketDayAt, marketMinutes } from '../../../src/domain/market-clock.js';
import { awaitsOpen } from '../../../src/domain/results-due.js';
import { runIdempotent, type Outcome } from '../money/idempotency.js';
import { recordAudit, type AuditActor } from '../operators/audit.js';
import { holdForApproval, readFourEyes, resultChangeHold, type Held } from '../operators/four-eyes.js';
import type { ApprovalRequested } from '../../../contract/approvals.js';
import {
  declarationOf,
  declareDraw,
  correctDraw,
  NOTHING_SETTLED,
  outcomeChanged,
  previewSettlement,
  refundsOf,
  revertDraw,
  voidDraw,
  voidedOf,
  winnersOf,
} from './declarations.js';
import { afterResultChange } from './result-changes.js';
import { sentGameDate, sentPanna, sentReason } from './declared-input.js';
import { DAILY_MARKET, resultTarget, type Draw } from './market-kinds.js';
import { assertMarketRuns, dailyCalendar } from './holidays.js';
import {
  dayDeclarations,
  dayResultString,
  lockGame,
  namedGameToday,
  parseId,
  type DayDeclarations,
} from './markets.js';
import type { ResultFollowers } from '../index.js';
import type {
  DeclaredResult,
  ResultCorrected,
  ResultPreview,
  ResultVoided,
  RevertedResult,
  Settlement,
} from '../../../contract/results.js';

/**
 * Declaring a daily market's session result and settling its bets exactly once, the preview of
 * a declaration, and the revert.
 *
 * Rules chosen here:
 * - The admin gives the panna; the server derives the digit (a sent `digit` must equal it).
 * - The open is declared before the close, every day: declaring the close while the open is undeclared is
 *   refused (409). Jodi, both half sangams and full sangam need both pannas, so they always settle with the
 *   close declaration, and a jodi or sangam bet can never be placed knowing the close result.
 * - Exactly once: the declaration row is inserted first and its primary key (game, day, session) is the
 *   gate. The same panna again answers 200 with the existing result and a zero settlement; another panna
 *   for a declared session is 409 (revert first).
 * - A bet row is written once, when placed, and never updated (migration 008). A declaration settles the bets
 *   of its market day whose `settles_with` is its session; their outcome is derived (the `bets` view): pending
 *   while that session is undeclared, then won when the declaration wrote the bet a `bet_wins` row, else lost,
 *   with the declaration's result string, time and id. So settling a million bets writes only the winners.
 * - Settlement is set-based, by the declaration engine shared with Starline (declarations.ts): one INSERT …
 *   SELECT writes the declaration's winners into bet_wins, then its win entries (reference
 *   `win:<betId>:<declarationId>`) and credits are posted from them in three statements.
 * - Reverts go in reverse order: while the close is declared the open cannot be reverted (409). A revert
 *   writes compensating `win_reversal` entries (reference `win_reversal:<betId>:<declarationId>`) for the
 *   declaration's wins, deletes its bet_wins rows and its game_results row, which puts its bets back to pending.
 *   If a player has already spent winnings so that a reversal would take the balance below zero, the revert
 *   is refused (409) and nothing changes: the ledger never shows a negative balance, and the admin can settle
 *   the difference with an adjustment first.
 */

export interface DeclarationInput {
  gameId?: unknown;
  session?: unknown;
  pana?: unknown;
  digit?: unknown;
  gameDate?: unknown;
}

interface ValidDeclaration {
  gameId: number | null;
  session: Session;
  pana: string;
  digit: number;
  gameDate: string;
}

function checkGameDate(value: unknown, today: string, problems: FieldProblem[]): string {
  const { gameDate, problem } = sentGameDate(value, today);
  if (problem) problems.push(codedProblem(problem));
  return gameDate;
}

function checkSession(value: unknown, problems: FieldProblem[]): Session {
  if (isSession(value)) return value;
  problems.push(fieldProblem('SESSION_INVALID', undefined, 'session'));
  return 'open';
}

export function validateDeclaration(input: DeclarationInput, today: string, withPana: boolean): ValidDeclaration {
  const problems: FieldProblem[] = [];
  const gameId = parseId(input.gameId);
  if (input.gameId === undefined || input.gameId === null || input.gameId === '') {
    problems.push(fieldProblem('GAME_REQUIRED', undefined, 'gameId'));
  }
  const session = checkSession(input.session, problems);
  const gameDate = checkGameDate(input.gameDate, today, problems);
  let pana = '';
  let digit = 0;
  if (withPana) {
    pana = sentPanna(input.pana);
    const panna = checkPanna(pana, 'pana');
    if (!panna.ok) {
      problems.push(codedProblem({ ...panna, field: 'pana' }));
    } else {
      digit = pannaAnk(pana);
      const sent = input.digit;
      const sentText = typeof sent === 'number' || typeof sent === 'string' ? String(sent).trim() : undefined;
      if (sent !== undefined && sent !== null && sent !== '' && sentText !== String(digit)) {
        problems.push(fieldProblem('DIGIT_MISMATCH', { pana, digit }, 'digit'));
      }
    }
  }
  if (problems.length > 0) throw refusedFields(problems);
  return { gameId, session, pana, digit, gameDate };
}

/**
 * A result is declared only once betting on its session has closed: otherwise anyone who
 * saw it could still bet on it. Today's sessions wait for their time; past days are already closed.
 */
function assertBettingClosed(
  game: { game_name: string; open_time: string; close_time: string },
  session: Session,
  gameDate: string,
  now: Date,
): void {
  const times = marketMinutes(game.open_time, game.close_time);
  const today = marketDayAt(now, game.open_time, game.close_time);
  if (gameDate !== today.date || times === null) return;
  if (today.minute >= declarableFromMinute(session, times.open, times.close)) return;
  throw session === 'open'
    ? badRequest('BETTING_NOT_CLOSED', { game: game.game_name, time: game.open_time }, { path: 'session' })
    : badRequest('CLOSE_BETTING_NOT_CLOSED', { game: game.game_name, time: game.close_time }, { path: 'session' });
}

// ---- The rules of a daily declaration -------------------------------------------------------------------

export function rulesFor(session: Session, day: DayDeclarations, pana: string): SettlementRule[] {
  const declared = {
    openPanna: session === 'open' ? pana : (day.open?.pana ?? null),
    closePanna: session === 'close' ? pana : (day.close?.pana ?? null),
  };
  return settlementRules(session, declared);
}

/** The open is declared before the close, every day (see the rules above), unless the open was voided. */
export function assertOpenDeclared(session: Session, day: DayDeclarations, openVoided = false): void {
  if (awaitsOpen(session, !!day.open, openVoided)) throw conflict('OPEN_NOT_DECLARED');
}

/** A voided draw is never declared (409): its bets were refunded. */
async function assertNotVoided(db: Db, draw: Draw & { session: Session }): Promise<{ openVoided: boolean }> {
  const voided = await voidedOf(db, DAILY_MARKET, draw.gameId, draw.gameDate);
  if (voided.includes(draw.session)) throw conflict('DRAW_VOIDED');
  return { openVoided: voided.includes('open') };
}

function withPana(day: DayDeclarations, session: Session, pana: string, declarationId: string): DayDeclarations {
  return { ...day, [session]: { pana, declarationId } };
}

// ---- Declare ------------------------------------------------------------------------------------------------

export async function declareResult(
  store: Store,
  clock: Clock,
  request: { adminId: number; idempotencyKey: string | undefined; input: DeclarationInput; actor: AuditActor },
  followers: ResultFollowers,
): Promise<Outcome<DeclaredResult>> {
  const today = await namedGameToday(store.db, request.input.gameId, clock.now());
  const declaration = validateDeclaration(request.input, today, true);
  // Whether this call declared (not the same panna again, nor a replayed Idempotency-Key): then, once the
  // transaction has committed, the market's followers are alerted.
  let declared = false;
  const outcome = await runIdempotent(
    store,
    clock,
    {
      userId: request.adminId,
      key: request.idempotencyKey,
      fingerprint: { route: 'POST /admin/results', declaration },
    },
    async (trx) => {
      const answer = await declareInTransaction(trx, store, clock, declaration, request.actor);
      declared = answer.body.message === RESULT_DECLARED;
      return answer;
    },
  );
  const { gameId, gameDate, session } = outcome.body.declaration;
  afterResultChange(
    followers,
    declared
      ? { market: 'daily', change: 'declared', event: { gameId: Number(gameId), gameDate, session, result: outcome.body.result } }
      : { market: 'daily', change: 'none' },
  );
  return outcome;
}

const RESULT_DECLARED = 'Result declared successfully';

async function declareInTransaction(
  trx: Transaction<Database>,
  store: Store,
  clock: Clock,
  declaration: ValidDeclaration,
  actor: AuditActor,
): Promise<Outcome<DeclaredResult>> {
  const { session, pana, digit, gameDate } = declaration;
  const game = declaration.gameId === null ? undefined : await lockGame(trx, declaration.gameId);
  if (!game) throw notFound('MARKET_NOT_FOUND');
  assertBettingClosed(game, session, gameDate, clock.now());
  await assertMarketRuns(trx, 409, dailyCalendar(game), gameDate);
  const gameId = Number(game.id);
  const day = await dayDeclarations(trx, gameId, gameDate);
  const record = (declaredAt: string) => ({ gameId: String(gameId), gameDate, session, pana, digit, declaredAt });

  const existing = day[session];
  if (existing) return alreadyDeclared(trx, { gameId, gameDate, session }, pana, existing.pana, day);
  const { openVoided } = await assertNotVoided(trx, { gameId, gameDate, session });
  assertOpenDeclared(session, day, openVoided);

  const declarationId = randomUUID();
  const declaredAt = clock.now().toISOString();
  const draw = { gameId, gameDate, session };
  const settlement = await declareDraw(trx, DAILY_MARKET, {
    draw,
    row: { pana, digit, declarationId, declaredAt },
    rules: rulesFor(session, day, pana),
  });
  if (!settlement) {
    // Someone else's declaration won the primary key between our read and our insert.
    const now = await dayDeclarations(trx, gameId, gameDate);
    return alreadyDeclared(trx, draw, pana, now[session]!.pana, now);
  }
  const result = dayResultString(withPana(day, session, pana, declarationId));
  await recordAudit(store, trx, clock, actor, {
    action: DAILY_MARKET.audit.declare,
    target: resultTarget(DAILY_MARKET, gameId, gameDate),
    before: null,
    after: { gameName: game.game_name, gameDate, session, pana, digit, result, ...settlement },
  });
  return {
    status: 200,
    body: { message: RESULT_DECLARED, result, declaration: record(declaredAt), settlement },
  };
}

async function alreadyDeclared(
  trx: Transaction<Database>,
  draw: Draw & { session: Session },
  pana: string,
  declaredPana: string,
  day: DayDeclarations,
): Promise<Outcome<DeclaredResult>> {
  const { gameId, gameDate, session } = draw;
  if (declaredPana !== pana) {
    throw conflict('RESULT_ALREADY_DECLARED', { session, pana: declaredPana });
  }
  const row = await declarationOf(trx, DAILY_MARKET, draw);
  return {
    status: 200,
    body: {
      message: 'Result already declared',
      result: dayResultString(day),
      declaration: { gameId: String(gameId), gameDate, session, pana, digit: row!.digit, declaredAt: row!.declaredAt },
      settlement: NOTHING_SETTLED,
    },
  };
}

// ---- Preview ------------------------------------------------------------------------------------------------

/**
 * GET /admin/results/preview?gameId&session&pana&gameDate — what declaring would do, changing nothing. It uses the same SQL conditions as the declaration, so the numbers match what declaring settles. When the
 * session is already declared the settlement is all zeros (declaring the same panna again changes nothing,
 * another panna is refused); declaring a close before its open is refused here too (409).
 */
export async function previewResult(db: Db, clock: Clock, input: DeclarationInput): Promise<ResultPreview> {
  const today = await namedGameToday(db, input.gameId, clock.now());
  const { gameId: id, session, pana, digit, gameDate } = validateDeclaration(input, today, true);
  const game = id === null ? undefined : await db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
  if (!game) throw notFound('MARKET_NOT_FOUND');
  assertBettingClosed(game, session, gameDate, clock.now());
  await assertMarketRuns(db, 409, dailyCalendar(game), gameDate);
  const gameId = Number(game.id);
  const day = await dayDeclarations(db, gameId, gameDate);
  const base = { gameId: String(gameId), gameDate, session, pana, digit };
  const existing = day[session];
  if (existing) {
    return { ...base, result: dayResultString(day), declaredPana: existing.pana, settlement: NOTHING_SETTLED };
  }
  const { openVoided } = await assertNotVoided(db, { gameId, gameDate, session });
  assertOpenDeclared(session, day, openVoided);
  const settlement = await previewSettlement(db, DAILY_MARKET, { gameId, gameDate, session }, rulesFor(session, day, pana));
  return {
    ...base,
    result: dayResultString(withPana(day, session, pana, 'preview')),
    declaredPana: null,
    settlement,
  };
}

// ---- Revert -------------------------------------------------------------------------------------------------

/** A daily result to revert: the market, its day and the session. */
export interface DailyResultRef {
  gameId: number;
  gameDate: string;
  session: Session;
}

/**
 * An operator's revert of a declared daily result: judged as always (a missing declaration refused), then held for
 * a second operator (202) when the four-eyes rules hold result changes, else carried out at once.
 */
export async function revertResult(
  store: Store,
  clock: Clock,
  input: DeclarationInput,
  actor: AuditActor,
  followers: ResultFollowers,
): Promise<Outcome<RevertedResult | ApprovalRequested>> {
  const today = await namedGameToday(store.db, input.gameId, clock.now());
  const { gameId: id, session, gameDate } = validateDeclaration(input, today, false);
  const answer = await store.db.transaction().execute(async (trx): Promise<Held<RevertedResult>> => {
    const declared = await declarationToRevert(trx, { gameId: id, gameDate, session });
    const result = `the ${session} result of ${declared.game.game_name} for ${gameDate}`;
    const reason = resultChangeHold(await readFourEyes(trx), result);
    if (!reason) return { done: await revertDeclared(store, trx, clock, declared, actor) };
    const ref = { gameId: declared.gameId, gameDate, session };
    const target = { kind: 'result', id: `${ref.gameId}:${gameDate}:${session}` };
    const hold = { kind: 'result_change' as const, target, amount: null, reason, action: { ...ref } };
    return { held: await holdForApproval(store, trx, clock, actor, hold) };
  });
  if ('held' in answer) return { status: 202, body: answer.held };
  afterDailyRevert(followers, answer.done);
  return { status: 200, body: answer.done };
}

/** The revert of a daily result in the caller's transaction (an approved one, see approvals.ts). */
export async function revertResultIn(
  store: Store,
  trx: Transaction<Database>,
  clock: Clock,
  ref: DailyResultRef,
  actor: AuditActor,
): Promise<RevertedResult> {
  return revertDeclared(store, trx, clock, await declarationToRevert(trx, ref), actor);
}

/** The market locked, and its session's declaration, which may be reverted (else 404 or 409). */
async function declarationToRevert(
  trx: Transaction<Database>,
  ref: { gameId: number | null; gameDate: string; session: Session },
) {
  const { session, gameDate } = ref;
  const game = ref.gameId === null ? undefined : await lockGame(trx, ref.gameId);
  if (!game) throw notFound('MARKET_NOT_FOUND');
  const gameId = Number(game.id);
  const day = await dayDeclarations(trx, gameId, gameDate);
  const target = day[session];
  if (!target) throw notFound('NO_DECLARATION');
  if (session === 'open' && day.close) throw conflict('CLOSE_DECLARED');
  return { game, gameId, gameDate, session, day, target };
}

async function revertDeclared(
  store: Store,
  trx: Transaction<Database>,
  clock: Clock,
  declared: Awaited<ReturnType<typeof declarationToRevert>>,
  actor: AuditActor,
): Promise<RevertedResult> {
  const { game, gameId, gameDate, session, day, target } = declared;
  const at = clock.now().toISOString();
  // Without their wins and their declaration, the bets it settled read as pending again.
  const { bets, reversed } = (await revertDraw(trx, DAILY_MARKET, { gameId, gameDate, session }, at))!;
  const { [session]: _removed, ...remaining } = day;
  await recordAudit(store, trx, clock, actor, {
    action: DAILY_MARKET.audit.revert,
    target: resultTarget(DAILY_MARKET, gameId, gameDate),
    before: { gameName: game.game_name, gameDate, session, pana: target.pana, result: dayResultString(day) },
    after: {
      result: dayResultString(remaining),
      bets,
      reversedWins: reversed.entries,
      reversedAmount: -reversed.total,
    },
  });
  return {
    message: 'Result reverted successfully',
    result: dayResultString(remaining),
    reverted: {
      gameId: String(gameId),
      gameDate,
      session,
      pana: target.pana,
      bets,
      won: reversed.entries,
      reversed: -reversed.total,
    },
  };
}

/** After a daily revert has committed: the board and the market's followers hear of it. */
export function afterDailyRevert(followers: ResultFollowers, response: RevertedResult): void {
  const { reverted } = response;
  afterResultChange(followers, {
    market: 'daily',
    change: 'reverted',
    event: {
      gameId: Number(reverted.gameId),
      gameDate: reverted.gameDate,
      session: reverted.session,
      pana: reverted.pana,
      result: response.result,
    },
  });
}

// ---- Void and correct ---------------------------------------------------------------------------------------

/** What an operator sends to void a daily session (`session` null: the whole day) or correct a declared one. */
export interface ResultChangeInput extends DeclarationInput {
  reason?: unknown;
}

/** A daily void as it is carried out (or held for a second operator, see approvals.ts). */
export interface DailyVoidRef {
  gameId: number;
  gameDate: string;
  session: Session | null;
  reason: string;
}

/** A daily correction as it is carried out (or held). */
export interface DailyCorrectionRef {
  gameId: number;
  gameDate: string;
  session: Session;
  pana: string;
  reason: string;
}

/** A daily void's answer, and what its followers hear once it has committed. */
export interface DailyVoided {
  answer: ResultVoided;
  refunds: Array<{ userId: number; refunded: number }>;
}

/** A daily correction's answer, and the players whose outcome it changed. */
export interface DailyCorrected {
  answer: ResultCorrected;
  gameId: number;
  gameDate: string;
  players: number[];
}

/** The hold's reason when the four-eyes rules hold result changes, else null. */
function changeHold(rules: { resultChanges: boolean }, what: string): string | null {
  return rules.resultChanges ? `${what} needs a second operator` : null;
}

function withReason<T>(valid: T, input: ResultChangeInput): T & { reason: string } {
  const { reason, problem } = sentReason(input.reason);
  if (problem) throw refusedFields([codedProblem(problem)]);
  return { ...valid, reason };
}

/** The void's fields: the market, its day, `open`, `close` or null (the whole day), and the reason. */
function validateVoid(input: ResultChangeInput, today: string): Omit<DailyVoidRef, 'gameId'> & { gameId: number | null } {
  const wholeDay = input.session === null;
  const valid = validateDeclaration({ ...input, session: wholeDay ? 'open' : input.session }, today, false);
  return withReason({ gameId: valid.gameId, gameDate: valid.gameDate, session: wholeDay ? null : valid.session }, input);
}

/**
 * POST /admin/results/void: a session (or the whole day) of a market day is called off. Its bets are cancelled and
 * refunded, a declared session's wins taken back first (see voidDraw). Held for a second operator (202) when the
 * four-eyes rules hold result changes.
 */
export async function voidResult(
  store: Store,
  clock: Clock,
  input: ResultChangeInput,
  actor: AuditActor,
  followers: ResultFollowers,
): Promise<Outcome<ResultVoided | ApprovalRequested>> {
  const ref = validateVoid(input, await namedGameToday(store.db, input.gameId, clock.now()));
  const answer = await store.db.transaction().execute(async (trx): Promise<Held<DailyVoided>> => {
    const game = ref.gameId === null ? undefined : await lockGame(trx, ref.gameId);
    if (!game) throw notFound('MARKET_NOT_FOUND');
    const what = ref.session === null ? 'the whole day' : `the ${ref.session} session`;
    const reason = changeHold(await readFourEyes(trx), `Voiding ${what} of ${game.game_name} for ${ref.gameDate}`);
    const valid = { ...ref, gameId: Number(game.id) };
    if (!reason) return { done: await voidDeclared(store, trx, clock, valid, actor) };
    assertVoidable(valid, await dayDeclarations(trx, valid.gameId, valid.gameDate));
    const target = { kind: 'result', id: `${valid.gameId}:${valid.gameDate}:${valid.session ?? 'day'}:void` };
    const hold = { kind: 'result_change' as const, target, amount: null, reason, action: { type: 'void', ...valid } };
    return { held: await holdForApproval(store, trx, clock, actor, hold) };
  });
  if ('held' in answer) return { status: 202, body: answer.held };
  afterDailyVoid(followers, answer.done);
  return { status: 200, body: answer.done.answer };
}

/** A daily void in the caller's transaction (an approved one, see approvals.ts). */
export async function voidResultIn(
  store: Store,
  trx: Transaction<Database>,
  clock: Clock,
  ref: DailyVoidRef,
  actor: AuditActor,
): Promise<DailyVoided> {
  return voidDeclared(store, trx, clock, ref, actor);
}

/** The close's jodi and sangams settled on the open panna: the open is voided only with them (409). */
function assertVoidable(ref: { session: Session | null }, day: DayDeclarations): void {
  if (ref.session === 'open' && day.close) throw conflict('VOID_CLOSE_DECLARED');
}

async function voidDeclared(
  store: Store,
  trx: Transaction<Database>,
  clock: Clock,
  ref: DailyVoidRef,
  actor: AuditActor,
): Promise<DailyVoided> {
  const game = await lockGame(trx, ref.gameId);
  if (!game) throw notFound('MARKET_NOT_FOUND');
  const { gameId, gameDate, session, reason } = ref;
  const day = await dayDeclarations(trx, gameId, gameDate);
  assertVoidable(ref, day);
  const voidId = randomUUID();
  const sessions: Session[] = session === null ? ['open', 'close'] : [session];
  const at = clock.now().toISOString();
  const voided = await voidDraw(trx, DAILY_MARKET, { gameId, gameDate, sessions, voidId, reason, at, by: actor.adminId });
  const record = { gameId: String(gameId), gameDate, session };
  if (!voided) {
    return { answer: { message: 'Already voided', voided: { ...record, bets: 0, refunded: 0, reversedWins: 0 } }, refunds: [] };
  }
  const after = { bets: voided.bets, refunded: voided.refunded, reversedWins: voided.reversedWins };
  await recordAudit(store, trx, clock, actor, {
    action: DAILY_MARKET.audit.void,
    target: resultTarget(DAILY_MARKET, gameId, gameDate),
    before: { gameName: game.game_name, gameDate, session, result: dayResultString(day) },
    after: { reason, sessions: voided.sessions, ...after, reversed: voided.reversedWins },
  });
  return {
    answer: { message: 'Voided: bets refunded', voided: { ...record, ...after } },
    refunds: await refundsOf(trx, DAILY_MARKET, voidId),
  };
}

/** After a daily void has committed: the board and the refunded players hear of it. */
export function afterDailyVoid(followers: ResultFollowers, voided: DailyVoided): void {
  const { gameId, gameDate } = voided.answer.voided;
  if (voided.answer.voided.bets === 0 && voided.answer.message === 'Already voided') return;
  afterResultChange(followers, {
    market: 'daily',
    change: 'voided',
    event: { market: 'daily', gameId: Number(gameId), gameDate, refunds: voided.refunds },
  });
}

/**
 * POST /admin/results/correct: a declared session gets another panna in one act — the old wins taken back and the
 * new panna declared in one transaction, so the day never reads undeclared. Correcting the open while the close
 * stands settles the close again on the new open (its jodi and sangams). Refused like a revert when a winner no
 * longer holds the winnings; held for a second operator (202) when the four-eyes rules hold result changes.
 */
export async function correctResult(
  store: Store,
  clock: Clock,
  input: ResultChangeInput,
  actor: AuditActor,
  followers: ResultFollowers,
): Promise<Outcome<ResultCorrected | ApprovalRequested>> {
  const valid = validateDeclaration(input, await namedGameToday(store.db, input.gameId, clock.now()), true);
  const ref = withReason({ gameId: valid.gameId, gameDate: valid.gameDate, session: valid.session, pana: valid.pana }, input);
  const answer = await store.db.transaction().execute(async (trx): Promise<Held<DailyCorrected>> => {
    const game = ref.gameId === null ? undefined : await lockGame(trx, ref.gameId);
    if (!game) throw notFound('MARKET_NOT_FOUND');
    const correction = { ...ref, gameId: Number(game.id) };
    const what = `Correcting the ${ref.session} result of ${game.game_name} for ${ref.gameDate} to ${ref.pana}`;
    const reason = changeHold(await readFourEyes(trx), what);
    if (!reason) return { done: await correctDeclared(store, trx, clock, correction, actor) };
    await declarationToCorrect(trx, correction);
    const target = { kind: 'result', id: `${correction.gameId}:${correction.gameDate}:${correction.session}:correct` };
    const action = { type: 'correct', ...correction };
    return { held: await holdForApproval(store, trx, clock, actor, { kind: 'result_change', target, amount: null, reason, action }) };
  });
  if ('held' in answer) return { status: 202, body: answer.held };
  afterDailyCorrection(followers, answer.done);
  return { status: 200, body: answer.done.answer };
}

/** A daily correction in the caller's transaction (an approved one, see approvals.ts). */
export async function correctResultIn(
  store: Store,
  trx: Transaction<Database>,
  clock: Clock,
  ref: DailyCorrectionRef,
  actor: AuditActor,
): Promise<DailyCorrected> {
  return correctDeclared(store, trx, clock, ref, actor);
}

/** The market locked and the day's declarations, if the session is declared with another panna (else 404, 409). */
async function declarationToCorrect(trx: Transaction<Database>, ref: DailyCorrectionRef) {
  const game = await lockGame(trx, ref.gameId);
  if (!game) throw notFound('MARKET_NOT_FOUND');
  const day = await dayDeclarations(trx, ref.gameId, ref.gameDate);
  const current = day[ref.session];
  if (!current) throw notFound('NO_DECLARATION');
  if (current.pana === ref.pana) throw conflict('RESULT_UNCHANGED', { pana: ref.pana });
  return { game, day, current };
}

function added(a: Settlement, b: Settlement): Settlement {
  return { settled: a.settled + b.settled, won: a.won + b.won, lost: a.lost + b.lost, paid: a.paid + b.paid };
}

async function correctDeclared(
  store: Store,
  trx: Transaction<Database>,
  clock: Clock,
  ref: DailyCorrectionRef,
  actor: AuditActor,
): Promise<DailyCorrected> {
  const { game, day, current } = await declarationToCorrect(trx, ref);
  const { gameId, gameDate, session, pana, reason } = ref;
  const at = clock.now().toISOString();
  const digit = pannaAnk(pana);
  const close = session === 'open' ? await declarationOf(trx, DAILY_MARKET, { gameId, gameDate, session: 'close' }) : undefined;
  const closeDraw = { gameId, gameDate, session: 'close' as const };
  // The close's winners stand on the open panna: it is taken back first and settled again on the new open.
  const closeBefore = close ? await winnersOf(trx, DAILY_MARKET, close.declarationId) : new Map<number, number>();
  const closeUndone = close ? await revertDraw(trx, DAILY_MARKET, closeDraw, at) : undefined;
  const { close: _close, ...withoutClose } = day;
  const row = { pana, digit, declarationId: randomUUID(), declaredAt: at };
  const rules = rulesFor(session, session === 'open' ? withoutClose : day, pana);
  const corrected = (await correctDraw(trx, DAILY_MARKET, { draw: { gameId, gameDate, session }, row, rules }))!;
  let settlement = corrected.settlement;
  let reversed = -corrected.reversed.reversed.total;
  const players = new Set(corrected.changed);
  let now = withPana(day, session, pana, row.declarationId);
  if (close && closeUndone) {
    const closeRow = { ...close, declarationId: randomUUID() };
    const closeRules = rulesFor('close', now, close.pana);
    const again = (await declareDraw(trx, DAILY_MARKET, { draw: closeDraw, row: closeRow, rules: closeRules }))!;
    settlement = added(settlement, again);
    reversed += -closeUndone.reversed.total;
    for (const player of outcomeChanged(closeBefore, await winnersOf(trx, DAILY_MARKET, closeRow.declarationId))) {
      players.add(player);
    }
    now = withPana(now, 'close', close.pana, closeRow.declarationId);
  }
  const result = dayResultString(now);
  await recordAudit(store, trx, clock, actor, {
    action: DAILY_MARKET.audit.correct,
    target: resultTarget(DAILY_MARKET, gameId, gameDate),
    before: { gameName: game.game_name, gameDate, session, pana: current.pana, result: dayResultString(day) },
    after: { pana, digit, result, reason, ...settlement, reversedAmount: reversed },
  });
  return {
    answer: {
      message: 'Result corrected',
      result,
      corrected: { session, oldPana: current.pana, newPana: pana, settlement },
    },
    gameId,
    gameDate,
    players: [...players],
  };
}

/** After a daily correction has committed: the board, and the players whose outcome changed. */
export function afterDailyCorrection(followers: ResultFollowers, corrected: DailyCorrected): void {
  const { answer } = corrected;
  const ref = answer.corrected;
  afterResultChange(followers, {
    market: 'daily',
    change: 'corrected',
    event: {
      market: 'daily',
      gameId: corrected.gameId,
      gameDate: corrected.gameDate,
      result: answer.result,
      oldPana: ref.oldPana,
      newPana: ref.newPana,
      players: corrected.players,
    },
  });
}

import type { Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import { ApiError, badRequest, invalid, notFound } from '../../errors.js';
import { post } from '../../ledger/ledger.js';
import type { Store } from '../../store/connect.js';
import type { BetRow, Database, Db, UserRow } from '../../store/schema.js';
import { validateDailyBet, type AmountInput } from '../../../src/domain/amounts.js';
import { settlingSession, validateBetSession } from '../../../src/domain/bet-number.js';
import { isDailyBetType, rateKeyOfBetType, type DailyBetType, type Session } from '../../../src/domain/bet-types.js';
import { dailyPotentialWin } from '../../../src/domain/payout.js';
import { betTimingCheck, sessionAvailability } from '../../../src/domain/session.js';
import { isCalendarDate, istDate, istMinutes } from '../../../src/domain/time.js';
import { runIdempotent, type Outcome } from '../money/idempotency.js';
import { dayDeclarations, dayResultString, GAME_NOT_FOUND, lockGame, parseId } from './markets.js';
import { dailyRate } from './rates.js';

/**
 * Daily bets (API.md POST /bets, GET /bets/me; DESIGN §5). Every rule is checked here, whatever the app
 * already checked: the number for its type, the amount and balance, the session timing in IST from the
 * server clock, the game day. The bet and its stake are one transaction: the bet row, then the ledger
 * posting `stake` / `bet:<id>`, whose guarded update is what really keeps parallel bets from overdrawing.
 */
export const BET_PLACED = 'Bet placed successfully!';
export const GAME_DATE_NOT_TODAY = "Bets can only be placed on today's game";

/** API.md "Records": bet (daily). */
export interface BetRecord {
  _id: string;
  gameId: string;
  gameName: string;
  betType: DailyBetType;
  session: Session | null;
  betNumber: string;
  betAmount: number;
  potentialWin: number;
  winAmount: number;
  status: BetRow['status'];
  betDate: string;
  gameDate: string;
  resultDate: string | null;
  result: string | null;
  createdAt: string;
}

export function betRecord(bet: BetRow & { game_name: string }): BetRecord {
  return {
    _id: String(bet.id),
    gameId: String(bet.game_id),
    gameName: bet.game_name,
    betType: bet.bet_type as DailyBetType,
    session: bet.session,
    betNumber: bet.bet_number,
    betAmount: Number(bet.bet_amount),
    potentialWin: Number(bet.potential_win),
    winAmount: Number(bet.win_amount),
    status: bet.status,
    betDate: bet.created_at,
    gameDate: bet.game_date,
    resultDate: bet.result_date,
    result: bet.result,
    createdAt: bet.created_at,
  };
}

export interface BetInput {
  gameId?: unknown;
  betType?: unknown;
  session?: unknown;
  betNumber?: unknown;
  betAmount?: AmountInput;
  gameDate?: unknown;
}

export interface PlacedBet {
  message: string;
  bet: BetRecord;
  newBalance: number;
}

const HOUR_MS = 3_600_000;

/** A failed rule: the domain's problems, plus the server's own (the game day). */
type RuleProblem = { message: string; code: string; field?: string };

/**
 * Whether the client's `gameDate` names today's IST game day. API.md: the client sends the ISO instant of
 * the player's local midnight and the server decides the day itself. Accepted: nothing (the server's day
 * is used), "YYYY-MM-DD" of today, any instant within today's IST day, or the local midnight of today's
 * date in any zone from UTC−12 to UTC+14 (a phone set to another zone). Anything else names another day.
 */
export function namesGameDay(value: unknown, today: string): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value !== 'string') return false;
  if (isCalendarDate(value)) return value === today;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return false;
  if (istDate(ms) === today) return true;
  const utcMidnight = Date.parse(`${today}T00:00:00.000Z`);
  return ms >= utcMidnight - 14 * HOUR_MS && ms <= utcMidnight + 12 * HOUR_MS;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export async function placeBet(
  store: Store,
  clock: Clock,
  request: { user: UserRow; idempotencyKey: string | undefined; input: BetInput },
): Promise<Outcome<PlacedBet>> {
  return runIdempotent(
    store,
    clock,
    { userId: request.user.id, key: request.idempotencyKey, fingerprint: { route: 'POST /bets', body: request.input } },
    (trx) => placeInTransaction(trx, store, clock, request.user, request.input),
  );
}

async function placeInTransaction(
  trx: Transaction<Database>,
  store: Store,
  clock: Clock,
  user: UserRow,
  input: BetInput,
): Promise<Outcome<PlacedBet>> {
  const now = clock.now();
  const at = now.toISOString();
  const today = istDate(now);
  const form = validateDailyBet({
    gameId: text(input.gameId),
    betType: text(input.betType),
    session: input.session,
    betNumber: text(input.betNumber),
    betAmount: input.betAmount,
    balance: Number(user.balance),
  });
  const problems: RuleProblem[] = form.ok ? [] : [...form.problems];
  if (problems.some((problem) => problem.code === 'GAME_REQUIRED')) throw invalid(problems);

  // Locks the game row (PostgreSQL) before the day's results are read: see lockGame.
  const gameId = parseId(input.gameId);
  const game = gameId === null ? undefined : await lockGame(trx, store.dialect, gameId, 'bet');
  if (!game || !game.is_active) throw notFound(GAME_NOT_FOUND);

  const day = await dayDeclarations(trx, Number(game.id), today);
  const betType = input.betType;
  if (isDailyBetType(betType)) {
    const session = validateBetSession(betType, input.session);
    if (session.ok) {
      const availability = sessionAvailability(
        { openTime: game.open_time, closeTime: game.close_time, result: dayResultString(day) },
        istMinutes(now),
      );
      const timing = betTimingCheck(betType, session.value, availability);
      if (!timing.ok) problems.push(timing);
    }
  }
  if (!namesGameDay(input.gameDate, today)) {
    problems.push({ code: 'GAME_DATE_NOT_TODAY', message: GAME_DATE_NOT_TODAY, field: 'gameDate' });
  }
  if (problems.length > 0 || !form.ok) throw invalid(problems);

  const bet = form.value;
  const rate = await dailyRate(trx, rateKeyOfBetType(bet.betType));
  if (!rate) {
    throw new ApiError(503, 'Betting is not available right now: game rates are not set', undefined, 'RATES_NOT_SET');
  }
  const placed = await trx
    .insertInto('placed_bets')
    .values({
      user_id: user.id,
      game_id: game.id,
      bet_type: bet.betType,
      session: bet.session,
      bet_number: bet.betNumber,
      bet_amount: bet.betAmount,
      potential_win: dailyPotentialWin(bet.betAmount, rate),
      game_date: today,
      settles_with: settlingSession(bet.betType, bet.session),
      created_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const row = { ...placed, status: 'pending' as const, win_amount: 0, result: null, result_date: null, settled_by: null };
  const newBalance = await post(trx, { userId: user.id, amount: -bet.betAmount, kind: 'stake', reference: `bet:${row.id}`, at });
  return {
    status: 201,
    body: { message: BET_PLACED, bet: betRecord({ ...row, game_name: game.game_name }), newBalance },
  };
}

/** GET /bets/me: the caller's bets, newest first, optionally of game days `from`…`to` (inclusive). */
export async function betHistory(
  db: Db,
  userId: number,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<BetRecord[]> {
  for (const [name, value] of Object.entries(range)) {
    if (value !== undefined && !isCalendarDate(value)) {
      throw badRequest(`${name} must be a date (YYYY-MM-DD)`, undefined, 'DATE_INVALID');
    }
  }
  let query = db
    .selectFrom('bets')
    .innerJoin('games', 'games.id', 'bets.game_id')
    .selectAll('bets')
    .select('games.game_name')
    .where('bets.user_id', '=', userId)
    .orderBy('bets.created_at', 'desc')
    .orderBy('bets.id', 'desc');
  if (range.from !== undefined) query = query.where('bets.game_date', '>=', range.from);
  if (range.to !== undefined) query = query.where('bets.game_date', '<=', range.to);
  const rows = await query.execute();
  return rows.map(betRecord);
}

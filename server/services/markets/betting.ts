import type { MaintenanceSwitch } from '../content/maintenance.js';
import type { Insertable, Transaction } from 'kysely';
import type { PlacedBet, PlacedBetSlip } from '../../../contract/bets.js';
import type { Clock } from '../../clock.js';
import { ApiError, badRequest, invalid, notFound, type CodedProblem } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { DailyBetBatches, DailyBetValues, GameDays, PlacedDailyBet } from '../../store/repositories/bets.js';
import { prepared, type ParamOf } from '../../store/prepared.js';
import type { BetRow, Database, GameRow, PlacedBetsTable } from '../../store/schema.js';
import { validateDailyBet, type AmountInput, type ValidDailyBet } from '../../../src/domain/amounts.js';
import { problem } from '../../../src/domain/messages.js';
import { settlingSession, validateBetSession } from '../../../src/domain/bet-number.js';
import { isDailyBetType, rateKeyOfBetType, type Session } from '../../../src/domain/bet-types.js';
import { dailyPotentialWin } from '../../../src/domain/payout.js';
import { formatResult } from '../../../src/domain/result.js';
import { betTimingCheck, governingSession, sessionAvailability } from '../../../src/domain/session.js';
import { marketDayAt } from '../../../src/domain/market-clock.js';
import { isCalendarDate, istDate, istMinutes } from '../../../src/domain/time.js';
import { parseId } from '../ids.js';
import type { ClaimedKey, Outcome } from '../money/idempotency.js';
import { guardStake } from '../responsible-play/guards.js';
import { readBetMarket, type BetMarket, type BetMarketQuery } from './bet-market.js';
import { betRecord } from './bet-record.js';
import { closedReason } from '../../../src/domain/market-calendar.js';
import { dailyCalendar, notRunning } from './holidays.js';
import { DAILY_MARKET } from './market-kinds.js';
import {
  placeBetOf,
  placeSlipOf,
  type BatchedPlacement,
  type BetKind,
  type BetRequest,
  type Bettor,
  type JudgedBet,
  type PlacedOfSlip,
  type SlipRequest,
} from './placement.js';

export { betRecord };

/**
 * Daily bets (POST /bets, GET /bets/me). Every rule is checked here, whatever the app
 * already checked: the number for its type, the amount and balance, the session timing in IST from the
 * server clock, the game day. The bet and its stake are one transaction: the bet row, then the ledger
 * posting `stake` / `bet:<id>`, whose guarded update is what really keeps parallel bets from overdrawing.
 */
export const BET_PLACED = 'Bet placed successfully!';

export interface BetInput {
  gameId?: unknown;
  betType?: unknown;
  session?: unknown;
  betNumber?: unknown;
  betAmount?: AmountInput;
  gameDate?: unknown;
}


const HOUR_MS = 3_600_000;

/** A failed rule: the domain's problems, plus the server's own (the game day). */
type RuleProblem = CodedProblem;

/**
 * Whether the client's `gameDate` names today's IST game day. The original client sends the ISO instant of
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

/** POST /bets: a daily bet through the placement every kind of bet takes (placement.ts). */
export function placeBet(
  store: Store,
  clock: Clock,
  request: BetRequest<BetInput>,
  maintenance: MaintenanceSwitch,
): Promise<Outcome<PlacedBet>> {
  return placeBetOf(store, clock, DAILY_BETS, request, maintenance);
}

/**
 * POST /bets/batch: a slip of daily bets, all placed in one transaction or none (placement.ts placeSlipOf), on
 * either database; each bet judged as POST /bets judges it.
 */
export function placeBetSlip(
  store: Store,
  clock: Clock,
  request: SlipRequest<BetInput>,
  maintenance: MaintenanceSwitch,
): Promise<Outcome<PlacedBetSlip>> {
  return placeSlipOf(store, clock, DAILY_BETS, { route: 'POST /bets/batch', request, answer: slipAnswer }, maintenance);
}

function slipAnswer(placed: PlacedOfSlip<CheckedBet>[]): Outcome<PlacedBetSlip> {
  const bets = placed.map(({ bet, betId, balance }) => placedAnswer(bet, betId, balance).body.bet);
  return { status: 201, body: { newBalance: placed.at(-1)!.balance, bets } };
}

/**
 * Daily bets as the placement takes them. Where the database places them in batches (PostgreSQL), the rules are
 * judged on plain reads and the bet joins the next call of place_daily_bets, which locks the game, refuses the bet
 * if its session was declared meanwhile, and marks the key done with the bet (see writeBetByFunction).
 */
const DAILY_BETS: BetKind<BetInput, CheckedBet, PlacedBet> = {
  route: 'POST /bets',
  market: DAILY_MARKET,
  judge: (trx, clock, user, input) => checkBet((query) => readBetMarket(trx, query), clock, user, input),
  insert: async (trx, checked) => Number((await INSERT_BET.rows(trx, betValues(checked)))[0]!.id),
  // The games' rows in a key-share lock, in ascending order, as place_daily_bets takes them: a declaration (which
  // locks its game exclusively) waits for the slip, then settles its bets; one committed before is seen by judge.
  lockMarkets: async (trx, inputs) => {
    const ids = [...new Set(inputs.map((input) => parseId(input.gameId)))].filter((id): id is number => id !== null);
    if (ids.length === 0) return;
    await trx.selectFrom('games').select('id').where('id', 'in', ids).orderBy('id').forKeyShare().execute();
  },
  answer: placedAnswer,
  balanceRefusal,
  inBatches: (bets) => bets.dailyBatches && placeInBatches(bets.dailyBatches),
};

function placeInBatches(batches: DailyBetBatches): BatchedPlacement<BetInput, PlacedBet> {
  return async (clock, { user, input }, claimed) => {
    const check = () => checkBet((query) => batches.readMarket(query), clock, user, input);
    const checked = await check();
    if (!user.play_controlled) return writeBetByFunction((bet) => batches.place(bet), checked, check, claimed);
    // A player's own limits are judged in the bet's transaction, on their locked row (guards.ts), so this bet
    // goes alone.
    const first = (trx: Transaction<Database>) => guardStake(trx, clock, user.id, checked.amount);
    return writeBetByFunction((bet) => batches.placeAlone(bet, first), checked, check, claimed);
  };
}

/**
 * The game and its market day at `now` (market-clock.ts). The day is first read as the IST date, which is the
 * market day of every market but one closing after midnight, between midnight and its changeover: that one is
 * read again for the day it opened.
 */
async function readGameDay(
  readMarket: (query: BetMarketQuery) => Promise<BetMarket | undefined>,
  { gameId, rateKey }: Omit<BetMarketQuery, 'gameDate'>,
  now: Date,
): Promise<{ market: BetMarket; today: string } | undefined> {
  const calendarDay = istDate(now);
  const read = await readMarket({ gameId, rateKey, gameDate: calendarDay });
  if (!read) return undefined;
  const today = marketDayAt(now, read.game.open_time, read.game.close_time).date;
  if (today === calendarDay) return { market: read, today };
  const again = await readMarket({ gameId, rateKey, gameDate: today });
  return again && { market: again, today };
}

/** A bet that passed every rule, with everything its row and answer need. */
interface CheckedBet extends JudgedBet {
  user: Bettor;
  game: GameRow;
  bet: ValidDailyBet;
  potentialWin: number;
  /** The session whose result ends betting on this bet (jodi: the open), see governingSession. */
  governing: Session;
  gameDate: string;
}

/**
 * Every rule of a daily bet, on one read of the game, its day's declared pannas and the bet type's rate.
 * Throws the refusal; answers the bet ready to write.
 */
async function checkBet(
  readMarket: (query: BetMarketQuery) => Promise<BetMarket | undefined>,
  clock: Clock,
  user: Bettor,
  input: BetInput,
): Promise<CheckedBet> {
  const now = clock.now();
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

  const gameId = parseId(input.gameId);
  const betType = input.betType;
  const rateKey = isDailyBetType(betType) ? rateKeyOfBetType(betType) : undefined;
  const found = gameId === null ? undefined : await readGameDay(readMarket, { gameId, rateKey }, now);
  if (!found || !found.market.game.is_active) throw notFound('MARKET_NOT_FOUND');
  const { market: read, today } = found;
  const { game } = read;
  const calendar = dailyCalendar(game);
  const closed = closedReason(calendar, today, read.holidays);
  if (closed) throw notRunning(400, calendar, closed);

  let governing: Session | null = null;
  if (isDailyBetType(betType)) {
    const session = validateBetSession(betType, input.session);
    if (session.ok) {
      const availability = sessionAvailability(
        { openTime: game.open_time, closeTime: game.close_time, result: formatResult(read.declared) },
        istMinutes(now),
      );
      const timing = betTimingCheck(betType, session.value, availability);
      if (!timing.ok) problems.push(timing);
      governing = governingSession(betType, session.value);
      // A voided session's bets were refunded; a bet on it (or needing it) would never be settled.
      const needs = [governing, settlingSession(betType, session.value)];
      if (needs.some((needed) => needed !== null && read.voided.includes(needed))) {
        throw badRequest('SESSION_VOIDED', undefined, { path: 'session' });
      }
    }
  }
  if (!namesGameDay(input.gameDate, today)) {
    problems.push({ code: 'GAME_DATE_NOT_TODAY', field: 'gameDate' });
  }
  if (problems.length > 0 || !form.ok || governing === null) throw invalid(problems);

  if (!read.rate) {
    throw new ApiError(503, 'RATES_NOT_SET');
  }
  const bet = form.value;
  return {
    userId: user.id,
    amount: bet.betAmount,
    user,
    game,
    bet,
    potentialWin: dailyPotentialWin(bet.betAmount, read.rate),
    governing,
    gameDate: today,
    at: now.toISOString(),
  };
}

type BetValues = Omit<Insertable<PlacedBetsTable>, 'id'> & Required<Pick<Insertable<PlacedBetsTable>, 'session'>>;

/** Every bet's row, by the same statement (prepared.ts). */
const INSERT_BET = prepared((db, param: ParamOf<BetValues>) =>
  db
    .insertInto('placed_bets')
    .values({
      user_id: param('user_id'),
      game_id: param('game_id'),
      bet_type: param('bet_type'),
      session: param('session'),
      bet_number: param('bet_number'),
      bet_amount: param('bet_amount'),
      potential_win: param('potential_win'),
      game_date: param('game_date'),
      settles_with: param('settles_with'),
      created_at: param('created_at'),
    })
    .returning('id'),
);

/** The placed bet's row: written once, never updated (its outcome is derived, see settlement.ts). */
function betValues({ user, game, bet, potentialWin, gameDate, at }: CheckedBet) {
  return {
    user_id: user.id,
    game_id: game.id,
    bet_type: bet.betType,
    session: bet.session,
    bet_number: bet.betNumber,
    bet_amount: bet.betAmount,
    potential_win: potentialWin,
    game_date: gameDate,
    settles_with: settlingSession(bet.betType, bet.session),
    created_at: at,
  };
}

/**
 * A placed bet's answer: its record as the bets view shows it while pending. The row is written out field by field:
 * built by spreads, its 17 properties made V8 keep it as a dictionary, which cost a fifth of a bet's CPU
 * (docs/performance.md).
 */
function placedAnswer(checked: CheckedBet, id: number, newBalance: number): Outcome<PlacedBet> {
  const values = betValues(checked);
  const row: BetRow & { game_name: string } = {
    id,
    user_id: values.user_id,
    game_id: values.game_id,
    bet_type: values.bet_type,
    session: values.session,
    bet_number: values.bet_number,
    bet_amount: values.bet_amount,
    potential_win: values.potential_win,
    game_date: values.game_date,
    created_at: values.created_at,
    status: 'pending',
    win_amount: 0,
    result: null,
    result_date: null,
    settled_by: null,
    game_name: checked.game.game_name,
  };
  return { status: 201, body: { message: BET_PLACED, bet: betRecord(row), newBalance } };
}

/** The answer as place_daily_bets stores it with the bet's key, which completes it with the bet's id and balance. */
function answerWithoutBet(checked: CheckedBet): Outcome<unknown> {
  const { status, body } = placedAnswer(checked, 0, 0);
  const { newBalance: _newBalance, bet, ...rest } = body;
  const { _id: _betId, ...record } = bet;
  return { status, body: { ...rest, bet: record } };
}

/** The bet's rows by place_daily_bets (see bets-postgres.ts), in a batch of bets or alone. */
async function writeBetByFunction(
  place: (bet: DailyBetValues) => Promise<PlacedDailyBet>,
  checked: CheckedBet,
  recheck: () => Promise<CheckedBet>,
  claimed: ClaimedKey | undefined,
): Promise<Outcome<PlacedBet>> {
  const answer = claimed ? answerWithoutBet(checked) : undefined;
  const placed = await place({
    ...betValues(checked),
    governing: checked.governing,
    idem_key: claimed?.key ?? null,
    idem_status: answer?.status ?? null,
    idem_answer: answer?.body ?? null,
  });
  if (placed.refusal === 'SESSION_DECLARED' || placed.refusal === 'SESSION_VOIDED') {
    // Declared or voided between the check and the write: judging again gives the player the session's own refusal.
    await recheck();
    if (placed.refusal === 'SESSION_VOIDED') throw badRequest('SESSION_VOIDED', undefined, { path: 'session' });
    throw invalid([{ code: 'SESSION_DECLARED', field: 'session' }]);
  }
  if (placed.refusal !== null) throw balanceRefusal();
  return placedAnswer(checked, placed.betId, placed.balance);
}

/**
 * A bet the balance no longer covers when it is written (bets placed together were each checked against the
 * balance before the others took from it) gets the check's own answer, on either database.
 */
function balanceRefusal(): ApiError {
  return invalid([problem('INSUFFICIENT_BALANCE', undefined, 'betAmount')]);
}


/**
 * GET /bets/me: the caller's bets, newest first, optionally of some game days, as the JSON text of their
 * records, in pieces of RECORDS_A_PIECE, so that the answer goes out while its next piece is written. A player may
 * have thousands (10,000 answered in ≤ 50 ms), and each database has its fast way (the bets repository):
 * - SQLite writes each record's JSON itself, from the bets view (bets-sqlite.ts);
 * - PostgreSQL misjudges the view's joins for a player with many bets, and its JSON is slow to write: one
 *   statement reads the bets as one text with their days' declarations and the player's wins, and the outcomes
 *   are derived from them (bets-postgres.ts).
 */
export async function betHistoryJson(store: Store, userId: number, range: GameDays): Promise<Iterable<string>> {
  for (const [name, value] of Object.entries(range)) {
    if (value !== undefined && !isCalendarDate(value)) {
      throw badRequest('DATE_INVALID', { field: name });
    }
  }
  const { bets, write } = await store.repositories.bets.history(userId, range);
  return jsonArrayInPieces(bets, write);
}

/**
 * 250 records are about 85 kB of JSON: a piece stays in V8's young generation (objects over 128 kB go straight to
 * the old one), so it costs the garbage collector nothing once written. Pieces of 1,000 took 5 ms longer.
 */
const RECORDS_A_PIECE = 250;

/** The text of a JSON array of `items`, in pieces; `write` writes some items' JSON, separated by commas. */
function* jsonArrayInPieces<T>(items: Iterable<T>, write: (some: readonly T[]) => string): Generator<string> {
  yield '[';
  let some: T[] = [];
  let separator = '';
  for (const item of items) {
    some.push(item);
    if (some.length < RECORDS_A_PIECE) continue;
    yield separator + write(some);
    separator = ',';
    some = [];
  }
  if (some.length > 0) yield separator + write(some);
  yield ']';
}

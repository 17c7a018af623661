import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DailyBet, PlacedBet } from '../../../contract/bets.js';
import type { Clock } from '../../clock.js';
import { ApiError, badRequest, invalid, notFound, type CodedProblem } from '../../errors.js';
import { InsufficientBalance, post } from '../../ledger/ledger.js';
import type { Store } from '../../store/connect.js';
import type { BetRow, Database, Db, GameRow, UserRow } from '../../store/schema.js';
import { validateDailyBet, type AmountInput, type ValidDailyBet } from '../../../src/domain/amounts.js';
import { problem } from '../../../src/domain/messages.js';
import { settlingSession, validateBetSession } from '../../../src/domain/bet-number.js';
import {
  isDailyBetType,
  rateKeyOfBetType,
  type DailyBetType,
  type Session,
} from '../../../src/domain/bet-types.js';
import { dailyPotentialWin } from '../../../src/domain/payout.js';
import { formatResult } from '../../../src/domain/result.js';
import { betTimingCheck, governingSession, sessionAvailability } from '../../../src/domain/session.js';
import { isCalendarDate, istDate, istMinutes } from '../../../src/domain/time.js';
import { runIdempotent, runIdempotentClaimed, type ClaimedKey, type Outcome } from '../money/idempotency.js';
import { parseId } from './markets.js';
import { guardStake } from '../responsible-play/guards.js';
import {
  lockGameForBet,
  placeDailyBetInBatch,
  placeDailyBets,
  type DailyBetValues,
  type PlacedDailyBet,
} from './place-daily-bets.js';
import { readBetMarket, readBetMarketInBatch, type BetMarket, type BetMarketQuery } from './bet-market.js';

/**
 * Daily bets (API.md POST /bets, GET /bets/me; DESIGN §5). Every rule is checked here, whatever the app
 * already checked: the number for its type, the amount and balance, the session timing in IST from the
 * server clock, the game day. The bet and its stake are one transaction: the bet row, then the ledger
 * posting `stake` / `bet:<id>`, whose guarded update is what really keeps parallel bets from overdrawing.
 */
export const BET_PLACED = 'Bet placed successfully!';

export function betRecord(bet: BetRow & { game_name: string }): DailyBet {
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


const HOUR_MS = 3_600_000;

/** A failed rule: the domain's problems, plus the server's own (the game day). */
type RuleProblem = CodedProblem;

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
  const { user, input } = request;
  const idempotent = { userId: user.id, key: request.idempotencyKey, fingerprint: { route: 'POST /bets', body: input } };
  if (store.dialect === 'sqlite') {
    // One connection, one transaction at a time (group commit): judging inside the transaction costs nothing.
    return runIdempotent(store, clock, idempotent, async (trx) => {
      const checked = await checkBet((query) => readBetMarket(trx, query), clock, user, input);
      if (user.play_controlled) await guardStake(trx, clock, user.id, checked.bet.betAmount);
      return writeBet(trx, checked);
    });
  }
  // PostgreSQL: the rules are judged on plain reads, and the bet joins the next call of place_daily_bets, which
  // locks the game, refuses the bet if its session was declared meanwhile, and marks the key done with the bet
  // (see writeBetByFunction).
  const check = () => checkBet((query) => readBetMarketInBatch(store.db, query), clock, user, input);
  return runIdempotentClaimed(store, clock, idempotent, async (claimed) => {
    const checked = await check();
    if (!user.play_controlled) return writeBetByFunction((bet) => placeDailyBetInBatch(store.db, bet), checked, check, claimed);
    // A player's own limits are judged in the bet's transaction, on their locked row (guards.ts), so this bet
    // goes alone. The game is locked first, as place_daily_bets and a declaration lock it before players' rows.
    return store.db.transaction().execute(async (trx) => {
      await lockGameForBet(trx, checked.game.id);
      await guardStake(trx, clock, user.id, checked.bet.betAmount);
      return writeBetByFunction(async (bet) => (await placeDailyBets(trx, [bet]))[0]!, checked, check, claimed);
    });
  });
}

/** A bet that passed every rule, with everything its row and answer need. */
interface CheckedBet {
  user: UserRow;
  game: GameRow;
  bet: ValidDailyBet;
  potentialWin: number;
  /** The session whose result ends betting on this bet (jodi: the open), see governingSession. */
  governing: Session;
  gameDate: string;
  at: string;
}

/**
 * Every rule of a daily bet, on one read of the game, its day's declared pannas and the bet type's rate.
 * Throws the refusal; answers the bet ready to write.
 */
async function checkBet(
  readMarket: (query: BetMarketQuery) => Promise<BetMarket | undefined>,
  clock: Clock,
  user: UserRow,
  input: BetInput,
): Promise<CheckedBet> {
  const now = clock.now();
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

  const gameId = parseId(input.gameId);
  const betType = input.betType;
  const rateKey = isDailyBetType(betType) ? rateKeyOfBetType(betType) : undefined;
  const read = gameId === null ? undefined : await readMarket({ gameId, gameDate: today, rateKey });
  if (!read || !read.game.is_active) throw notFound('MARKET_NOT_FOUND');
  const { game } = read;

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
    user,
    game,
    bet,
    potentialWin: dailyPotentialWin(bet.betAmount, read.rate),
    governing,
    gameDate: today,
    at: now.toISOString(),
  };
}

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

function placedAnswer(checked: CheckedBet, id: number, newBalance: number): Outcome<PlacedBet> {
  const pending = { status: 'pending' as const, win_amount: 0, result: null, result_date: null, settled_by: null };
  const row = { ...betValues(checked), ...pending, id, game_name: checked.game.game_name };
  return { status: 201, body: { message: BET_PLACED, bet: betRecord(row), newBalance } };
}

/** The answer as place_daily_bets stores it with the bet's key, which completes it with the bet's id and balance. */
function answerWithoutBet(checked: CheckedBet): Outcome<unknown> {
  const { status, body } = placedAnswer(checked, 0, 0);
  const { newBalance: _newBalance, bet, ...rest } = body;
  const { _id: _betId, ...record } = bet;
  return { status, body: { ...rest, bet: record } };
}

/** SQLite: the bet row, then its stake on the ledger (`stake` / `bet:<id>`), in the caller's transaction. */
async function writeBet(trx: Transaction<Database>, checked: CheckedBet): Promise<Outcome<PlacedBet>> {
  const row = await trx.insertInto('placed_bets').values(betValues(checked)).returning('id').executeTakeFirstOrThrow();
  const id = Number(row.id);
  const { user, bet, at } = checked;
  const newBalance = await post(trx, { userId: user.id, amount: -bet.betAmount, kind: 'stake', reference: `bet:${id}`, at }).catch(
    (error: unknown) => {
      throw error instanceof InsufficientBalance ? balanceRefusal() : error;
    },
  );
  return placedAnswer(checked, id, newBalance);
}

/** PostgreSQL: the same rows by place_daily_bets (see place-daily-bets.ts), in a batch of bets or alone. */
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
  if (placed.refusal === 'SESSION_DECLARED') {
    // Declared between the check and the write: judging again gives the player the session's own refusal.
    await recheck();
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

/** Game days `from`…`to` (inclusive), each optional. */
interface GameDays {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * GET /bets/me: the caller's bets, newest first, optionally of some game days, as the JSON text of their
 * records, in pieces of RECORDS_A_PIECE, so that the answer goes out while its next piece is written. A player may
 * have thousands (issue 14: 10,000 in ≤ 50 ms), and each database has its fast way:
 * - SQLite writes each record's JSON itself, from the bets view (betsWrittenBySqlite); made into rows, then
 *   records, then JSON, the same bets take twice as long.
 * - PostgreSQL misjudges the view's joins for a player with many bets, and its JSON is slow to write: one
 *   statement reads the bets as one text with their days' declarations and the player's wins, and the outcomes
 *   are derived here (betsOfPlayer).
 */
export async function betHistoryJson(store: Store, userId: number, range: GameDays): Promise<Iterable<string>> {
  for (const [name, value] of Object.entries(range)) {
    if (value !== undefined && !isCalendarDate(value)) {
      throw badRequest('DATE_INVALID', { field: name });
    }
  }
  if (store.dialect === 'sqlite') {
    const records = await betsWrittenBySqlite(store.db, userId, range);
    return jsonArrayInPieces(records, (some) => some.join(','));
  }
  const { bets, record } = await betsOfPlayer(store.db, userId, range);
  // Made into records a piece at a time, so that few records live at once.
  return jsonArrayInPieces(bets, (some) => JSON.stringify(some.map(record)).slice(1, -1));
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

/**
 * JSON.stringify(betRecord(bet)) as SQLite writes it: betRecord's keys in its order (json_object escapes text
 * as JSON.stringify does, and money is whole numbers).
 */
const BET_RECORD_JSON = sql<string>`json_object(
  '_id', cast(bets.id as text), 'gameId', cast(bets.game_id as text), 'gameName', games.game_name,
  'betType', bets.bet_type, 'session', bets.session, 'betNumber', bets.bet_number, 'betAmount', bets.bet_amount,
  'potentialWin', bets.potential_win, 'winAmount', bets.win_amount, 'status', bets.status,
  'betDate', bets.created_at, 'gameDate', bets.game_date, 'resultDate', bets.result_date, 'result', bets.result,
  'createdAt', bets.created_at)`;

/** The JSON of the player's records, newest first, each written by SQLite from the bets view. */
async function betsWrittenBySqlite(db: Db, userId: number, range: GameDays): Promise<string[]> {
  let query = db
    .selectFrom('bets')
    .innerJoin('games', 'games.id', 'bets.game_id')
    .select(BET_RECORD_JSON.as('record'))
    .where('bets.user_id', '=', userId)
    .orderBy('bets.created_at', 'desc')
    .orderBy('bets.id', 'desc');
  if (range.from !== undefined) query = query.where('bets.game_date', '>=', range.from);
  if (range.to !== undefined) query = query.where('bets.game_date', '<=', range.to);
  const rows = await query.execute();
  return rows.map((row) => row.record);
}

/**
 * A player's placed bets as PostgreSQL sends them for the history: one text, a bet's fields split by a character
 * no field holds, the bets by another, newest first. One text of ten thousand bets reaches the server in half the
 * time of rows of ten values, which the driver would parse one by one into objects that live through the request.
 * The player's wins come the same way, as pairs of bet id and win.
 */
const BET_SEPARATOR = '\u001e';
const FIELD_SEPARATOR = '\u001f';
const PLACED_BETS_TEXT = sql<string | null>`string_agg(concat_ws(chr(31), id, game_id, bet_type, coalesce(session, ''),
  bet_number, bet_amount, potential_win, game_date, settles_with, created_at), chr(30) order by created_at desc, id desc)`;
const WINS_TEXT = sql<string | null>`string_agg(concat_ws(chr(31), bet_id, win_amount), chr(30))`;

/** What the outcome of a player's bets is derived from: their days' settlements, their wins, the game names. */
interface Outcomes {
  settlements: ReadonlyMap<string, Settlement>;
  /** bet id → win amount, as text */
  wins: ReadonlyMap<string, string>;
  gameNames: ReadonlyMap<string, string>;
}

/**
 * The record of one bet of PLACED_BETS_TEXT as the bets view reads it (migration 008): pending while its
 * settling session is undeclared; then won if the declaration wrote it a win (bet_wins), else lost.
 */
function betRecordOfText(text: string, userId: number, { settlements, wins, gameNames }: Outcomes): DailyBet {
  const [id, gameId, betType, session, betNumber, betAmount, potentialWin, gameDate, settlesWith, createdAt] =
    text.split(FIELD_SEPARATOR) as [string, string, string, Session | '', string, string, string, string, Session, string];
  const settlement = settlements.get(sessionOfDay(gameId, gameDate, settlesWith));
  const win = wins.get(id);
  return betRecord({
    id: Number(id),
    user_id: userId,
    game_id: Number(gameId),
    bet_type: betType,
    session: session === '' ? null : session,
    bet_number: betNumber,
    bet_amount: Number(betAmount),
    potential_win: Number(potentialWin),
    win_amount: win === undefined ? 0 : Number(win),
    status: settlement === undefined ? 'pending' : win === undefined ? 'lost' : 'won',
    game_date: gameDate,
    result: settlement?.result ?? null,
    result_date: settlement?.declaredAt ?? null,
    created_at: createdAt,
    settled_by: settlement?.declarationId ?? null,
    game_name: gameNames.get(gameId) ?? '',
  });
}

/**
 * The player's records, newest first, without the bets view: the player's placed bets, their wins, the
 * declarations of their game days once per day, each outcome derived by the view's rule (betRecordOfText).
 * Each part reads one table by the player (bets_user, bet_wins_player), and the declarations are found from the
 * player's game days: joined in the database, a plan made for a player PostgreSQL believes has few bets (its
 * statistics lag behind a player who bet thousands of times today) read every win of every player, or all the
 * bets of each declared day, for each bet.
 */
async function betsOfPlayer(
  db: Db,
  userId: number,
  range: GameDays,
): Promise<{ bets: Iterable<string>; record: (bet: string) => DailyBet }> {
  const ofThePlayer = (eb: ExpressionBuilder<Database, 'placed_bets'>) =>
    eb.and([
      eb('user_id', '=', userId),
      ...(range.from === undefined ? [] : [eb('game_date', '>=', range.from)]),
      ...(range.to === undefined ? [] : [eb('game_date', '<=', range.to)]),
    ]);
  // One statement, so one snapshot and one round trip: read apart, a declaration committed in between would
  // show a winner lost, or a revert's wins on pending bets.
  const { placed, won, declarations, games } = await db
    .with(
      (cte) => cte('days').materialized(),
      (days) => days.selectFrom('placed_bets').select(['game_id', 'game_date']).distinct().where(ofThePlayer),
    )
    .selectNoFrom((eb) => [
      eb.selectFrom('placed_bets').select(PLACED_BETS_TEXT.as('bets')).where(ofThePlayer).as('placed'),
      // All the player's wins, in range or not: a win names its bet, not its day.
      eb.selectFrom('bet_wins').select(WINS_TEXT.as('wins')).where('user_id', '=', userId).as('won'),
      jsonArrayFrom(
        eb
          .selectFrom('days')
          .innerJoin('game_results', (join) =>
            join.onRef('game_results.game_id', '=', 'days.game_id').onRef('game_results.game_date', '=', 'days.game_date'),
          )
          .select(['game_results.game_id', 'game_results.game_date', 'session', 'pana', 'declaration_id', 'declared_at']),
      ).as('declarations'),
      jsonArrayFrom(eb.selectFrom('games').select(['id', 'game_name'])).as('games'),
    ])
    .executeTakeFirstOrThrow();
  const outcomes: Outcomes = {
    settlements: settlementsOfDays(declarations),
    wins: new Map(won === null ? [] : won.split(BET_SEPARATOR).map((pair) => pair.split(FIELD_SEPARATOR) as [string, string])),
    gameNames: new Map(games.map((game) => [String(game.id), game.game_name])),
  };
  return { bets: betsOfText(placed), record: (bet) => betRecordOfText(bet, userId, outcomes) };
}

/**
 * The bets of PLACED_BETS_TEXT one by one, as they are needed: split at once, ten thousand of them would live as
 * long as the request.
 */
function* betsOfText(text: string | null): Generator<string> {
  if (text === null) return;
  for (let start = 0; ; ) {
    const end = text.indexOf(BET_SEPARATOR, start);
    if (end === -1) return yield text.slice(start);
    yield text.slice(start, end);
    start = end + 1;
  }
}

/** What a declaration settles its session's bets with: its result string as they read it, and its instant. */
interface Settlement {
  declarationId: string;
  result: string;
  declaredAt: string;
}

type Declaration = Pick<Database['game_results'], 'game_id' | 'game_date' | 'session' | 'pana' | 'declaration_id' | 'declared_at'>;

function sessionOfDay(gameId: number | string, gameDate: string, session: Session): string {
  return `${gameId} ${gameDate} ${session}`;
}

/**
 * The settlements of some game days, by sessionOfDay. An open-settled bet reads the open half of the
 * result, a close-settled one the whole result (the close is declared after the open, which cannot be
 * reverted while the close stands).
 */
function settlementsOfDays(declarations: readonly Declaration[]): Map<string, Settlement> {
  const opens = new Map<string, string>();
  for (const declared of declarations) {
    if (declared.session === 'open') opens.set(`${declared.game_id} ${declared.game_date}`, declared.pana);
  }
  const settlements = new Map<string, Settlement>();
  for (const declared of declarations) {
    const openPanna = opens.get(`${declared.game_id} ${declared.game_date}`);
    const closePanna = declared.session === 'close' ? declared.pana : null;
    settlements.set(sessionOfDay(declared.game_id, declared.game_date, declared.session), {
      declarationId: declared.declaration_id,
      result: formatResult({ openPanna, closePanna }),
      declaredAt: declared.declared_at,
    });
  }
  return settlements;
}

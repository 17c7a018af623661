import type { MaintenanceSwitch } from '../content/maintenance.js';
import { sql, type Transaction } from 'kysely';
import type { AdminStarlineGame, StarlineGameBody } from '../../../contract/admin-starline.js';
import type { PlaceStarlineBetBody, PlacedStarlineBetAnswer, StarlineBet, StarlineBetsPage, StarlineGame, StarlineGameResult } from '../../../contract/starline.js';
import type { Clock } from '../../clock.js';
import { badRequest, codedProblem, fieldProblem, invalid, notFound, refusedFields, type FieldProblem } from '../../errors.js';
import { InsufficientBalance } from '../../ledger/ledger.js';
import type { Store } from '../../store/connect.js';
import type { Database, Db, StarlineBetRow, StarlineGameRow } from '../../store/schema.js';
import {
  isStarlineBetType,
  starlineRateKey,
  STARLINE_BET_TYPES,
  type RateRange,
  type StarlineBetType,
  type StarlineRateKey,
  type StarlineRates,
} from '../../../src/domain/bet-types.js';
import { STARLINE_NO_RESULT, STARLINE_HISTORY_PAGE_SIZE } from '../../../src/domain/constants.js';
import { checkLength } from '../../../src/domain/input-limits.js';
import { problem } from '../../../src/domain/messages.js';
import { pageCount } from '../../../src/domain/pagination.js';
import { starlinePotentialWin } from '../../../src/domain/payout.js';
import {
  checkStarlineBettable,
  STARLINE_DEFAULT_RATES,
  starlineStatus,
  validateStarlineBet,
  } from '../../../src/domain/starline.js';
import { isCalendarDate, istDate, istMinutes, parseClockTime } from '../../../src/domain/time.js';
import { changedFields, recordAudit, type AuditActor, type AuditStore } from '../operators/audit.js';
import { STARLINE_MARKET } from '../markets/market-kinds.js';
import { isWholeRupees, MAX_RATE_VALUE, recordRatesChange } from '../markets/rates.js';
import { parseId } from '../ids.js';
import { daysOfMask, EVERY_DAY_MASK, maskOfDays, parseMarketDays, type HolidayClosure } from '../../../src/domain/market-calendar.js';
import { assertMarketRuns, holidaysOn, starlineCalendar, todaysCalendar } from '../markets/holidays.js';
import type { Outcome } from '../money/idempotency.js';
import {
  placeBetOf,
  placeInTransaction,
  type BetKind,
  type BetRequest,
  type Bettor,
  type JudgedBet,
} from '../markets/placement.js';

type Executor = Db | Transaction<Database>;

// ---- Records -------------------------------------------------------------------------------------------------

interface DayResult {
  pana: string;
  digit: number;
}

/** The IST day a game's record is of: its date, the minute now, that day's holidays and voided games. */
interface StarlineDay {
  date: string;
  minutes: number;
  holidays: readonly HolidayClosure[];
  voided: ReadonlySet<number>;
}

function gameRecord(row: StarlineGameRow, today: DayResult | undefined, day: StarlineDay): StarlineGame {
  const calendar = todaysCalendar(starlineCalendar(row), day.date, day.holidays);
  return {
    _id: String(row.id),
    gameName: row.game_name,
    gameNameHindi: row.game_name_hindi,
    openTime: row.open_time,
    isActive: Boolean(row.is_active),
    // A game that does not run today takes no bets all day.
    currentStatus: calendar.runsToday ? starlineStatus(day.minutes, row.open_time, today !== undefined) : 'closed',
    result: today?.pana ?? STARLINE_NO_RESULT,
    ...(today ? { digit: Number(today.digit) } : {}),
    minBet: Number(row.min_bet),
    maxBet: Number(row.max_bet),
    ...calendar,
    voided: day.voided.has(Number(row.id)),
  };
}

function adminGameRecord(row: StarlineGameRow, today: DayResult | undefined, day: StarlineDay): AdminStarlineGame {
  return { ...gameRecord(row, today, day), days: daysOfMask(Number(row.days)) };
}

async function starlineDay(db: Executor, clock: Clock): Promise<StarlineDay> {
  const now = clock.now();
  const date = istDate(now);
  const [holidays, voided] = await Promise.all([holidaysOn(db, date), voidedGames(db, date)]);
  return { date, minutes: istMinutes(now), holidays, voided };
}

/** The Starline games whose day is voided. */
async function voidedGames(db: Executor, gameDate: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('voided_draws')
    .select('game_id')
    .where('market', '=', 'starline')
    .where('game_date', '=', gameDate)
    .execute();
  return new Set(rows.map((row) => Number(row.game_id)));
}

export function betRecord(row: StarlineBetRow, gameName: string): StarlineBet {
  return {
    _id: String(row.id),
    gameId: { _id: String(row.game_id), gameName },
    gameName,
    betType: row.bet_type,
    betNumber: row.bet_number,
    betAmount: Number(row.bet_amount),
    potentialWin: Number(row.potential_win),
    winAmount: Number(row.win_amount),
    status: row.status,
    betDate: row.created_at,
    gameDate: row.game_date,
    resultDate: row.result_date,
    result: row.result,
    createdAt: row.created_at,
  };
}

// ---- Games ---------------------------------------------------------------------------------------------------

async function todaysResults(db: Executor, day: string, gameIds?: number[]): Promise<Map<number, DayResult>> {
  let query = db.selectFrom('starline_results').select(['game_id', 'pana', 'digit']).where('game_date', '=', day);
  if (gameIds) query = query.where('game_id', 'in', gameIds);
  const rows = await query.execute();
  return new Map(rows.map((row) => [Number(row.game_id), { pana: row.pana, digit: Number(row.digit) }]));
}

/** The games of today (IST) with their status from the server clock and the declarations, by open time. */
export async function listStarlineGames(db: Db, clock: Clock): Promise<StarlineGame[]> {
  const rows = await db.selectFrom('starline_games').selectAll().where('is_active', '=', 1).orderBy('open_time').orderBy('id').execute();
  if (rows.length === 0) return [];
  const day = await starlineDay(db, clock);
  const results = await todaysResults(db, day.date);
  return rows.map((row) => gameRecord(row, results.get(Number(row.id)), day));
}

/** The console's list: every game, inactive ones too, with the weekdays it runs. */
export async function adminStarlineGames(db: Db, clock: Clock): Promise<AdminStarlineGame[]> {
  const rows = await db.selectFrom('starline_games').selectAll().orderBy('open_time').orderBy('id').execute();
  if (rows.length === 0) return [];
  const day = await starlineDay(db, clock);
  const results = await todaysResults(db, day.date);
  return rows.map((row) => adminGameRecord(row, results.get(Number(row.id)), day));
}

export async function findStarlineGame(db: Executor, id: unknown): Promise<StarlineGameRow | undefined> {
  const gameId = parseId(id);
  if (gameId === null) return undefined;
  return db.selectFrom('starline_games').selectAll().where('id', '=', gameId).executeTakeFirst();
}

/** One game as of now; unknown ids are 404. */
export async function getStarlineGame(db: Db, clock: Clock, id: unknown): Promise<StarlineGame> {
  const row = await findStarlineGame(db, id);
  if (!row) throw notFound('STARLINE_GAME_NOT_FOUND');
  return currentGameRecord(db, clock, row);
}

export async function currentGameRecord(db: Executor, clock: Clock, row: StarlineGameRow): Promise<StarlineGame> {
  const day = await starlineDay(db, clock);
  const results = await todaysResults(db, day.date, [Number(row.id)]);
  return gameRecord(row, results.get(Number(row.id)), day);
}

async function currentAdminRecord(db: Executor, clock: Clock, row: StarlineGameRow): Promise<AdminStarlineGame> {
  return { ...(await currentGameRecord(db, clock, row)), days: daysOfMask(Number(row.days)) };
}

interface StarlineGameFields {
  gameName: string;
  gameNameHindi: string;
  openTime: string;
  minBet: number;
  maxBet: number;
  isActive: boolean;
  /** The weekdays' bitmask as stored. */
  days: number;
}

/** An admin's game form over the current values (create: none); every problem at once. */
function checkGameInput(input: StarlineGameBody, current: StarlineGameFields | undefined): StarlineGameFields {
  const problems: FieldProblem[] = [];
  const text = (field: 'gameName' | 'gameNameHindi', label: string, required: boolean): string => {
    const value = input[field];
    if (value === undefined && current) return current[field];
    if (value === undefined && !required) return '';
    if (typeof value !== 'string') {
      problems.push(fieldProblem('FIELD_REQUIRED', { field: label }, field));
      return '';
    }
    const trimmed = value.trim();
    if (required && trimmed === '') problems.push(fieldProblem('FIELD_REQUIRED', { field: label }, field));
    const length = checkLength(trimmed, field);
    if (!length.ok) problems.push(codedProblem({ ...length, field }));
    return trimmed;
  };
  const gameName = text('gameName', 'Game name', true);
  const gameNameHindi = text('gameNameHindi', 'Hindi game name', false);

  let openTime = current?.openTime ?? '';
  if (input.openTime !== undefined || !current) {
    if (typeof input.openTime !== 'string' || parseClockTime(input.openTime.trim()) === null) {
      problems.push(fieldProblem('TIME_FORMAT_INVALID', undefined, 'openTime'));
    } else openTime = input.openTime.trim();
  }
  const amount = (field: 'minBet' | 'maxBet', label: string): number => {
    const value = input[field];
    if (value === undefined && current) return current[field];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
      problems.push(fieldProblem('STARLINE_BET_LIMIT_INVALID', { field: label }, field));
      return 0;
    }
    return value;
  };
  const minBet = amount('minBet', 'Minimum bet');
  const maxBet = amount('maxBet', 'Maximum bet');
  if (minBet > 0 && maxBet > 0 && maxBet < minBet) {
    problems.push(fieldProblem('MAX_BET_BELOW_MIN', undefined, 'maxBet'));
  }
  let isActive = current?.isActive ?? true;
  if (input.isActive !== undefined) {
    if (typeof input.isActive !== 'boolean') problems.push(fieldProblem('IS_ACTIVE_INVALID', undefined, 'isActive'));
    else isActive = input.isActive;
  }
  let days = current?.days ?? EVERY_DAY_MASK;
  if (input.days !== undefined) {
    const parsed = parseMarketDays(input.days);
    if (parsed === null) problems.push(fieldProblem('MARKET_DAYS_INVALID', undefined, 'days'));
    else days = maskOfDays(parsed);
  }
  if (problems.length > 0) throw refusedFields(problems);
  return { gameName, gameNameHindi, openTime, minBet, maxBet, isActive, days };
}

/** A Starline game's fields as its audit entries show them. */
function starlineGameFields(row: StarlineGameRow) {
  return {
    gameName: row.game_name,
    gameNameHindi: row.game_name_hindi,
    openTime: row.open_time,
    minBet: Number(row.min_bet),
    maxBet: Number(row.max_bet),
    isActive: Boolean(row.is_active),
    days: daysOfMask(Number(row.days)),
  };
}

/** An update's audit entry, with the fields it changed; none when it changed nothing. */
async function recordStarlineGameChange(
  store: AuditStore,
  trx: Transaction<Database>,
  clock: Clock,
  actor: AuditActor,
  action: 'starline_game.update' | 'starline_game.delete',
  before: StarlineGameRow,
  after: StarlineGameRow,
): Promise<void> {
  const changed = changedFields(starlineGameFields(before), starlineGameFields(after));
  const target = { kind: 'starline_game', id: String(after.id) };
  if (changed) await recordAudit(store, trx, clock, actor, { action, target, ...changed });
}

export async function createStarlineGame(
  store: Store,
  clock: Clock,
  input: StarlineGameBody,
  actor: AuditActor,
): Promise<AdminStarlineGame> {
  const fields = checkGameInput(input, undefined);
  const now = clock.now().toISOString();
  const row = await store.db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('starline_games')
      .values({
        game_name: fields.gameName,
        game_name_hindi: fields.gameNameHindi,
        open_time: fields.openTime,
        min_bet: fields.minBet,
        max_bet: fields.maxBet,
        is_active: fields.isActive ? 1 : 0,
        days: fields.days,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const target = { kind: 'starline_game', id: String(created.id) };
    const after = starlineGameFields(created);
    await recordAudit(store, trx, clock, actor, { action: 'starline_game.create', target, after });
    return created;
  });
  return currentAdminRecord(store.db, clock, row);
}

export async function updateStarlineGame(
  store: Store,
  clock: Clock,
  id: unknown,
  input: StarlineGameBody,
  actor: AuditActor,
): Promise<AdminStarlineGame> {
  const existing = await findStarlineGame(store.db, id);
  if (!existing) throw notFound('STARLINE_GAME_NOT_FOUND');
  const fields = checkGameInput(input, {
    gameName: existing.game_name,
    gameNameHindi: existing.game_name_hindi,
    openTime: existing.open_time,
    minBet: Number(existing.min_bet),
    maxBet: Number(existing.max_bet),
    isActive: Boolean(existing.is_active),
    days: Number(existing.days),
  });
  const row = await store.db.transaction().execute(async (trx) => {
    const before = (await findStarlineGame(trx, existing.id)) ?? existing;
    const updated = await trx
      .updateTable('starline_games')
      .set({
        game_name: fields.gameName,
        game_name_hindi: fields.gameNameHindi,
        open_time: fields.openTime,
        min_bet: fields.minBet,
        max_bet: fields.maxBet,
        is_active: fields.isActive ? 1 : 0,
        days: fields.days,
        updated_at: clock.now().toISOString(),
      })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordStarlineGameChange(store, trx, clock, actor, 'starline_game.update', before, updated);
    return updated;
  });
  return currentAdminRecord(store.db, clock, row);
}

/** Deleting a game deactivates it: its bets and results stay. */
export async function deactivateStarlineGame(
  store: Store,
  clock: Clock,
  id: unknown,
  actor: AuditActor,
): Promise<AdminStarlineGame> {
  const row = await store.db.transaction().execute(async (trx) => {
    const existing = await findStarlineGame(trx, id);
    if (!existing) throw notFound('STARLINE_GAME_NOT_FOUND');
    const updated = await trx
      .updateTable('starline_games')
      .set({ is_active: 0, updated_at: clock.now().toISOString() })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordStarlineGameChange(store, trx, clock, actor, 'starline_game.delete', existing, updated);
    return updated;
  });
  return currentAdminRecord(store.db, clock, row);
}

// ---- Rates ---------------------------------------------------------------------------------------------------

const RATE_KEYS: readonly StarlineRateKey[] = ['singleDigit', 'singlePana', 'doublePana', 'triplePana'];

/** The Starline rates in force: stored ones, the default ranges for any never set. */
export async function readStarlineRates(db: Executor): Promise<StarlineRates> {
  const rows = await db.selectFrom('rates').selectAll().where('market', '=', 'starline').execute();
  const stored = new Map(rows.map((row) => [row.rate_key, { min: Number(row.min), max: Number(row.max) }]));
  const rates = {} as Record<StarlineRateKey, RateRange>;
  for (const key of RATE_KEYS) rates[key] = stored.get(key) ?? STARLINE_DEFAULT_RATES[key];
  return rates;
}

export async function saveStarlineRates(
  store: Store,
  clock: Clock,
  input: Record<string, unknown>,
  actor: AuditActor,
): Promise<StarlineRates> {
  const problems: FieldProblem[] = [];
  const rates = {} as Record<StarlineRateKey, RateRange>;
  for (const key of RATE_KEYS) {
    const value = input[key];
    const range = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
    const min = range?.min;
    const max = range?.max;
    if (!isWholeRupees(min)) {
      problems.push(fieldProblem('STARLINE_RATE_INVALID', { field: `${key}.min`, max: MAX_RATE_VALUE }, `${key}.min`));
    }
    if (!isWholeRupees(max)) {
      problems.push(fieldProblem('STARLINE_RATE_INVALID', { field: `${key}.max`, max: MAX_RATE_VALUE }, `${key}.max`));
    } else if (isWholeRupees(min) && max < min) {
      problems.push(fieldProblem('STARLINE_RATE_MAX_BELOW_MIN', { rate: key }, `${key}.max`));
    }
    if (isWholeRupees(min) && isWholeRupees(max)) rates[key] = { min, max };
  }
  if (problems.length > 0) throw refusedFields(problems);
  await store.db.transaction().execute(async (trx) => {
    const before = await readStarlineRates(trx);
    for (const key of RATE_KEYS) {
      await trx
        .insertInto('rates')
        .values({ market: 'starline', rate_key: key, min: rates[key].min, max: rates[key].max })
        .onConflict((conflict) =>
          conflict.columns(['market', 'rate_key']).doUpdateSet({ min: rates[key].min, max: rates[key].max }),
        )
        .execute();
    }
    await recordRatesChange(store, trx, clock, actor, 'starline', before, rates);
  });
  return rates;
}

// ---- Bets ----------------------------------------------------------------------------------------------------

/** A Starline bet that passed every rule, with everything its row and answer need. */
interface JudgedStarlineBet extends JudgedBet {
  game: StarlineGameRow;
  betType: StarlineBetType;
  betNumber: string;
  potentialWin: number;
  gameDate: string;
}

/**
 * Starline bets as the placement takes them (placement.ts): the game must be open now (server clock, IST, and no
 * result declared today), the number of the chosen kind, the stake within the game's limits and the balance.
 * Each bet is one transaction on either database: its rules read the balance and the draw inside it, and
 * place_daily_bets, which batches daily bets on PostgreSQL, writes daily rows against daily declarations.
 */
const STARLINE_BETS: BetKind<PlaceStarlineBetBody, JudgedStarlineBet, PlacedStarlineBetAnswer> = {
  route: 'POST /starline/bets',
  market: STARLINE_MARKET,
  judge: judgeStarlineBet,
  insert: (trx, bet) => insertStarlineBet(trx, starlineBetValues(bet)),
  // A declaration that committed while this bet was on its way has already settled the day: refuse the bet
  // rather than leave it pending (see lockStarlineGame).
  refuseIfDeclared: async (trx, bet) => {
    if (await declaredOn(trx, bet.game.id, bet.gameDate)) throw invalid([problem('STARLINE_BETTING_UNAVAILABLE')]);
    // Likewise a void: the day's bets were refunded, and this one would never be settled.
    if ((await voidedGames(trx, bet.gameDate)).has(bet.game.id)) throw badRequest('SESSION_VOIDED');
  },
  answer: (bet, betId, remainingBalance) => {
    const row = { ...starlineBetValues(bet), id: betId, win_amount: 0, status: 'pending' as const, result: null, result_date: null };
    const data = { bet: betRecord(row, bet.game.game_name), remainingBalance };
    return { status: 201, body: { success: true, message: 'Bet placed successfully!', data } };
  },
  balanceRefusal: () => new InsufficientBalance(),
};

/** POST /starline/bets. */
export function placeStarlineBet(
  store: Store,
  clock: Clock,
  request: BetRequest<PlaceStarlineBetBody>,
  maintenance: MaintenanceSwitch,
): Promise<Outcome<PlacedStarlineBetAnswer>> {
  return placeBetOf(store, clock, STARLINE_BETS, request, maintenance);
}

/** A Starline bet placed in the caller's transaction, without an Idempotency-Key (the demo seed). */
export function placeStarlineBetIn(
  trx: Transaction<Database>,
  clock: Clock,
  user: Bettor,
  input: PlaceStarlineBetBody,
): Promise<Outcome<PlacedStarlineBetAnswer>> {
  return placeInTransaction(trx, clock, STARLINE_BETS, { user, input });
}

async function declaredOn(trx: Transaction<Database>, gameId: number, gameDate: string): Promise<boolean> {
  const declared = await trx
    .selectFrom('starline_results')
    .select('pana')
    .where('game_id', '=', gameId)
    .where('game_date', '=', gameDate)
    .executeTakeFirst();
  return declared !== undefined;
}

async function judgeStarlineBet(
  trx: Transaction<Database>,
  clock: Clock,
  user: Bettor,
  input: PlaceStarlineBetBody,
): Promise<JudgedStarlineBet> {
  if (input.gameId === undefined || input.gameId === null || input.gameId === '') {
    throw invalid([problem('GAME_REQUIRED', undefined, 'gameId')]);
  }
  const game = await findStarlineGame(trx, input.gameId);
  if (!game || !game.is_active) throw notFound('STARLINE_GAME_NOT_FOUND');
  const now = clock.now();
  const gameDate = istDate(now);
  await assertMarketRuns(trx, 400, starlineCalendar(game), gameDate);
  const declared = await declaredOn(trx, game.id, gameDate);
  const timing = checkStarlineBettable(
    { openTime: game.open_time, currentStatus: starlineStatus(istMinutes(now), game.open_time, declared) },
    istMinutes(now),
  );
  if (!timing.ok) throw invalid([timing]);

  // The balance as of this transaction, not the request's: the rule judges the stake against it.
  const { balance } = await trx.selectFrom('users').select('balance').where('id', '=', user.id).executeTakeFirstOrThrow();
  const checked = validateStarlineBet(
    {
      betType: typeof input.betType === 'string' ? input.betType : '',
      betNumber: typeof input.betNumber === 'string' ? input.betNumber : typeof input.betNumber === 'number' ? String(input.betNumber) : '',
      betAmount: typeof input.betAmount === 'number' || typeof input.betAmount === 'string' ? input.betAmount : null,
      balance: Number(balance),
      minBet: Number(game.min_bet),
      maxBet: Number(game.max_bet),
    },
    { enforcePannaRules: true },
  );
  if (!checked.ok) throw invalid(checked.problems);
  const { betType, betNumber, betAmount } = checked.value;
  const rates = await readStarlineRates(trx);
  return {
    userId: user.id,
    amount: betAmount,
    at: now.toISOString(),
    game,
    betType,
    betNumber,
    potentialWin: starlinePotentialWin(betAmount, rates[starlineRateKey(betType)]),
    gameDate,
  };
}

/** A placed Starline bet's row. */
interface StarlineBetValues {
  user_id: number;
  game_id: number;
  bet_type: StarlineBetType;
  bet_number: string;
  bet_amount: number;
  potential_win: number;
  game_date: string;
  created_at: string;
}

function starlineBetValues(bet: JudgedStarlineBet): StarlineBetValues {
  return {
    user_id: bet.userId,
    game_id: bet.game.id,
    bet_type: bet.betType,
    bet_number: bet.betNumber,
    bet_amount: bet.amount,
    potential_win: bet.potentialWin,
    game_date: bet.gameDate,
    created_at: bet.at,
  };
}

/** The one write of a placed Starline bet's row; answers its id. */
async function insertStarlineBet(trx: Transaction<Database>, values: StarlineBetValues): Promise<number> {
  // Written once: its outcome is derived by the starline_bets view (migration 017), pending until the day's result.
  const row = await trx
    .insertInto('starline_placed_bets')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

// ---- History -------------------------------------------------------------------------------------------------

export const MAX_HISTORY_LIMIT = 100;

export interface StarlineBetFilters {
  page: number;
  limit: number;
  gameId?: number;
  status?: StarlineBetRow['status'];
  betType?: StarlineBetType;
  startDate?: string;
  endDate?: string;
}

const STATUSES: readonly StarlineBetRow['status'][] = ['pending', 'won', 'lost', 'cancelled'];

/** Reads GET /starline/bets' query: unusable values are a 400 naming each; "" and "all" mean no filter. */
export function parseStarlineBetQuery(query: Record<string, string | undefined>): StarlineBetFilters {
  const problems: FieldProblem[] = [];
  const given = (name: string): string | undefined => {
    const value = query[name]?.trim();
    return value === undefined || value === '' || value.toLowerCase() === 'all' ? undefined : value;
  };
  const whole = (name: 'page' | 'limit', fallback: number): number => {
    const value = given(name);
    if (value === undefined) return fallback;
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
      problems.push(fieldProblem('WHOLE_NUMBER_REQUIRED', { field: name }, name));
      return fallback;
    }
    return Number(value);
  };
  const filters: StarlineBetFilters = {
    page: whole('page', 1),
    limit: Math.min(whole('limit', STARLINE_HISTORY_PAGE_SIZE), MAX_HISTORY_LIMIT),
  };
  const gameId = given('gameId');
  if (gameId !== undefined) {
    const id = parseId(gameId);
    if (id === null) problems.push(fieldProblem('GAME_ID_INVALID', undefined, 'gameId'));
    else filters.gameId = id;
  }
  const status = given('status');
  if (status !== undefined) {
    if (!(STATUSES as readonly string[]).includes(status)) {
      problems.push(fieldProblem('FIELD_NOT_ONE_OF', { field: 'status', values: STATUSES.join(', ') }, 'status'));
    } else filters.status = status as StarlineBetRow['status'];
  }
  const betType = given('betType');
  if (betType !== undefined) {
    if (!isStarlineBetType(betType)) {
      problems.push(fieldProblem('FIELD_NOT_ONE_OF', { field: 'betType', values: STARLINE_BET_TYPES.join(', ') }, 'betType'));
    } else filters.betType = betType;
  }
  for (const name of ['startDate', 'endDate'] as const) {
    const value = given(name);
    if (value === undefined) continue;
    if (!isCalendarDate(value)) problems.push(fieldProblem('DATE_INVALID', { field: name }, name));
    else filters[name] = value;
  }
  if (filters.startDate && filters.endDate && filters.startDate > filters.endDate) {
    problems.push(fieldProblem('PERIOD_REVERSED', { start: 'startDate', end: 'endDate' }, 'startDate'));
  }
  if (problems.length > 0) throw refusedFields(problems);
  return filters;
}

/** One page of a player's bets, newest first; the summary covers every bet the filters select. */
export async function listStarlineBets(db: Db, userId: number, filters: StarlineBetFilters): Promise<StarlineBetsPage> {
  let base = db.selectFrom('starline_bets').where('starline_bets.user_id', '=', userId);
  if (filters.gameId !== undefined) base = base.where('starline_bets.game_id', '=', filters.gameId);
  if (filters.status) base = base.where('starline_bets.status', '=', filters.status);
  if (filters.betType) base = base.where('starline_bets.bet_type', '=', filters.betType);
  if (filters.startDate) base = base.where('starline_bets.game_date', '>=', filters.startDate);
  if (filters.endDate) base = base.where('starline_bets.game_date', '<=', filters.endDate);

  const totals = await base
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`coalesce(sum(starline_bets.bet_amount), 0)`.as('staked'),
      sql<number>`coalesce(sum(starline_bets.win_amount), 0)`.as('won'),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(totals.total);
  const rows = await base
    .innerJoin('starline_games', 'starline_games.id', 'starline_bets.game_id')
    .selectAll('starline_bets')
    .select('starline_games.game_name')
    .orderBy('starline_bets.created_at', 'desc')
    .orderBy('starline_bets.id', 'desc')
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit)
    .execute();
  const totalBetAmount = Number(totals.staked);
  const totalWinAmount = Number(totals.won);
  return {
    bets: rows.map((row) => betRecord(row, row.game_name)),
    summary: { totalBets: total, totalBetAmount, totalWinAmount, netProfitLoss: totalWinAmount - totalBetAmount },
    pagination: { current: filters.page, pages: pageCount(total, filters.limit), total, limit: filters.limit },
  };
}

// ---- Results -------------------------------------------------------------------------------------------------

/** Declared results, newest first; one game's when `gameId` is given (an unusable id is 404). */
export async function listStarlineResults(db: Db, gameId: string | undefined): Promise<StarlineGameResult[]> {
  let query = db
    .selectFrom('starline_results')
    .innerJoin('starline_games', 'starline_games.id', 'starline_results.game_id')
    .select([
      'starline_results.game_id',
      'starline_games.game_name',
      'starline_results.game_date',
      'starline_results.pana',
      'starline_results.digit',
      'starline_results.declared_at',
    ])
    .orderBy('starline_results.game_date', 'desc')
    .orderBy('starline_games.open_time', 'desc');
  if (gameId !== undefined && gameId.trim() !== '') {
    const game = await findStarlineGame(db, gameId);
    if (!game) throw notFound('STARLINE_GAME_NOT_FOUND');
    query = query.where('starline_results.game_id', '=', game.id);
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    gameId: String(row.game_id),
    gameName: row.game_name,
    gameDate: row.game_date,
    winningNumber: row.pana,
    digit: Number(row.digit),
    declaredAt: row.declared_at,
  }));
}

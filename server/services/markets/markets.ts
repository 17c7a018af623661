import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import { invalid, notFound, type CodedProblem } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Database, Db, GameRow } from '../../store/schema.js';
import { checkLength } from '../../../src/domain/input-limits.js';
import { formatResult } from '../../../src/domain/result.js';
import { checkGameTimes } from '../../../src/domain/session.js';
import { marketDayAt, marketMinutes } from '../../../src/domain/market-clock.js';
import { istDate, istStartOfDay } from '../../../src/domain/time.js';
import { changedFields, recordAudit, type AuditActor, type AuditStore } from '../operators/audit.js';
import { answerWriterOf } from '../../answer-writers.js';
import { withEtag, type TaggedJson } from '../tagged-json.js';
import type { AdminGame } from '../../../contract/admin-markets.js';
import { Games, type Game, type SessionResult } from '../../../contract/markets.js';
import { parseId } from '../ids.js';
import {
  daysOfMask,
  EVERY_DAY_MASK,
  maskOfDays,
  parseMarketDays,
  type HolidayClosure,
} from '../../../src/domain/market-calendar.js';
import { dailyCalendar, holidaysOn, todaysCalendar } from './holidays.js';

/** Kept for the modules that read ids through the markets. */
export { parseId };

/**
 * Daily markets (games): their wire records, the admin's create / update / deactivate, the declared
 * session results, and the cached list behind the polled GET /games.
 */
type Executor = Kysely<Database> | Transaction<Database>;

type GameFields = Pick<GameRow, 'id' | 'game_name' | 'open_time' | 'close_time' | 'days'>;

/** What a game's record says of its day: its result string, voided draws, and whether it runs (its holidays). */
export interface GameDay {
  date: string;
  result: string;
  holidays: readonly HolidayClosure[];
  voided: Game['voided'];
}

export function gameRecord(game: GameFields, day: GameDay): Game {
  return {
    _id: String(game.id),
    gameName: game.game_name,
    openTime: game.open_time,
    closeTime: game.close_time,
    result: day.result,
    voided: day.voided,
    ...todaysCalendar(dailyCalendar(game), day.date, day.holidays),
  };
}

function adminGameRecord(game: GameRow, day: GameDay): AdminGame {
  return { ...gameRecord(game, day), isActive: Boolean(game.is_active), days: daysOfMask(Number(game.days)) };
}

/**
 * Reads a game inside a declaration's, revert's or import's transaction, locked until it ends, so that bets and
 * declarations on the same market day are ordered: a bet either sees the declaration (and is refused) or commits
 * before the settlement starts (and is settled by it). On PostgreSQL a bet takes a key-share lock on the game's
 * row before it reads the day's results (place_daily_bets), which this exclusive one waits for.
 */
export function lockGame(trx: Transaction<Database>, gameId: number): Promise<GameRow | undefined> {
  return trx.selectFrom('games').selectAll().where('id', '=', gameId).forUpdate().executeTakeFirst();
}

/**
 * "Today" for a request naming a game (declaring, voiding, exposure): the game's market day at `now`, which for a
 * market closing after midnight is still the day it opened until its changeover; the IST date without such a game.
 */
export async function namedGameToday(db: Executor, gameId: unknown, now: Date): Promise<string> {
  const id = parseId(gameId);
  const game = id === null
    ? undefined
    : await db.selectFrom('games').select(['open_time', 'close_time']).where('id', '=', id).executeTakeFirst();
  return game ? marketDayAt(now, game.open_time, game.close_time).date : istDate(now);
}

// ---- Results ------------------------------------------------------------------------------------------------

/** The declared pannas of one market day, by session. */
export interface DayDeclarations {
  open?: { pana: string; declarationId: string };
  close?: { pana: string; declarationId: string };
}

export async function dayDeclarations(db: Executor, gameId: number, gameDate: string): Promise<DayDeclarations> {
  const rows = await db
    .selectFrom('game_results')
    .select(['session', 'pana', 'declaration_id'])
    .where('game_id', '=', gameId)
    .where('game_date', '=', gameDate)
    .execute();
  const day: DayDeclarations = {};
  for (const row of rows) day[row.session] = { pana: row.pana, declarationId: row.declaration_id };
  return day;
}

export function dayResultString(day: DayDeclarations): string {
  return formatResult({ openPanna: day.open?.pana ?? null, closePanna: day.close?.pana ?? null });
}

/** Today's (IST) result string of each listed game. */
async function todaysResults(db: Executor, gameIds: readonly number[], today: string): Promise<Map<number, string>> {
  const byGame = new Map<number, DayDeclarations>();
  if (gameIds.length > 0) {
    const rows = await db
      .selectFrom('game_results')
      .select(['game_id', 'session', 'pana', 'declaration_id'])
      .where('game_date', '=', today)
      .where('game_id', 'in', gameIds)
      .execute();
    for (const row of rows) {
      const gameId = Number(row.game_id);
      const day = byGame.get(gameId) ?? {};
      day[row.session] = { pana: row.pana, declarationId: row.declaration_id };
      byGame.set(gameId, day);
    }
  }
  return new Map(gameIds.map((id) => [id, dayResultString(byGame.get(id) ?? {})]));
}

/** GET /results-session: declared session results, newest first (a day's close before its open). */
export async function sessionResults(db: Db, gameId: string | undefined): Promise<SessionResult[]> {
  let query = db
    .selectFrom('game_results')
    .select(['game_id', 'game_date', 'session', 'pana', 'digit'])
    .orderBy('game_date', 'desc')
    .orderBy('session', 'asc')
    .orderBy('game_id', 'asc');
  if (gameId !== undefined) {
    const id = parseId(gameId);
    if (id === null) return [];
    query = query.where('game_id', '=', id);
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    gameId: String(row.game_id),
    gameDate: row.game_date,
    session: row.session,
    pana: row.pana,
    digit: Number(row.digit),
  }));
}

// ---- GET /games: the market board -----------------------------------------------------------------------

/** The active games as GET /games answers them (serialized once, with their ETag), and what they were built from. */
interface CachedBoard extends TaggedJson {
  version: number;
  /** The instants between which every game's market day stays the one the board shows (see boardSpan). */
  from: number;
  until: number;
  builtAt: number;
}

/**
 * Every player polls GET /games every 30 s, and the list only changes when a game or a result is written
 * or a market's day turns (at midnight, or at the changeover of a market closing after midnight). So the list is
 * built once, serialized once and hashed once, and then served (or answered with 304) from memory until the next
 * such turn. A local write calls `invalidate()`. Other API instances sharing the same PostgreSQL cannot
 * invalidate this process's copy, so a copy is also trusted for at most BOARD_TTL_MS: a write made elsewhere
 * shows here within about a second, which is far inside the 30 s polling cadence and does not affect betting,
 * whose checks read the database.
 */
export const BOARD_TTL_MS = 1_000;

/** IST keeps no daylight saving: every game day is 24 hours long. */
const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;

/**
 * The span around `now` in which no game's market day changes: between the latest and the next of the IST
 * midnights and the games' changeovers.
 */
function boardSpan(now: number, games: readonly GameFields[]): { from: number; until: number } {
  const midnight = istStartOfDay(now).getTime();
  const turns = [0, ...games.map((game) => marketMinutes(game.open_time, game.close_time)?.changeover ?? 0)];
  let from = midnight;
  let until = midnight + MS_PER_DAY;
  for (const minute of turns) {
    const at = midnight + minute * MS_PER_MINUTE;
    if (at <= now) from = Math.max(from, at);
    else until = Math.min(until, at);
  }
  return { from, until };
}

export class MarketBoard {
  private version = 0;
  private cached: CachedBoard | undefined;
  private building: Promise<CachedBoard> | undefined;

  constructor(private readonly db: Db) {}

  /** After a write to games or game_results has committed. */
  invalidate(): void {
    this.version += 1;
    this.cached = undefined;
  }

  /** The board in memory while it is still good, without waiting: the poll's usual case. */
  fresh(clock: Clock): TaggedJson | undefined {
    const cached = this.cached;
    if (
      cached &&
      cached.version === this.version &&
      covers(cached, clock.now().getTime()) &&
      performance.now() - cached.builtAt < BOARD_TTL_MS
    ) {
      return cached;
    }
    return undefined;
  }

  async current(clock: Clock): Promise<TaggedJson> {
    const fresh = this.fresh(clock);
    if (fresh) return fresh;
    const now = clock.now().getTime();
    // Requests arriving during a rebuild share it.
    this.building ??= this.build(now).finally(() => {
      this.building = undefined;
    });
    const built = await this.building;
    if (!covers(built, now)) return this.current(clock);
    return built;
  }

  private async build(now: number): Promise<CachedBoard> {
    const version = this.version;
    const builtAt = performance.now();
    const games = await activeGameRows(this.db);
    const records = await gameRecords(this.db, games, now);
    const board: CachedBoard = { ...withEtag(writeGames(records)), version, ...boardSpan(now, games), builtAt };
    // A write during the build bumped the version: keep serving this answer, but do not cache it.
    if (version === this.version) this.cached = board;
    return board;
  }
}

function covers(board: CachedBoard, now: number): boolean {
  return now >= board.from && now < board.until;
}

/** The games list's answer, written through its contract schema as every other answer is. */
const writeGames = answerWriterOf(Games);

function byOpenTime(a: GameRow, b: GameRow): number {
  return a.open_time.localeCompare(b.open_time) || a.close_time.localeCompare(b.close_time) || Number(a.id) - Number(b.id);
}

async function activeGameRows(db: Db): Promise<GameRow[]> {
  return (await db.selectFrom('games').selectAll().where('is_active', '=', 1).execute()).sort(byOpenTime);
}

/** Active games sorted by openTime, each with its market day's result and whether it runs that day (GET /games). */
export async function activeGames(db: Db, now: Date | number): Promise<Game[]> {
  return gameRecords(db, await activeGameRows(db), now);
}

async function gameRecords(db: Db, games: readonly GameRow[], now: Date | number): Promise<Game[]> {
  const dayOf = await marketDays(db, games, now);
  return games.map((game) => gameRecord(game, dayOf(game)));
}

/**
 * What the records of some games say of each one's market day at `now` (market-clock.ts): a market closing after
 * midnight may still be on the day before. Read together per day: results, holidays, voided draws.
 */
async function marketDays(
  db: Db,
  games: readonly GameFields[],
  now: Date | number,
): Promise<(game: GameFields) => GameDay> {
  const dateOf = (game: GameFields) => marketDayAt(now, game.open_time, game.close_time).date;
  const dates = [...new Set(games.map(dateOf))];
  const byDate = new Map(
    await Promise.all(
      dates.map(async (date) => {
        const ids = games.filter((game) => dateOf(game) === date).map((game) => Number(game.id));
        return [date, await marketDay(db, ids, date)] as const;
      }),
    ),
  );
  return (game) => byDate.get(dateOf(game))!(Number(game.id));
}

/** What the records of some games say of a day, read together: their results, the holidays, the voided draws. */
async function marketDay(db: Db, ids: readonly number[], date: string): Promise<(gameId: number) => GameDay> {
  const [results, holidays, voided] = await Promise.all([
    todaysResults(db, ids, date),
    holidaysOn(db, date),
    voidedOn(db, date),
  ]);
  return (gameId) => ({ date, result: results.get(gameId)!, holidays, voided: voided.get(gameId) ?? null });
}

/** A day's voided draws by game: `day` when both sessions are voided. */
async function voidedOn(db: Db, date: string): Promise<Map<number, NonNullable<Game['voided']>>> {
  const rows = await db
    .selectFrom('voided_draws')
    .select(['game_id', 'session'])
    .where('market', '=', 'daily')
    .where('game_date', '=', date)
    .execute();
  const voided = new Map<number, NonNullable<Game['voided']>>();
  for (const row of rows) {
    const gameId = Number(row.game_id);
    voided.set(gameId, voided.has(gameId) ? 'day' : row.session);
  }
  return voided;
}

// ---- Admin: games -------------------------------------------------------------------------------------------

export interface GameInput {
  gameName?: unknown;
  openTime?: unknown;
  closeTime?: unknown;
  isActive?: unknown;
  days?: unknown;
}

interface ValidGame {
  gameName: string;
  openTime: string;
  closeTime: string;
  isActive: boolean;
  /** The weekdays' bitmask as stored. */
  days: number;
}

function validateGame(input: Required<GameInput>): ValidGame {
  const problems: CodedProblem[] = [];
  const gameName = typeof input.gameName === 'string' ? input.gameName.trim() : '';
  if (gameName === '') {
    problems.push({ code: 'GAME_NAME_REQUIRED', field: 'gameName' });
  } else {
    const length = checkLength(gameName, 'gameName');
    if (!length.ok) problems.push({ ...length, field: 'gameName' });
  }
  const openTime = typeof input.openTime === 'string' ? input.openTime.trim() : '';
  const closeTime = typeof input.closeTime === 'string' ? input.closeTime.trim() : '';
  const times = checkGameTimes(openTime, closeTime);
  if (!times.ok) problems.push({ ...times, field: times.field ?? 'closeTime' });
  if (typeof input.isActive !== 'boolean') {
    problems.push({ code: 'IS_ACTIVE_INVALID', field: 'isActive' });
  }
  const days = parseMarketDays(input.days);
  if (days === null) problems.push({ code: 'MARKET_DAYS_INVALID', field: 'days' });
  if (problems.length > 0) throw invalid(problems);
  return { gameName, openTime, closeTime, isActive: input.isActive as boolean, days: maskOfDays(days!) };
}

export async function adminGames(db: Db, clock: Clock): Promise<AdminGame[]> {
  const games = (await db.selectFrom('games').selectAll().execute()).sort(byOpenTime);
  const dayOf = await marketDays(db, games, clock.now());
  return games.map((game) => adminGameRecord(game, dayOf(game)));
}

async function adminGame(db: Db, clock: Clock, game: GameRow): Promise<AdminGame> {
  const dayOf = await marketDays(db, [game], clock.now());
  return adminGameRecord(game, dayOf(game));
}

/** A game's fields as its audit entries show them. */
function gameFields(row: GameRow) {
  return {
    gameName: row.game_name,
    openTime: row.open_time,
    closeTime: row.close_time,
    isActive: Boolean(row.is_active),
    days: daysOfMask(Number(row.days)),
  };
}

/** A game's change shows in the games list at once: the board it invalidates is the app's (AppServices). */
export type BoardToInvalidate = Pick<MarketBoard, 'invalidate'>;

export async function createGame(
  store: Store,
  clock: Clock,
  input: GameInput,
  actor: AuditActor,
  board: BoardToInvalidate,
): Promise<AdminGame> {
  const game = validateGame({
    gameName: input.gameName,
    openTime: input.openTime,
    closeTime: input.closeTime,
    isActive: input.isActive ?? true,
    days: input.days === undefined ? daysOfMask(EVERY_DAY_MASK) : input.days,
  });
  const row = await store.db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('games')
      .values({
        game_name: game.gameName,
        open_time: game.openTime,
        close_time: game.closeTime,
        is_active: game.isActive ? 1 : 0,
        days: game.days,
        created_at: clock.now().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const target = { kind: 'game', id: String(created.id) };
    await recordAudit(store, trx, clock, actor, { action: 'game.create', target, after: gameFields(created) });
    return created;
  });
  board.invalidate();
  return adminGame(store.db, clock, row);
}

async function findGame(db: Db, id: string): Promise<GameRow> {
  const gameId = parseId(id);
  const game = gameId === null ? undefined : await db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
  if (!game) throw notFound('MARKET_NOT_FOUND');
  return game;
}

/** PUT /admin/games/{id}: any of the fields; the result is checked as a whole (close still after open). */
export async function updateGame(
  store: Store,
  clock: Clock,
  id: string,
  input: GameInput,
  actor: AuditActor,
  board: BoardToInvalidate,
): Promise<AdminGame> {
  const existing = await findGame(store.db, id);
  const game = validateGame({
    gameName: input.gameName ?? existing.game_name,
    openTime: input.openTime ?? existing.open_time,
    closeTime: input.closeTime ?? existing.close_time,
    isActive: input.isActive ?? Boolean(existing.is_active),
    days: input.days === undefined ? daysOfMask(Number(existing.days)) : input.days,
  });
  const row = await store.db.transaction().execute(async (trx) => {
    const before = await findGame(trx, id);
    const updated = await trx
      .updateTable('games')
      .set({
        game_name: game.gameName,
        open_time: game.openTime,
        close_time: game.closeTime,
        is_active: game.isActive ? 1 : 0,
        days: game.days,
      })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordGameChange(store, trx, clock, actor, 'game.update', before, updated);
    return updated;
  });
  board.invalidate();
  return adminGame(store.db, clock, row);
}

/** DELETE /admin/games/{id}: players stop seeing the game; its bets and results stay. */
export async function deactivateGame(
  store: Store,
  clock: Clock,
  id: string,
  actor: AuditActor,
  board: BoardToInvalidate,
): Promise<AdminGame> {
  const row = await store.db.transaction().execute(async (trx) => {
    const before = await findGame(trx, id);
    const updated = await trx
      .updateTable('games')
      .set({ is_active: 0 })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordGameChange(store, trx, clock, actor, 'game.delete', before, updated);
    return updated;
  });
  board.invalidate();
  return adminGame(store.db, clock, row);
}

/** An update's audit entry, with the fields it changed; none when it changed nothing. */
async function recordGameChange(
  store: AuditStore,
  trx: Transaction<Database>,
  clock: Clock,
  actor: AuditActor,
  action: 'game.update' | 'game.delete',
  before: GameRow,
  after: GameRow,
): Promise<void> {
  const changed = changedFields(gameFields(before), gameFields(after));
  const target = { kind: 'game', id: String(after.id) };
  if (changed) await recordAudit(store, trx, clock, actor, { action, target, ...changed });
}

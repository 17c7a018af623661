import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import { invalid, notFound, type CodedProblem } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Database, Db, GameRow } from '../../store/schema.js';
import { checkLength } from '../../../src/domain/input-limits.js';
import { formatResult } from '../../../src/domain/result.js';
import { checkGameTimes } from '../../../src/domain/session.js';
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
  day: string;
  builtAt: number;
}

/**
 * Every player polls GET /games every 30 s, and the list only changes when a game or a result is written
 * or the IST day turns. So the list is built once, serialized once and hashed once, and then served (or
 * answered with 304) from memory. A local write calls `invalidate()`; the IST day is part of the key. Other
 * API instances sharing the same PostgreSQL cannot invalidate this process's copy, so a copy is also
 * trusted for at most BOARD_TTL_MS: a write made elsewhere shows here within about a second, which is
 * far inside the 30 s polling cadence and does not affect betting, whose checks read the database.
 */
export const BOARD_TTL_MS = 1_000;

/** IST keeps no daylight saving: every game day is 24 hours long. */
const MS_PER_DAY = 86_400_000;

export class MarketBoard {
  private version = 0;
  private cached: CachedBoard | undefined;
  private building: Promise<CachedBoard> | undefined;
  private today = { day: '', from: 0, until: 0 };

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
      cached.day === this.gameDay(clock.now().getTime()) &&
      performance.now() - cached.builtAt < BOARD_TTL_MS
    ) {
      return cached;
    }
    return undefined;
  }

  async current(clock: Clock): Promise<TaggedJson> {
    const fresh = this.fresh(clock);
    if (fresh) return fresh;
    const day = this.gameDay(clock.now().getTime());
    // Requests arriving during a rebuild share it.
    this.building ??= this.build(day).finally(() => {
      this.building = undefined;
    });
    const built = await this.building;
    if (built.day !== day) return this.current(clock);
    return built;
  }

  /** The IST day of an instant, formatted once a day rather than on every poll. */
  private gameDay(now: number): string {
    if (now < this.today.from || now >= this.today.until) {
      const from = istStartOfDay(now).getTime();
      this.today = { day: istDate(now), from, until: from + MS_PER_DAY };
    }
    return this.today.day;
  }

  private async build(day: string): Promise<CachedBoard> {
    const version = this.version;
    const builtAt = performance.now();
    const games = await activeGames(this.db, day);
    const board: CachedBoard = { ...withEtag(writeGames(games)), version, day, builtAt };
    // A write during the build bumped the version: keep serving this answer, but do not cache it.
    if (version === this.version) this.cached = board;
    return board;
  }
}

/** The games list's answer, written through its contract schema as every other answer is. */
const writeGames = answerWriterOf(Games);

function byOpenTime(a: GameRow, b: GameRow): number {
  return a.open_time.localeCompare(b.open_time) || a.close_time.localeCompare(b.close_time) || Number(a.id) - Number(b.id);
}

/** Active games sorted by openTime, each with today's result string and whether it runs today (GET /games). */
export async function activeGames(db: Db, today: string): Promise<Game[]> {
  const games = (await db.selectFrom('games').selectAll().where('is_active', '=', 1).execute()).sort(byOpenTime);
  const dayOf = await marketDay(db, games.map((game) => Number(game.id)), today);
  return games.map((game) => gameRecord(game, dayOf(Number(game.id))));
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
  const today = istDate(clock.now());
  const games = (await db.selectFrom('games').selectAll().execute()).sort(byOpenTime);
  const dayOf = await marketDay(db, games.map((game) => Number(game.id)), today);
  return games.map((game) => adminGameRecord(game, dayOf(Number(game.id))));
}

async function adminGame(db: Db, clock: Clock, game: GameRow): Promise<AdminGame> {
  const dayOf = await marketDay(db, [Number(game.id)], istDate(clock.now()));
  return adminGameRecord(game, dayOf(Number(game.id)));
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

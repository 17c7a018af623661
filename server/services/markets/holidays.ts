import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Holiday, HolidayInput } from '../../../contract/admin-markets.js';
import type { Clock } from '../../clock.js';
import { ApiError, codedProblem, fieldProblem, notFound, refusedFields, type FieldProblem } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import { prepared, type ParamOf } from '../../store/prepared.js';
import type { Database, Db, GameRow, HolidayRow, StarlineGameRow } from '../../store/schema.js';
import { checkLength } from '../../../src/domain/input-limits.js';
import {
  closedReason,
  daysOfMask,
  type CalendarMarket,
  type ClosedReason,
  type HolidayClosure,
} from '../../../src/domain/market-calendar.js';
import { isCalendarDate } from '../../../src/domain/time.js';
import { parseId } from '../ids.js';
import { recordAudit, type AuditActor } from '../operators/audit.js';
import type { BoardToInvalidate } from './markets.js';

/**
 * Holidays: days the named markets close (src/domain/market-calendar.ts holds the rule of whether a market runs).
 * The console adds and removes them; placing a bet, declaring a result and the games lists read them by day.
 */
type Executor = Kysely<Database> | Transaction<Database>;

function idList(text: string | null): string[] | null {
  if (text === null) return null;
  const ids = JSON.parse(text) as unknown;
  return Array.isArray(ids) ? ids.map(String) : [];
}

function holidayRecord(row: HolidayRow): Holiday {
  return {
    _id: String(row.id),
    date: row.holiday_date,
    name: row.name,
    gameIds: idList(row.game_ids),
    starlineGameIds: idList(row.starline_game_ids) ?? [],
  };
}

const HOLIDAYS_ON = prepared((db, param: ParamOf<{ date: string }>) =>
  db.selectFrom('holidays').selectAll().where('holiday_date', '=', param('date')).orderBy('id'),
);

/** Whether an IST day has any holiday, as a column of a query on the games (a bet's read, bet-market.ts). */
export function anyHolidayOn(eb: ExpressionBuilder<Database, 'games'>, date: string) {
  return eb.exists(eb.selectFrom('holidays').select('holidays.id').where('holidays.holiday_date', '=', date)).as('any_holiday');
}

/** The holidays of an IST day, as the calendar rule takes them. */
export async function holidaysOn(db: Executor, date: string): Promise<HolidayClosure[]> {
  const rows = await HOLIDAYS_ON.rows(db, { date });
  return rows.map(holidayRecord);
}

/** A daily market as the calendar sees it. */
export function dailyCalendar(game: Pick<GameRow, 'id' | 'game_name' | 'days'>): CalendarMarket {
  return { kind: 'daily', id: String(game.id), name: game.game_name, days: daysOfMask(Number(game.days)) };
}

/** A Starline game as the calendar sees it. */
export function starlineCalendar(game: Pick<StarlineGameRow, 'id' | 'game_name' | 'days'>): CalendarMarket {
  return { kind: 'starline', id: String(game.id), name: game.game_name, days: daysOfMask(Number(game.days)) };
}

/** Why a market does not run on an IST day, or null: its weekdays and that day's holidays. */
export async function marketClosedOn(db: Executor, market: CalendarMarket, date: string): Promise<ClosedReason | null> {
  return closedReason(market, date, await holidaysOn(db, date));
}

/** The games lists' calendar fields of a market on the day of `holidays`. */
export function todaysCalendar(market: CalendarMarket, date: string, holidays: readonly HolidayClosure[]) {
  const reason = closedReason(market, date, holidays);
  return { runsToday: reason === null, closedReason: reason };
}

/**
 * The refusal of a market's closed day: 400 for a bet, 409 for a declaration. Its params say what the message
 * is made of, so an app words it in its own language.
 */
export function notRunning(status: 400 | 409, market: CalendarMarket, reason: ClosedReason): ApiError {
  return new ApiError(status, 'MARKET_NOT_RUNNING', {
    reason: reason.message,
    gameName: market.name,
    kind: reason.kind,
    weekday: reason.weekday,
    ...(reason.holiday === null ? {} : { holiday: reason.holiday }),
  });
}

/** Refuses (400 or 409) when `market` does not run on the IST day `date`. */
export async function assertMarketRuns(
  db: Executor,
  status: 400 | 409,
  market: CalendarMarket,
  date: string,
): Promise<void> {
  const reason = await marketClosedOn(db, market, date);
  if (reason) throw notRunning(status, market, reason);
}

// ---- The console: GET, POST /admin/holidays, DELETE /admin/holidays/{id} ----------------------------------------

/** Every holiday, upcoming and past, newest date first. */
export async function listHolidays(db: Db): Promise<Holiday[]> {
  const rows = await db.selectFrom('holidays').selectAll().orderBy('holiday_date', 'desc').orderBy('id', 'desc').execute();
  return rows.map(holidayRecord);
}

type HolidayBody = { [K in keyof HolidayInput]?: unknown };

interface ValidHoliday {
  date: string;
  name: string;
  gameIds: number[] | null;
  starlineGameIds: number[];
}

/** A list of ids as sent: each a known game of `table`; every problem is reported. */
async function knownIds(
  db: Executor,
  table: 'games' | 'starline_games',
  field: 'gameIds' | 'starlineGameIds',
  value: unknown,
  problems: FieldProblem[],
): Promise<number[]> {
  if (!Array.isArray(value) || value.length > 1000) {
    problems.push(fieldProblem('HOLIDAY_GAMES_INVALID', { field }, field));
    return [];
  }
  const ids: number[] = [];
  for (const sent of value as unknown[]) {
    const id = parseId(sent);
    if (id === null) problems.push(fieldProblem('HOLIDAY_GAME_UNKNOWN', { field, id: String(sent) }, field));
    else if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length === 0) return ids;
  const found = new Set((await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((row) => Number(row.id)));
  for (const id of ids) {
    if (!found.has(id)) problems.push(fieldProblem('HOLIDAY_GAME_UNKNOWN', { field, id: String(id) }, field));
  }
  return ids;
}

async function validateHoliday(db: Executor, input: HolidayBody): Promise<ValidHoliday> {
  const problems: FieldProblem[] = [];
  const date = typeof input.date === 'string' ? input.date.trim() : '';
  if (!isCalendarDate(date)) problems.push(fieldProblem('DATE_INVALID', { field: 'date' }, 'date'));
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name === '') {
    problems.push(fieldProblem('HOLIDAY_NAME_REQUIRED', undefined, 'name'));
  } else {
    const length = checkLength(name, 'holidayName', 'name');
    if (!length.ok) problems.push(codedProblem(length));
  }
  // Absent or null: every market closes.
  const gameIds =
    input.gameIds === undefined || input.gameIds === null
      ? null
      : await knownIds(db, 'games', 'gameIds', input.gameIds, problems);
  const starlineGameIds =
    input.starlineGameIds === undefined || input.starlineGameIds === null
      ? []
      : await knownIds(db, 'starline_games', 'starlineGameIds', input.starlineGameIds, problems);
  if (problems.length > 0) throw refusedFields(problems);
  // A holiday closing every market lists none besides.
  return { date, name, gameIds, starlineGameIds: gameIds === null ? [] : starlineGameIds };
}

/** POST /admin/holidays. */
export async function createHoliday(
  store: Store,
  clock: Clock,
  input: HolidayBody,
  actor: AuditActor,
  board: BoardToInvalidate,
): Promise<Holiday> {
  const holiday = await store.db.transaction().execute(async (trx) => {
    const valid = await validateHoliday(trx, input);
    const row = await trx
      .insertInto('holidays')
      .values({
        holiday_date: valid.date,
        name: valid.name,
        game_ids: valid.gameIds === null ? null : JSON.stringify(valid.gameIds.map(String)),
        starline_game_ids: JSON.stringify(valid.starlineGameIds.map(String)),
        created_at: clock.now().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const record = holidayRecord(row);
    const { _id: _id, ...after } = record;
    await recordAudit(store, trx, clock, actor, { action: 'holiday.create', target: { kind: 'holiday', id: record._id }, after });
    return record;
  });
  board.invalidate();
  return holiday;
}

/** DELETE /admin/holidays/{id}: the markets it closed run that day as their weekdays say. */
export async function deleteHoliday(
  store: Store,
  clock: Clock,
  id: string,
  actor: AuditActor,
  board: BoardToInvalidate,
): Promise<Holiday> {
  const holidayId = parseId(id);
  const holiday = await store.db.transaction().execute(async (trx) => {
    const row =
      holidayId === null ? undefined : await trx.selectFrom('holidays').selectAll().where('id', '=', holidayId).executeTakeFirst();
    if (!row) throw notFound('HOLIDAY_NOT_FOUND');
    await trx.deleteFrom('holidays').where('id', '=', row.id).execute();
    const record = holidayRecord(row);
    const { _id: _id, ...before } = record;
    await recordAudit(store, trx, clock, actor, { action: 'holiday.delete', target: { kind: 'holiday', id: record._id }, before });
    return record;
  });
  board.invalidate();
  return holiday;
}

import { invalid, notFound, type CodedProblem } from '../../errors.js';
import type { Db } from '../../store/schema.js';
import { chartJodi, defaultChartFrom, MAX_CHART_DAYS } from '../../../src/domain/charts.js';
import { isCalendarDate } from '../../../src/domain/time.js';
import type { ChartDay, GameChart } from '../../../contract/markets.js';
import { parseId } from '../ids.js';

/**
 * The charts of daily markets: GET /games/{id}/chart, a market's declared days over a period of IST
 * days, which the app draws as its jodi and panel charts. The period rule is shared with the Starline chart.
 */

const DAY_MS = 86_400_000;

export interface ChartPeriod {
  from: string;
  to: string;
}

/**
 * `from` and `to` as asked: IST days YYYY-MM-DD, both inclusive, `from` first, at most MAX_CHART_DAYS days.
 * `to` defaults to today (IST); `from` to the Monday that makes the period CHART_WEEKS whole weeks to `to`'s week.
 */
export function chartPeriod(query: { from?: string; to?: string }, today: string): ChartPeriod {
  const problems: CodedProblem[] = [];
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && value !== '' && !isCalendarDate(value)) {
      problems.push({ code: 'DATE_INVALID', params: { field }, field });
    }
  }
  if (problems.length > 0) throw invalid(problems);
  const to = query.to || today;
  const from = query.from || defaultChartFrom(to);
  if (from > to) throw invalid([{ code: 'PERIOD_REVERSED', params: { start: 'from', end: 'to' }, field: 'from' }]);
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_CHART_DAYS) {
    throw invalid([{ code: 'PERIOD_TOO_LONG', params: { max: MAX_CHART_DAYS }, field: 'to' }]);
  }
  return { from, to };
}

/**
 * GET /games/{id}/chart: the game and its declared or voided days in the period, oldest first; unknown ids are 404.
 * A voided session shows no panna, and a day with a voided draw the jodi `**`: their bets were refunded.
 */
export async function gameChart(db: Db, id: string, period: ChartPeriod): Promise<GameChart> {
  const gameId = parseId(id);
  const game =
    gameId === null
      ? undefined
      : await db
          .selectFrom('games')
          .select(['id', 'game_name', 'open_time', 'close_time'])
          .where('id', '=', gameId)
          .executeTakeFirst();
  if (!game) throw notFound('MARKET_NOT_FOUND');

  const [rows, voids] = await Promise.all([
    db
      .selectFrom('game_results')
      .select(['game_date', 'session', 'pana'])
      .where('game_id', '=', game.id)
      .where('game_date', '>=', period.from)
      .where('game_date', '<=', period.to)
      .execute(),
    db
      .selectFrom('voided_draws')
      .select(['game_date', 'session'])
      .where('market', '=', 'daily')
      .where('game_id', '=', game.id)
      .where('game_date', '>=', period.from)
      .where('game_date', '<=', period.to)
      .execute(),
  ]);
  const byDate = new Map<string, { open: string | null; close: string | null; voided: ChartDay['voided'] }>();
  const dayOf = (date: string) => {
    let day = byDate.get(date);
    if (!day) byDate.set(date, (day = { open: null, close: null, voided: null }));
    return day;
  };
  for (const row of rows) dayOf(row.game_date)[row.session] = row.pana;
  for (const row of voids) {
    if (row.session === 'day') continue; // a daily market voids its sessions: the day is both
    const day = dayOf(row.game_date);
    day.voided = day.voided === null || day.voided === row.session ? row.session : 'day';
  }
  const days: ChartDay[] = [...byDate]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, { open, close, voided }]) => {
      const openPana = voided === 'day' || voided === 'open' ? null : open;
      const closePana = voided === 'day' || voided === 'close' ? null : close;
      return { date, openPana, closePana, jodi: voided ? '**' : chartJodi(openPana, closePana), voided };
    });
  return {
    game: { _id: String(game.id), gameName: game.game_name, openTime: game.open_time, closeTime: game.close_time },
    days,
  };
}

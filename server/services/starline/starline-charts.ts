import type { StarlineChart } from '../../../contract/starline.js';
import type { Db } from '../../store/schema.js';
import type { ChartPeriod } from '../markets/charts.js';

/**
 * GET /starline/chart: each day's winning panna and digit per Starline game over a period of IST days
 * (the period rule: chartPeriod), which the app draws as a day × time-slot grid. The games are the active ones and
 * any other with a result in the period, by open time; the days are those with a result, oldest first, each
 * day's results in the games' order.
 */
export async function starlineChart(db: Db, period: ChartPeriod): Promise<StarlineChart> {
  const rows = await db
    .selectFrom('starline_results')
    .innerJoin('starline_games', 'starline_games.id', 'starline_results.game_id')
    .select(['starline_results.game_id', 'starline_results.game_date', 'starline_results.pana', 'starline_results.digit'])
    .where('starline_results.game_date', '>=', period.from)
    .where('starline_results.game_date', '<=', period.to)
    .orderBy('starline_results.game_date')
    .orderBy('starline_games.open_time')
    .orderBy('starline_games.id')
    .execute();
  const charted = new Set(rows.map((row) => Number(row.game_id)));
  const games = await db
    .selectFrom('starline_games')
    .select(['id', 'game_name', 'game_name_hindi', 'open_time', 'is_active'])
    .orderBy('open_time')
    .orderBy('id')
    .execute();

  const days: StarlineChart['days'] = [];
  for (const row of rows) {
    let day = days.at(-1);
    if (day?.date !== row.game_date) {
      day = { date: row.game_date, results: [] };
      days.push(day);
    }
    day.results.push({ gameId: String(row.game_id), pana: row.pana, digit: Number(row.digit) });
  }
  return {
    games: games
      .filter((game) => Boolean(game.is_active) || charted.has(Number(game.id)))
      .map((game) => ({
        _id: String(game.id),
        gameName: game.game_name,
        gameNameHindi: game.game_name_hindi,
        openTime: game.open_time,
      })),
    days,
  };
}

import type { StarlineChart, StarlineChartResult } from '../../../contract/starline.js';
import type { Db } from '../../store/schema.js';
import type { ChartPeriod } from '../markets/charts.js';

/**
 * GET /starline/chart: each day's winning panna and digit per Starline game over a period of IST days
 * (the period rule: chartPeriod), which the app draws as a day × time-slot grid; a voided game day is there too,
 * as `***` with `voided` (its bets were refunded). The games are the active ones and any other with a result or a
 * void in the period, by open time; the days are those with a result or a void, oldest first, each day's draws in
 * the games' order.
 */
export async function starlineChart(db: Db, period: ChartPeriod): Promise<StarlineChart> {
  const [results, voids, games] = await Promise.all([
    db
      .selectFrom('starline_results')
      .select(['game_id', 'game_date', 'pana', 'digit'])
      .where('game_date', '>=', period.from)
      .where('game_date', '<=', period.to)
      .execute(),
    db
      .selectFrom('voided_draws')
      .select(['game_id', 'game_date'])
      .where('market', '=', 'starline')
      .where('game_date', '>=', period.from)
      .where('game_date', '<=', period.to)
      .execute(),
    db
      .selectFrom('starline_games')
      .select(['id', 'game_name', 'game_name_hindi', 'open_time', 'is_active'])
      .orderBy('open_time')
      .orderBy('id')
      .execute(),
  ]);
  const column = new Map(games.map((game, index) => [Number(game.id), index]));
  const draws: { date: string; column: number; result: StarlineChartResult }[] = [];
  // A voided draw has no result (the void took it back): the void alone stands for it.
  const voided = new Set(voids.map((row) => `${Number(row.game_id)}:${row.game_date}`));
  for (const row of results) {
    const gameId = Number(row.game_id);
    if (voided.has(`${gameId}:${row.game_date}`)) continue;
    const result = { gameId: String(gameId), pana: row.pana, digit: Number(row.digit), voided: false };
    if (column.has(gameId)) draws.push({ date: row.game_date, column: column.get(gameId)!, result });
  }
  for (const row of voids) {
    const gameId = Number(row.game_id);
    const result = { gameId: String(gameId), pana: '***', voided: true };
    if (column.has(gameId)) draws.push({ date: row.game_date, column: column.get(gameId)!, result });
  }
  draws.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.column - b.column));

  const charted = new Set(draws.map((draw) => Number(draw.result.gameId)));
  const days: StarlineChart['days'] = [];
  for (const draw of draws) {
    let day = days.at(-1);
    if (day?.date !== draw.date) {
      day = { date: draw.date, results: [] };
      days.push(day);
    }
    day.results.push(draw.result);
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

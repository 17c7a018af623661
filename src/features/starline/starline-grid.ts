import type { StarlineChart, StarlineChartGame } from '../../../contract/starline';

/**
 * The Starline chart's grid: one row per day with a result, oldest first, one column per game by open
 * time; a cell holds that game's winning panna and digit of the day, a voided draw (`***`, no digit), or null.
 */

export interface StarlineGridCell {
  readonly pana: string;
  readonly digit: number | null;
  /** The draw was voided, its bets refunded. */
  readonly voided?: true;
}

export interface StarlineGridRow {
  readonly date: string;
  readonly cells: readonly (StarlineGridCell | null)[];
}

export interface StarlineGrid {
  readonly games: readonly StarlineChartGame[];
  readonly rows: readonly StarlineGridRow[];
}

export function starlineGrid(chart: StarlineChart): StarlineGrid {
  const games = Array.isArray(chart.games) ? [...chart.games].sort((a, b) => a.openTime.localeCompare(b.openTime)) : [];
  const column = new Map(games.map((game, index) => [game._id, index]));
  const days = Array.isArray(chart.days) ? [...chart.days].sort((a, b) => a.date.localeCompare(b.date)) : [];
  const rows = days.map((day) => {
    const cells: (StarlineGridCell | null)[] = games.map(() => null);
    for (const result of Array.isArray(day.results) ? day.results : []) {
      const index = column.get(result.gameId);
      if (index === undefined) continue;
      cells[index] =
        result.voided === true ? { pana: '***', digit: null, voided: true } : { pana: result.pana, digit: result.digit ?? null };
    }
    return { date: day.date, cells };
  });
  return { games, rows };
}

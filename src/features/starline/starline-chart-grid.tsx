import { useMemo } from 'react';
import { isOfflineError, useStarlineChart } from '../../data/charts';
import { chartDate } from '../../domain/charts';
import { ChartNotes, ChartScroller, markChartRead } from '../../ui/chart-views';
import views from '../../ui/chart-views.module.css';
import { FreshnessNote } from '../../ui/freshness-note';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import styles from './starline-chart.module.css';
import { formatOpenTime } from './starline-format';
import { starlineGrid, type StarlineGrid } from './starline-grid';
import { t } from '../../i18n/t-screens';

/**
 * The Starline chart's grid: a row per day, a column per game by open time, each cell the day's
 * winning panna over its digit; from the cache at once (offline too), refreshed from GET /starline/chart.
 */
export function StarlineChartGrid() {
  const { chart, freshness, load } = useStarlineChart({
    onRead: markChartRead,
    onError: (error) => {
      if (!isOfflineError(error)) notify.error(t.charts.loadFailed);
    },
  });
  const grid = useMemo(() => (chart ? starlineGrid(chart) : null), [chart]);
  const waiting = chart === undefined || (chart === null && freshness.updatedAt === null && freshness.online && !load.error);

  return (
    <>
      <FreshnessNote {...freshness} className={views.freshness} />
      {waiting ? (
        <Spinner />
      ) : !grid || grid.rows.length === 0 ? (
        <p className={views.empty}>{t.charts.noResults}</p>
      ) : (
        <ChartScroller label={t.charts.starlineRegion} measureAs="starline" data={grid}>
          <GridTable grid={grid} />
        </ChartScroller>
      )}
      <ChartNotes id="starline-grid-notes" title={t.charts.starlineTitle}>
        <p>{t.charts.starlineCell}</p>
        <p>{t.charts.voidedStarlineCell}</p>
      </ChartNotes>
    </>
  );
}

/** The days × games table: a voided draw as `***` marked "Voided" where the digit would be. */
export function GridTable({ grid }: { grid: StarlineGrid }) {
  return (
    <table className={views.grid} data-testid="starline-grid">
      <thead>
        <tr>
          <th scope="col">{t.charts.date}</th>
          {grid.games.map((game) => (
            <th key={game._id} scope="col">
              {formatOpenTime(game.openTime)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.rows.map((row) => (
          <tr key={row.date}>
            <th scope="row">{chartDate(row.date)}</th>
            {row.cells.map((cell, index) =>
              cell ? (
                <td
                  key={index}
                  className={styles.starlineCell}
                  data-game-id={grid.games[index]!._id}
                  data-voided={cell.voided}
                >
                  {cell.pana}
                  {cell.voided ? (
                    <span className={views.voided}>{t.charts.voided}</span>
                  ) : (
                    <span className={styles.starlineDigit}>{cell.digit}</span>
                  )}
                </td>
              ) : (
                <td key={index} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

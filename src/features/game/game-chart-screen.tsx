import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { isOfflineError, useChartGame, useGameResults } from '../../data/charts';
import { t } from '../../i18n/t-screens';
import { ChartTabs, useChartView } from '../../ui/chart-views';
import { formatShortDate } from '../../ui/format';
import { FreshnessNote } from '../../ui/freshness-note';
import { ScreenLayout } from '../../ui/screen-layout';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { chartRows } from './chart-rows';
import styles from './game-screens.module.css';
import { WeekChart } from './week-chart';

const IST_MIDNIGHT = 'T00:00:00+05:30';

/** The chart's views, in the tabs' order; the results table is the one a chart opens on. */
const VIEWS = ['results', 'jodi', 'panel'] as const;
type ChartView = (typeof VIEWS)[number];

const viewLabels = (): Record<ChartView, string> => ({ results: t.charts.results, jodi: t.charts.jodi, panel: t.charts.panel });

/**
 * The game chart: the date/result table, the Jodi chart and the Panel chart of a market, each
 * from the cache and refreshed on opening. The view is in the address (`?view=jodi|panel`), so a reload keeps it.
 */
export default function GameChartScreen() {
  const { gameId = '' } = useParams();
  const [view, setView] = useChartView(VIEWS);
  const game = useChartGame(gameId);

  return (
    <ScreenLayout title={game?.gameName ?? t.screens.gameChart} backTo={paths.dashboard.getHref()}>
      <ChartTabs
        label={t.charts.views}
        views={VIEWS}
        labels={viewLabels()}
        current={view}
        onSelect={setView}
      />
      <div role="tabpanel" aria-label={viewLabels()[view]}>
        {view === 'results' ? <ResultsTable gameId={gameId} /> : <WeekChart key={view} gameId={gameId} kind={view} />}
      </div>
    </ScreenLayout>
  );
}

/** The results table: past results per day, newest first, with the Result Format legend. */
function ResultsTable({ gameId }: { gameId: string }) {
  const { results, freshness, load } = useGameResults(gameId, {
    onError: (error) => {
      if (!isOfflineError(error)) notify.error(t.game.failedToLoadResults);
    },
  });

  const rows = chartRows(results ?? []);
  // Nothing cached and never synced: wait for the first answer rather than flash the empty state.
  const waiting =
    results === undefined || (rows.length === 0 && freshness.updatedAt === null && freshness.online && !load.error);

  return (
    <>
      <FreshnessNote {...freshness} className={styles.freshness} />
      {waiting ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{t.game.noResults}</p>
      ) : (
        <table className={`${styles.table} ${styles.chartTable}`}>
          <caption className="visually-hidden">{t.screens.gameChart}</caption>
          <thead>
            <tr>
              <th scope="col">{t.game.date}</th>
              <th scope="col">{t.game.day}</th>
              <th scope="col">{t.game.result}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.date}>
                <td className={styles.nowrap}>{formatShortDate(Date.parse(`${row.date}${IST_MIDNIGHT}`))}</td>
                <td>{row.day}</td>
                <td className={styles.result}>{row.result}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <section className={styles.legend} aria-labelledby="legend-title">
        <h2 id="legend-title" className={styles.legendTitle}>
          {t.game.legendTitle}
        </h2>
        <p className={styles.legendExample}>{t.game.legendExample}</p>
        <ul>
          <li>{t.game.legendOpenPanna}</li>
          <li>{t.game.legendJodi}</li>
          <li>{t.game.legendClosePanna}</li>
          <li>{t.game.legendStars}</li>
        </ul>
      </section>
    </>
  );
}

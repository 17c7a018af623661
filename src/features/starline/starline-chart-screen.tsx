import { Link, useParams } from 'react-router-dom';
import type { StarlineResult } from '../../api/starline';
import { paths } from '../../config/paths';
import { startStarlinePolling, useStarlineResults } from '../../data/starline';
import { starlineGameName } from '../../i18n/domain-labels';
import { fill, t } from '../../i18n/t-screens';
import { ChartTabs, useChartView } from '../../ui/chart-views';
import { EmptyState } from '../../ui/empty-state';
import { toastLoadFailure } from '../../ui/failure-toasts';
import { FreshnessNote } from '../../ui/freshness-note';
import { formatTime } from '../../ui/record-format';
import { ScreenLayout } from '../../ui/screen-layout';
import { Spinner } from '../../ui/spinner';
import { StarlineChartGrid } from './starline-chart-grid';
import { formatGameDay, formatOpenTime, formatStarlineResult, weekdayName } from './starline-format';
import cardStyles from '../../ui/card.module.css';
import listStyles from '../../ui/list.module.css';
import tabStyles from '../../ui/tabs.module.css';
import styles from './starline.module.css';

startStarlinePolling();

/** The views of the chart of every game: the results table and the day × time-slot grid. */
const VIEWS = ['results', 'grid'] as const;
const viewLabels = () => ({ results: t.charts.results, grid: t.charts.grid });

/**
 * The Starline chart: /starline-chart lists every game's results (and links to each game's chart), or with
 * `?view=grid` shows them as a grid of days and games; /starline-chart/{gameId} shows that game's
 * header, the Date/Day/Result/Time table and the explanation. An unknown game shows "Game not found" with a way
 * back.
 */
export default function StarlineChartScreen() {
  const { gameId } = useParams();
  // One screen per game: the results' refresh is registered when the screen mounts, so a link from the list of all
  // games to one game's chart (the same route) must mount that game's screen afresh, or its results never load.
  return <StarlineChart key={gameId ?? ''} gameId={gameId} />;
}

function StarlineChart({ gameId }: { gameId: string | undefined }) {
  const [view, setView] = useChartView(VIEWS);
  const showGrid = !gameId && view === 'grid';
  const { games, game, gamesKnown, results, freshness } = useStarlineResults(gameId, {
    gamesError: toastLoadFailure(t.starline.gameLoadFailed),
    resultsError: toastLoadFailure(t.starline.resultsLoadFailed),
  });

  if (gameId && game === null && gamesKnown) {
    return (
      <ScreenLayout title={t.screens.starlineChart} backTo={paths.starlineGaming.getHref()}>
        <div className={styles.notFound}>
          <EmptyState
            title={t.starline.gameNotFound}
            actions={
              <Link to={paths.starlineGaming.getHref()} className={tabStyles.tile}>
                {t.starline.backToStarline}
              </Link>
            }
          />
        </div>
      </ScreenLayout>
    );
  }

  return (
    <ScreenLayout title={t.screens.starlineChart} backTo={paths.starlineGaming.getHref()}>
      <FreshnessNote {...freshness} />
      <div className={cardStyles.stack}>
        {gameId ? (
          game ? (
            <section className={cardStyles.compactCard} aria-labelledby="starline-chart-game">
              <h2 id="starline-chart-game" className={styles.chartTitle}>
                {starlineGameName(game)}
              </h2>
              {/* In English, the Hindi name under the name; in Hindi it is the name. */}
              {game.gameNameHindi && starlineGameName(game) !== game.gameNameHindi.trim() && (
                <p className={styles.hindi} lang="hi">
                  {game.gameNameHindi}
                </p>
              )}
              <p className={listStyles.meta}>{fill(t.starline.openTime, { time: formatOpenTime(game.openTime) })}</p>
            </section>
          ) : (
            <Spinner />
          )
        ) : (
          (games?.length ?? 0) > 0 && (
            <nav aria-label={t.starline.allCharts}>
              <ul className={styles.chartGames}>
                {games!.map((each) => (
                  <li key={each._id}>
                    <Link to={paths.starlineChart.getHref(each._id)}>
                      {starlineGameName(each)} · {formatOpenTime(each.openTime)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )
        )}

        {!gameId && (
          <ChartTabs
            label={t.charts.views}
            views={VIEWS}
            labels={viewLabels()}
            current={view}
            onSelect={setView}
          />
        )}

        {showGrid ? <StarlineChartGrid /> : results === undefined ? <Spinner /> : <ResultsTable results={results} />}

        <p className={styles.explanation}>{t.starline.explanation}</p>
        {gameId && (
          <Link to={paths.starlineChart.getHref()} className={tabStyles.tile}>
            {t.starline.allCharts}
          </Link>
        )}
      </div>
    </ScreenLayout>
  );
}

function ResultsTable({ results }: { results: readonly StarlineResult[] }) {
  if (results.length === 0) return <EmptyState title={t.starline.noResults} />;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="starline-chart">
        <caption className="visually-hidden">{t.starline.chartCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.starline.date}</th>
            <th scope="col">{t.starline.day}</th>
            <th scope="col">{t.starline.result}</th>
            <th scope="col">{t.starline.time}</th>
          </tr>
        </thead>
        <tbody>
          {results.map((result, index) => (
            <tr key={`${result.gameDate}-${result.declaredAt}-${index}`}>
              <td>{formatGameDay(result.gameDate)}</td>
              <td>{weekdayName(result.gameDate)}</td>
              <td>{formatStarlineResult(result.winningNumber)}</td>
              <td>{formatTime(result.declaredAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}


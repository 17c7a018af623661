import { memo, useMemo } from 'react';
import { isApiError } from '../../api/errors';
import type { ChartDay } from '../../../contract/markets';
import { isOfflineError, useGameChart } from '../../data/charts';
import { chartDate, isDoubleJodi } from '../../domain/charts';
import { ChartNotes, ChartScroller, markChartRead } from '../../ui/chart-views';
import views from '../../ui/chart-views.module.css';
import { FreshnessNote } from '../../ui/freshness-note';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { chartCell, chartWeeks, pannaDigits, type ChartWeek } from './chart-grid';
import styles from './game-chart.module.css';
import { t } from '../../i18n/t-screens';

export type WeekChartKind = 'jodi' | 'panel';

/**
 * A market's Jodi or Panel chart: drawn from the cached chart at once (offline too), refreshed from
 * GET /games/{id}/chart on opening. One row per week, oldest at the top, scrolled to the newest.
 */
export function WeekChart({ gameId, kind }: { gameId: string; kind: WeekChartKind }) {
  const { chart, freshness, load } = useGameChart(gameId, {
    onRead: markChartRead,
    onError: (error) => {
      // An unknown market has no chart: the empty state says so.
      if (!isOfflineError(error) && !isApiError(error, 404)) notify.error(t.charts.loadFailed);
    },
  });
  const weeks = useMemo(() => chartWeeks(Array.isArray(chart?.days) ? chart.days : []), [chart]);
  const waiting = chart === undefined || (chart === null && freshness.updatedAt === null && freshness.online && !load.error);

  return (
    <>
      <FreshnessNote {...freshness} className={views.freshness} />
      {waiting ? (
        <Spinner />
      ) : weeks.length === 0 ? (
        <p className={views.empty}>{t.charts.noResults}</p>
      ) : (
        <ChartScroller label={kind === 'jodi' ? t.charts.jodiRegion : t.charts.panelRegion} measureAs={kind} data={weeks}>
          <WeekGrid weeks={weeks} kind={kind} />
        </ChartScroller>
      )}
      <ChartNotes id="chart-notes" title={kind === 'jodi' ? t.charts.jodiTitle : t.charts.panelTitle}>
        <p>{t.charts.weeks}</p>
        <p>{kind === 'jodi' ? t.charts.jodiCell : t.charts.panelCell}</p>
        <p>{t.charts.voidedCell}</p>
        <p className={views.rule}>{t.charts.doubles}</p>
      </ChartNotes>
    </>
  );
}

/** The weeks' table: a day's cell in its weekday's column, a voided draw as `***` / `**` marked "Voided". */
export const WeekGrid = memo(function WeekGrid({ weeks, kind }: { weeks: readonly ChartWeek[]; kind: WeekChartKind }) {
  const Cell = kind === 'jodi' ? JodiCell : PanelCell;
  return (
    <table className={`${views.grid} ${styles.weeks}`} data-testid={`${kind}-chart`}>
      <thead>
        <tr>
          <th scope="col">{t.charts.week}</th>
          {t.charts.weekdays.map((day) => (
            <th key={day} scope="col">
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.start}>
            <th scope="row">
              {chartDate(week.start)}
              <br />
              {t.charts.to}
              <br />
              {chartDate(week.end)}
            </th>
            {week.days.map((day, index) => (day ? <Cell key={index} day={day} /> : <td key={index} />))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

/** "Voided" under a voided draw's stars. */
function VoidedMark() {
  return <span className={views.voided}>{t.charts.voided}</span>;
}

function JodiCell({ day }: { day: ChartDay }) {
  const cell = chartCell(day);
  const className = isDoubleJodi(cell.jodi) ? `${styles.jodiCell} ${styles.double}` : styles.jodiCell;
  return (
    <td className={className} data-date={day.date} data-voided={cell.voided || undefined}>
      {cell.jodi}
      {cell.voided && <VoidedMark />}
    </td>
  );
}

function PanelCell({ day }: { day: ChartDay }) {
  const cell = chartCell(day);
  const jodiClass = isDoubleJodi(cell.jodi) ? `${styles.panelJodi} ${styles.double}` : styles.panelJodi;
  return (
    <td className={styles.panelCell} data-date={day.date} data-voided={cell.voided || undefined}>
      <span className={styles.pana}>{pannaDigits(cell.openPana)}</span>
      <span className={jodiClass}>{cell.jodi}</span>
      <span className={styles.pana}>{pannaDigits(cell.closePana)}</span>
      {cell.voided && <VoidedMark />}
    </td>
  );
}

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import uplotCss from 'uplot/dist/uPlot.min.css?inline';
import { formatRupees } from '../format';
import type { ReportDay } from '../insight-api';
import { insightText } from '../insight-text';
import styles from './admin-reports-screen.module.css';

const t = insightText.reports;
const HEIGHT = 260;
const SECONDS_PER_DAY = 86_400;
const DAY_LABEL = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * The stakes and payouts of each day of the period as a uPlot line chart. This module is the only one that loads
 * uPlot (and its stylesheet, inlined here rather than emitted as a file the player app's service worker would
 * cache): the Reports screen loads it lazily, so neither the console's first load nor the player app carries it.
 * The canvas is a picture only; the By day table under it gives the same figures as text.
 */
export default function ReportChart({ days }: { days: readonly ReportDay[] }) {
  const target = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    ensureStylesheet();
    const colours = getComputedStyle(element);
    const stakesColour = colours.getPropertyValue('--color-brand').trim() || '#5b21b6';
    const payoutsColour = colours.getPropertyValue('--color-warning').trim() || '#b45309';
    const axisColour = colours.getPropertyValue('--color-text-muted').trim() || '#4b5563';
    const gridColour = colours.getPropertyValue('--color-border').trim() || '#d1d5db';
    const axis = { stroke: axisColour, grid: { stroke: gridColour, width: 1 }, ticks: { stroke: gridColour, width: 1 } };

    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        // The days are IST calendar days, sent as UTC midnights: read in UTC they stay the same days.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: { x: { time: true } },
        series: [
          {},
          { label: t.stakes, stroke: stakesColour, width: 2, points: { show: true, size: 6 } },
          { label: t.payouts, stroke: payoutsColour, width: 2, points: { show: true, size: 6 } },
        ],
        axes: [
          {
            ...axis,
            values: (_chart, splits) => splits.map((seconds) => (seconds % SECONDS_PER_DAY === 0 ? DAY_LABEL.format(new Date(seconds * 1000)) : '')),
          },
          { ...axis, size: 80, values: (_chart, splits) => splits.map((amount) => formatRupees(amount)) },
        ],
      },
      [days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000), days.map((day) => day.stakes), days.map((day) => day.payouts)],
      element,
    );
    chart.root.querySelector('canvas')?.setAttribute('aria-hidden', 'true');

    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);

  return (
    <figure className={styles.chart} data-testid="report-chart">
      <div ref={target} role="img" aria-label={t.chartLabel} />
      <figcaption className={styles.legend}>
        <span className={styles.stakesKey}>{t.stakes}</span>
        <span className={styles.payoutsKey}>{t.payouts}</span>
      </figcaption>
    </figure>
  );
}

function ensureStylesheet(): void {
  if (document.getElementById('uplot-css')) return;
  const style = document.createElement('style');
  style.id = 'uplot-css';
  style.textContent = uplotCss;
  document.head.append(style);
}

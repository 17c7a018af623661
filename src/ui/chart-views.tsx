import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styles from './chart-views.module.css';

/**
 * What the chart screens share: the tabs between a chart's views, and the scrolling region a grid sits
 * in, opened on its newest (last) row. How long a grid takes to draw once its data is read from the cache (a year
 * of weeks in ≤ 100 ms) is measured with the Performance API: `markChartRead()` when the read returns, and the
 * measure `chart-render:<name>` once the grid is in the document, laid out and scrolled; the end-to-end test reads it.
 */

const CHART_READ = 'chart:read';

export function markChartRead(): void {
  performance.mark(CHART_READ);
}

/**
 * The view a chart screen shows, kept in the address as `?view=<name>` (none for the first, the default), so a
 * reload keeps it; choosing one replaces the address rather than adding to the history. (Read from the location
 * rather than with useSearchParams, which the start bundle does not otherwise carry.)
 */
export function useChartView<V extends string>(views: readonly [V, ...V[]]): [V, (view: V) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).get('view');
  const view = views.find((name) => name === asked) ?? views[0];
  const select = (next: V) => navigate({ search: next === views[0] ? '' : `?view=${next}` }, { replace: true });
  return [view, select];
}

interface ChartTabsProps<V extends string> {
  label: string;
  views: readonly V[];
  labels: Readonly<Record<V, string>>;
  current: V;
  onSelect: (view: V) => void;
}

export function ChartTabs<V extends string>({ label, views, labels, current, onSelect }: ChartTabsProps<V>) {
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {views.map((view) => (
        <button
          key={view}
          type="button"
          role="tab"
          aria-selected={view === current}
          className={view === current ? `${styles.tab} ${styles.tabActive}` : styles.tab}
          onClick={() => onSelect(view)}
        >
          {labels[view]}
        </button>
      ))}
    </div>
  );
}

interface ChartScrollerProps {
  /** The region's name for assistive technology (it takes the keyboard focus to scroll). */
  label: string;
  /** The measure's name: `chart-render:<measureAs>`. */
  measureAs: string;
  /** The data drawn: when it changes, the region scrolls to the newest row again. */
  data: unknown;
  children: ReactNode;
}

export function ChartScroller({ label, measureAs, data, children }: ChartScrollerProps) {
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight; // reading scrollHeight lays the grid out
    try {
      performance.measure(`chart-render:${measureAs}`, CHART_READ);
    } catch {
      // No read mark to measure from.
    }
  }, [data, measureAs]);
  return (
    <div ref={scroller} className={styles.scroller} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/** A chart's explanation under it. */
export function ChartNotes({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.notes} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

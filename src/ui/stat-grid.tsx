import styles from './stat-grid.module.css';

export interface Stat {
  label: string;
  value: string;
  /** Colours a figure that is a gain or a loss (the sign is in the text too). */
  tone?: 'gain' | 'loss';
}

/** Summary figures in a two-column grid (history summaries, statement counters). */
export function StatGrid({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <dl className={styles.grid} aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={stat.tone ? `${styles.value} ${styles[stat.tone]}` : styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** A record's facts as label/value pairs in a grid that wraps on narrow screens. */
export function Details({ children }: { children: ReactNode }) {
  return <dl className={styles.details}>{children}</dl>;
}

/** One label/value pair; the wrapper keeps the pair together in one grid cell. */
export function Detail({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

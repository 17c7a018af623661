import type { ReactNode } from 'react';
import { Button } from '../../../src/ui/button';
import { text } from '../text';
import styles from './screen.module.css';

/** A console screen: its title (h2 under the console's h1), optional actions beside it, then its sections. */
export function Screen({ title, actions, intro, children }: { title: string; actions?: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {intro}
      {children}
    </div>
  );
}

/** A titled part of a screen. */
export function Section({ title, actions, children, id }: { title: string; actions?: ReactNode; children: ReactNode; id?: string }) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-label={headingId ? undefined : title}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.sectionTitle}>
          {title}
        </h3>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A screen's Refresh action: its data changes while it is open (players keep sending requests). */
export function RefreshButton({ onRefresh }: { onRefresh: () => void }) {
  return (
    <Button variant="secondary" onClick={onRefresh}>
      {text.common.refresh}
    </Button>
  );
}

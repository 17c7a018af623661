import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  title: string;
  hint?: string;
  /** Buttons or links that lead out of the empty state. */
  actions?: ReactNode;
}

/** What a list shows when it has nothing: a title, a hint, and the way forward. */
export function EmptyState({ title, hint, actions }: EmptyStateProps) {
  return (
    <div className={styles.empty} data-testid="empty-state">
      <p className={styles.title}>{title}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

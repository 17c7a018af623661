import type { ReactNode } from 'react';
import { Button } from '../../../src/ui/button';
import { Spinner } from '../../../src/ui/spinner';
import { text } from '../text';
import styles from './ui.module.css';

export function Loading({ label = text.common.loading }: { label?: string }) {
  return <Spinner label={label} />;
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className={styles.empty} role="status">
      {children}
    </p>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.loadError} role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {text.common.tryAgain}
      </Button>
    </div>
  );
}

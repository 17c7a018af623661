import type { ReactNode } from 'react';
import { Button } from '../../../src/ui/button';
import { Spinner } from '../../../src/ui/spinner';
import { text } from '../text';
import type { Loaded } from './use-load';
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

/**
 * A load shown in place of what it loads: a spinner while it runs (on a reload too: unlike a list, the old data
 * is not kept in view), its error with a retry, then `children` with the data.
 */
export function WhenLoaded<T>({ load, children }: { load: { state: Loaded<T>; reload: () => void }; children: (data: T) => ReactNode }) {
  return (
    <>
      {load.state.status === 'loading' && <Loading />}
      {load.state.status === 'error' && <LoadError message={load.state.message} onRetry={load.reload} />}
      {load.state.status === 'ready' && children(load.state.data)}
    </>
  );
}

/** What the operator's last action did, kept in view and announced; nothing until there is something to say. */
export function Outcome({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className={styles.outcome} role="status">
      {children}
    </p>
  );
}
